import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('frontend/src/shared/api/generated.ts', () => {
  it('is what `npm run api:codegen` makes from openapi/openapi.json now', () => {
    const check = spawnSync(process.execPath, [join(process.cwd(), 'scripts', 'api-client-check.cjs')], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
