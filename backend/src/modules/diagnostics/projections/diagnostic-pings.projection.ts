import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { DiagnosticPingEvent } from '../domain/diagnostic-ping.events';

/** Inline: the page reads its own ping right after posting it. `last_version` makes replays idempotent. */
@Injectable()
export class DiagnosticPingsProjection implements Projection {
  readonly name = 'diagnostic-pings';
  readonly mode = 'inline' as const;
  readonly readTables = ['diagnostic_pings'];
  readonly handles = ['DiagnosticPingRecorded', 'DiagnosticPingAcknowledged'];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as DiagnosticPingEvent & StoredEvent;
    switch (event.type) {
      case 'DiagnosticPingRecorded':
        await sql.query(
          `INSERT INTO diagnostic_pings (id, message, created_at, last_version) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.pingId, event.data.message, stored.occurredAt, stored.streamVersion],
        );
        return;
      case 'DiagnosticPingAcknowledged':
        await sql.query(
          `UPDATE diagnostic_pings SET acknowledged_at = $2, last_version = $3 WHERE id = $1 AND last_version < $3`,
          [event.data.pingId, stored.occurredAt, stored.streamVersion],
        );
        return;
    }
  }
}
