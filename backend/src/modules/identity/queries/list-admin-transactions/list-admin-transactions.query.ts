import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { AdminTransactionDto } from '../../identity.dto';

/**
 * Spec 000 §2 admin Transactions tab: every deal of the read model (`transactions`), newest first,
 * with its agent's and client's names; soft-deleted deals stay in the list and show as Deleted. Its
 * version is the If-Match of the admin's reassignment (issue 24 item 5).
 */
export class ListAdminTransactions extends Query<AdminTransactionDto[]> {}

interface AdminTransactionRow {
  id: string;
  property_address: string | null;
  agent_name: string | null;
  client_name: string | null;
  status: string;
  deleted: boolean;
  created_at: Date;
  last_version: number;
}

@QueryHandler(ListAdminTransactions)
export class ListAdminTransactionsHandler implements IQueryHandler<ListAdminTransactions> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(): Promise<AdminTransactionDto[]> {
    const rows = await this.dataSource.query<AdminTransactionRow[]>(
      `SELECT t.id, t.property_address, agent.full_name AS agent_name, client.full_name AS client_name,
              t.status, t.deleted_at IS NOT NULL AS deleted, t.created_at, t.last_version
         FROM transactions t
         LEFT JOIN profiles agent ON agent.id = t.agent_id
         LEFT JOIN profiles client ON client.id = t.client_id
        ORDER BY t.created_at DESC, t.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      // A draft may have no address yet (spec 001 §6 drafts need only the type).
      propertyAddress: row.property_address ?? '',
      agentName: row.agent_name,
      clientName: row.client_name,
      status: row.status,
      deleted: row.deleted,
      createdAt: new Date(row.created_at).toISOString(),
      // The admin reassigns a deal from this list (ADR 0069): at the version it read.
      version: Number(row.last_version),
    }));
  }
}
