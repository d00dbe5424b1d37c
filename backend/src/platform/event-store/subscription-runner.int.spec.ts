import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../../test/support/test-database';
import { eventsPastHorizon } from '../../../../test/support/event-horizon';
import { eventually } from '../../../../test/support/test-app';
import { StoredEvent } from './event.types';
import { EventStore } from './event-store';
import { ProjectionRegistry } from './projection-registry';
import { SqlExecutor } from './sql-executor';
import { SubscriptionMonitor } from './subscription-monitor';
import { retryDelayMs, Subscription, SubscriptionRunner } from './subscription-runner';
import { AppendBroadcaster } from './append-signal';

const metadata = { actorId: null, correlationId: 'subscription-isolation', causationId: null };

/**
 * docs/adr/0014-subscription-isolation.md, issue 7 finding 8: one subscription failing on one event
 * holds up nobody else; it retries that event with backoff, parks it with its error after the last
 * attempt, moves on, and an admin's retry reprocesses it. Real PostgreSQL.
 */
describe('subscription isolation and parking (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    store = new EventStore(dataSource, new ProjectionRegistry());
    await dataSource.query('CREATE TABLE IF NOT EXISTS subscription_probe_rows (subscription_id text, event_id uuid)');
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  /** Three events of a type no other test reads; returns their ids in order. */
  async function appendThree(type: string): Promise<string[]> {
    const { events } = await store.append(`probe-${randomUUID()}`, 'probe', 'no_stream', [1, 2, 3].map((n) => ({ type, data: { n } })), metadata);
    return events.map((e) => e.eventId);
  }

  /** A subscription that records what it handled (in memory and in a row of its transaction). */
  function recorder(id: string, type: string, failOn?: () => string | undefined) {
    const handled: string[] = [];
    const attempts: number[] = [];
    const subscription: Subscription = {
      id,
      handles: [type],
      async handle(event: StoredEvent, sql: SqlExecutor) {
        // Written before the throw: the event's savepoint must undo it.
        await sql.query('INSERT INTO subscription_probe_rows (subscription_id, event_id) VALUES ($1, $2)', [id, event.eventId]);
        if (event.eventId === failOn?.()) {
          attempts.push(Date.now());
          throw new Error(`Projection bug on event ${event.eventId}`);
        }
        handled.push(event.eventId);
      },
    };
    return { subscription, handled, attempts };
  }

  const probeRows = (id: string) =>
    dataSource.query<{ event_id: string }[]>('SELECT event_id FROM subscription_probe_rows WHERE subscription_id = $1', [id]).then((rows) => rows.map((r) => r.event_id));

  it('a subscription that throws on one event does not hold up the others; it retries with backoff, parks the event with its error and moves on', async () => {
    const type = `IsolationProbe_${randomUUID().slice(0, 8)}`;
    const [e1, e2, e3] = await appendThree(type);
    let brokenEvent: string | undefined = e2;
    // The failing one comes first: the old runner aborted the whole drain at its throw.
    const failing = recorder(`test:failing:${type}`, type, () => brokenEvent);
    const healthy = recorder(`test:healthy:${type}`, type);
    const retry = { maxAttempts: 4, baseDelayMs: 150, maxDelayMs: 2_000 };
    const runner = new SubscriptionRunner(dataSource, store, [failing.subscription, healthy.subscription], { pollIntervalMs: 20, retry });
    const monitor = new SubscriptionMonitor(dataSource, store, () => [failing.subscription, healthy.subscription]);
    runner.start();
    try {
      await eventually(async () => (healthy.handled.length === 3 ? true : undefined), 5_000, 'the healthy subscription to handle all three');
      expect(healthy.handled).toEqual([e1, e2, e3]);
      expect(failing.attempts.length).toBeLessThan(retry.maxAttempts); // the healthy one did not wait for the parking

      const [parked] = await eventually(async () => {
        const rows = await monitor.parked();
        const mine = rows.filter((p) => p.subscriptionId === failing.subscription.id);
        return mine.length > 0 ? mine : undefined;
      }, 15_000, 'the event to be parked');
      expect(parked).toMatchObject({ eventId: e2, eventType: type, attempts: retry.maxAttempts });
      expect(parked.error).toContain(`Projection bug on event ${e2}`);
      expect(failing.attempts).toHaveLength(retry.maxAttempts);

      // Backoff: each wait at least the policy's delay (150, 300, 600 ms), growing.
      const gaps = failing.attempts.slice(1).map((at, i) => at - failing.attempts[i]);
      gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(retryDelayMs(retry, i + 1) - 20));
      expect(gaps[2]).toBeGreaterThan(gaps[0]);

      // It moved on past the parked event; the failed attempts' writes were rolled back.
      await eventually(async () => (failing.handled.length === 2 ? true : undefined), 5_000, 'the failing subscription to move on');
      expect(failing.handled).toEqual([e1, e3]);
      expect((await probeRows(failing.subscription.id)).sort()).toEqual([e1, e3].sort());
      const lag = await monitor.lag();
      expect(lag.find((l) => l.subscriptionId === failing.subscription.id)).toMatchObject({ eventsBehind: 0, parked: 1, failingAttempts: 0 });

      // The admin's retry while the bug is still there: stays parked, with the new error.
      expect(await monitor.retryParked(parked.id)).toEqual({ status: 'failed', error: `Error: Projection bug on event ${e2}` });
      expect((await monitor.parked()).find((p) => p.id === parked.id)).toMatchObject({ attempts: retry.maxAttempts + 1 });

      // The bug is fixed: the admin's retry reprocesses the event and it leaves the parked list.
      brokenEvent = undefined;
      expect(await monitor.retryParked(parked.id)).toEqual({ status: 'processed' });
      expect(failing.handled).toEqual([e1, e3, e2]);
      expect((await probeRows(failing.subscription.id)).sort()).toEqual([e1, e2, e3].sort());
      expect((await monitor.parked()).some((p) => p.id === parked.id)).toBe(false);
      expect(await monitor.retryParked(parked.id)).toBeUndefined();
    } finally {
      await runner.stop();
    }
  });

  it('shows the lag of a subscription that is behind: events after its checkpoint and the age of the oldest', async () => {
    const type = `LagProbe_${randomUUID().slice(0, 8)}`;
    const subscription = recorder(`test:lagging:${type}`, type).subscription;
    const monitor = new SubscriptionMonitor(dataSource, store, () => [subscription]);
    await new SubscriptionRunner(dataSource, store, [subscription]).drain();
    expect((await monitor.lag())[0]).toMatchObject({ eventsBehind: 0, oldestUnprocessedAt: null, oldestUnprocessedAgeSeconds: 0 });

    await appendThree(type);
    await dataSource.query(`UPDATE events SET occurred_at = now() - interval '90 seconds' WHERE event_type = $1`, [type]);
    const [lag] = await monitor.lag();
    expect(lag.eventsBehind).toBe(3);
    expect(lag.oldestUnprocessedAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(lag.oldestUnprocessedAgeSeconds).toBeLessThan(150);
  });
});

