import { Injectable } from '@nestjs/common';
import { EventStore } from '../../../../platform/event-store/event-store';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection, ProjectionReplay, ReplayFailure } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { CHECK_IN_EVENT_TYPES } from '../../check-ins/domain/check-ins.events';
import { TASK_EVENT_TYPES } from '../../tasks/domain/tasks.events';
import { evolveTransaction, TRANSACTION_SNAPSHOT_VERSION } from '../../transaction.aggregate';
import { isSealedSnapshot, SealedSnapshot } from '../../../../platform/event-store/sealed-snapshot';
import { TRANSACTION_EVENT_TYPES, TransactionEvent } from '../../transaction.events';
import { TransactionState, initialTransactionState } from '../../transaction.state';
import {
  dealMilestonesInputOf,
  dealMilestonesSourceOf,
  dealHasMilestones,
  dealLocalDateOf,
  datesReadBackAfter,
  generateDealMilestones,
  readStoredMilestoneDates,
  StoredMilestoneDates,
  writeDealMilestones,
  writeDealsMilestones,
} from './deal-milestones.writer';
import { forgetForcedDeletion } from '../../kernel/forced-deletion';

const UNRELATED_EVENTS: ReadonlySet<string> = new Set([
  'TransactionContactAdded',
  'TransactionContactChanged',
  'TransactionContactRemoved',
  'TransactionContactsCleared',
  'TransactionVendorAdded',
  'TransactionVendorRemoved',
  'TransactionPhotoAttached',
  'MilestoneEducationSet',
  'MilestoneEducationReset',
  ...TASK_EVENT_TYPES,
  ...CHECK_IN_EVENT_TYPES,
]);

/** Every deal event but those that cannot move a milestone (contacts, the photo, tasks, check-ins). */
export const MILESTONE_MOVING_EVENT_TYPES: readonly string[] = TRANSACTION_EVENT_TYPES.filter((type) => !UNRELATED_EVENTS.has(type));

/**
 * Keeps `transaction_milestones` equal to the generated milestones of each deal (ADR 0024): after
 * every deal event, a full regeneration from the deal as of that event. Inline, registered after the
 * TransactionsProjection so the `transactions` row it updates (compliance_status, percent_complete,
 * progress_percentage) already exists in the same transaction.
 *
 * The deal is folded from its own stream up to this event rather than read from `transactions`, so a
 * rebuild of this projection alone replays each event against the deal as it was then, and gives the
 * live rows. Personal fields stay sealed: no milestone reads them (and the deal's snapshots are sealed the same way).
 * A rebuild replays it a batch at a time instead (TransactionMilestonesReplay, ADR 0089).
 */
@Injectable()
export class TransactionMilestonesProjection implements Projection {
  readonly name = 'transaction-milestones';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_milestones', 'deal_summaries'];
  // Every deal event but those that cannot move a milestone (contacts, the photo, tasks): the wizard's create
  // appends one event per contact, and each would fold the stream again for nothing.
  readonly handles = MILESTONE_MOVING_EVENT_TYPES;

  constructor(private readonly store: EventStore) {}

  replay(): ProjectionReplay {
    return new TransactionMilestonesReplay(this.store, this.readTables);
  }

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    // The deadline sweep's ledger of alerts sent (not a read table: no rebuild writes it) is about these
    // milestones, and leaves with them: the agent's alert list then has nothing of the deal (issue 18 item 5).
    if (await forgetForcedDeletion(sql, stored, [...this.readTables, 'milestone_alerts'])) return;
    const state = await dealAsOf(this.store, sql, stored);
    const input = dealMilestonesInputOf((stored.data as { transactionId: string }).transactionId, state, stored.occurredAt);
    if (input) await writeDealMilestones(sql, input);
  }
}

/**
 * The deal as of this event: from its latest sealed snapshot at or before the event (ADR 0081: the same
 * fold of the events as stored), then the events after it up to this one. A live event folds at most a
 * snapshot interval; an event older than the snapshot (a rebuild's replay that lost the deal's fold)
 * from the start.
 */
async function dealAsOf(store: EventStore, sql: SqlExecutor, stored: StoredEvent): Promise<TransactionState> {
  const read = await store.readStreamFromSnapshot(stored.streamId, TRANSACTION_SNAPSHOT_VERSION, { sql, asStored: true, upTo: stored.streamVersion });
  const snapshot = read.snapshot && isSealedSnapshot(read.snapshot.state) ? (read.snapshot.state as SealedSnapshot<TransactionState>) : undefined;
  // A snapshot that is not sealed is not this fold's: from the start.
  const events = read.snapshot && !snapshot ? (await store.readStream(stored.streamId, 0, { sql, asStored: true })).events.filter((e) => e.streamVersion <= stored.streamVersion) : read.events;
  return events.map((event) => event as unknown as TransactionEvent).reduce(evolveTransaction, snapshot?.state ?? initialTransactionState());
}

/** How many deals' folds a rebuild keeps between batches (the least recently replayed go first). */
export const REPLAY_DEALS_KEPT = 5_000;

interface DealReplayed {
  /** The stream version `state` is folded to; -1 once an event was missed (the next milestone-moving one folds from the store). */
  version: number;
  state: TransactionState;
  /** The dates the live projection would read back as its stored rows; unknown after an eviction (read from the table). */
  previous: StoredMilestoneDates | undefined;
  /** What the last read-back was worked out from, and what it gave (`previous` then). */
  readBack?: { readonly from: readonly unknown[]; readonly gave: StoredMilestoneDates };
}

/**
 * What datesReadBackAfter reads of a deal: its fields, type, status, amendments, confirmed and removed
 * milestones (each replaced, never changed, by the fold) and the day of the event in the deal's zone.
 */
