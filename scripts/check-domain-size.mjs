#!/usr/bin/env node
// Part of `npm run lint`: no domain file passes 400 lines (ADR 0042). A decide, evolve or rules file
// that grows past it holds more than one capability's rules; split it by capability instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LIMIT = 400;
const ROOT = 'backend/src/modules';
const DOMAIN_FILE = /\.(decide|evolve|events|state|aggregate)\.ts$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) yield path;
  }
}

const tooLong = [];
for (const path of files(ROOT)) {
  if (!path.includes('/domain/') && !DOMAIN_FILE.test(path)) continue;
  const lines = readFileSync(path, 'utf8').split('\n').length - 1;
  if (lines > LIMIT) tooLong.push(`${path}: ${lines} lines`);
}
if (tooLong.length > 0) {
  process.stderr.write(`Domain files longer than ${LIMIT} lines (split them by capability, ADR 0042):\n${tooLong.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`✔ no domain file passes ${LIMIT} lines\n`);