/**
 * docs/adr/0002-event-store-ordering.md, "Waking the runners": an append wakes the runners at once,
 * in its own process and in the others, and a wake that comes while a batch is running is not lost.
 * The poll is set to a minute so that only a wake can deliver within the test's deadlines (10-15 s:
 * on a shared cluster another database's open transaction can hold pg_snapshot_xmin back a while).
 */
describe('waking the subscription runners (real PostgreSQL)', () => {
  const NO_POLL = { pollIntervalMs: 60_000 };
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  function collector(type: string, onHandle?: (event: StoredEvent) => Promise<void>) {
    const handled: string[] = [];
    const subscription: Subscription = {
      id: `test:wake:${type}`,
      handles: [type],
      async handle(event) {
        await onHandle?.(event);
        handled.push(event.streamId);
      },
    };
    return { subscription, handled };
  }

  it("wakes a runner of another process on an append's commit, through pg_notify", async () => {
    const type = `WakeProbe_${randomUUID().slice(0, 8)}`;
    // Two stores over the same database stand for two processes: one appends, the other's runner reads.
    const writer = new EventStore(dataSource, new ProjectionRegistry());
    const broadcaster = new AppendBroadcaster(dataSource, writer);
    const { subscription, handled } = collector(type);
    const runner = new SubscriptionRunner(dataSource, new EventStore(dataSource, new ProjectionRegistry()), [subscription], { ...NO_POLL, listenForOtherProcesses: true });
    await runner.drain();
    broadcaster.start();
    runner.start();
    try {
      // The LISTEN connection is opened in the background: append until the first one arrives.
      await eventually(async () => {
        await writer.append(`wake-${randomUUID()}`, 'wake', 'no_stream', [{ type, data: {} }], metadata);
        return handled.length > 0 ? true : undefined;
      }, 15_000, 'the other process to be woken');
      const streamId = `wake-${randomUUID()}`;
      await writer.append(streamId, 'wake', 'no_stream', [{ type, data: {} }], metadata);
      await eventually(async () => (handled.includes(streamId) ? true : undefined), 10_000, 'the append to be read at once');
    } finally {
      await runner.stop();
      await broadcaster.stop();
    }
  });

  it('does not lose a wake that comes while a batch is running', async () => {
    const type = `BusyProbe_${randomUUID().slice(0, 8)}`;
    const store = new EventStore(dataSource, new ProjectionRegistry());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const { subscription, handled } = collector(type, async () => {
      if (!first) return;
      first = false;
      await held; // the batch is busy with the first event while the second is appended
    });
    const runner = new SubscriptionRunner(dataSource, store, [subscription], NO_POLL);
    await runner.drain();
    runner.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // its first (empty) batch is done: it sleeps
      await store.append('busy-1', 'busy', 'any', [{ type, data: {} }], metadata);
      await eventually(async () => (first ? undefined : true), 10_000, 'the first batch to start');
      await store.append('busy-2', 'busy', 'any', [{ type, data: {} }], metadata);
      release();
      await eventually(async () => (handled.length === 2 ? true : undefined), 10_000, 'the second append to be read without a poll');
      expect(handled).toEqual(['busy-1', 'busy-2']);
    } finally {
      await runner.stop();
      await dataSource.query(`DELETE FROM events WHERE stream_id IN ('busy-1', 'busy-2')`);
    }
  });

  // Issue 23 item 3: a batch's transaction holds pg_snapshot_xmin back for every reader while it is
  // open, so a batch that handled 200 slow events in one transaction made every other subscription
  // wait for all of them (projection lag of seconds under command load). A batch now commits after
  // its time budget, so the other readers wait for about one event of it, not for the whole batch.
  it("does not hold the other subscriptions back for a slow subscription's whole batch", async () => {
    const suffix = randomUUID().slice(0, 8);
    const [slowType, fastType] = [`SlowProbe_${suffix}`, `FastProbe_${suffix}`];
    const store = new EventStore(dataSource, new ProjectionRegistry());
    const SLOW_EVENTS = 100;
    const slow = collector(slowType, () => new Promise((resolve) => setTimeout(resolve, 40)));
    let slowDoneWhenFastRead: number | undefined;
    const fast = collector(fastType, async () => void (slowDoneWhenFastRead = slow.handled.length));
    const runner = new SubscriptionRunner(dataSource, store, [slow.subscription, fast.subscription]);
    await runner.drain();
    await store.append(`slow-${suffix}`, 'slow', 'no_stream', Array.from({ length: SLOW_EVENTS }, (_, n) => ({ type: slowType, data: { n } })), metadata);
    runner.start();
    try {
      await eventually(async () => (slow.handled.length > 0 ? true : undefined), 10_000, 'the slow batch to start');
      await store.append(`fast-${suffix}`, 'fast', 'no_stream', [{ type: fastType, data: {} }], metadata);
      await eventually(async () => (slowDoneWhenFastRead !== undefined ? true : undefined), 30_000, 'the fast event to be read');
      // Old behaviour: read only once the slow batch committed, all 100 events (4 s) later.
      expect(slowDoneWhenFastRead).toBeLessThan(SLOW_EVENTS);
    } finally {
      await runner.stop();
      await dataSource.query(`DELETE FROM events WHERE stream_id IN ($1, $2)`, [`slow-${suffix}`, `fast-${suffix}`]);
    }
  });

  // Issue 23 items 3 and 6: events held back by an open transaction (ADR 0002's horizon) were looked
  // at again after 5, 10, 20 … ms, doubling up to the poll interval, so a long hold was seen long after
  // it ended (the projection lag and the deal push's tail under load). The horizon watch reads the
  // horizon every few ms while a subscription waits and wakes it once the horizon has passed its events.
  it('reads events held back by an open transaction as soon as that transaction ends, without looking again and again meanwhile', async () => {
    const type = `HeldProbe_${randomUUID().slice(0, 8)}`;
    const store = new EventStore(dataSource, new ProjectionRegistry());
    const handledAt = new Map<string, number>();
    const { subscription } = collector(type, async (event) => void handledAt.set(event.streamId, Date.now()));
    const runner = new SubscriptionRunner(dataSource, store, [subscription], NO_POLL);
    const batches = jest.spyOn(runner as unknown as { processBatch: (s: Subscription) => Promise<unknown> }, 'processBatch');
    await runner.drain();
    runner.start();
    // An open transaction with a transaction id (any kind: here a bare one) holds every later one back.
    const holder = dataSource.createQueryRunner();
    await holder.connect();
    const streamId = `held-${randomUUID()}`;
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // its first (empty) batch is done: it sleeps
      await holder.startTransaction();
      await holder.query('SELECT pg_current_xact_id()');
      batches.mockClear();
      await store.append(streamId, 'held', 'no_stream', [{ type, data: {} }], metadata); // wakes the runner: held back
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(handledAt.has(streamId)).toBe(false);
      // One batch found the event held back and the horizon watch waits for it. The old runner looked
      // again after 5, 10, 20 … 640 ms: 8 or 9 batches by now, and its next look about a second later.
      expect(batches.mock.calls.length).toBeLessThanOrEqual(2);
      await holder.commitTransaction();
      const endedAt = Date.now();
      await eventually(async () => (handledAt.has(streamId) ? true : undefined), 10_000, 'the held event to be read');
      // The horizon is read every 5 ms; the margin is for a busy machine and the cluster's other sessions.
      expect(handledAt.get(streamId)! - endedAt).toBeLessThan(1_000);
    } finally {
      batches.mockRestore();
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
      await runner.stop();
      await dataSource.query(`DELETE FROM events WHERE stream_id = $1`, [streamId]);
    }
  });

  // Issue 23 item 3: under a command load the transactions holding the horizon back are the commands'
  // own appends, in another process, and their notices name types the waiting subscription does not
  // handle: it waited for the horizon watch's next tick (late on a busy machine). Any append's commit
  // now has the horizon read at once. Here the watch's tick is a minute away, so only that can wake it.
  it("reads held events at once when another process's append of another type commits, not at the horizon watch's next tick", async () => {
    const suffix = randomUUID().slice(0, 8);
    const [type, otherType] = [`KickProbe_${suffix}`, `KickOther_${suffix}`];
    const writer = new EventStore(dataSource, new ProjectionRegistry());
    const broadcaster = new AppendBroadcaster(dataSource, writer);
    const { subscription, handled } = collector(type);
    const runner = new SubscriptionRunner(dataSource, new EventStore(dataSource, new ProjectionRegistry()), [subscription], {
      ...NO_POLL,
      horizonWatchMs: 60_000,
      listenForOtherProcesses: true,
    });
    await runner.drain();
    broadcaster.start();
    runner.start();
    const holder = dataSource.createQueryRunner();
    await holder.connect();
    const [heldId, otherId] = [`kick-${randomUUID()}`, `kick-other-${randomUUID()}`];
    try {
      // The LISTEN connection is opened in the background: append until the first notice wakes it.
      await eventually(async () => {
        await writer.append(`kick-warm-${randomUUID()}`, 'kick', 'no_stream', [{ type, data: {} }], metadata);
        return handled.length > 0 ? true : undefined;
      }, 15_000, 'the other process to be woken');
      await holder.startTransaction();
      await holder.query('SELECT pg_current_xact_id()');
      await writer.append(heldId, 'kick', 'no_stream', [{ type, data: {} }], metadata); // notified, but held back
      await eventsHeldBy(holder);
      await holder.commitTransaction();
      // The hold is over, but nothing of its type announces it: the next append of another type does.
      await writer.append(otherId, 'kick', 'no_stream', [{ type: otherType, data: {} }], metadata);
      await eventually(async () => (handled.includes(heldId) ? true : undefined), 5_000, 'the held event to be read on the next commit');
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
      await runner.stop();
      await broadcaster.stop();
      await dataSource.query(`DELETE FROM events WHERE stream_id LIKE 'kick-%'`);
    }

    /** Waits until the runner has looked at the held event once (and so waits on the horizon for it). */
    async function eventsHeldBy(open: typeof holder): Promise<void> {
      const watch = (runner as unknown as { horizon: { waiters: Map<string, unknown> } }).horizon;
      await eventually(async () => (watch.waiters.has(subscription.id) ? true : undefined), 10_000, 'the runner to wait on the horizon');
      expect(open.isTransactionActive).toBe(true);
      expect(handled).not.toContain(heldId);
    }
  });

  // Issue 23 items 3 and 6: a batch locked its checkpoint row FOR UPDATE as it began, which gave its
  // transaction an id at once, so every batch (the audit subscriber's above all) held the cluster's
  // horizon back for its whole length, reads and round trips included. It now holds an advisory lock,
  // and its transaction takes an id at its first write: a subscription that writes nothing (the deal
  // pushes) holds the horizon for none of its work, one that writes from its first write on.
  it('a batch takes no transaction id before its first write, so its reads and round trips hold nobody back', async () => {
    const type = `LateXidProbe_${randomUUID().slice(0, 8)}`;
    const store = new EventStore(dataSource, new ProjectionRegistry());
    const seen: Array<{ before: string | null; after: string | null }> = [];
    const subscription: Subscription = {
      id: `test:late-xid:${type}`,
      handles: [type],
      async handle(event, sql) {
        const idNow = async () => (await sql.query<{ xid: string | null }>('SELECT pg_current_xact_id_if_assigned()::text AS xid'))[0].xid;
        const before = await idNow();
        await sql.query('INSERT INTO subscription_probe_rows (subscription_id, event_id) VALUES ($1, $2)', [subscription.id, event.eventId]);
        seen.push({ before, after: await idNow() });
      },
    };
    await dataSource.query('CREATE TABLE IF NOT EXISTS subscription_probe_rows (subscription_id text, event_id uuid)');
    const runner = new SubscriptionRunner(dataSource, store, [subscription], { batchBudgetMs: 60_000 }); // both events in one batch
    await runner.drain();
    const streamId = `late-xid-${randomUUID()}`;
    try {
      await store.append(streamId, 'late-xid', 'no_stream', [{ type, data: { n: 1 } }, { type, data: { n: 2 } }], metadata);
      await eventsPastHorizon(dataSource);
      await runner.drain();
      expect(seen).toHaveLength(2);
      // Old runner: the id of the checkpoint's FOR UPDATE, from the batch's first statement on.
      expect(seen[0].before).toBeNull();
      expect(seen[0].after).not.toBeNull();
      // Once it has one, it is the batch's for the rest of its transaction.
      expect(seen[1].before).toBe(seen[0].after);
      // Both handled once, the checkpoint past them: a second drain reads nothing.
      expect(await runner.drain()).toBe(0);
    } finally {
      await runner.stop();
      await dataSource.query(`DELETE FROM events WHERE stream_id = $1`, [streamId]);
    }
  });

  // Issue 23 item 3: a subscription read every event after its checkpoint, 200 a batch, and dropped
  // the other types in JS, so a flood of other events cost it a batch (a transaction) per 200 of them.
  it("picks its own types in SQL: a flood of other events costs it no extra batch, and its checkpoint still moves past them", async () => {
    const suffix = randomUUID().slice(0, 8);
    const [mine, others] = [`MineProbe_${suffix}`, `OtherProbe_${suffix}`];
    const store = new EventStore(dataSource, new ProjectionRegistry());
    const { subscription, handled } = collector(mine);
    const runner = new SubscriptionRunner(dataSource, store, [subscription], { batchSize: 100 });
    await runner.drain(); // its checkpoint at the end of the log
    const flood = (stream: string) =>
      store.append(stream, 'flood', 'no_stream', Array.from({ length: 900 }, (_, n) => ({ type: others, data: { n } })), metadata);
    const checkpoint = async () =>
      (await dataSource.query<Array<{ at: string }>>(`SELECT last_position::text AS at FROM subscription_checkpoints WHERE subscription_id = $1`, [subscription.id]))[0].at;
    const lastPosition = async (stream: string) =>
      (await dataSource.query<Array<{ at: string }>>(`SELECT max(global_position)::text AS at FROM events WHERE stream_id = $1`, [stream]))[0].at;
    // Its batches (one transaction each), counted on the runner itself.
    const batches = jest.spyOn(runner as unknown as { processBatch: (s: Subscription) => Promise<unknown> }, 'processBatch');
    try {
      await flood(`flood-a-${suffix}`);
      await store.append(`mine-${suffix}`, 'mine', 'no_stream', [{ type: mine, data: {} }], metadata);
      await eventsPastHorizon(dataSource); // the counts below are of one drain that sees them all
      batches.mockClear();
      await runner.drain();
      expect(handled).toEqual([`mine-${suffix}`]);
      expect(await checkpoint()).toBe(await lastPosition(`mine-${suffix}`));
      // Before: 10 batches, one per 100 of the 901 events.
      expect(batches).toHaveBeenCalledTimes(1);

      await flood(`flood-b-${suffix}`);
      await eventsPastHorizon(dataSource); // the counts below are of one drain that sees them all
      batches.mockClear();
      await runner.drain();
      expect(handled).toEqual([`mine-${suffix}`]);
      expect(await checkpoint()).toBe(await lastPosition(`flood-b-${suffix}`));
      expect(batches).toHaveBeenCalledTimes(1);
    } finally {
      batches.mockRestore();
      await dataSource.query(`DELETE FROM events WHERE stream_id = ANY($1)`, [[`flood-a-${suffix}`, `flood-b-${suffix}`, `mine-${suffix}`]]);
    }
  });
});
