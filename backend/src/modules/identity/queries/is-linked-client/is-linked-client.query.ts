import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { LINKED_CLIENT_OF_AGENT } from '../list-my-clients/list-my-clients.query';

/**
 * Whether `clientId` names a client account linked to the agent (created by them, or an accepted
 * invitation): what a deal's client_id must be (issue 18 item 5, ADR 0039). Public for transactions.
 */
export class IsLinkedClient extends Query<boolean> {
  constructor(
    readonly agentId: string,
    readonly clientId: string,
  ) {
    super();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(IsLinkedClient)
export class IsLinkedClientHandler implements IQueryHandler<IsLinkedClient> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: IsLinkedClient): Promise<boolean> {
    if (!UUID.test(query.clientId)) return false;
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM profiles p WHERE p.id = $2 AND ${LINKED_CLIENT_OF_AGENT}`, [query.agentId, query.clientId]);
    return rows.length > 0;
  }
}
