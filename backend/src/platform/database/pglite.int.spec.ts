import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppProcess, startAppProcess } from '../../../../test/support/app-process';
import { newIp } from '../../../../test/support/identity-client';
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
    // Its own Redis prefix: queues and rate-limit counts of this database are not another app's.
    app = await startAppProcess(
      { DATABASE_EMBEDDED: 'true', DATABASE_URL: '', DATA_DIR: dataDir, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-pglite` },
      90_000,
    );
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the diagnostics slice end to end on PGlite', async () => {
    expect(app.output()).toContain('embedded PGlite');
    // Diagnostics are for admins (issue #7): sign in as the seeded demo admin, on PGlite too.
    const signedIn = await fetch(`${app.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
      body: JSON.stringify({ email: 'admin@threshold.demo', password: 'Threshold!2026' }),
    });
    expect(signedIn.status).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const asAdmin = { authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${app.url}/api/diagnostics/pings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asAdmin },
      body: JSON.stringify({ message: 'on pglite' }),
    });
    expect(created.status).toBe(201);
    const acknowledged = await eventually(async () => {
      const pings = (await (await fetch(`${app.url}/api/diagnostics/pings`, { headers: asAdmin })).json()) as {
        message: string;
        acknowledgedAt: string | null;
      }[];
      return pings.find((p) => p.message === 'on pglite' && p.acknowledgedAt);
    }, 20_000, 'the worker to acknowledge the ping');
    expect(acknowledged.acknowledgedAt).not.toBeNull();
    // The dependency watch probes PGlite through its socket too: no outage reported on a healthy database.
    expect(app.output()).not.toContain('is unreachable');
  });

  /** Issue 7, finding 9: PGlite takes no lock, so a second opener of the directory would corrupt it. */
  function runScript(script: string, dir = dataDir) {
    return spawnSync(process.execPath, [join(process.cwd(), 'dist', 'backend', 'scripts', script)], {
      env: { ...process.env, DATABASE_EMBEDDED: 'true', DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 120_000,
    });
  }

  it('lets db:migrate in through the running server instead of opening the directory a second time', () => {
    const owner = JSON.parse(readFileSync(join(dataDir, 'pglite.owner.json'), 'utf8')) as { pid: number; role: string; url: string };
    expect(owner).toMatchObject({ pid: app.child.pid, role: 'npm start' });
    const migrate = runScript('db-migrate.js');
    expect(migrate.stderr).toBe('');
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain('Database is migrated.');
    // Still the server's: the script borrowed its socket and left the claim alone.
    expect(JSON.parse(readFileSync(join(dataDir, 'pglite.owner.json'), 'utf8'))).toEqual(owner);
  }, 150_000);

  it('stops a second opener with a clear message while a process that does not share holds the directory', () => {
    const other = mkdtempSync(join(tmpdir(), 'threshold-pglite-held-'));
    try {
      // The test process stands in for a running `npm run projections:rebuild`: alive, not sharing.
      writeFileSync(join(other, 'pglite.owner.json'), JSON.stringify({ pid: process.pid, role: 'npm run projections:rebuild' }));
      const migrate = runScript('db-migrate.js', other);
      expect(migrate.status).not.toBe(0);
      expect(migrate.stderr.trim()).toBe(
        `The embedded database in ${join(other, 'pglite')} is in use by \`npm run projections:rebuild\` (pid ${process.pid}), which does not share it; wait for it to finish, then try again.`,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
