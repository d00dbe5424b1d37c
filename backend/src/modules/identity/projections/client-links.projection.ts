import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { CLIENT_LINK_EVENT_TYPES, ClientLinkEvent } from '../domain/client-link';

const STATUS_OF: Record<ClientLinkEvent['type'], string> = {
  ClientLinkRequested: 'pending',
  ClientLinkAccepted: 'accepted',
  ClientLinkDeclined: 'declined',
};

/** Inline: the client's portal shows the invitation, and the agent may use an accepted link, right after the write. */
@Injectable()
export class ClientLinksProjection implements Projection {
  readonly name = 'identity-client-links';
  readonly mode = 'inline' as const;
  readonly readTables = ['client_links'];
  readonly handles = CLIENT_LINK_EVENT_TYPES;

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as ClientLinkEvent & StoredEvent;
    const requested = event.type === 'ClientLinkRequested';
    await sql.query(
      `INSERT INTO client_links (agent_id, client_id, status, requested_at, answered_at, last_version)
       VALUES ($1, $2, $3, $4, CASE WHEN $6::boolean THEN NULL ELSE $4::timestamptz END, $5)
       ON CONFLICT (agent_id, client_id) DO UPDATE
          SET status = EXCLUDED.status,
              requested_at = CASE WHEN $6::boolean THEN EXCLUDED.requested_at ELSE client_links.requested_at END,
              answered_at = CASE WHEN $6::boolean THEN NULL ELSE $4::timestamptz END,
              last_version = EXCLUDED.last_version
        WHERE client_links.last_version < EXCLUDED.last_version`,
      [event.data.agentId, event.data.clientId, STATUS_OF[event.type], stored.occurredAt, stored.streamVersion, requested],
    );
  }
}
