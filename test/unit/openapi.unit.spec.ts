import { readFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../../backend/scripts/generate-openapi';

describe('openapi/openapi.json', () => {
  it('is what the controllers describe now (run `npm run openapi` after changing the API)', async () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toEqual(await renderOpenApi());
  });
});
