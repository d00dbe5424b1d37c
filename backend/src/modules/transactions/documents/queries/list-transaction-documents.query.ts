import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { CLIENT_HIDDEN_DOCUMENT_KINDS } from '../domain/client-hidden-kinds';
import { documentUrl } from '../domain/documents.events';
import { DOCUMENT_VISIBILITY_SWITCHES } from '../../kernel/domain/transaction-visibility';
import { TransactionDocumentDto } from '../http/transaction-documents.dto';

export interface TransactionDocumentRow {
  id: string;
  transaction_id: string;
  title: string;
  description: string | null;
  category: string;
  kind: string;
  file_type: string;
  file_size: string | number;
  storage_path: string;
  visibility: string;
  is_required: boolean;
  uploaded_by: string | null;
  uploaded_by_name?: string | null;
  uploaded_by_client?: boolean | null;
  created_at: Date;
}

export const DOCUMENT_COLUMNS =
  'id, transaction_id, title, description, category, kind, file_type, file_size, storage_path, visibility, is_required, uploaded_by, created_at';

const switchedKinds = DOCUMENT_VISIBILITY_SWITCHES.flatMap(({ flag, kinds }) => kinds.map((kind) => `WHEN '${kind}' THEN '${flag}'`));

const kindList = (kinds: readonly string[]) => `'{${kinds.join(',')}}'::text[]`;
/** The deal's client is its seller on a seller deal, else its buyer (transaction-access `clientRoleOf`). */
const roleHiddenKinds = `CASE (SELECT st.transaction_type FROM transactions st WHERE st.id = transaction_id)
    WHEN 'seller' THEN ${kindList(CLIENT_HIDDEN_DOCUMENT_KINDS.seller_client)} ELSE ${kindList(CLIENT_HIDDEN_DOCUMENT_KINDS.buyer_client)} END`;

/**
 * Spec 002 §6: a client never sees an agent_only document (in a list or as a download), nor one whose
 * kind the deal's switch turned off for the client (issue 19 item 2: the stricter of the two wins), nor
 * one whose URL field their role may not see (ADR 0085).
 */
export const CLIENT_DOCUMENT_FILTER = `AND visibility <> 'agent_only'
  AND coalesce((SELECT sd.fields ->> (CASE kind ${switchedKinds.join(' ')} END) FROM transactions sd WHERE sd.id = transaction_id), 'true') <> 'false'
  AND kind <> ALL(${roleHiddenKinds})`;

/** ADR 0052: a client's upload is the one a client account made (agents upload through their own route only). */
const UPLOADED_BY_CLIENT = `coalesce((SELECT p.role = 'client' FROM profiles p WHERE p.id = uploaded_by), false)`;

/** The storage path stays on the server: the DTO carries the checked download route instead. */
export function toTransactionDocumentDto({ storage_path: _path, ...row }: TransactionDocumentRow): TransactionDocumentDto {
  return {
    ...row,
    file_size: Number(row.file_size),
    uploaded_by_name: row.uploaded_by_name ?? null,
    uploaded_by_client: row.uploaded_by_client ?? false,
    file_url: documentUrl(row.transaction_id, row.id),
    created_at: row.created_at.toISOString(),
  };
}

/** A deal's documents, newest first (spec 002 §7; clients: excluding agent_only). */
export class ListTransactionDocuments extends Query<TransactionDocumentDto[]> {
  constructor(
    readonly transactionId: string,
    readonly forClient: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListTransactionDocuments)
export class ListTransactionDocumentsHandler implements IQueryHandler<ListTransactionDocuments> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, forClient }: ListTransactionDocuments): Promise<TransactionDocumentDto[]> {
    const rows: TransactionDocumentRow[] = await this.dataSource.query(
      `SELECT ${DOCUMENT_COLUMNS}, (SELECT p.full_name FROM profiles p WHERE p.id = uploaded_by) AS uploaded_by_name,
              ${UPLOADED_BY_CLIENT} AS uploaded_by_client
         FROM transaction_documents
        WHERE transaction_id = $1 ${forClient ? CLIENT_DOCUMENT_FILTER : ''}
        ORDER BY created_at DESC, id`,
      [transactionId],
    );
    return rows.map(toTransactionDocumentDto);
  }
}
