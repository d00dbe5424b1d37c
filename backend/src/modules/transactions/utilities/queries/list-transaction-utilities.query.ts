import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { TransactionUtilityDto } from '../http/transaction-utilities.dto';

/** What everyone who reads a utility sees (table alias `u`). */
const SHARED_COLUMNS = `u.id, u.transaction_id, u.utility_type, u.action, u.provider_name, u.website_url,
  to_char(u.due_date, 'YYYY-MM-DD') AS due_date, u.status, u.is_client_visible, u.create_client_task, u.client_task_id,
  u.created_at, u.updated_at`;
/** The agent's working details (spec 002 §6: removed for clients). */
const AGENT_COLUMNS = `u.notes, u.account_number, u.confirmation_number`;

interface UtilityRow extends Omit<TransactionUtilityDto, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

/** A deal's utilities, newest first: the agent's all of them, a client's only those shown to them, without account details. */
export class ListTransactionUtilities extends Query<TransactionUtilityDto[]> {
  constructor(
    readonly transactionId: string,
    readonly audience: 'agent' | 'client',
    readonly utilityId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListTransactionUtilities)
export class ListTransactionUtilitiesHandler implements IQueryHandler<ListTransactionUtilities> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, audience, utilityId }: ListTransactionUtilities): Promise<TransactionUtilityDto[]> {
    const parameters: unknown[] = [transactionId];
    const where = ['u.transaction_id = $1'];
    if (audience === 'client') where.push('u.is_client_visible');
    if (utilityId) {
      parameters.push(utilityId);
      where.push(`u.id = $${parameters.length}`);
    }
    const columns = audience === 'agent' ? `${SHARED_COLUMNS}, ${AGENT_COLUMNS}` : SHARED_COLUMNS;
    const rows: UtilityRow[] = await this.dataSource.query(
      `SELECT ${columns} FROM transaction_utilities u WHERE ${where.join(' AND ')} ORDER BY u.created_at DESC, u.id`,
      parameters,
    );
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
  }
}
