import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { listOwnersOf, transactionListPolicy } from '../../transactions/transactions.public';
import { loadDealParties } from '../deal-parties.adapter';
import { DealMessageEvent } from '../domain/messages.events';
import { dealMessagesPolicy } from '../messages.policy';
import { ListDealMessages } from '../queries/list-deal-messages.query';

/**
 * Live delivery (spec 002 §5 "New messages arrive live"): room `deal-messages:<transactionId>` gets
 * `message.sent` with the message as listed, and `messages.read` with the read receipts. A page that
 * was away catches up by listing after the last position it saw (ADR 0044). Both parties' deal lists
 * (the dashboard's per-deal unread badge) get `messages.unread_changed` with the deal's id and read
 * their counts again.
 */
@Injectable()
export class DealMessagesPushesSubscriber implements EventSubscriber {
  readonly name = 'deal-messages-pushes';
  readonly handles = ['DealMessageSent', 'DealMessagesRead'];

  constructor(
    private readonly realtime: RealtimeService,
    private readonly queries: QueryBus,
  ) {}

  async handle(stored: StoredEvent, sql: SqlExecutor): Promise<void> {
    const event = stored as unknown as DealMessageEvent;
    await this.tellDealLists(event.data.transactionId, sql);
    if (event.type === 'DealMessageSent') {
      // Written inline with the event: the row is there unless its sender was erased since.
      const [message] = await this.queries.execute(new ListDealMessages(event.data.transactionId, 0, event.data.messageId));
      if (message) this.realtime.emitToResource(dealMessagesPolicy, event.data.transactionId, 'message.sent', message);
      return;
    }
    const { transactionId, readerId, messageIds, readAt } = event.data;
    this.realtime.emitToResource(dealMessagesPolicy, transactionId, 'messages.read', {
      transaction_id: transactionId,
      reader_id: readerId,
      message_ids: messageIds,
      read_at: readAt,
    });
  }

  private async tellDealLists(transactionId: string, sql: SqlExecutor): Promise<void> {
    const deal = (await loadDealParties([transactionId], sql)).get(transactionId);
    if (!deal || deal.deleted) return;
    for (const owner of listOwnersOf({ agent_id: deal.agentId, client_id: deal.clientId, status: deal.status })) {
      this.realtime.emitToResource(transactionListPolicy, owner, 'messages.unread_changed', { transaction_id: transactionId });
    }
  }
}
