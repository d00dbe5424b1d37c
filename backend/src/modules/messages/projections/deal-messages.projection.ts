import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA } from '../../../platform/privacy/personal-data-sealing';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../../identity/identity.public';
import { DEAL_DELETED, forgetForcedDeletion } from '../../transactions/transactions.public';
import { DEAL_MESSAGE_EVENT_TYPES, DealMessageEvent } from '../domain/messages.events';

/**
 * Inline: the sender reads their message in the answer to the send. The store hands over the text
 * opened (ADR 0016); a message whose sender was erased reads as ERASED_PERSONAL_DATA and is not
 * listed, so a rebuild after an erasure gives the same rows as the live scrub. `seq` is the stream
 * version: a replay inserts nothing twice, and read receipts only fill a read_at still empty.
 */
@Injectable()
export class DealMessagesProjection implements Projection {
  readonly name = 'deal-messages';
  readonly mode = 'inline' as const;
  readonly readTables = ['deal_messages'];
  readonly handles = [...DEAL_MESSAGE_EVENT_TYPES, ...ERASURE_EVENT_TYPES, DEAL_DELETED];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      // The sender was erased: their messages go with them (ADR 0044).
      await sql.query('DELETE FROM deal_messages WHERE sender_id = $1', [(stored.data as ErasureEventData).userId]);
      return;
    }
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as DealMessageEvent & StoredEvent;
    switch (event.type) {
      case 'DealMessageSent':
        if (event.data.content === ERASED_PERSONAL_DATA) return;
        await sql.query(
          `INSERT INTO deal_messages (id, transaction_id, sender_id, message_content, created_at, seq)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [event.data.messageId, event.data.transactionId, event.data.senderId, event.data.content, stored.occurredAt, stored.streamVersion],
        );
        return;
      case 'DealMessagesRead':
        await sql.query('UPDATE deal_messages SET read_at = $2 WHERE id = ANY($1::uuid[]) AND read_at IS NULL', [event.data.messageIds, event.data.readAt]);
        return;
    }
  }
}
