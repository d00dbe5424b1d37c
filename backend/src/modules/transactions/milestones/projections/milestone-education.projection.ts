import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { TransactionEvent } from '../../transaction.events';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';

/**
 * A deal's own education texts (spec 002 §3 "Milestone education override": one per transaction and
 * type; a reset deletes it). Inline, so the agent's save is on the timeline at once.
 */
@Injectable()
export class MilestoneEducationProjection implements Projection {
  readonly name = 'milestone-education';
  readonly mode = 'inline' as const;
  readonly readTables = ['milestone_education_overrides'];
  readonly handles = ['MilestoneEducationSet', 'MilestoneEducationReset', DEAL_DELETED];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent;
    if (event.type === 'MilestoneEducationSet') {
      await sql.query(
        `INSERT INTO milestone_education_overrides (transaction_id, milestone_type, custom_education_text, created_by, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (transaction_id, milestone_type) DO UPDATE
           SET custom_education_text = EXCLUDED.custom_education_text, created_by = EXCLUDED.created_by, updated_at = EXCLUDED.updated_at`,
        [event.data.transactionId, event.data.milestoneType, event.data.text, event.data.setBy, stored.occurredAt],
      );
    } else if (event.type === 'MilestoneEducationReset') {
      await sql.query('DELETE FROM milestone_education_overrides WHERE transaction_id = $1 AND milestone_type = $2', [
        event.data.transactionId,
        event.data.milestoneType,
      ]);
    }
  }
}
