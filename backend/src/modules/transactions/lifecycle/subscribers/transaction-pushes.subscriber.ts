import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { RealtimeService } from '../../../../platform/realtime/realtime.service';
import { TRANSACTION_EVENT_TYPES } from '../../transaction.events';
import { listOwnersOf, TransactionChangedPush, transactionListPolicy, transactionPolicy } from '../../kernel/transactions.policy';
import { TransactionDto } from '../../kernel/catalogue.dto';

/** Events after which someone may have lost the deal: its sockets are admitted again before the push. */
const ACCESS_CHANGING_EVENTS: ReadonlySet<string> = new Set(['TransactionClientLinked', 'TransactionDeleted', 'TransactionReassigned']);

/**
 * After a deal's events commit, tells the open screens (contract "Socket.IO"): `transaction.changed`
 * {id, version} to the deal's room (through its access policy, so a client's copy is redacted like
 * their GET) and to the list rooms of its agent and client (and of a client just unlinked; no client's
 * while it is a draft), so the dashboard and the client's list refresh. When the event may have taken
 * the deal from someone (unlinked, deleted), their sockets leave its rooms first (ADR 0036).
 */
@Injectable()
export class TransactionPushesSubscriber implements EventSubscriber {
  readonly name = 'transaction-pushes';
  readonly handles = [...TRANSACTION_EVENT_TYPES];

  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: StoredEvent, sql: SqlExecutor): Promise<void> {
    const { transactionId, previousClientId, previousAgentId } = event.data as { transactionId: string; previousClientId?: string | null; previousAgentId?: string };
    if (ACCESS_CHANGING_EVENTS.has(event.type)) await this.realtime.readmit(transactionPolicy, transactionId, sql);
    const push: TransactionChangedPush = { id: transactionId, version: event.streamVersion };
    this.realtime.emitToResource(transactionPolicy, transactionId, 'transaction.changed', push as TransactionDto);
    // The row is as of now, and this event may be older (the subscription runs behind the commits): a
    // deal submitted since was still a draft at this event, and its client's list must not hear of it.
    const [deal] = await sql.query<{ agent_id: string; client_id: string | null; status: string; live_then: boolean }>(
      `SELECT agent_id, client_id, status,
              EXISTS (SELECT 1 FROM events e
                       WHERE e.stream_id = $2 AND e.stream_version <= $3
                         AND (e.event_type = 'TransactionDraftSubmitted' OR (e.event_type = 'TransactionCreated' AND e.data->>'status' <> 'draft'))) AS live_then
         FROM transactions WHERE id = $1`,
      [transactionId, event.streamId, event.streamVersion],
    );
    if (!deal) return;
    const asOfEvent = deal.live_then ? deal : { ...deal, status: 'draft' };
    for (const userId of listOwnersOf(asOfEvent, previousClientId)) this.realtime.emitToResource(transactionListPolicy, userId, 'transaction.changed', push);
    // A reassigned deal leaves its old agent's list (ADR 0069).
    if (previousAgentId) this.realtime.emitToResource(transactionListPolicy, previousAgentId, 'transaction.changed', push);
  }
}
