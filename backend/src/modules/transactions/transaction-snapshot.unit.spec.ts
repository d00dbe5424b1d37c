import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TRANSACTION_SNAPSHOT_VERSION } from './transaction.aggregate';

/**
 * A deal snapshot is the fold of its first events (ADR 0081). When the fold changes what it makes of
 * the same events — an evolve, the state's shape, a helper they call, an upcaster of a deal event — a
 * snapshot written before the change no longer equals the full fold, and only a new
 * TRANSACTION_SNAPSHOT_VERSION makes the loads ignore it. This test holds the fold's source as it was
 * when the version was last set, so a change to it cannot slip by unnoticed.
 *
 * When it fails: if your change alters the state the same events fold to (not only comments or
 * formatting), raise TRANSACTION_SNAPSHOT_VERSION in transaction.aggregate.ts; then copy the version
 * and the fingerprint the failure shows into FOLD below.
 */
const FOLD = { version: 1, fingerprint: '66a287071c061a47' };

const MODULE = __dirname;

/** Every evolve of the deal's capabilities, their composition, the state, and the helpers the evolves call. */
function foldSources(): string[] {
  const evolves = readdirSync(MODULE, { recursive: true, encoding: 'utf8' }).filter((path) => /(^|\/)domain\/[^/]+\.evolve\.ts$/.test(path));
  const helpers = ['transaction.evolve.ts', 'transaction.state.ts', 'lifecycle/domain/lifecycle.events.ts', 'documents/domain/documents.events.ts'];
  return [...evolves, ...helpers].map((path) => join(MODULE, path)).sort();
}

/** The sources without comments and with whitespace collapsed, hashed. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of foldSources()) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s+/g, ' ').trim();
    hash.update(`${relative(MODULE, file)}\n${code}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

describe("the deal's snapshot version follows its fold (ADR 0081)", () => {
  it('has not seen the fold change since the snapshot version was last set', () => {
    expect(foldSources().length).toBeGreaterThanOrEqual(9 + 4);
    expect({ version: TRANSACTION_SNAPSHOT_VERSION, fingerprint: fingerprint() }).toEqual(FOLD);
  });
});
