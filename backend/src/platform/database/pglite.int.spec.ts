import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppProcess, startAppProcess } from '../../../../test/support/app-process';
import { eventually } from '../../../../test/support/test-app';

/**
 * DESIGN.md "Running it": with no PostgreSQL around, the same built app runs on embedded PGlite
 * (served over the wire protocol, a pool of one), the whole slice included: command, inline
 * projection, outbox, worker, async subscriber.
 */
describe('embedded PGlite database', () => {
  let app: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-pglite-'));
    app = await startAppProcess({ DATABASE_EMBEDDED: 'true', DATABASE_URL: '', DATA_DIR: dataDir }, 90_000);
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the diagnostics slice end to end on PGlite', async () => {
    expect(app.output()).toContain('embedded PGlite');
    const created = await fetch(`${app.url}/api/diagnostics/pings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'on pglite' }),
    });
    expect(created.status).toBe(201);
    const acknowledged = await eventually(async () => {
      const pings = (await (await fetch(`${app.url}/api/diagnostics/pings`)).json()) as { message: string; acknowledgedAt: string | null }[];
      return pings.find((p) => p.message === 'on pglite' && p.acknowledgedAt);
    }, 20_000, 'the worker to acknowledge the ping');
    expect(acknowledged.acknowledgedAt).not.toBeNull();
  });
});
