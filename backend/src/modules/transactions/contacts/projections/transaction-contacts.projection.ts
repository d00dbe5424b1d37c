import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';
import { TransactionEvent } from '../../transaction.events';
import { CONTACT_EVENT_TYPES, CONTACT_FIELD_KEYS } from '../domain/contacts.events';

/**
 * `transaction_contacts` from the deal's stream (ADR 0048; before it, the deal's own projection wrote
 * the rows). Inline, so the screen that saved a contact reads it back at once. Every write is guarded by
 * the row's `version` (the stream version of its last event), so a replay gives the same rows; the store
 * hands over the sealed name, e-mail and phone opened (ADR 0016/0040).
 */
@Injectable()
export class TransactionContactsProjection implements Projection {
  readonly name = 'transaction-contacts';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_contacts'];
  readonly handles = [...CONTACT_EVENT_TYPES, DEAL_DELETED];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'TransactionContactAdded': {
        const d = event.data;
        await sql.query(
          `INSERT INTO transaction_contacts (id, transaction_id, ${CONTACT_FIELD_KEYS.join(', ')}, created_at, updated_at, version, standalone)
           VALUES ($1, $2, ${CONTACT_FIELD_KEYS.map((_, index) => `$${index + 3}`).join(', ')}, $10, $10, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          [d.contactId, d.transactionId, ...CONTACT_FIELD_KEYS.map((key) => d[key]), stored.occurredAt, version, d.standalone === true],
        );
        return;
      }
      case 'TransactionContactChanged': {
        const d = event.data;
        const changed = CONTACT_FIELD_KEYS.filter((key) => d[key] !== undefined);
        const assignments = [...changed.map((key, index) => `${key} = $${index + 4}`), 'updated_at = $3', 'version = $2'];
        await sql.query(`UPDATE transaction_contacts SET ${assignments.join(', ')} WHERE id = $1 AND version < $2`, [
          d.contactId,
          version,
          stored.occurredAt,
          ...changed.map((key) => d[key]),
        ]);
        return;
      }
      case 'TransactionContactRemoved':
        await sql.query(`DELETE FROM transaction_contacts WHERE id = $1`, [event.data.contactId]);
        return;
      case 'TransactionContactsCleared':
        // Only the contacts saved before this event: those the same append adds after it stay.
        await sql.query(`DELETE FROM transaction_contacts WHERE transaction_id = $1 AND version < $2`, [event.data.transactionId, version]);
        return;
    }
  }
}