function readBackInputs(state: TransactionState, occurredAt: Date): readonly unknown[] {
  const timeline = state.closedWith ?? state;
  return [timeline.fields, state.transactionType, state.status, state.amendments, state.confirmedMilestones, state.removedMilestones, dealLocalDateOf(state, occurredAt)];
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * A rebuild of the milestones projection, linear in the events (ADR 0089). `apply` folds the deal from
 * its snapshot for every event, which a rebuild replays from before any snapshot: from the start, so a
 * deal of n events cost n²/2 folds. The replay reads every event of the deals' streams once, as stored,
 * deal by deal for the bulk of the log (ADR 0093), keeps each deal's fold between batches (the
 * REPLAY_DEALS_KEPT most recent, for the tail replayed in commit order), and for every
 * milestone-moving event works out only what the next regeneration reads back of it (the dates of the
 * types dated the day they are generated: a type keeps its first date), and writes each deal's last
 * regeneration of the batch once. What it writes is what the per-event writes would have left.
 */
export class TransactionMilestonesReplay implements ProjectionReplay {
  readonly reads = TRANSACTION_EVENT_TYPES;
  readonly asStored = true;
  /** A deal's milestones are its own events' alone: the rebuild replays a deal's stream whole, then the next (ADR 0093). */
  readonly independentStreams: boolean;
  private readonly deals = new Map<string, DealReplayed>();
  private readonly handles: ReadonlySet<string> = new Set(MILESTONE_MOVING_EVENT_TYPES);
  private readonly kept: number;

  /** `kept` and `independentStreams` are for tests that make the replay lose its folds (commit order, few kept). */
  constructor(
    private readonly store: EventStore,
    private readonly readTables: readonly string[],
    { kept = REPLAY_DEALS_KEPT, independentStreams = true }: { kept?: number; independentStreams?: boolean } = {},
  ) {
    this.kept = kept;
    this.independentStreams = independentStreams;
  }

  async applyBatch(sql: SqlExecutor, events: readonly StoredEvent[]): Promise<void> {
    // Each deal's last regeneration of the batch: its fold (immutable), made into the generator's input once, at the write.
    const pending = new Map<string, { transactionId: string; state: TransactionState; previous: StoredMilestoneDates; event: StoredEvent }>();
    for (const event of events) {
      try {
        const deal = await this.fold(sql, event);
        if (!deal) continue;
        if (await forgetForcedDeletion(sql, event, [...this.readTables, 'milestone_alerts'])) {
          deal.previous = [];
          pending.delete(event.streamId);
          continue;
        }
        const transactionId = (event.data as { transactionId: string }).transactionId;
        if (!dealHasMilestones(deal.state)) continue;
        // Only the last regeneration of the batch is written; each one's dates of the types dated the day
        // they are generated are kept for the next (a type keeps the date its first regeneration gave).
        const previous = deal.previous ?? (await readStoredMilestoneDates(sql, transactionId));
        // The read-back gives what it is given when nothing it reads changed since it gave it (a type keeps its
        // first date): an edit of the deal's tasks, utilities or own milestones on the same day needs none.
        const from = readBackInputs(deal.state, event.occurredAt);
        if (!(deal.readBack && deal.readBack.gave === previous && sameInputs(deal.readBack.from, from))) {
          // Only the deal's own fields here: its utilities and own milestones are read for the written regeneration alone.
          deal.previous = datesReadBackAfter(dealMilestonesSourceOf(deal.state, event.occurredAt)!, previous);
          deal.readBack = { from, gave: deal.previous };
        }
        pending.set(event.streamId, { transactionId, state: deal.state, previous, event });
      } catch (error) {
        throw new ReplayFailure(event, error);
      }
    }
    const written = [...pending.values()];
    try {
      await writeDealsMilestones(
        sql,
        written.map(({ transactionId, state, previous, event }) => {
          const input = dealMilestonesInputOf(transactionId, state, event.occurredAt)!;
          return { input, rows: generateDealMilestones(input, previous) };
        }),
      );
    } catch (error) {
      // One write for the batch's deals: named by the last event of the first of them.
      throw new ReplayFailure(written[0]!.event, error);
    }
    for (const streamId of this.deals.keys()) {
      if (this.deals.size <= this.kept) break;
      this.deals.delete(streamId);
    }
  }

  /** The deal folded through this event; undefined for an event that moves no milestone (folded if its deal is kept). */
  private async fold(sql: SqlExecutor, event: StoredEvent): Promise<DealReplayed | undefined> {
    const kept = this.deals.get(event.streamId);
    const moving = this.handles.has(event.type);
    let deal: DealReplayed;
    if (kept && kept.version === event.streamVersion - 1) {
      if (moving) deal = { ...kept, version: event.streamVersion, state: evolveTransaction(kept.state, event as unknown as TransactionEvent) };
      else {
        // Not folded: an event that moves no milestone changes none of what the milestones read of the deal
        // (its tasks, contacts, check-ins, vendors, photo, education), which is why `apply` does not handle it.
        deal = kept;
        deal.version = event.streamVersion;
      }
    } else if (!kept && event.streamVersion === 1) {
      // Its first event: nothing folded yet, and no row of it in the rebuilt tables.
      deal = { version: 1, state: evolveTransaction(initialTransactionState(), event as unknown as TransactionEvent), previous: [] };
    } else if (moving) {
      // Not kept, or an event of its stream was not read here: from the store, as `apply` folds it.
      deal = { version: event.streamVersion, state: await dealAsOf(this.store, sql, event), previous: kept?.previous };
    } else {
      if (kept) kept.version = -1;
      return undefined;
    }
    // Most recently replayed last: the eviction takes the deals at the front.
    this.deals.delete(event.streamId);
    this.deals.set(event.streamId, deal);
    return moving ? deal : undefined;
  }
}
