import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { erasedAsNull } from '../../../platform/privacy/personal-data-sealing';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../data-requests.public';
import { DATA_REQUEST_EVENT_TYPES, DataRequestEvent } from '../domain/data-request.events';

/**
 * Inline: the requester sees the request in their history, and the admin the new status, right
 * away. The store hands over personal values opened (ADR 0016); an erased person's are kept as
 * null, so a rebuild matches the live scrub. The request rows themselves stay after an erasure, without
 * anything personal, as the record that the request was handled.
 */
@Injectable()
export class DataRequestsProjection implements Projection {
  readonly name = 'data-requests';
  readonly mode = 'inline' as const;
  readonly readTables = ['data_requests'];
  readonly handles = [...new Set([...DATA_REQUEST_EVENT_TYPES, ...ERASURE_EVENT_TYPES])];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      await sql.query(
        `UPDATE data_requests
            SET reason = NULL, user_email = NULL, user_name = NULL, admin_notes = NULL, export_ready_at = NULL,
                erased_at = coalesce(erased_at, $2), updated_at = $2
          WHERE user_id = $1`,
        [(stored.data as ErasureEventData).userId, stored.occurredAt],
      );
      if (stored.type !== 'PersonalDataErased') return;
    }
    const event = stored as unknown as DataRequestEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'DataRequestSubmitted':
        await sql.query(
          `INSERT INTO data_requests (id, user_id, request_type, reason, user_email, user_name, status, created_at, updated_at, last_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
           ON CONFLICT (id) DO NOTHING`,
          [
            event.data.requestId,
            event.data.userId,
            event.data.requestType,
            erasedAsNull(event.data.reason),
            erasedAsNull(event.data.userEmail),
            erasedAsNull(event.data.userName),
            event.data.status,
            stored.occurredAt,
            version,
          ],
        );
        return;
      case 'DataRequestStatusChanged':
      case 'DataRequestCompleted':
        // A status change makes an earlier export stale; completing again prepares a fresh one.
        await sql.query(
          `UPDATE data_requests SET status = $2, completed_at = $3, export_ready_at = NULL, updated_at = $4, last_version = $5
            WHERE id = $1 AND last_version < $5`,
          [event.data.requestId, event.data.status, event.data.completedAt, stored.occurredAt, version],
        );
        return;
      case 'DataRequestAdminNotesUpdated':
        await sql.query(
          `UPDATE data_requests SET admin_notes = $2, updated_at = $3, last_version = $4 WHERE id = $1 AND last_version < $4`,
          [event.data.requestId, erasedAsNull(event.data.adminNotes), stored.occurredAt, version],
        );
        return;
      case 'DataExportPrepared':
        await sql.query(`UPDATE data_requests SET export_ready_at = $2, last_version = $3 WHERE id = $1 AND last_version < $3`, [
          event.data.requestId,
          event.data.preparedAt,
          version,
        ]);
        return;
      case 'PersonalDataErased':
        await sql.query('UPDATE data_requests SET last_version = $2 WHERE id = $1 AND last_version < $2', [
          event.data.requestId,
          version,
        ]);
        return;
    }
  }
}
