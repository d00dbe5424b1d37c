import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CreateUserAccount, RecordClientLink } from '../../backend/src/modules/identity/identity.public';
import { EraseUser } from '../../backend/src/modules/identity/commands/erase-user/erase-user.command';
import { TokenService } from '../../backend/src/platform/auth/token.service';
import { ensureDatabaseExists } from '../../backend/src/platform/database/resolve-database';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { foldSealed, loadState, sealedSnapshot } from '../../backend/src/platform/event-store/command-handling';
import { TRANSACTION_STREAM_TYPE } from '../../backend/src/modules/transactions/kernel/domain/deal-stream';
import { transaction } from '../../backend/src/modules/transactions/transaction.aggregate';
import { ALL_EVENTS } from '../../backend/src/platform/event-store/projection';
import { ProjectionRegistry } from '../../backend/src/platform/event-store/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { dealDay } from '../support/deal-today';
import { PDF } from '../support/hostile-files';
import { identityClient } from '../support/identity-client';
import { allWorkSettled } from '../support/queued-work';
import { dropDatabase } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The event store's central promise (issue 18 item 11, DESIGN.md point 4): whatever commands ran, every
 * read table rebuilt from the log alone equals the table the live projections wrote, row for row. fast-check
 * draws sequences of deal commands over a few agents and clients, runs them through the real API, waits for
 * the queued work and the async projections, then rebuilds each projection on its own and all of them
 * together and compares every read table with the live one.
 *
 * PROPERTY_SEED reproduces a run (the seed is printed), PROPERTY_RUNS and PROPERTY_COMMANDS change its size,
 * PROPERTY_SHRINK=false reports the first failing sequence unshrunk, and PROPERTY_DEBUG=1 prints each run's
 * answers and where its time went. PROPERTY_BUDGET_MS, PROPERTY_RUN_BUDGET_MS and PROPERTY_SHRINK_BUDGET_MS
 * bound the whole property, one run and the shrinking (below). Progress, the first failure and a stall are
 * written to stderr as they happen, with the seed.
 */

/**
 * Columns the comparison leaves out, each with its reason. Only a clock written at rebuild time
 * qualifies: anything else a rebuild writes differently is a divergence the property must report.
 */
const IGNORED_COLUMNS: Record<string, Record<string, string>> = {
  // None today: every projection takes its times from the event (occurred_at or the event's data).
};

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
/**
 * Time budgets, so a stall fails in minutes with what it was doing instead of eating CI's hour. The whole
 * property (runs and shrinking) gets PROPERTY_BUDGET_MS; one run (its commands, the settling, the rebuilds)
 * PROPERTY_RUN_BUDGET_MS, far above a run's seconds even on a loaded machine (each wait inside it gives up
 * after a minute); shrinking after the first failure PROPERTY_SHRINK_BUDGET_MS, then the smallest
 * counterexample found so far is reported, with the path that resumes the shrinking.
 */
