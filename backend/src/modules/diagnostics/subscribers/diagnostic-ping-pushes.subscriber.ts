import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { DIAGNOSTIC_PING_COLUMNS, DiagnosticPingRow, toDiagnosticPingDto } from '../diagnostic-ping.dto';
import { diagnosticsPolicy } from '../diagnostics.policy';

/** Tells open diagnostics pages that a worker acknowledged a ping (socket event `diagnostics.ping_acknowledged`). */
@Injectable()
export class DiagnosticPingPushesSubscriber implements EventSubscriber {
  readonly name = 'diagnostic-ping-pushes';
  readonly handles = ['DiagnosticPingAcknowledged'];

  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: StoredEvent, sql: SqlExecutor): Promise<void> {
    const { pingId } = event.data as { pingId: string };
    const [row] = await sql.query<DiagnosticPingRow>(
      `SELECT ${DIAGNOSTIC_PING_COLUMNS} FROM diagnostic_pings WHERE id = $1`,
      [pingId],
    );
    if (row) this.realtime.emitToResource(diagnosticsPolicy, '', 'diagnostics.ping_acknowledged', toDiagnosticPingDto(row));
  }
}
