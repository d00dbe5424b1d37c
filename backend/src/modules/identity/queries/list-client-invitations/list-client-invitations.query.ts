import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ClientInvitationDto } from '../../clients.dto';

/** The invitations waiting for this client's answer, newest first, with the asking agent's name (ADR 0039). */
export class ListClientInvitations extends Query<ClientInvitationDto[]> {
  constructor(readonly clientId: string) {
    super();
  }
}

@QueryHandler(ListClientInvitations)
export class ListClientInvitationsHandler implements IQueryHandler<ListClientInvitations> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: ListClientInvitations): Promise<ClientInvitationDto[]> {
    const rows = await this.dataSource.query<{ agent_id: string; full_name: string; company: string | null; requested_at: Date }[]>(
      `SELECT l.agent_id, a.full_name, a.company, l.requested_at
         FROM client_links l JOIN profiles a ON a.id = l.agent_id
        WHERE l.client_id = $1 AND l.status = 'pending' AND a.erased_at IS NULL
        ORDER BY l.requested_at DESC, l.agent_id`,
      [query.clientId],
    );
    return rows.map((row) => ({ agent_id: row.agent_id, agent_name: row.full_name, agent_company: row.company, requested_at: new Date(row.requested_at).toISOString() }));
  }
}
