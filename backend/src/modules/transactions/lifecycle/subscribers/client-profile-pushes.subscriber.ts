import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { RealtimeService } from '../../../../platform/realtime/realtime.service';
import { CLIENT_PROFILE_UPDATED_EVENT } from '../../../identity/identity.public';
import { listOwnersOf, TransactionChangedPush, transactionListPolicy, transactionPolicy } from '../../kernel/transactions.policy';
import { TransactionDto } from '../../kernel/catalogue.dto';

/**
 * A client's name or phone shows on each of their deals (joined from profiles): when the agent edits
 * it (PATCH /transactions/:id/client), every open screen of those deals is told to refetch, like
 * after a deal event. The deal's version is unchanged; the push carries the current one.
 */
@Injectable()
export class ClientProfilePushesSubscriber implements EventSubscriber {
  readonly name = 'transaction-client-profile-pushes';
  readonly handles = [CLIENT_PROFILE_UPDATED_EVENT];

  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: StoredEvent, sql: SqlExecutor): Promise<void> {
    const { userId } = event.data as { userId: string };
    const deals = await sql.query<{ id: string; agent_id: string; client_id: string; status: string; last_version: number }>(
      'SELECT id, agent_id, client_id, status, last_version FROM transactions WHERE client_id = $1 AND deleted_at IS NULL',
      [userId],
    );
    for (const deal of deals) {
      const push: TransactionChangedPush = { id: deal.id, version: Number(deal.last_version) };
      this.realtime.emitToResource(transactionPolicy, deal.id, 'transaction.changed', push as TransactionDto);
      for (const listOwner of listOwnersOf(deal)) this.realtime.emitToResource(transactionListPolicy, listOwner, 'transaction.changed', push);
    }
  }
}
