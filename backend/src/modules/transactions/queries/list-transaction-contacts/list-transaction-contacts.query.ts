import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { toTransactionContactDto, TransactionContactRow } from '../../transaction-rows';
import { TransactionContactDto } from '../../transactions.dto';

/**
 * A deal's key contacts ordered by role, then created_at (spec 002 §7). For a client (spec 002 §6):
 * not agent-only, and no role containing "agent" (unless it contains "other") or "counterparty".
 */
export class ListTransactionContacts extends Query<TransactionContactDto[]> {
  constructor(
    readonly transactionId: string,
    readonly forClient: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListTransactionContacts)
export class ListTransactionContactsHandler implements IQueryHandler<ListTransactionContacts> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, forClient }: ListTransactionContacts): Promise<TransactionContactDto[]> {
    const clientFilter = forClient
      ? `AND NOT is_agent_only AND NOT (role ILIKE '%agent%' AND role NOT ILIKE '%other%') AND role NOT ILIKE '%counterparty%'`
      : '';
    const rows: TransactionContactRow[] = await this.dataSource.query(
      `SELECT id, transaction_id, role, custom_role, name, company, email, phone, is_agent_only, created_at
         FROM transaction_contacts WHERE transaction_id = $1 ${clientFilter}
        ORDER BY role, created_at, id`,
      [transactionId],
    );
    return rows.map(toTransactionContactDto);
  }
}
