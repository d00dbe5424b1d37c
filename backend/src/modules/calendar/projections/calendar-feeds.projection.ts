import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../../identity/identity.public';
import { DEAL_DELETED, forgetForcedDeletion } from '../../transactions/transactions.public';
import { CALENDAR_FEED_EVENT_TYPES, CalendarFeedEvent } from '../domain/calendar-feed';

/**
 * The agents' calendar links. Inline: a link works the moment it is shown, and stops the moment it is
 * revoked. An erased agent's links go with them, and so do the links of a permanently deleted deal.
 * `last_version` makes a replay a no-op.
 */
@Injectable()
export class CalendarFeedsProjection implements Projection {
  readonly name = 'calendar-feeds';
  readonly mode = 'inline' as const;
  readonly readTables = ['calendar_feeds'];
  readonly handles = [...CALENDAR_FEED_EVENT_TYPES, ...ERASURE_EVENT_TYPES, DEAL_DELETED];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (stored.type === DEAL_DELETED) {
      await forgetForcedDeletion(sql, stored, this.readTables);
      return;
    }
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      await sql.query('DELETE FROM calendar_feeds WHERE owner_id = $1', [(stored.data as ErasureEventData).userId]);
      return;
    }
    const event = stored as unknown as CalendarFeedEvent & StoredEvent;
    switch (event.type) {
      case 'CalendarFeedCreated':
        await sql.query(
          `INSERT INTO calendar_feeds (id, owner_id, transaction_id, token_hash, created_at, last_version)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.feedId, event.data.ownerId, event.data.transactionId, event.data.tokenHash, stored.occurredAt, stored.streamVersion],
        );
        return;
      case 'CalendarFeedRevoked':
        await sql.query('UPDATE calendar_feeds SET revoked_at = $2, last_version = $3 WHERE id = $1 AND last_version < $3', [
          event.data.feedId,
          stored.occurredAt,
          stored.streamVersion,
        ]);
        return;
    }
  }
}