const BUDGET_MS = Number(process.env.PROPERTY_BUDGET_MS ?? 45 * 60_000);
const RUN_BUDGET_MS = Number(process.env.PROPERTY_RUN_BUDGET_MS ?? 4 * 60_000);
const SHRINK_BUDGET_MS = Number(process.env.PROPERTY_SHRINK_BUDGET_MS ?? 5 * 60_000);
const SHRINK = process.env.PROPERTY_SHRINK !== 'false';
const MAX_COMMANDS = Number(process.env.PROPERTY_COMMANDS ?? 60);
const SEED = process.env.PROPERTY_SEED !== undefined ? Number(process.env.PROPERTY_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;

const AGENTS = 2;
const CLIENTS = 3;

/** What the generated commands act on: indexes into what the run has made so far (modulo its length). */
type Command =
  | { kind: 'createDeal'; agent: number; client: number; type: 'buyer' | 'seller'; closing: number; contract: number | null; optionDays: number | null; draft: boolean }
  | { kind: 'editDeal'; deal: number; fields: Record<string, unknown> }
  | { kind: 'submitDraft'; deal: number }
  | { kind: 'createTask'; deal: number; due: number | null; clientVisible: boolean }
  | { kind: 'completeTask'; deal: number; task: number; done: boolean }
  | { kind: 'addUtility'; deal: number; utilityType: string; action: string; due: number | null; clientTask: boolean; account: string | null }
  | { kind: 'clientUpload'; deal: number; title: string }
  | { kind: 'changeUtility'; deal: number; utility: number; fields: Record<string, unknown> }
  | { kind: 'swapUtilityDates'; deal: number; first: number; second: number }
  | { kind: 'checkIn'; deal: number; feeling: string; note: string | null }
  | { kind: 'respondToCheckIn'; deal: number; checkIn: number; viewOnly: boolean }
  | { kind: 'close'; deal: number }
  | { kind: 'reopen'; deal: number }
  | { kind: 'archive'; deal: number }
  | { kind: 'fix'; deal: number }
  | { kind: 'customMilestone'; deal: number; due: number }
  | { kind: 'delete'; deal: number; force: boolean }
  | { kind: 'erase'; who: 'agent' | 'client'; index: number };

const day = fc.integer({ min: -20, max: 60 });
const dealIndex = fc.nat(7);
const dealFieldEdit = fc.oneof(
  day.map((d) => ({ closing_date: dealDay(d) })),
  day.map((d) => ({ contract_date: dealDay(d) })),
  day.map((d) => ({ effective_date: dealDay(d) })),
  fc.option(fc.integer({ min: 0, max: 14 }), { nil: null }).map((n) => ({ option_period_days: n })),
  fc.option(day, { nil: null }).map((d) => ({ financing_contingency_end_date: d === null ? null : dealDay(d) })),
  fc.option(day, { nil: null }).map((d) => ({ earnest_money_due_date: d === null ? null : dealDay(d) })),
  fc.tuple(day, fc.integer({ min: 0, max: 23 })).map(([d, h]) => ({ appraisal_scheduled_at: `${dealDay(d)}T${String(h).padStart(2, '0')}:00:00.000Z` })),
  fc.tuple(day, fc.integer({ min: 0, max: 23 })).map(([d, h]) => ({ inspection_datetime: `${dealDay(d)}T${String(h).padStart(2, '0')}:00:00.000Z` })),
  fc.constantFrom('78703', '79901', '77002').map((zip) => ({ property_zip: zip })),
  // Personal fields, sealed under the deal: what the deal's snapshots must keep sealed and open again (ADR 0081).
  fc.option(fc.constantFrom('Ada Seller', 'Grace Seller'), { nil: null }).map((name) => ({ seller_name: name })),
  fc.constantFrom('Linus at Title Co', 'Barbara at Title Co').map((contact) => ({ title_company_contact: contact })),
);

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('createDeal' as const),
      agent: fc.nat(AGENTS - 1),
      client: fc.nat(CLIENTS - 1),
      type: fc.constantFrom('buyer' as const, 'seller' as const),
      closing: fc.integer({ min: 5, max: 60 }),
      contract: fc.option(fc.integer({ min: -15, max: 0 }), { nil: null }),
      optionDays: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      draft: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('editDeal' as const), deal: dealIndex, fields: fc.array(dealFieldEdit, { minLength: 1, maxLength: 3 }).map((edits) => Object.assign({}, ...edits) as Record<string, unknown>) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('submitDraft' as const), deal: dealIndex }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('createTask' as const), deal: dealIndex, due: fc.option(day, { nil: null }), clientVisible: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('completeTask' as const), deal: dealIndex, task: fc.nat(40), done: fc.boolean() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('addUtility' as const),
      deal: dealIndex,
      utilityType: fc.constantFrom('Electric', 'Gas', 'Water', 'Internet', 'Trash'),
      action: fc.constantFrom('Transfer', 'Setup New', 'Cancel'),
      due: fc.option(day, { nil: null }),
      clientTask: fc.boolean(),
      account: fc.option(fc.constantFrom('ACCT-1001', 'ACCT-2002'), { nil: null }),
    }),
    weight: 3,
  },
  // A client's own upload: its title sealed under the client, so their erasure shreds it (ADR 0052).
  { arbitrary: fc.record({ kind: fc.constant('clientUpload' as const), deal: dealIndex, title: fc.constantFrom('Inspection report', 'Pre-approval letter') }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('changeUtility' as const),
      deal: dealIndex,
      utility: fc.nat(9),
      fields: fc.oneof(
        fc.option(day, { nil: null }).map((d) => ({ due_date: d === null ? null : dealDay(d) })),
        fc.constantFrom('Not Started', 'Confirmed', 'Completed').map((status) => ({ status })),
        fc.constantFrom('Transfer', 'Setup New', 'Cancel').map((action) => ({ action })),
        fc.boolean().map((on) => ({ create_client_task: on })),
        fc.boolean().map((on) => ({ is_client_visible: on })),
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('swapUtilityDates' as const), deal: dealIndex, first: fc.nat(9), second: fc.nat(9) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('checkIn' as const),
      deal: dealIndex,
      feeling: fc.constantFrom('happy', 'excited', 'anxious', 'confused', 'frustrated'),
      note: fc.option(fc.constantFrom('All good', 'Worried about the appraisal'), { nil: null }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('respondToCheckIn' as const), deal: dealIndex, checkIn: fc.nat(5), viewOnly: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('close' as const), deal: dealIndex }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reopen' as const), deal: dealIndex }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('archive' as const), deal: dealIndex }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('fix' as const), deal: dealIndex }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('customMilestone' as const), deal: dealIndex, due: day }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), deal: dealIndex, force: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('erase' as const), who: fc.constantFrom('agent' as const, 'client' as const), index: fc.nat(CLIENTS - 1) }), weight: 1 },
);

interface Deal {
  id: string;
  agent: number;
  client: number;
  /** The wizard body it was created with: a draft is submitted with it. */
  body: Record<string, unknown>;
}

describe('projections rebuilt from the log equal the live ones (property)', () => {
  let app: TestApp;
  let databaseUrl: string;
  let dataDir: string;
  let db: DataSource;
  let api: ReturnType<typeof identityClient>;

  beforeAll(async () => {
    // A database of its own, as projections-rebuild has: every run empties it and every rebuild
    // replaces every read table.
    databaseUrl = `${process.env.DATABASE_URL}_property`;
    await ensureDatabaseExists(databaseUrl);
    await relaxDurability(databaseUrl);
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-property-'));
    app = await startTestApp({
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-property`,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
    });
    db = app.app.get<DataSource>(DATA_SOURCE);
    api = identityClient(app.url);
  }, 120_000);

  /**
   * This throwaway database needs no durability: its commits do not wait for the WAL to reach the disk.
   * Each run commits hundreds of times (commands, and the rebuilds' DDL, each statement its own commit).
   */
  async function relaxDurability(url: string): Promise<void> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET synchronous_commit = off`);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(databaseUrl);
  }, 60_000);

  /** Every table but the migrations' own and the subscribers' checkpoints (still valid: positions only grow). */
  async function tablesToEmpty(): Promise<string[]> {
    const rows = await db.query<{ name: string }[]>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('schema_migrations', 'subscription_checkpoints') ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  }

  /**
   * The queued work done and every subscription at the end of the log — subscribers too, not only
   * async projections: a subscriber can append events (a membership ended by a role change, a
   * client's link), which the audit trail then still has to read.
   */
  async function settled(): Promise<void> {
    await allWorkSettled(app);
  }

  /**
   * Every table's rows, each as its jsonb text less the ignored columns (every value as PostgreSQL holds it,
   * microseconds included), sorted: row order is not part of the promise. One round trip for all tables,
   * since the property compares after every projection's rebuild.
   */
  async function snapshot(tables: readonly string[]): Promise<Record<string, string[]>> {
    const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
    const parts = tables.map((table) => {
      const ignored = Object.keys(IGNORED_COLUMNS[table] ?? {});
      const row = ignored.length > 0 ? `(to_jsonb(t) - ARRAY[${ignored.map(literal).join(', ')}]::text[])::text` : 'to_jsonb(t)::text';
      return `SELECT ${literal(table)} AS name, (SELECT coalesce(array_agg(r.row ORDER BY r.row), '{}') FROM (SELECT ${row} AS row FROM "${table}" t) r) AS rows`;
    });
    const result: Record<string, string[]> = {};
    for (const { name, rows } of await db.query<{ name: string; rows: string[] }[]>(parts.join('\nUNION ALL\n'))) result[name] = rows;
    return result;
  }

  /** The first difference between two snapshots, readable: table, and the rows only one side has. */
  function difference(live: Record<string, string[]>, rebuilt: Record<string, string[]>): string | undefined {
    for (const table of Object.keys(live)) {
      const a = live[table]!;
      const b = rebuilt[table]!;
      if (a.length === b.length && a.every((row, index) => row === b[index])) continue;
      const aSet = new Set(a);
      const bSet = new Set(b);
      const onlyLive = a.filter((row) => !bSet.has(row));
      const onlyRebuilt = b.filter((row) => !aSet.has(row));
      return `${table}: live only [${onlyLive.slice(0, 3).join(', ')}]; rebuilt only [${onlyRebuilt.slice(0, 3).join(', ')}] (${a.length} live rows, ${b.length} rebuilt)`;
    }
    return undefined;
  }

  const metadata = () => ({ actorId: null, correlationId: `property-${randomUUID()}`, causationId: null });

  /**
   * The deal's sealed snapshots (issue 23 item 2, ADR 0081): on every deal of the run, loading from a
   * snapshot equals the full fold — from the snapshot the commands themselves left, from snapshots
   * taken at the drawn points of the stream, and from one taken at the head by folding on from those.
   * The run's erasures come before or after a snapshot point as the commands fall, so a snapshot must
   * read an erased person as their events do.
   */
  /** Equal as the state's JSON (key order aside: jsonb keeps its own), or the failure names the load. */
  function sameState(loaded: unknown, full: unknown, what: string): void {
    try {
      expect(loaded).toEqual(full);
    } catch (error) {
      throw new Error(`${what} differs from the full fold: ${(error as Error).message}`, { cause: error });
    }
  }

  async function snapshotsEqualTheFullFold(store: EventStore, cuts: readonly number[]): Promise<void> {
    const withoutSnapshots = { ...transaction, snapshot: undefined };
    const version = transaction.snapshot!.version;
    const streams = await db.query<{ stream_id: string }[]>('SELECT DISTINCT stream_id FROM events WHERE stream_type = $1 ORDER BY 1', [TRANSACTION_STREAM_TYPE]);
    for (const { stream_id: streamId } of streams) {
      const full = await loadState(store, withoutSnapshots, streamId);
      const live = await loadState(store, transaction, streamId);
      sameState(live.state, full.state, `${streamId} from its live snapshot (at ${live.snapshotVersion})`);
      const { events } = await store.readStream(streamId, 0, { asStored: true });
      for (const cut of cuts) {
        const at = Math.min(events.length, Math.max(1, Math.round(cut * events.length)));
        await db.query('DELETE FROM stream_snapshots WHERE stream_id = $1', [streamId]);
        await store.writeSnapshot(streamId, at, version, foldSealed(store, transaction, undefined, events.slice(0, at)));
        const loaded = await loadState(store, transaction, streamId);
        expect(loaded.snapshotVersion).toBe(at);
        sameState(loaded.state, full.state, `${streamId} from a snapshot at ${at} of ${events.length}`);
        // Folded on to the head from that snapshot, as the command path does after an append.
        const head = await sealedSnapshot(store, transaction, streamId, { version: loaded.version, stored: loaded.stored! });
        await store.writeSnapshot(streamId, head.version, version, head.snapshot);
        const fromHead = await loadState(store, transaction, streamId);
        expect(fromHead.snapshotVersion).toBe(events.length);
        sameState(fromHead.state, full.state, `${streamId} from a snapshot folded on from ${at} to the head`);
      }
    }
  }

  /** Where the property is, for the budgets' reports: which run, doing what, on which commands, and how long runs took. */
  const progress = {
    run: 0,
    phase: 'not started',
    commands: [] as Command[],
    runStarted: 0,
    durations: [] as number[],
    firstFailure: undefined as { at: number; run: number } | undefined,
    /** Given up (a run over its budget): fast-check is told to stop at its next run. */
    abandoned: false,
  };

  /** Straight to stderr: Jest holds console output back until the test ends, which a stalled test never does. */
  function report(line: string): void {
    process.stderr.write(`projections property (seed ${SEED}): ${line}\n`);
  }

  /** Run times by quarter of the runs done: a run that grows slower as runs go by shows here. */
  function runTimes(): string {
    const done = progress.durations;
    if (done.length === 0) return 'no run finished';
    const quarter = Math.ceil(done.length / 4);
    const medians = [0, 1, 2, 3]
      .map((q) => done.slice(q * quarter, (q + 1) * quarter).sort((a, b) => a - b))
      .filter((part) => part.length > 0)
      .map((part) => `${(part[Math.floor(part.length / 2)]! / 1000).toFixed(1)} s`);
    return `${done.length} runs in ${(done.reduce((a, b) => a + b, 0) / 1000).toFixed(0)} s, median by quarter ${medians.join(', ')}, slowest ${(Math.max(...done) / 1000).toFixed(1)} s`;
  }

  /** What the run under way is doing, and its commands: enough to reproduce a stall without the seed's other runs. */
  function whereItIs(): string {
    const which = progress.firstFailure ? `run ${progress.run} (shrinking since run ${progress.firstFailure.run})` : `run ${progress.run} of ${RUNS}`;
    const state = progress.runStarted ? `${((Date.now() - progress.runStarted) / 1000).toFixed(0)} s into it, ${progress.phase}` : `ended, last ${progress.phase}`;
    return `${which}, ${state}; its commands: ${JSON.stringify(progress.commands)}; ${runTimes()}`;
  }

  /**
   * One run, on the budgets: shrinking past its budget, or anything after a run was given up, interrupts
   * fast-check (it then reports the smallest failure so far, or the interruption).
   */
  async function budgetedRun(commands: Command[], cuts: number[]): Promise<void> {
    if (progress.abandoned || (progress.firstFailure && Date.now() - progress.firstFailure.at > SHRINK_BUDGET_MS)) throw new fc.PreconditionFailure(true);
    progress.run += 1;
    progress.commands = commands;
    progress.runStarted = Date.now();
    try {
      await run(commands, cuts);
    } catch (error) {
      // A run given up fails as its app closes under it: that is not a failure of the property.
      if (!progress.firstFailure && !progress.abandoned) {
        progress.firstFailure = { at: Date.now(), run: progress.run };
        report(
          `run ${progress.run} failed (${progress.phase}): ${(error as Error).message.slice(0, 2_000)}\n` +
            `its commands: ${JSON.stringify(commands)}\n` +
            (SHRINK ? `shrinking for at most ${SHRINK_BUDGET_MS / 1000} s (PROPERTY_SHRINK=false skips it)` : 'not shrunk (PROPERTY_SHRINK=false)'),
        );
      }
      throw error;
    } finally {
      progress.durations.push(Date.now() - progress.runStarted);
      progress.runStarted = 0;
      if (progress.run % 25 === 0) report(runTimes());
    }
  }

  /** Rejects once a run has gone on past its budget, saying where it is; stopped when the property ends. */
  function stallWatch(): { stalled: Promise<never>; stop(): void } {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setInterval(() => {
        if (!progress.runStarted || Date.now() - progress.runStarted <= RUN_BUDGET_MS) return;
        progress.abandoned = true;
        clearInterval(timer);
        reject(new Error(`A run went on past its budget of ${RUN_BUDGET_MS / 1000} s (PROPERTY_RUN_BUDGET_MS): ${whereItIs()}`));
      }, 1_000);
    });
    return { stalled, stop: () => clearInterval(timer) };
  }

  /** One run: an empty store, the people, the commands, then the comparisons. */
  async function run(commands: Command[], cuts: number[] = []): Promise<void> {
    progress.phase = 'waiting for the last run\'s work to settle';
    await settled();
    progress.phase = 'emptying the tables';
    const emptied = await tablesToEmpty();
    await db.query(`TRUNCATE ${emptied.map((table) => `"${table}"`).join(', ')}`);

    progress.phase = 'creating the people';
    const tokens = app.app.get(TokenService);
    const bus = app.app.get(CommandBus);
    const agents = await Promise.all(
      Array.from({ length: AGENTS }, async (_, n) => {
        const id = randomUUID();
        await bus.execute(new CreateUserAccount(id, { email: `agent.${id}@example.com`, fullName: `Agent ${n}`, role: 'agent', password: randomUUID() }, metadata()));
        return { id, token: tokens.issue(id, 'agent').token };
      }),
    );
    const clients = [];
    for (let n = 0; n < CLIENTS; n += 1) {
      const id = randomUUID();
      await bus.execute(new CreateUserAccount(id, { email: `client.${id}@example.com`, fullName: `Client ${n}`, role: 'client', password: randomUUID() }, metadata()));
      for (const agent of agents) await bus.execute(new RecordClientLink(agent.id, id, metadata()));
      clients.push({ id, token: tokens.issue(id, 'client').token });
    }

    const deals: Deal[] = [];
    const statuses: string[] = [];
    const started = Date.now();
    const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);
    const call = async <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) => {
      const answer = await api.call<T>(method, path, body instanceof FormData ? { token, form: body } : { token, body });
      if (process.env.PROPERTY_DEBUG && method !== 'GET') statuses.push(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${answer.status}${answer.status >= 400 ? ' ' + JSON.stringify(answer.body).slice(0, 100) : ''}`);
      if (answer.status >= 500) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer;
    };
    const listOf = async <T>(deal: Deal, what: string): Promise<T[]> => {
      const answer = await call<T[]>('GET', `/api/transactions/${deal.id}/${what}`, agents[deal.agent]!.token);
      return answer.status === 200 && Array.isArray(answer.body) ? answer.body : [];
    };
    const dealPath = (deal: Deal, tail = '') => `/api/transactions/${deal.id}${tail}`;

    for (const [index, command] of commands.entries()) {
      progress.phase = `running command ${index + 1} of ${commands.length} (${command.kind})`;
      if (command.kind === 'createDeal') {
        const client = clients[command.client]!;
        const agent = agents[command.agent]!;
        const body: Record<string, unknown> = {
          transaction_type: command.type,
          client_id: client.id,
          property_address: '2200 Lake Austin Blvd',
          property_city: 'Austin',
          property_state: 'TX',
          property_zip: '78703',
          closing_date: dealDay(command.closing),
          as_draft: command.draft,
        };
        if (command.contract !== null) body.contract_date = body.effective_date = dealDay(command.contract);
        if (command.optionDays !== null) Object.assign(body, { option_period_days: command.optionDays, option_fee_amount: 200 });
        const created = await call<{ id: string }>('POST', '/api/transactions', agent.token, body);
        if (created.status === 201) deals.push({ id: created.body.id, agent: command.agent, client: command.client, body });
        continue;
      }
      if (command.kind === 'erase') {
        const person = command.who === 'agent' ? agents[command.index % AGENTS]! : clients[command.index]!;
        await bus.execute(new EraseUser(person.id, metadata()));
        continue;
      }
      const deal = pick(deals, command.deal);
      if (!deal) continue;
      const agentToken = agents[deal.agent]!.token;
      switch (command.kind) {
        case 'editDeal':
          await call('PATCH', dealPath(deal), agentToken, command.fields);
          break;
        case 'submitDraft':
          await call('POST', dealPath(deal, '/submit'), agentToken, { ...deal.body, as_draft: undefined });
          break;
        case 'createTask':
          await call('POST', dealPath(deal, '/tasks'), agentToken, {
            title: 'Call the lender',
            due_date: command.due === null ? null : dealDay(command.due),
            is_client_visible: command.clientVisible,
          });
          break;
        case 'completeTask': {
          const task = pick(await listOf<{ id: string }>(deal, 'tasks'), command.task);
          if (task) await call('PATCH', dealPath(deal, `/tasks/${task.id}`), agentToken, { completed_at: command.done ? new Date().toISOString() : null });
          break;
        }
        case 'addUtility':
          await call('POST', dealPath(deal, '/utilities'), agentToken, {
            utility_type: command.utilityType,
            action: command.action,
            due_date: command.due === null ? null : dealDay(command.due),
            create_client_task: command.clientTask,
            ...(command.account ? { account_number: command.account } : {}),
          });
          break;
        case 'clientUpload': {
          const form = new FormData();
          form.append('title', command.title);
          form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'upload.pdf');
          await call('POST', dealPath(deal, '/client-documents'), clients[deal.client]!.token, form);
          break;
        }
        case 'changeUtility': {
          const utility = pick(await listOf<{ id: string }>(deal, 'utilities'), command.utility);
          if (utility) await call('PATCH', dealPath(deal, `/utilities/${utility.id}`), agentToken, command.fields);
          break;
        }
        case 'swapUtilityDates': {
          const utilities = await listOf<{ id: string; due_date: string | null }>(deal, 'utilities');
          const first = pick(utilities, command.first);
          const second = pick(utilities, command.second);
          if (first && second && first.id !== second.id) {
            await call('PATCH', dealPath(deal, `/utilities/${first.id}`), agentToken, { due_date: second.due_date });
            await call('PATCH', dealPath(deal, `/utilities/${second.id}`), agentToken, { due_date: first.due_date });
          }
          break;
        }
        case 'checkIn':
          await call('POST', dealPath(deal, '/check-ins'), clients[deal.client]!.token, { feeling: command.feeling, ...(command.note ? { note: command.note } : {}) });
          break;
        case 'respondToCheckIn': {
          const checkIn = pick(await listOf<{ id: string }>(deal, 'check-ins'), command.checkIn);
          if (!checkIn) break;
          if (command.viewOnly) await call('POST', dealPath(deal, `/check-ins/${checkIn.id}/viewed`), agentToken);
          else await call('PUT', dealPath(deal, `/check-ins/${checkIn.id}/response`), agentToken, { response: 'Thanks, on it' });
          break;
        }
        case 'close':
        case 'reopen':
        case 'archive':
          await call('POST', dealPath(deal, `/${command.kind}`), agentToken);
          break;
        case 'fix':
          await call('POST', dealPath(deal, '/milestone-integrity/fix'), agentToken);
          break;
        case 'customMilestone':
          await call('POST', dealPath(deal, '/milestones'), agentToken, { milestone_name: 'Final walk with the inspector', due_date: dealDay(command.due), is_client_visible: true });
          break;
        case 'delete':
          // A deleted deal answers 404 to everything after: later commands pick among the others.
          if ((await call('DELETE', dealPath(deal, command.force ? '?force=true' : ''), agentToken)).status === 204) deals.splice(deals.indexOf(deal), 1);
          break;
      }
    }

    const commandsDone = Date.now();
    progress.phase = 'waiting for the commands\' work to settle';
    await settled();
    const settledAt = Date.now();
    const registry = app.app.get(ProjectionRegistry);
    const store = app.app.get(EventStore);
    const tables = [...new Set(registry.all().flatMap((p) => p.readTables))].sort();
    const live = await snapshot(tables);
    // One rebuild of every projection, compared with the live tables after each projection's swap. A
    // rebuild of all runs one projection after another; after each, the tables equal the live ones or
    // the run fails, so each projection is rebuilt with every other table as the live projections left
    // it: that is its rebuild alone. The last comparison is the rebuild of all of them together.
    // A projection with no event in the log and no live row is left out: replaying nothing into empty
    // tables gives empty tables, so its rebuild could not differ.
    const [{ types }] = await db.query<{ types: string[] }[]>(`SELECT coalesce(array_agg(DISTINCT event_type), '{}') AS types FROM events`);
    const rebuilt = registry
      .all()
      .filter((p) => p.handles.some((type) => type === ALL_EVENTS || types.includes(type)) || p.readTables.some((table) => live[table]!.length > 0))
      .map((p) => p.name);
    let previous = Date.now();
    progress.phase = `rebuilding ${rebuilt[0]}`;
    const result = await rebuildProjections(db, registry, store, {
      only: rebuilt,
      onRebuilt: async (name) => {
        if (process.env.PROPERTY_DEBUG) statuses.push(`rebuild ${name} ${Date.now() - previous} ms`);
        progress.phase = `comparing the tables after rebuilding ${name}`;
        const diverged = difference(live, await snapshot(tables));
        if (diverged) throw new Error(`Rebuilding ${name} alone (every other read table live): ${diverged}`);
        progress.phase = `rebuilding the projection after ${name}`;
        previous = Date.now();
      },
    });
    expect(result.projections).toEqual(rebuilt);
    const diverged = difference(live, await snapshot(tables));
    if (diverged) throw new Error(`Rebuilding every projection together: ${diverged}`);
    progress.phase = 'loading every deal from snapshots';
    await snapshotsEqualTheFullFold(store, cuts);
    if (process.env.PROPERTY_DEBUG) console.log(`${commands.length} commands ${commandsDone - started} ms, settle ${settledAt - commandsDone} ms, rebuilds ${Date.now() - settledAt} ms\n${statuses.join('\n')}`);
  }

  it(`rebuilds every projection, alone and together, to the live rows, and loads every deal from a snapshot at any point as from its full fold, after random command sequences (${RUNS} runs, seed ${SEED})`, async () => {
    report(`${RUNS} runs of up to ${MAX_COMMANDS} commands (PROPERTY_SEED=${SEED} reproduces it), budget ${BUDGET_MS / 60_000} min`);
    const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 });
    const watch = stallWatch();
    try {
      await Promise.race([
        fc.assert(fc.asyncProperty(fc.array(commandArbitrary, { maxLength: MAX_COMMANDS, size: 'max' }), cuts, budgetedRun), {
          seed: SEED,
          numRuns: RUNS,
          endOnFailure: !SHRINK,
          // Past the budget no run starts, and one under way is given up: a failure, not a pass on fewer runs.
          plugins: [fc.interruptAfterTimeLimit(BUDGET_MS, { failOnInterrupt: true })],
        }),
        watch.stalled,
      ]);
    } catch (error) {
      const failed = progress.firstFailure ? `first failure at run ${progress.firstFailure.run}; ` : '';
      const message = `${(error as Error).message}\n\n${failed}when it stopped: ${whereItIs()}`;
      report(message.slice(0, 20_000));
      throw new Error(message, { cause: error });
    } finally {
      // A run still going (given up, or interrupted by fast-check) only meets the app closing from here on.
      progress.abandoned = true;
      watch.stop();
    }
    report(runTimes());
  }, BUDGET_MS + RUN_BUDGET_MS + 60_000);
});
