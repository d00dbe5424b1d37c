import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { CLIENT_DOCUMENT_FILTER } from './list-transaction-documents.query';

/** Where a stored file of a deal is and what it is: enough to stream it. */
export interface StoredTransactionFile {
  storagePath: string;
  contentType: string;
}

/**
 * The deal's current photo, or one document (a client only one that is not agent_only). An erased
 * client's upload names no file any more (ADR 0052): not found.
 */
export class GetTransactionFile extends Query<StoredTransactionFile | undefined> {
  constructor(
    readonly transactionId: string,
    readonly file: { photo: true } | { documentId: string; forClient: boolean },
  ) {
    super();
  }
}

@QueryHandler(GetTransactionFile)
export class GetTransactionFileHandler implements IQueryHandler<GetTransactionFile> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, file }: GetTransactionFile): Promise<StoredTransactionFile | undefined> {
    const [row] = await this.dataSource.query<{ storage_path: string; content_type: string }[]>(
      'photo' in file
        ? 'SELECT storage_path, content_type FROM transaction_photos WHERE transaction_id = $1'
        : `SELECT storage_path, file_type AS content_type FROM transaction_documents
            WHERE transaction_id = $1 AND id = $2 AND storage_path LIKE 'transactions/%' ${file.forClient ? CLIENT_DOCUMENT_FILTER : ''}`,
      'photo' in file ? [transactionId] : [transactionId, file.documentId],
    );
    return row && { storagePath: row.storage_path, contentType: row.content_type };
  }
}
