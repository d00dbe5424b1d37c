import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ClientDto } from '../../clients.dto';

/**
 * Spec 001 §2.5 Registered Clients and §7 "Agent settings": the clients this agent created, and
 * those linked to one of the agent's deals that is not deleted; each once, sorted by name. Erased
 * people are not listed (their row says nothing any more). `transactions` is the deals' read table
 * (contract "Read tables"); reading it here keeps identity free of the transactions module.
 */
export class ListMyClients extends Query<ClientDto[]> {
  constructor(readonly agentId: string) {
    super();
  }
}

interface ClientRow {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  created_at: Date;
}

@QueryHandler(ListMyClients)
export class ListMyClientsHandler implements IQueryHandler<ListMyClients> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: ListMyClients): Promise<ClientDto[]> {
    const rows = await this.dataSource.query<ClientRow[]>(
      `SELECT p.id, p.full_name, p.email, p.phone, p.created_at
         FROM profiles p
        WHERE p.erased_at IS NULL
          AND (p.created_by = $1 OR p.id IN (SELECT t.client_id FROM transactions t WHERE t.agent_id = $1 AND t.deleted_at IS NULL))
        ORDER BY lower(p.full_name), p.full_name, p.id`,
      [query.agentId],
    );
    return rows.map((row) => ({
      id: row.id,
      full_name: row.full_name,
      email: row.email,
      phone: row.phone,
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}
