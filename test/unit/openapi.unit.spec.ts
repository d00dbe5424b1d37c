import { Logger } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../../backend/scripts/generate-openapi';

describe('openapi/openapi.json', () => {
  it('is what the controllers describe now (run `npm run openapi` after changing the API)', async () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toEqual(await renderOpenApi());
  });

  it('names every schema once: two DTO classes of one name would leave one route described by the other (identity and messages once both had MessageDto)', async () => {
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    const staticSpy = jest.spyOn(Logger, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    try {
      await renderOpenApi();
    } finally {
      spy.mockRestore();
      staticSpy.mockRestore();
    }
    expect(warnings.filter((warning) => warning.includes('Duplicate DTO'))).toEqual([]);
  });
});
