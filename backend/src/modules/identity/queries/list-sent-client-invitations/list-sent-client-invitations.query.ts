import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PendingClientInvitationDto } from '../../clients.dto';

/**
 * The agent's invitations still waiting for the client's answer, newest first (ADR 0039): the address
 * the agent typed, never the client's name or phone. A declined one leaves the list; so does an
 * erased client.
 */
export class ListSentClientInvitations extends Query<PendingClientInvitationDto[]> {
  constructor(readonly agentId: string) {
    super();
  }
}

@QueryHandler(ListSentClientInvitations)
export class ListSentClientInvitationsHandler implements IQueryHandler<ListSentClientInvitations> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: ListSentClientInvitations): Promise<PendingClientInvitationDto[]> {
    const rows = await this.dataSource.query<{ client_id: string; email: string; requested_at: Date }[]>(
      `SELECT l.client_id, c.email, l.requested_at
         FROM client_links l JOIN profiles c ON c.id = l.client_id
        WHERE l.agent_id = $1 AND l.status = 'pending' AND c.erased_at IS NULL AND c.email IS NOT NULL
        ORDER BY l.requested_at DESC, l.client_id`,
      [query.agentId],
    );
    return rows.map((row) => ({ client_id: row.client_id, email: row.email, requested_at: new Date(row.requested_at).toISOString() }));
  }
}
