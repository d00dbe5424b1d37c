import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA } from '../../../../platform/privacy/personal-data-sealing';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { CHECK_IN_EVENT_TYPES } from '../domain/check-ins.events';
import { TransactionEvent } from '../../transaction.events';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';

/**
 * `client_check_ins` from the deal's stream (ADR 0035). Inline, so the client's modal and the agent's
 * Respond read their own write back; every write is guarded by the row's `version`.
 */
@Injectable()
export class ClientCheckInsProjection implements Projection {
  readonly name = 'client-check-ins';
  readonly mode = 'inline' as const;
  readonly readTables = ['client_check_ins'];
  readonly handles = [...CHECK_IN_EVENT_TYPES, DEAL_DELETED];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, [...this.readTables, 'check_in_alerts'])) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'ClientCheckInSubmitted': {
        const d = event.data;
        // An erased client's check-ins are gone from the read model, as their erasure left it (ADR 0040),
        // those written before they were sealed under the client too.
        if (d.feeling === ERASED_PERSONAL_DATA || (await this.vault.isForgotten(d.clientId, sql))) return;
        await sql.query(
          `INSERT INTO client_check_ins (id, transaction_id, client_id, feeling, note, created_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [d.checkInId, d.transactionId, d.clientId, d.feeling, d.note, stored.occurredAt, version],
        );
        return;
      }
      case 'ClientCheckInViewed':
        await sql.query(`UPDATE client_check_ins SET viewed_by_agent_at = $3, version = $2 WHERE id = $1 AND version < $2`, [
          event.data.checkInId,
          version,
          event.data.viewedAt,
        ]);
        return;
      case 'ClientCheckInAnswered':
        await sql.query(
          `UPDATE client_check_ins SET agent_response = $3, responded_at = $4, viewed_by_agent_at = coalesce(viewed_by_agent_at, $4), version = $2
           WHERE id = $1 AND version < $2`,
          [event.data.checkInId, version, event.data.response, event.data.viewedAt],
        );
        return;
    }
  }
}
