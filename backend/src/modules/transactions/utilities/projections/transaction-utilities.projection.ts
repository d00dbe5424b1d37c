import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { TransactionEvent } from '../../transaction.events';
import { UTILITY_EVENT_TYPES } from '../domain/utilities.events';
import { UtilityFields } from '../domain/utility-rules';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';

/** The columns a utility event carries, by their event keys (the same names). */
const COLUMNS = [
  'utility_type',
  'action',
  'provider_name',
  'website_url',
  'due_date',
  'notes',
  'status',
  'is_client_visible',
  'create_client_task',
  'account_number',
  'confirmation_number',
  'client_task_id',
] as const satisfies readonly (keyof UtilityFields | 'client_task_id')[];

/**
 * `transaction_utilities` from the deal's stream (ADR 0033). Inline, so the screen that saved a utility
 * reads it back at once; every write is guarded by the row's `version`, so a replay gives the same rows.
 */
@Injectable()
export class TransactionUtilitiesProjection implements Projection {
  readonly name = 'transaction-utilities';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_utilities'];
  readonly handles = [...UTILITY_EVENT_TYPES, DEAL_DELETED];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'TransactionUtilityAdded': {
        const d = event.data;
        const values = COLUMNS.map((key) => d[key]);
        await sql.query(
          `INSERT INTO transaction_utilities (id, transaction_id, ${COLUMNS.join(', ')}, created_at, updated_at, version)
           VALUES ($1, $2, ${COLUMNS.map((_, index) => `$${index + 3}`).join(', ')}, $${COLUMNS.length + 3}, $${COLUMNS.length + 3}, $${COLUMNS.length + 4})
           ON CONFLICT (id) DO NOTHING`,
          [d.utilityId, d.transactionId, ...values, stored.occurredAt, version],
        );
        return;
      }
      case 'TransactionUtilityChanged': {
        const d = event.data;
        const changed = COLUMNS.filter((key) => d[key] !== undefined);
        const assignments = [...changed.map((key, index) => `${key} = $${index + 4}`), 'updated_at = $3', 'version = $2'];
        await sql.query(`UPDATE transaction_utilities SET ${assignments.join(', ')} WHERE id = $1 AND version < $2`, [
          d.utilityId,
          version,
          stored.occurredAt,
          ...changed.map((key) => d[key]),
        ]);
        return;
      }
      case 'TransactionUtilityRemoved':
        await sql.query(`DELETE FROM transaction_utilities WHERE id = $1`, [event.data.utilityId]);
        return;
    }
  }
}
