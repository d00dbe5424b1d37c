import { erasedAsNull } from '../../../../platform/privacy/personal-data-sealing';
import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';
import { TransactionEvent } from '../../transaction.events';
import { requiredKindSql } from '../domain/required-documents';

/** The deal's events that change which documents it requires (its flags) or which it has. */
const REQUIREMENT_EVENTS = ['TransactionCreated', 'TransactionDraftSaved', 'TransactionDraftSubmitted', 'TransactionFieldsChanged'] as const;

/**
 * `transaction_documents`, its single owner: the upload's row, the edits of ADR 0047, a forced
 * deletion of the deal, and `is_required` (spec 002 §4): the first non-deleted document of each kind
 * the deal requires. Inline, registered between the deal's projection (whose row it reads for the
 * flags) and the milestones' one, so the stored percent_complete that one writes counts the documents
 * as they are.
 */
@Injectable()
export class TransactionDocumentsProjection implements Projection {
  readonly name = 'transaction-documents';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_documents'];
  readonly handles = [
    ...REQUIREMENT_EVENTS,
    DEAL_DELETED,
    'TransactionDocumentAttached',
    'TransactionDocumentRenamed',
    'TransactionDocumentVisibilityChanged',
    'TransactionDocumentDeleted',
  ];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const id = event.data.transactionId;
    switch (event.type) {
      case 'TransactionDocumentAttached': {
        const data = event.data;
        await sql.query(
          `INSERT INTO transaction_documents (id, transaction_id, title, description, category, kind, file_type, file_size, storage_path, visibility, is_required, uploaded_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          // An erased uploader's description reads as nothing, as their erasure left the live row (ADR 0052).
          [data.documentId, id, data.title, erasedAsNull(data.description), data.category, data.kind, data.fileType, data.fileSize, data.storagePath, data.visibility, data.uploadedBy, stored.occurredAt],
        );
        break;
      }
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
