import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ClientDto } from '../../clients.dto';

/**
 * The clients of agent `$1` (issue 18 item 5, ADR 0039), on `profiles p`: client accounts only, not
 * erased, that the agent created or whose invitation they accepted. A deal's client_id must be one
 * of them, and GET /api/clients lists them.
 */
export const LINKED_CLIENT_OF_AGENT = `p.role = 'client' AND p.erased_at IS NULL
  AND (p.created_by = $1 OR EXISTS (SELECT 1 FROM client_links l WHERE l.agent_id = $1 AND l.client_id = p.id AND l.status = 'accepted'))`;

/**
 * Spec 001 §2.5 Registered Clients and §7 "Agent settings": the agent's clients (LINKED_CLIENT_OF_AGENT),
 * each once, sorted by name. Erased people are not listed (their row says nothing any more).
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
        WHERE ${LINKED_CLIENT_OF_AGENT}
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
