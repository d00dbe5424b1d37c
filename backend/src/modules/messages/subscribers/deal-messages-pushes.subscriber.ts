import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../platform/event-store/projection';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { DealMessageEvent } from '../domain/messages.events';
import { dealMessagesPolicy } from '../messages.policy';
import { ListDealMessages } from '../queries/list-deal-messages.query';

/**
 * Live delivery (spec 002 §5 "New messages arrive live"): room `deal-messages:<transactionId>` gets
 * `message.sent` with the message as listed, and `messages.read` with the read receipts. A page that
 * was away catches up by listing after the last position it saw (ADR 0044).
 */
@Injectable()
export class DealMessagesPushesSubscriber implements EventSubscriber {
  readonly name = 'deal-messages-pushes';
  readonly handles = ['DealMessageSent', 'DealMessagesRead'];

  constructor(
    private readonly realtime: RealtimeService,
    private readonly queries: QueryBus,
  ) {}

  async handle(stored: StoredEvent): Promise<void> {
    const event = stored as unknown as DealMessageEvent;
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
}
