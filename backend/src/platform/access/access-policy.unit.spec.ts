import { AccessPolicy, definePolicy, redact, refusalFor, resolveRoles } from './access-policy';
import type { SqlExecutor } from '../event-store/sql-executor';

/** A deal-shaped payload: nested objects, arrays of items, nullable parts. */
interface Deal {
  id: string;
  price: number;
  internalNotes: string | null;
  closing: { date: string; giftIdeas: string | null; walkthrough: { notes: string; at: string } | null };
  contacts: { name: string; email: string; agentOnly: boolean }[];
  tags: string[];
  signedAt: Date | null;
}

const deal: Deal = {
  id: 'd1',
  price: 500_000,
  internalNotes: 'seller is flexible',
  closing: { date: '2027-01-10', giftIdeas: 'wine', walkthrough: { notes: 'check roof', at: '2027-01-09' } },
  contacts: [
    { name: 'Ann', email: 'ann@example.com', agentOnly: false },
    { name: 'Bob', email: 'bob@example.com', agentOnly: true },
  ],
  tags: ['a', 'b'],
  signedAt: new Date('2026-11-01T00:00:00Z'),
};

let counter = 0;
const policy = (visibility: Parameters<ReturnType<typeof definePolicy<Deal>>>[0]['visibility']['viewer']) =>
  definePolicy<Deal>()({
    resource: `unit-deal-${++counter}`,
    roles: ['viewer', 'owner'],
    roleOf: () => 'viewer',
    visibility: { viewer: visibility, owner: 'all' },
    refusal: { kind: 'not_found', message: 'Deal not found' },
  });

describe('redact (docs/adr/0017-access-policy.md)', () => {
  it("keeps everything for a role that sees 'all', the very same value", () => {
    const p = policy('all');
    expect(redact(p, 'owner', deal)).toBe(deal);
  });

  it('deny-list: removes the listed fields, nested ones and those of every array item, and nothing else', () => {
    const p = policy({ deny: ['internalNotes', 'closing.giftIdeas', 'closing.walkthrough.notes', 'contacts[].email'] });
    const seen = redact(p, 'viewer', deal);
    expect(seen).toEqual({
      id: 'd1',
      price: 500_000,
      closing: { date: '2027-01-10', walkthrough: { at: '2027-01-09' } },
      contacts: [
        { name: 'Ann', agentOnly: false },
        { name: 'Bob', agentOnly: true },
      ],
      tags: ['a', 'b'],
      signedAt: deal.signedAt,
    });
    const json = JSON.stringify(seen);
    for (const secret of ['seller is flexible', 'wine', 'check roof', 'ann@example.com', 'bob@example.com']) expect(json).not.toContain(secret);
    expect(deal.internalNotes).toBe('seller is flexible'); // the input is untouched
  });

  it('allow-list: keeps only the listed fields; a field nobody listed is hidden', () => {
    const p = policy({ allow: ['id', 'closing.date', 'contacts[].name', 'tags', 'signedAt'] });
    const withNewField = { ...deal, addedLater: 'secret' } as Deal;
    expect(redact(p, 'viewer', withNewField)).toEqual({
      id: 'd1',
      closing: { date: '2027-01-10' },
      contacts: [{ name: 'Ann' }, { name: 'Bob' }],
      tags: ['a', 'b'],
      signedAt: deal.signedAt, // a Date is a leaf, kept whole
    });
  });

  it('passes null and missing parts through without inventing or failing', () => {
    const p = policy({ deny: ['closing.walkthrough.notes', 'contacts[].email'] });
    const sparse = { ...deal, closing: { ...deal.closing, walkthrough: null }, contacts: [] };
    expect(redact(p, 'viewer', sparse)).toMatchObject({ closing: { walkthrough: null }, contacts: [] });
    const allow = policy({ allow: ['closing.walkthrough.at'] });
    expect(redact(allow, 'viewer', sparse)).toEqual({ closing: { walkthrough: null } });
    expect(redact(allow, 'viewer', null as unknown as Deal)).toBeNull();
  });

  it('redacts a list of payloads item by item', () => {
    const p = policy({ allow: ['id'] });
    expect(redact(p, 'viewer', [deal, deal] as unknown as Deal)).toEqual([{ id: 'd1' }, { id: 'd1' }]);
  });

  it('enters a class instance like a plain object (its own fields are what JSON would send)', () => {
    class DealDto {
      id = 'd2';
      internalNotes = 'hidden';
    }
    const p = policy({ deny: ['internalNotes'] });
    expect(JSON.stringify(redact(p, 'viewer', new DealDto() as unknown as Deal))).toBe('{"id":"d2"}');
  });

  it('refuses a role the policy does not declare rather than showing everything', () => {
    const p = policy('all') as AccessPolicy;
    expect(() => redact(p, 'intruder', deal)).toThrow(/has no role "intruder"/);
  });

  it('checks field paths at compile time', () => {
    // Proved by `npm run typecheck`, not by jest (swc strips types): each @ts-expect-error below is
    // itself an error once the path stops being a type error, so the typecheck fails.
    // @ts-expect-error a misspelt field is a type error
    policy({ deny: ['internalNote'] });
    // @ts-expect-error an array's items are reached with []
    policy({ deny: ['contacts.email'] });
  });
});

