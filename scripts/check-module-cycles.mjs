#!/usr/bin/env node
// Part of `npm run lint`: no import cycle between backend modules (backend/src/modules/<name>).
// dependency-cruiser's `no-circular` (.dependency-cruiser.cjs) sees cycles between files only; two
// modules importing each other's public files form no file cycle, yet they are one tangled module.
// This collapses the graph to one node per module and fails on any cycle in it.
import { spawnSync } from 'node:child_process';

const MODULE = '^backend/src/modules/[^/]+';
const run = spawnSync('npx', ['depcruise', 'backend/src', '--config', '.dependency-cruiser.cjs', '--collapse', MODULE, '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.status !== 0 && !run.stdout) {
  process.stderr.write(run.stderr);
  process.exit(run.status ?? 1);
}
const isModule = (path) => new RegExp(`${MODULE}$`).test(path);
const edges = new Map();
for (const module of JSON.parse(run.stdout).modules) {
  if (!isModule(module.source)) continue;
  const targets = module.dependencies.map((d) => d.resolved).filter((t) => isModule(t) && t !== module.source);
  edges.set(module.source, [...new Set(targets)]);
}

const cycles = [];
const state = new Map(); // undefined: unseen, 1: on the current path, 2: done
function visit(node, path) {
  state.set(node, 1);
  for (const next of edges.get(node) ?? []) {
    if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(node, 2);
}
for (const node of edges.keys()) if (!state.has(node)) visit(node, [node]);

if (cycles.length > 0) {
  const name = (path) => path.replace('backend/src/modules/', '');
  process.stderr.write(`Backend modules import each other in a cycle:\n${cycles.map((c) => `  ${c.map(name).join(' → ')}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`✔ no cycle between ${edges.size} backend modules\n`);
