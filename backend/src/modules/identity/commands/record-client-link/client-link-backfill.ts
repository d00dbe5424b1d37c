import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { clientLink, clientLinkId } from '../../domain/client-link';

/**
 * Deals made before client links existed (ADR 0039) named client accounts their agent had not
 * created; those links are kept: each (agent, client account) pair of a deal that is not deleted,
 * with no link stream yet, gets its link recorded at start (`ClientLinkAccepted`, no e-mail). Once
 * done it finds nothing again: a deal can only name a linked client since. A pair with an invitation
 * (pending or declined) is left to the client's answer. `transactions` is the deals' read table,
 * read here as `ListMyClients` read it before, keeping identity free of the transactions module.
 */
@Injectable()
export class ClientLinkBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(ClientLinkBackfill.name);

  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<number> {
    const pairs = await this.dataSource.query<{ agent_id: string; client_id: string }[]>(
      `SELECT DISTINCT t.agent_id, t.client_id
         FROM transactions t JOIN profiles p ON p.id = t.client_id
        WHERE t.deleted_at IS NULL AND p.role = 'client' AND p.erased_at IS NULL AND p.created_by IS DISTINCT FROM t.agent_id
          AND NOT EXISTS (SELECT 1 FROM client_links l WHERE l.agent_id = t.agent_id AND l.client_id = t.client_id)`,
    );
    for (const { agent_id: agentId, client_id: clientId } of pairs) {
      await this.pipeline.handle(
        clientLink,
        clientLinkId(agentId, clientId),
        { type: 'RecordClientLink', agentId, clientId },
        { metadata: { actorId: null, correlationId: `client-link-backfill-${randomUUID()}`, causationId: null } },
      );
    }
    if (pairs.length > 0) this.logger.log(`Recorded the client links of ${pairs.length} existing deals' clients`);
    return pairs.length;
  }
}