describe('resolveRoles', () => {
  const owners = new Map([['00000000-0000-4000-8000-000000000001', { ownerId: 'u1' }]]);
  const queries: unknown[][] = [];
  const sql: SqlExecutor = {
    query: <T>(_text: string, parameters?: unknown[]) => {
      queries.push(parameters ?? []);
      return Promise.resolve([] as T[]);
    },
  };
  /** The owner policy's parts, shared by the policies below. */
  const ownership = {
    roles: ['owner'] as const,
    load: async (ids: readonly string[], executor: SqlExecutor) => {
      await executor.query('SELECT', [ids]);
      return new Map(ids.flatMap((id) => (owners.has(id) ? [[id, owners.get(id)!] as const] : [])));
    },
    roleOf: (actor: { userId: string }, facts: { ownerId: string } | undefined) => (facts?.ownerId === actor.userId ? ('owner' as const) : ('none' as const)),
    visibility: { owner: 'all' as const },
    refusal: { kind: 'forbidden' as const, message: 'Forbidden' },
  };
  const owned = definePolicy<Deal>()({ resource: 'unit-owned', ...ownership });

  it('decides every id from one load; unknown and malformed ids are none, and a malformed one is never queried', async () => {
    const known = '00000000-0000-4000-8000-000000000001';
    const unknown = '00000000-0000-4000-8000-000000000002';
    const roles = await resolveRoles(owned, { userId: 'u1', role: 'agent' }, [known, unknown, "1' OR '1'='1"], sql);
    expect([...roles.values()]).toEqual(['owner', 'none', 'none']);
    expect(queries).toEqual([[[known, unknown]]]);
    expect((await resolveRoles(owned, { userId: 'u2', role: 'agent' }, [known], sql)).get(known)).toBe('none');
  });

  it("decides rows that carry their facts from those facts (no load), and loads only the rows that do not", async () => {
    interface Owned {
      id: string;
      ownerId?: string;
    }
    const carrying = definePolicy<Owned>()({
      resource: 'unit-carrying',
      ...ownership,
      factsOf: (row) => (row.ownerId === undefined ? undefined : { ownerId: row.ownerId }),
    });
    queries.length = 0;
    const mine = { id: '00000000-0000-4000-8000-000000000011', ownerId: 'u1' };
    const theirs = { id: '00000000-0000-4000-8000-000000000012', ownerId: 'u2' };
    const bare = { id: '00000000-0000-4000-8000-000000000001' };
    const rows = [mine, theirs, bare];
    const roles = await resolveRoles(carrying, { userId: 'u1', role: 'agent' }, rows.map((row) => row.id), sql, rows);
    // The row that says it is someone else's is theirs, whatever the query that returned it meant.
    expect([...roles.values()]).toEqual(['owner', 'none', 'owner']);
    expect(queries).toEqual([[[bare.id]]]);
    queries.length = 0;
    await resolveRoles(carrying, { userId: 'u1', role: 'agent' }, [mine.id, theirs.id], sql, [mine, theirs]);
    expect(queries).toEqual([]);
  });

  it('refuses a second policy for the same resource', () => {
    expect(() =>
      definePolicy<Deal>()({ resource: 'unit-owned', roles: ['x'], roleOf: () => 'x', visibility: { x: 'all' }, refusal: { kind: 'forbidden', message: 'F' } }),
    ).toThrow(/defined twice/);
  });
});

describe('refusalFor: unknown vs not yours (spec 002 §8, docs/adr/0021)', () => {
  const ID = '33333333-3333-4333-8333-333333333333';
  const GONE = '44444444-4444-4444-8444-444444444444';
  const sql: SqlExecutor = { query: async () => [] as never };
  const facts = new Map([
    [ID, { ownerId: 'owner', gone: false }],
    [GONE, { ownerId: 'owner', gone: true }],
  ]);
  const withNotFound = definePolicy<Deal>()({
    resource: `unit-deal-${++counter}`,
    roles: ['owner'],
    load: async (ids) => new Map(ids.flatMap((id) => (facts.has(id) ? [[id, facts.get(id)!] as const] : []))),
    roleOf: (actor, f) => (f && !f.gone && f.ownerId === actor.userId ? 'owner' : 'none'),
    visibility: { owner: 'all' },
    refusal: { kind: 'forbidden', message: 'Forbidden - You do not have access to this deal' },
    notFound: { message: 'Deal not found', isGone: (_actor, f) => f.gone },
  });
  const stranger = { userId: 'stranger', role: 'agent' as const };

  it("someone else's resource: the policy's refusal", async () => {
    const error = await refusalFor(withNotFound as AccessPolicy, stranger, ID, sql);
    expect({ kind: error.kind, message: error.message }).toEqual({ kind: 'forbidden', message: 'Forbidden - You do not have access to this deal' });
  });

  it.each([
    ['an unknown id', '55555555-5555-4555-8555-555555555555'],
    ['a malformed id', 'not-a-uuid'],
    ['one its facts call gone', GONE],
  ])('%s: the 404', async (_what, id) => {
    const error = await refusalFor(withNotFound as AccessPolicy, stranger, id, sql);
    expect({ kind: error.kind, message: error.message }).toEqual({ kind: 'not_found', message: 'Deal not found' });
  });

  it('without notFound, an unknown id gets the refusal too', async () => {
    const plain = definePolicy<Deal>()({
      resource: `unit-deal-${++counter}`,
      roles: ['owner'],
      load: async () => new Map<string, { ownerId: string }>(),
      roleOf: () => 'none',
      visibility: { owner: 'all' },
      refusal: { kind: 'forbidden', message: 'Forbidden' },
    });
    const error = await refusalFor(plain as AccessPolicy, stranger, '55555555-5555-4555-8555-555555555555', sql);
    expect({ kind: error.kind, message: error.message }).toEqual({ kind: 'forbidden', message: 'Forbidden' });
  });
});
