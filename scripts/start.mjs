// `npm start`: build what is missing or stale, then serve API + workers + front end on one port,
// restarting the API if it crashes (scripts/supervise.mjs, ADR 0009).
// Migrations run and demo data is seeded by the app itself as it starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { supervise } from './supervise.mjs';

const root = new URL('..', import.meta.url).pathname;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newest(join(root, source)) > built);
}

function run(script) {
  console.log(`\n> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale(join(root, 'dist/backend/src/main.js'), ['backend', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'])) run('build:api');
if (stale(join(root, 'dist/frontend/index.html'), ['frontend', 'package-lock.json'])) run('build:web');

supervise({ name: 'The Threshold API', entry: join(root, 'dist/backend/src/main.js'), cwd: root });
