import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../platform/event-store/event.types';
import { Projection } from '../../platform/event-store/projection';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../identity/identity.public';
import { NotificationPreferenceChangedData } from './domain/notification-preferences';

/** Inline: the switch reads back in the answer that set it, and a sender reads it before sending. */
@Injectable()
export class NotificationPreferencesProjection implements Projection {
  readonly name = 'notification-preferences';
  readonly mode = 'inline' as const;
  readonly readTables = ['notification_preferences'];
  readonly handles = ['NotificationPreferenceChanged', ...ERASURE_EVENT_TYPES];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      await sql.query('DELETE FROM notification_preferences WHERE user_id = $1', [(stored.data as ErasureEventData).userId]);
      return;
    }
    const data = stored.data as unknown as NotificationPreferenceChangedData;
    await sql.query(
      `INSERT INTO notification_preferences (user_id, kind, enabled, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
      [data.userId, data.kind, data.enabled, data.at],
    );
  }
}

/** Whether a person still receives this kind: on unless a switch turned it off. */
export async function notificationEnabled(sql: SqlExecutor, userId: string, kind: string): Promise<boolean> {
  const rows = await sql.query<{ enabled: boolean }>('SELECT enabled FROM notification_preferences WHERE user_id = $1 AND kind = $2', [userId, kind]);
  return rows[0]?.enabled ?? true;
}
