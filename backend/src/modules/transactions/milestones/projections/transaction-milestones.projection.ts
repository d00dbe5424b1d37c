import { Injectable } from '@nestjs/common';
import { EventStore } from '../../../../platform/event-store/event-store';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { CHECK_IN_EVENT_TYPES } from '../../check-ins/domain/check-ins.events';
import { TASK_EVENT_TYPES } from '../../tasks/domain/tasks.events';
import { evolveTransaction, TRANSACTION_SNAPSHOT_VERSION } from '../../transaction.aggregate';
import { isSealedSnapshot, SealedSnapshot } from '../../../../platform/event-store/sealed-snapshot';
import { TRANSACTION_EVENT_TYPES, TransactionEvent } from '../../transaction.events';
import { TransactionState, initialTransactionState } from '../../transaction.state';
import { dealMilestonesInputOf, writeDealMilestones } from './deal-milestones.writer';
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

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    // The deadline sweep's ledger of alerts sent (not a read table: no rebuild writes it) is about these
    // milestones, and leaves with them: the agent's alert list then has nothing of the deal (issue 18 item 5).
    if (await forgetForcedDeletion(sql, stored, [...this.readTables, 'milestone_alerts'])) return;
    const state = await this.dealAsOf(sql, stored);
    const input = dealMilestonesInputOf((stored.data as { transactionId: string }).transactionId, state, stored.occurredAt);
    if (input) await writeDealMilestones(sql, input);
  }

  /**
   * From the deal's latest sealed snapshot at or before the event (ADR 0081: the same fold of the
   * events as stored), then the events after it up to this one: a live event folds at most a
   * snapshot interval; a rebuild, replaying events older than the snapshot, folds from the start.
   */
  private async dealAsOf(sql: SqlExecutor, stored: StoredEvent): Promise<TransactionState> {
    const read = await this.store.readStreamFromSnapshot(stored.streamId, TRANSACTION_SNAPSHOT_VERSION, { sql, asStored: true, upTo: stored.streamVersion });
    const snapshot = read.snapshot && isSealedSnapshot(read.snapshot.state) ? (read.snapshot.state as SealedSnapshot<TransactionState>) : undefined;
    // A snapshot that is not sealed is not this fold's: from the start.
    const events = read.snapshot && !snapshot ? (await this.store.readStream(stored.streamId, 0, { sql, asStored: true })).events.filter((e) => e.streamVersion <= stored.streamVersion) : read.events;
    return events.map((event) => event as unknown as TransactionEvent).reduce(evolveTransaction, snapshot?.state ?? initialTransactionState());
  }
}
