import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventRow, EventStore } from '../../backend/src/platform/event-store/event-store';
import { transaction } from '../../backend/src/modules/transactions/transaction.aggregate';
import { transactionStream, TRANSACTION_STREAM_TYPE } from '../../backend/src/modules/transactions/kernel/domain/deal-stream';
import {
  TransactionMilestonesProjection,
  TransactionMilestonesReplay,
} from '../../backend/src/modules/transactions/milestones/projections/transaction-milestones.projection';
import { ProjectionRegistry } from '../../backend/src/platform/event-store/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/event-store/rebuild-projections';
import { StoredEvent } from '../../backend/src/platform/event-store/event.types';
import { SqlExecutor } from '../../backend/src/platform/event-store/sql-executor';
import { SubscriptionRunner } from '../../backend/src/platform/event-store/subscription-runner';
import { subscriptionsOf } from '../../backend/src/platform/event-store/subscriptions';
import { TokenService } from '../../backend/src/platform/auth/token.service';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { dealHistory } from '../support/deal-history';
import { dealDay } from '../support/deal-today';
import { ownDatabase } from '../support/own-database';
import { allWorkSettled } from '../support/queued-work';
import { eventually, startTestApp, TestApp } from '../support/test-app';

/** DESIGN.md point 4: `projections:rebuild` gives read tables equal to the live ones. */
describe('projections rebuild', () => {
  let app: TestApp;
  const database = ownDatabase('rebuild');

  beforeAll(async () => {
    // A database, Redis prefix and data directory of its own, as api-fuzz has. Every rebuild here
    // drops and replaces every read table of the database it runs on (profiles and user_emails
    // included) while a writer and a lagging subscriber run. On the run's shared database a rebuild
    // that went wrong here (CI: a duplicate user_emails key in the replay) left the shared read tables
    // without the demo accounts, and every later file that signs one in got 401. Its own app seeds
    // its own demo accounts and deals, so every projection still has events to replay.
    app = await startTestApp(await database.overrides());
  });

  afterAll(async () => {
    await app?.close();
    await database.drop();
  }, 60_000);

  async function snapshot(dataSource: DataSource, tables: readonly string[]) {
    const result: Record<string, unknown[]> = {};
    for (const table of tables) {
      result[table] = await dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
    }
    return result;
  }

  /** Diagnostics are for admins (issue #7): the pings are posted and read as one. */
  const asAdmin = () => ({ authorization: `Bearer ${app.app.get(TokenService).issue(randomUUID(), 'admin').token}` });
  const postPing = async (message: string) => {
    const response = await fetch(`${app.url}/api/diagnostics/pings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asAdmin() },
      body: JSON.stringify({ message }),
    });
    expect(response.status).toBe(201);
  };

  /** Every ping with the tag acknowledged by the worker, and every async projection at the end of the log. */
  async function settled(tag: string, pings: number): Promise<void> {
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    let last = '';
    await eventually(
      async () => {
        const [{ total, acknowledged }] = await dataSource.query(
          `SELECT count(*)::int AS total, count(acknowledged_at)::int AS acknowledged FROM diagnostic_pings WHERE message LIKE $1`,
          [`${tag} %`],
        );
        last = `${total} pings, ${acknowledged} acknowledged, of ${pings}`;
        return total === pings && acknowledged === pings ? true : undefined;
      },
      30_000,
      'acknowledgements',
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${last}`);
    });
    // Work the events queued (e-mails, exports) and subscribers can append more events: every
    // subscription and the queues are idle, twice in a row, before the live side is read.
    await allWorkSettled(app);
  }

  it('rebuilds every registered read table to the same rows as the live projections wrote', async () => {
    const tag = `rebuild-${Date.now()}`;
    for (const message of ['first', 'second', 'third'].map((m) => `${tag} ${m}`)) await postPing(message);
    // The worker has acknowledged every ping (the live tables hold both event types) and async
    // projections (the audit trail) have caught up, or the live side is simply behind.
    await settled(tag, 3);
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const registry = app.app.get(ProjectionRegistry);
    const tables = [...new Set(registry.all().flatMap((p) => p.readTables))];
    expect(tables.length).toBeGreaterThan(0);
    const live = await snapshot(dataSource, tables);
    expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);

    // Corrupt a read table: the rebuild must restore it from events, not keep what is there.
    await dataSource.query('UPDATE diagnostic_pings SET message = $1', ['tampered']);
    const result = await rebuildProjections(dataSource, registry, app.app.get(EventStore));
    expect(result.events).toBeGreaterThanOrEqual(6);
    expect(await snapshot(dataSource, tables)).toEqual(live);
  });

  it('rebuilds while a writer appends and a lagging subscriber holds its checkpoint, and ends equal to a quiet rebuild', async () => {
    const tag = `concurrent-${Date.now()}`;
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const registry = app.app.get(ProjectionRegistry);
    const store = app.app.get(EventStore);
    for (let n = 0; n < 20; n += 1) await postPing(`${tag} before ${n}`);
    await settled(tag, 20);
    await dataSource.query('UPDATE diagnostic_pings SET message = $1', ['tampered']);
    await dataSource.query('UPDATE audit_entries SET action = $1', ['tampered']);

    // A second, slow runner of the same async projections: it competes for their checkpoints and
    // holds each for a long batch while writing the read tables, as a lagging subscriber does.
    const lagging = new SubscriptionRunner(
      dataSource,
      store,
      subscriptionsOf(registry)
        .filter((s) => s.id.startsWith('projection:'))
        .map((s) => ({
          ...s,
          handle: async (event: StoredEvent, sql: SqlExecutor) => {
            await sql.query('SELECT pg_sleep(0.02)');
            await s.handle(event, sql);
          },
        })),
      { batchSize: 5, pollIntervalMs: 5 },
    );
    lagging.start();
    // A writer keeps appending through the whole rebuild.
    let writing = true;
    let written = 20;
    let duringRebuild = 0;
    // The lagging runner stops however this part ends: left running, it would write on after the test.
    try {
      const writer = (async () => {
        while (writing) {
          await postPing(`${tag} during ${written}`);
          written += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();

      // Appends and reads are not blocked: the first replayed batch of each projection waits for one
      // more append and one read, which would never finish if the rebuild held the tables.
      const waited = new Set<string>();
      let result: Awaited<ReturnType<typeof rebuildProjections>>;
      try {
        result = await rebuildProjections(dataSource, registry, store, {
          batchSize: 10,
          onBatch: async (name) => {
            if (waited.has(name)) return;
            waited.add(name);
            await postPing(`${tag} inside ${duringRebuild}`);
            duringRebuild += 1;
            expect((await fetch(`${app.url}/api/diagnostics/pings`, { headers: asAdmin() })).status).toBe(200);
          },
        });
      } finally {
        writing = false;
        await writer;
      }
      expect(result.projections).toEqual(registry.all().map((p) => p.name));
      expect(duringRebuild).toBeGreaterThanOrEqual(3);

      await settled(tag, written + duringRebuild);
    } finally {
      await lagging.stop();
    }
    await settled(tag, written + duringRebuild);
    const tables = [...new Set(registry.all().flatMap((p) => p.readTables))];
    const afterConcurrent = await snapshot(dataSource, tables);
    expect(JSON.stringify(afterConcurrent)).not.toContain('tampered');

    await rebuildProjections(dataSource, registry, store);
    expect(await snapshot(dataSource, tables)).toEqual(afterConcurrent);
  }, 180_000);

  it('rebuilds only the projection named with --only and refuses an unknown name', async () => {
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const registry = app.app.get(ProjectionRegistry);
    const store = app.app.get(EventStore);
    await dataSource.query('UPDATE diagnostic_pings SET message = $1', ['tampered']);
    await dataSource.query(
      `UPDATE audit_entries SET action = 'tampered' WHERE global_position = (SELECT max(global_position) FROM audit_entries)`,
    );
    const result = await rebuildProjections(dataSource, registry, store, { only: ['diagnostic-pings'] });
    expect(result.projections).toEqual(['diagnostic-pings']);
    expect(await dataSource.query(`SELECT 1 FROM diagnostic_pings WHERE message = 'tampered'`)).toEqual([]);
    expect(await dataSource.query(`SELECT 1 FROM audit_entries WHERE action = 'tampered'`)).toHaveLength(1);
    await expect(rebuildProjections(dataSource, registry, store, { only: ['no-such'] })).rejects.toThrow(
      'No projection named no-such',
    );
    await rebuildProjections(dataSource, registry, store, { only: ['audit-trail'] });
  });

  it('a replay the projection refuses names the event, the constraint and the key, and leaves the live table alone', async () => {
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const store = app.app.get(EventStore);
    await postPing('refused-replay one');
    await postPing('refused-replay two');
    // The worker acknowledges each ping: the table is compared once that is done, not while it happens.
    await settled('refused-replay', 2);
    const before = await dataSource.query('SELECT * FROM diagnostic_pings ORDER BY 1');
    // Every ping lands on one fixed id: the second replayed event meets the first's primary key.
    const fixedId = randomUUID();
    const colliding = {
      name: 'colliding-pings',
      mode: 'inline' as const,
      readTables: ['diagnostic_pings'],
      handles: ['DiagnosticPingRecorded'],
      apply: async (sql: SqlExecutor, event: StoredEvent) => {
        await sql.query(`INSERT INTO diagnostic_pings (id, message, created_at, last_version) VALUES ($1, 'x', $2, 1)`, [fixedId, event.occurredAt]);
      },
    };
    const registry = new ProjectionRegistry();
    registry.addProjection(colliding);
    const failure = await rebuildProjections(dataSource, registry, store).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(/^Rebuild of colliding-pings failed at DiagnosticPingRecorded \(stream \S+ v1, position \d+\): /);
    expect(failure?.message).toContain(`[constraint diagnostic_pings_pkey: Key (id)=(${fixedId}) already exists.]`);
    // Both events in one batch: the holder is an earlier event of it, the failing one read once.
    expect(failure?.message).toMatch(/\(event 2 of a batch of \d+ from position \d+; read 1 time\(s\) in the batch; no committed row holds the key: an earlier event of this batch wrote it\)$/);
    // One event per batch: the first one's row is committed in the shadow, and the message shows it.
    const split = await rebuildProjections(dataSource, registry, store, { batchSize: 1 }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(split?.message).toMatch(/\(event 1 of a batch of 1 from position \d+; read 1 time\(s\) in the batch; the key is held by \{"id":"[^"]+","message":"x",/);
    expect(split?.message).toContain(`"id":"${fixedId}"`);
    expect(await dataSource.query('SELECT * FROM diagnostic_pings ORDER BY 1')).toEqual(before);
  });

  /**
   * ADR 0089: the milestones projection's rebuild reads each of a deal's events once. Its live `apply`
   * folds the deal from its snapshot, which a rebuild replays from before: from the start, n²/2 events
   * read for a deal of n. Two deals, interleaved a day at a time (a type dated the day it is generated
   * appears, goes and comes back), are replayed in batches that cut through both.
   */
  it('rebuilds the milestones projection reading every deal event once, to the rows its per-event writes left', async () => {
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const store = app.app.get(EventStore);
    const agentId = randomUUID();
    const start = new Date(Date.now() - 60 * 86_400_000);
    const deals = [0, 1].map((variant) => {
      const transactionId: string = randomUUID();
      const steps = dealHistory({ transactionId, agentId, clientId: randomUUID(), start, events: 60, variant });
      // The inspection waived again near the end (the history waives it and takes it back), then one more
      // edit a day later: the row keeps the day of the last waiver, which only the regenerations between
      // them remember (a type dated the day it is generated keeps its first date).
      let state = steps.flatMap((step) => step.events).reduce(transaction.evolve, transaction.initialState());
      for (const fields of [{ inspection_waived: true }, { closing_date: dealDay(70) }]) {
        const now = new Date(steps.at(-1)!.now.getTime() + 86_400_000);
        const events = transaction.decide({ type: 'UpdateTransactionFields', transactionId, actorId: agentId, actorRole: 'agent', fields }, state, { now, actorId: agentId });
        state = events.reduce(transaction.evolve, state);
        if (events.length > 0) steps.push({ now, events });
      }
      return { transactionId, steps };
    });
    // Appended one command at a time, the deals taking turns, each on its own day: the live projection
    // writes after every event, as it does for an agent's edits.
    for (let step = 0; step < Math.max(...deals.map((deal) => deal.steps.length)); step += 1) {
      for (const { transactionId, steps } of deals) {
        const next = steps[step];
        if (!next) continue;
        const version = steps.slice(0, step).reduce((sum, done) => sum + done.events.length, 0);
        await store.append(transactionStream(transactionId), TRANSACTION_STREAM_TYPE, version, next.events, { actorId: agentId, correlationId: randomUUID(), causationId: null }, { occurredAt: next.now });
      }
    }
    const tables = ['transaction_milestones', 'deal_summaries'];
    const live = await snapshot(dataSource, tables);
    const ids = deals.map((deal) => deal.transactionId);
    const ours = (rows: unknown[]) => rows.filter((row) => ids.includes((row as { transaction_id: string }).transaction_id));
    // The history dates a type when generated on different days, and both deals have milestones.
    expect(ours(live.transaction_milestones!).filter((row) => (row as { milestone_type: string }).milestone_type === 'inspection_waived')).toHaveLength(2);
    expect(new Set(ours(live.deal_summaries!).map((row) => (row as { transaction_id: string }).transaction_id)).size).toBe(2);
    await dataSource.query('UPDATE transaction_milestones SET milestone_name = $1 WHERE transaction_id = ANY($2)', ['tampered', ids]);

    // Every row the rebuild decodes, by stream: the batch reads, and any read of a stream. The app's
    // subscribers (the audit trail reads every event) have read these deals' events first.
    await allWorkSettled(app);
    /** Rebuilds, then expects the live rows and each deal's events decoded exactly once. */
    const rebuildDecodingOnce = async (registry: ProjectionRegistry, options: { only?: string[]; batchSize: number }) => {
      const decoded = new Map<string, number>();
      const decode = store.toStoredEvent.bind(store);
      const counting = jest.spyOn(store, 'toStoredEvent').mockImplementation((row: EventRow) => {
        decoded.set(row.stream_id, (decoded.get(row.stream_id) ?? 0) + 1);
        return decode(row);
      });
      try {
        await rebuildProjections(dataSource, registry, store, options);
      } finally {
        counting.mockRestore();
      }
      expect(await snapshot(dataSource, tables)).toEqual(live);
      for (const { transactionId, steps } of deals) {
        const events = steps.reduce((sum, step) => sum + step.events.length, 0);
        expect({ transactionId, decoded: decoded.get(transactionStream(transactionId)) }).toEqual({ transactionId, decoded: events });
      }
    };
    await rebuildDecodingOnce(app.app.get(ProjectionRegistry), { only: ['transaction-milestones'], batchSize: 9 });

    // A registry whose milestones replay keeps one deal's fold.
    const projection = app.app.get(TransactionMilestonesProjection);
    const keepingOne = (independentStreams: boolean) => {
      const registry = new ProjectionRegistry();
      registry.addProjection({
        name: projection.name,
        mode: projection.mode,
        readTables: projection.readTables,
        handles: projection.handles,
        apply: (sql, event) => projection.apply(sql, event),
        replay: () => new TransactionMilestonesReplay(store, projection.readTables, { kept: 1, independentStreams }),
      });
      return registry;
    };

    // In commit order, every turn of the other deal loses the fold: the replay folds it again from the
    // store and reads its rows' dates back from the rebuilt table, as `apply` does.
    await dataSource.query('UPDATE deal_summaries SET compliance_status = $1 WHERE transaction_id = ANY($2)', ['tampered', ids]);
    await rebuildProjections(dataSource, keepingOne(false), store, { batchSize: 4 });
    expect(await snapshot(dataSource, tables)).toEqual(live);

    // Deal by deal (ADR 0093), one fold kept is enough: each event is still decoded once, however the
    // deals interleave in the log (in commit order the interleaving above decodes the streams again).
    await dataSource.query('UPDATE transaction_milestones SET milestone_name = $1 WHERE transaction_id = ANY($2)', ['tampered', ids]);
    await rebuildDecodingOnce(keepingOne(true), { batchSize: 4 });

    // An edit appended while the deals are replayed one by one is replayed after them, in commit order,
    // against a fold the replay no longer holds: the rebuilt rows are the live ones, edit included.
    const [edited] = deals;
    const version = edited!.steps.reduce((sum, step) => sum + step.events.length, 0);
    const state = edited!.steps.flatMap((step) => step.events).reduce(transaction.evolve, transaction.initialState());
    const now = new Date(edited!.steps.at(-1)!.now.getTime() + 86_400_000);
    const edit = transaction.decide(
      { type: 'UpdateTransactionFields', transactionId: edited!.transactionId, actorId: agentId, actorRole: 'agent', fields: { inspection_waived: false } },
      state,
      { now, actorId: agentId },
    );
    expect(edit.length).toBeGreaterThan(0);
    let liveAfterEdit: Record<string, unknown[]> | undefined;
    await rebuildProjections(dataSource, keepingOne(true), store, {
      batchSize: 4,
      onBatch: async () => {
        if (liveAfterEdit) return;
        await store.append(transactionStream(edited!.transactionId), TRANSACTION_STREAM_TYPE, version, edit, { actorId: agentId, correlationId: randomUUID(), causationId: null }, { occurredAt: now });
        liveAfterEdit = await snapshot(dataSource, tables);
      },
    });
    expect(liveAfterEdit).not.toEqual(live);
    expect(await snapshot(dataSource, tables)).toEqual(liveAfterEdit);
  }, 120_000);
});
