import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { freePort } from '../support/app-process';
import { eventually } from '../support/test-app';

/**
 * ADR 0009 (issue 7, finding 1): nothing a request, a socket or a job throws ends the process; an
 * exception nothing caught is logged and the process keeps serving. And `npm start` supervises: an
 * API process that dies anyway (kill -9, out of memory) is started again.
 */
const CRASH_POLICY = join(process.cwd(), 'dist', 'backend', 'src', 'platform', 'process', 'crash-policy.js');
const START = join(process.cwd(), 'scripts', 'start.mjs');
const SUPERVISE = join(process.cwd(), 'scripts', 'supervise.mjs');

function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const live = (url: string) => fetch(`${url}/api/health/live`).then((r) => r.ok, () => false);

describe('crash policy (ADR 0009)', () => {
  beforeAll(() => {
    if (!existsSync(CRASH_POLICY)) throw new Error('run `npm run build:api` first');
  });

  it('logs an exception or rejection that nothing caught, keeps running, and exits 70 on a listen error', async () => {
    const script = `
      const { installCrashPolicy } = require(${JSON.stringify(CRASH_POLICY)});
      installCrashPolicy('the probe');
      setTimeout(() => { throw new Error('thrown in a timer'); }, 10);
      setTimeout(() => { Promise.reject(new Error('rejected with no catch')); }, 20);
      setTimeout(() => { console.log('still serving'); require('node:net').createServer().listen(${'process.env.TAKEN_PORT'}); }, 100);
      setInterval(() => undefined, 1000);
    `;
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, LOG_LEVEL: 'info', TAKEN_PORT: String((taken.address() as AddressInfo).port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collect(child);
    const { code } = await exited(child);
    taken.close();
    expect(output()).toContain('thrown in a timer');
    expect(output()).toContain('rejected with no catch');
    expect(output()).toContain('still serving');
    expect(output()).toContain('EADDRINUSE');
    expect(code).toBe(70);
  });

  it('npm start survives a handshake that throws in the socket middleware, and brings back an API process that was killed', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // On the embedded Redis (ADR 0010), so the restart also shows it is adopted, not started twice.
    const dataDir = mkdtempSync(join(tmpdir(), 'threshold-supervised-'));
    const redisOwner = () => JSON.parse(readFileSync(join(dataDir, 'redis.owner.json'), 'utf8')) as { pid: number; childPid: number };
    const supervisor = spawn(process.execPath, [START], {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', APP_URL: url, DATA_DIR: dataDir, REDIS_URL: '', REDIS_LOCAL_URL: `redis://127.0.0.1:${await freePort()}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collect(supervisor);
    try {
      await eventually(async () => (await live(url)) || undefined, 150_000, 'the API under npm start');
      const first = childrenOf(supervisor.pid!);
      expect(first).toHaveLength(1);
      const redisPid = redisOwner().childPid;

      // Issue 7: a token that is an object whose toString is not a function made String(token) throw
      // inside Socket.IO's middleware chain, where nothing catches it.
      const socket = io(url, { auth: { token: { toString: 1 } }, transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', () => resolve());
        setTimeout(resolve, 3_000);
      });
      socket.close();
      expect(await live(url)).toBe(true);
      expect(childrenOf(supervisor.pid!)).toEqual(first); // the same process, still serving

      process.kill(first[0]!, 'SIGKILL');
      await eventually(async () => (await live(url)) === false || undefined, 10_000, 'the killed API to stop answering');
      await eventually(async () => (await live(url)) || undefined, 120_000, 'the supervisor to start the API again');
      const second = childrenOf(supervisor.pid!);
      expect(second).toHaveLength(1);
      expect(second[0]).not.toBe(first[0]);
      // The delay grows with each crash in the minute: 1 s unless an earlier start already failed
      // (seen once in CI: the free port picked for the test was taken by another process first).
      expect(output()).toMatch(/The Threshold API stopped unexpectedly \(killed by SIGKILL\); restarting it in \d+ s\./);
      expect(redisOwner()).toEqual(expect.objectContaining({ pid: second[0], childPid: redisPid })); // adopted

      supervisor.kill('SIGTERM');
      const { code } = await exited(supervisor);
      expect(code).toBe(0);
      expect(childrenOf(supervisor.pid!)).toEqual([]);
      expect(await live(url)).toBe(false);
      expect(() => process.kill(redisPid, 0)).toThrow(); // the embedded Redis stopped with the product
    } finally {
      if (supervisor.exitCode === null) {
        for (const pid of childrenOf(supervisor.pid!)) process.kill(pid, 'SIGKILL');
        supervisor.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  describe('the supervisor (scripts/supervise.mjs)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'threshold-supervise-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** Supervises a child that exits with `code` every time, with short pauses so the test is quick. */
    async function superviseExiting(code: number) {
      const child = join(dir, `exit-${code}.mjs`);
      writeFileSync(child, `console.log('child started'); process.exit(${code});`);
      const runner = join(dir, `run-${code}.mjs`);
      writeFileSync(
        runner,
        `import { supervise } from ${JSON.stringify(SUPERVISE)};\n` +
          `supervise({ name: 'The probe', entry: ${JSON.stringify(child)}, firstDelayMs: 10, maxDelayMs: 40 });\n`,
      );
      const supervisor = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = collect(supervisor);
      const { code: exitCode } = await exited(supervisor);
      return { exitCode, output: output() };
    }

    it('gives up with a clear message after five crashes within a minute, pausing longer each time', async () => {
      const { exitCode, output } = await superviseExiting(1);
      expect(exitCode).toBe(1);
      expect(output.match(/child started/g)).toHaveLength(5);
      expect(output).toContain('The probe stopped unexpectedly (exit code 1); restarting it in 0.01 s.');
      expect(output).toContain('restarting it in 0.02 s.');
      expect(output).toContain('The probe crashed 5 times within 60 s (last: exit code 1); not restarting it again.');
    });

    it('does not restart a child that says retrying cannot help (exit 78), and passes its code on', async () => {
      const { exitCode, output } = await superviseExiting(78);
      expect(exitCode).toBe(78);
      expect(output.match(/child started/g)).toHaveLength(1);
      expect(output).not.toContain('restarting');
    });
  });
});
