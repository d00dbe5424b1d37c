import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { TransactionPhotoAttachedData } from '../domain/documents.events';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';

/**
 * The deal's current photo: the latest TransactionPhotoAttached wins (a replay of an older one never
 * overwrites a newer). Inline, so the photo URL the upload answers with serves at once.
 */
@Injectable()
export class TransactionPhotosProjection implements Projection {
  readonly name = 'transaction-photos';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_photos'];
  readonly handles = ['TransactionPhotoAttached', DEAL_DELETED];

  async apply(sql: SqlExecutor, event: StoredEvent): Promise<void> {
    if ((await forgetForcedDeletion(sql, event, this.readTables)) || event.type !== 'TransactionPhotoAttached') return;
    const data = event.data as unknown as TransactionPhotoAttachedData;
    await sql.query(
      `INSERT INTO transaction_photos (transaction_id, storage_path, content_type, file_size, version)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (transaction_id) DO UPDATE
         SET storage_path = EXCLUDED.storage_path, content_type = EXCLUDED.content_type, file_size = EXCLUDED.file_size, version = EXCLUDED.version
       WHERE transaction_photos.version < EXCLUDED.version`,
      [data.transactionId, data.storagePath, data.contentType, data.size, event.streamVersion],
    );
  }
}
