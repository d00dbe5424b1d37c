// `npm start`: build what is missing or stale, then serve API + workers + front end on one port,
// restarting the API if it crashes (scripts/supervise.mjs, ADR 0009).
// Migrations run and demo data is seeded by the app itself as it starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { supervise } from './supervise.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * The newest file below `path`. Folders' own times are left out: they move when a file is only
 * created and removed again (the generated-client check writes a scratch file beside the client),
 * which would rebuild for nothing.
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
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

const API_SOURCES = ['backend', 'openapi', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
const WEB_SOURCES = ['frontend', 'openapi', 'package-lock.json'];
if (stale(join(root, 'dist/backend/src/main.js'), API_SOURCES)) run('build:api');
if (stale(join(root, 'dist/frontend/index.html'), WEB_SOURCES)) run('build:web');

supervise({ name: 'The Threshold API', entry: join(root, 'dist/backend/src/main.js'), cwd: root });
