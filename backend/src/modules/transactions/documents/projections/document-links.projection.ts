import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { TransactionEvent } from '../../transaction.events';

/**
 * `transaction_document_links` (ADR 0053): which document a sent link opens, until when, and whether
 * it was revoked, and to whom it went (opened by the store, ADR 0040/0065). Inline, so a revoke answered 204 already closes the link. A deleted deal's links go
 * with it; a deleted or agent-only document is checked at open time against `transaction_documents`.
 */
@Injectable()
export class DocumentLinksProjection implements Projection {
  readonly name = 'transaction-document-links';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_document_links'];
  readonly handles = ['TransactionDocumentLinkSent', 'TransactionDocumentLinkRevoked', 'TransactionDocumentDeleted', 'TransactionDeleted'];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as TransactionEvent & StoredEvent;
    switch (event.type) {
      case 'TransactionDocumentLinkSent':
        await sql.query(
          `INSERT INTO transaction_document_links (id, transaction_id, document_id, sent_by, sent_at, expires_at, recipient_email, recipient_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [
            event.data.linkId,
            event.data.transactionId,
            event.data.documentId,
            event.data.sentBy,
            stored.occurredAt,
            event.data.expiresAt,
            event.data.recipientEmail ?? null,
            event.data.recipientName ?? null,
          ],
        );
        break;
      case 'TransactionDocumentLinkRevoked':
        await sql.query('UPDATE transaction_document_links SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [event.data.linkId, stored.occurredAt]);
        break;
      case 'TransactionDocumentDeleted':
        await sql.query('DELETE FROM transaction_document_link_opens WHERE link_id IN (SELECT id FROM transaction_document_links WHERE document_id = $1)', [event.data.documentId]);
        await sql.query('DELETE FROM transaction_document_links WHERE document_id = $1', [event.data.documentId]);
        break;
      case 'TransactionDeleted':
        await sql.query('DELETE FROM transaction_document_link_opens WHERE link_id IN (SELECT id FROM transaction_document_links WHERE transaction_id = $1)', [event.data.transactionId]);
        await sql.query('DELETE FROM transaction_document_links WHERE transaction_id = $1', [event.data.transactionId]);
        break;
      default:
        break;
    }
  }
}
