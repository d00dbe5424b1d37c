import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, AddressInfo } from 'node:net';
import { join } from 'node:path';

export const BUILT_MAIN = join(process.cwd(), 'dist', 'backend', 'src', 'main.js');

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The built app as a real separate process (`node dist/backend/src/main.js`), ready when /api/health/ready says so. */
export async function startAppProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build:api\` first (npm test builds before integration tests)`);
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App process exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`App process not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
