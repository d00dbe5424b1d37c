import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { clientRoleOf } from '../../kernel/domain/transaction-access';
import { contactForClient } from '../../kernel/domain/transaction-visibility';
import { TransactionContactDto } from '../http/transaction-contacts.dto';

/**
 * A deal's key contacts ordered by role, then created_at (spec 002 §7). For a client (or the agent's
 * preview of their view): each as `contactForClient` lets them see it (spec 002 §6, ADR 0036).
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
    const rows: (TransactionContactRow & { transaction_type: string })[] = await this.dataSource.query(
      `SELECT c.id, c.transaction_id, c.role, c.custom_role, c.name, c.company, c.email, c.phone, c.is_agent_only, c.standalone, c.created_at, t.transaction_type
         FROM transaction_contacts c JOIN transactions t ON t.id = c.transaction_id
        WHERE c.transaction_id = $1
        ORDER BY c.role, c.created_at, c.id`,
      [transactionId],
    );
    const contacts = rows.map(({ transaction_type: transactionType, ...row }) =>
      forClient ? contactForClient(row, clientRoleOf(transactionType)) : row,
    );
    return contacts.filter((row) => row !== undefined).map(toTransactionContactDto);
  }
}

interface TransactionContactRow {
  id: string;
  transaction_id: string;
  role: string;
  custom_role: string | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  is_agent_only: boolean;
  standalone: boolean;
  created_at: Date;
}

const toTransactionContactDto = (row: TransactionContactRow): TransactionContactDto => ({ ...row, created_at: row.created_at.toISOString() });
