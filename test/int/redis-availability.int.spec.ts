import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppProcess, BUILT_MAIN, freePort, startAppProcess } from '../support/app-process';
import { startSmtpInbox } from '../support/smtp-inbox';
import { eventually } from '../support/test-app';
import { DEMO_PASSWORD, identityClient } from '../support/identity-client';

/**
 * Issue 12 / ADR 0010: with REDIS_URL unset and nothing on the local port, a private redis-server
 * from the PATH serves the product and stops with it; without one, a single sentence and exit 78;
 * a Redis that goes away under a running product is one warning each way, and work queued meanwhile
 * is done when it returns.
 */
const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const count = (text: string, needle: string) => text.split(needle).length - 1;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function joinWaitlist(url: string, tag: string): Promise<number> {
  const response = await fetch(`${url}/api/leads/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Ada Queue', email: 'ada@example.com', brokerage: 'Outage Realty', headache: `Redis went away. ${tag}` }),
  });
  return response.status;
}

describe('Redis: embedded default, one clear line, outages (issue 12)', () => {
  let dataDir: string;
  let closedPort: number;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    if (!existsSync(BUILT_MAIN)) throw new Error('run `npm run build:api` first');
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-redis-'));
    closedPort = await freePort(); // nothing listens there: "no Redis on the local port"
    inbox = await startSmtpInbox();
  });

  afterAll(async () => {
    await inbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('with no Redis reachable and no redis-server on the PATH, stops before serving with one line and exit 78', async () => {
    const bin = join(dataDir, 'bin-without-redis');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const child = spawn(process.execPath, [BUILT_MAIN], {
      env: { ...process.env, PATH: bin, REDIS_URL: '', REDIS_LOCAL_URL: `redis://127.0.0.1:${closedPort}`, DATA_DIR: join(dataDir, 'no-redis'), PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(child)).toBe(78);
    expect(output.trim().split('\n')).toEqual([
      `Threshold needs Redis: nothing answers at 127.0.0.1:${closedPort} and there is no redis-server on the PATH to start one. ` +
        'Install Redis (Debian: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
    ]);
  }, 60_000);

  it('starts a private redis-server that serves a sign-in and a queued e-mail, and stops it with the product', async () => {
    const embeddedDir = join(dataDir, 'embedded');
    const app = await startAppProcess(
      { REDIS_URL: '', REDIS_LOCAL_URL: `redis://127.0.0.1:${closedPort}`, DATA_DIR: embeddedDir, SMTP_URL: inbox.url, LOG_LEVEL: 'info' },
      120_000,
    );
    let redisPid: number | undefined;
    try {
      const owner = JSON.parse(readFileSync(join(embeddedDir, 'redis.owner.json'), 'utf8')) as { pid: number; url: string; childPid: number };
      redisPid = owner.childPid;
      expect(owner.pid).toBe(app.child.pid);
      expect(owner.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
      expect(processAlive(redisPid)).toBe(true);
      expect(app.output()).toContain(`Redis:      embedded redis-server at ${owner.url}`);
      expect(existsSync(join(embeddedDir, 'redis', 'appendonlydir'))).toBe(true); // persistence on

      // Signing in counts attempts in Redis (ADR 0005); the demo accounts are seeded before the app serves.
      const signedIn = await identityClient(app.url).signIn('admin@threshold.demo', DEMO_PASSWORD);
      expect(signedIn.profile.role).toBe('admin');

      const tag = `embedded-${Date.now()}`;
      expect(await joinWaitlist(app.url, tag)).toBe(201);
      await eventually(async () => inbox.received.find((m) => m.raw.includes(tag)), 30_000, 'the e-mail queued through the embedded Redis');

      // `npm run worker` on the same data directory shares it instead of starting a second one on the same files.
      const worker = spawn(process.execPath, [join(process.cwd(), 'dist', 'backend', 'src', 'worker.js')], {
        env: { ...process.env, REDIS_URL: '', REDIS_LOCAL_URL: `redis://127.0.0.1:${closedPort}`, DATA_DIR: embeddedDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let workerOutput = '';
      worker.stdout?.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
      worker.stderr?.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
      try {
        await eventually(async () => (workerOutput.includes('workers are running') ? true : undefined), 60_000, 'the worker to start');
        expect(workerOutput).toContain(`Redis:      embedded redis-server at ${owner.url}, run by \`npm start\` (pid ${app.child.pid})`);
      } finally {
        const stopped = exited(worker);
        worker.kill('SIGTERM');
        await stopped;
      }
      expect(processAlive(redisPid)).toBe(true); // the worker leaves the API's Redis running
    } finally {
      await app.stop();
    }
    await eventually(async () => (processAlive(redisPid!) ? undefined : true), 10_000, 'redis-server to stop with the product');
    expect(existsSync(join(embeddedDir, 'redis.owner.json'))).toBe(false);
  }, 240_000);

  describe('a Redis that goes away under a running product', () => {
    let redisPort: number;
    let redisDir: string;
    let redis: ChildProcess | undefined;
    let app: AppProcess;

    async function startRedis(): Promise<void> {
      redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes', '--save', ''], { stdio: 'ignore' });
      await eventually(async () => {
        const { createConnection } = await import('node:net');
        return new Promise<true | undefined>((resolve) => {
          const socket = createConnection({ host: '127.0.0.1', port: redisPort });
          socket.once('connect', () => (socket.destroy(), resolve(true)));
          socket.once('error', () => resolve(undefined));
        });
      }, 10_000, 'our redis-server to listen');
    }

    async function stopRedis(): Promise<void> {
      if (!redis || redis.exitCode !== null) return;
      const done = exited(redis);
      redis.kill('SIGTERM');
      await done;
    }

    beforeAll(async () => {
      // Our own Redis: the machine's shared one on :6379 serves other test runs and stays up.
      redisPort = await freePort();
      redisDir = join(dataDir, 'outage');
      mkdirSync(redisDir);
      await startRedis();
      app = await startAppProcess({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, DATA_DIR: join(dataDir, 'outage-data'), SMTP_URL: inbox.url }, 120_000);
    }, 180_000);

    afterAll(async () => {
      await app?.stop();
      await stopRedis();
    });

    it('warns once when it is lost and once when it is back; readiness says so; a job queued meanwhile is done after', async () => {
      await stopRedis();
      await eventually(async () => (app.output().includes('is unreachable') ? true : undefined), 15_000, 'the outage warning');
      const ready = await fetch(`${app.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'up', redis: 'down' } });

      const tag = `outage-${Date.now()}`;
      expect(await joinWaitlist(app.url, tag)).toBe(201); // stored with its outbox row; Redis is not needed to accept it
      await new Promise((resolve) => setTimeout(resolve, 3_000)); // retries keep failing meanwhile
      expect(inbox.received.some((m) => m.raw.includes(tag))).toBe(false);

      await startRedis();
      await eventually(async () => (app.output().includes('Redis is back after') ? true : undefined), 20_000, 'the recovery line');
      await eventually(async () => inbox.received.find((m) => m.raw.includes(tag)), 45_000, 'the e-mail queued during the outage');
      expect((await fetch(`${app.url}/api/health/ready`)).status).toBe(200);

      const output = app.output();
      expect(count(output, `Redis at 127.0.0.1:${redisPort} is unreachable`)).toBe(1);
      expect(count(output, 'Redis is back after')).toBe(1);
      expect(count(output, 'ECONNREFUSED')).toBeLessThanOrEqual(1); // the one in the warning, no line per retry
      expect(output).not.toMatch(/^\s+at /m); // no stack traces
    }, 120_000);
  });
});
