import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { TransactionVendorDto } from '../http/transaction-vendors.dto';

/** What everyone who reads a deal's vendor sees (table alias `v`). */
const SHARED_COLUMNS = `v.id, v.transaction_id, v.role, v.name, v.category, v.company, v.email, v.phone, v.website,
  v.share_to_client, to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** What only the deal's agent sees: their notes and the library vendor it was copied from (its "From library"). */
const AGENT_COLUMNS = 'v.vendor_library_id, v.agent_notes';

export interface TransactionVendorFilter {
  /** One vendor (the answer to an add). */
  transactionVendorId?: string;
  /** The deal's vendor copied from this library vendor. */
  vendorLibraryId?: string;
}

/**
 * A deal's vendors by name (spec 002 §7 "Transaction vendors by transaction (ordered by name)"): the
 * agent's all of them with their notes; a client's only those shared with them, without agent_notes
 * or vendor_library_id (spec 002 §6).
 */
export class ListTransactionVendors extends Query<TransactionVendorDto[]> {
  constructor(
    readonly transactionId: string,
    readonly audience: 'agent' | 'client',
    readonly filter: TransactionVendorFilter = {},
  ) {
    super();
  }
}

@QueryHandler(ListTransactionVendors)
export class ListTransactionVendorsHandler implements IQueryHandler<ListTransactionVendors> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ transactionId, audience, filter }: ListTransactionVendors): Promise<TransactionVendorDto[]> {
    // The agent's notes and which vendors came from the agent's own library are the agent's (spec 002 §6).
    const columns = audience === 'agent' ? `${SHARED_COLUMNS}, ${AGENT_COLUMNS}` : SHARED_COLUMNS;
    return this.dataSource.query(
      `SELECT ${columns} FROM transaction_vendors v
        WHERE v.transaction_id = $1
          AND ($2::boolean OR v.share_to_client)
          AND ($3::uuid IS NULL OR v.id = $3)
          AND ($4::uuid IS NULL OR v.vendor_library_id = $4)
        ORDER BY lower(v.name), v.created_at, v.id`,
      [transactionId, audience === 'agent', filter.transactionVendorId ?? null, filter.vendorLibraryId ?? null],
    );
  }
}
