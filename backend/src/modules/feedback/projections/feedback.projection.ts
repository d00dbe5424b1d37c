import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA } from '../../../platform/privacy/personal-data-sealing';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../../identity/identity.public';
import { FEEDBACK_EVENT_TYPES, FeedbackEvent } from '../domain/feedback.events';

/**
 * Inline: the author and the admin read their own change right away. The store hands over the text
 * opened (ADR 0016); when the author was erased it reads as ERASED_PERSONAL_DATA, and the feedback is
 * not listed (so a rebuild after an erasure gives the same rows as the live scrub). `last_version`
 * is the stream version (the rows' `version`, the ETag a client sends back) and makes a replay a no-op.
 */
@Injectable()
export class FeedbackProjection implements Projection {
  readonly name = 'feedback';
  readonly mode = 'inline' as const;
  readonly readTables = ['feedback'];
  readonly handles = [...FEEDBACK_EVENT_TYPES, ...ERASURE_EVENT_TYPES];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      // The person was erased: their feedback goes with them.
      await sql.query('DELETE FROM feedback WHERE user_id = $1', [(stored.data as ErasureEventData).userId]);
      return;
    }
    const event = stored as unknown as FeedbackEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'FeedbackSubmitted': {
        const { title, description } = event.data;
        if (title === ERASED_PERSONAL_DATA || description === ERASED_PERSONAL_DATA) return; // the author was erased
        await sql.query(
          `INSERT INTO feedback (id, user_id, feedback_type, category, priority, title, description, status, created_at, updated_at, last_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
           ON CONFLICT (id) DO NOTHING`,
          [
            event.data.feedbackId,
            event.data.userId,
            event.data.feedbackType,
            event.data.category,
            event.data.priority,
            title,
            description,
            event.data.status,
            stored.occurredAt,
            version,
          ],
        );
        return;
      }
      case 'FeedbackStatusChanged':
        await sql.query(
          `UPDATE feedback SET status = $2, resolved_at = $3, updated_at = $4, last_version = $5 WHERE id = $1 AND last_version < $5`,
          [event.data.feedbackId, event.data.status, event.data.resolvedAt, stored.occurredAt, version],
        );
        return;
      case 'FeedbackAdminNotesUpdated':
        await sql.query(
          `UPDATE feedback SET admin_notes = $2, updated_at = $3, last_version = $4 WHERE id = $1 AND last_version < $4`,
          [event.data.feedbackId, event.data.adminNotes, stored.occurredAt, version],
        );
        return;
      case 'FeedbackDeleted':
        await sql.query('DELETE FROM feedback WHERE id = $1', [event.data.feedbackId]);
        return;
    }
  }
}
