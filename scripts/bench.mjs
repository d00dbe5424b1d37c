#!/usr/bin/env node
// `npm run bench`: compiles the benchmarks (and the API they start) into dist/bench, then runs them.
// Not part of `npm test`. Options through the environment: see bench/run.ts.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });

process.stderr.write('Compiling the benchmarks (tsconfig.bench.json)…\n');
const compiled = run('npx', ['tsc', '-p', 'tsconfig.bench.json']);
if (compiled.status !== 0) {
  process.stderr.write('The benchmarks did not compile; fix the errors above and run `npm run bench` again.\n');
  process.exit(compiled.status ?? 1);
}
const benched = run(process.execPath, [join(root, 'dist', 'bench', 'bench', 'run.js'), ...process.argv.slice(2)]);
process.exit(benched.status ?? 1);
