import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { TransactionEvent } from '../../transaction.events';
import { requiredKindSql } from '../domain/required-documents';

/** The deal's events that change which documents it requires (its flags) or which it has. */
const REQUIREMENT_EVENTS = ['TransactionCreated', 'TransactionDraftSaved', 'TransactionDraftSubmitted', 'TransactionFieldsChanged'] as const;

/**
 * The document edits of ADR 0047 on `transaction_documents` (the upload's row is written by the deal's
 * projection, registered before this one), and `is_required` (spec 002 §4): the first non-deleted
 * document of each kind the deal requires. Inline, registered between the deal's projection and the
 * milestones' one, so the stored percent_complete that one writes counts the documents as they are.
 */
@Injectable()
export class TransactionDocumentsProjection implements Projection {
  readonly name = 'transaction-documents';
  readonly mode = 'inline' as const;
  /** None of its own: the rows are the deal projection's table (ADR 0047: the lead moves the insert here). */
  readonly readTables: string[] = [];
  readonly handles = [
    ...REQUIREMENT_EVENTS,
    'TransactionDocumentAttached',
    'TransactionDocumentRenamed',
    'TransactionDocumentVisibilityChanged',
    'TransactionDocumentDeleted',
  ];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const id = event.data.transactionId;
    switch (event.type) {
      case 'TransactionDocumentAttached':
        await sql.query('UPDATE transaction_documents SET description = $2 WHERE id = $1', [event.data.documentId, event.data.description ?? null]);
        break;
      case 'TransactionDocumentRenamed':
        await sql.query('UPDATE transaction_documents SET title = $2 WHERE id = $1', [event.data.documentId, event.data.title]);
        await this.moveDealVersion(sql, stored);
        break;
      case 'TransactionDocumentVisibilityChanged':
        await sql.query('UPDATE transaction_documents SET visibility = $2 WHERE id = $1', [event.data.documentId, event.data.visibility]);
        await this.moveDealVersion(sql, stored);
        break;
      case 'TransactionDocumentDeleted':
        await sql.query('DELETE FROM transaction_documents WHERE id = $1', [event.data.documentId]);
        await this.moveDealVersion(sql, stored);
        break;
      default:
        break;
    }
    await this.markRequired(sql, id);
  }

  /** The deal's ETag is its stream version: a document edit moves it like every other deal event. */
  private async moveDealVersion(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    await sql.query('UPDATE transactions SET updated_at = $3, last_version = $2 WHERE id = $1 AND last_version < $2', [
      (stored.data as { transactionId: string }).transactionId,
      stored.streamVersion,
      stored.occurredAt,
    ]);
  }

  private async markRequired(sql: SqlExecutor, transactionId: string): Promise<void> {
    await sql.query(
      `UPDATE transaction_documents d
          SET is_required = ${requiredKindSql('d.kind', 't.fields')}
                AND d.id = (SELECT f.id FROM transaction_documents f WHERE f.transaction_id = d.transaction_id AND f.kind = d.kind
                             ORDER BY f.created_at, f.id LIMIT 1)
         FROM transactions t
        WHERE t.id = d.transaction_id AND d.transaction_id = $1`,
      [transactionId],
    );
  }
}
