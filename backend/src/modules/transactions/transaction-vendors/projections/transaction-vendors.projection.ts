import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';
import { TransactionEvent } from '../../transaction.events';
import { TRANSACTION_VENDOR_EVENT_TYPES, TransactionVendorDetails } from '../domain/transaction-vendors.events';

/** The columns a vendor event carries, by their event keys (the same names). */
const COLUMNS = [
  'vendor_library_id',
  'role',
  'name',
  'category',
  'company',
  'email',
  'phone',
  'website',
  'share_to_client',
  'agent_notes',
] as const satisfies readonly (keyof TransactionVendorDetails)[];

/**
 * `transaction_vendors` from the deal's stream (ADR 0050). Inline, so the screen that added a vendor
 * reads it back at once; an add is keyed by its id, so a replay gives the same rows.
 */
@Injectable()
export class TransactionVendorsProjection implements Projection {
  readonly name = 'transaction-vendors';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_vendors'];
  readonly handles = [...TRANSACTION_VENDOR_EVENT_TYPES, DEAL_DELETED];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    switch (event.type) {
      case 'TransactionVendorAdded': {
        const d = event.data;
        await sql.query(
          `INSERT INTO transaction_vendors (id, transaction_id, ${COLUMNS.join(', ')}, created_at, version)
           VALUES ($1, $2, ${COLUMNS.map((_, index) => `$${index + 3}`).join(', ')}, $${COLUMNS.length + 3}, $${COLUMNS.length + 4})
           ON CONFLICT (id) DO NOTHING`,
          [d.transactionVendorId, d.transactionId, ...COLUMNS.map((key) => d[key]), stored.occurredAt, stored.streamVersion],
        );
        return;
      }
      case 'TransactionVendorRemoved':
        await sql.query('DELETE FROM transaction_vendors WHERE id = $1', [event.data.transactionVendorId]);
        return;
    }
  }
}
