import type { SqlExecutor } from '../../../platform/event-store/sql-executor';
import type { VendorShareTargetDto } from '../vendors.dto';

/**
 * Adapter onto the deal's read table (`transactions`), kept here because the deal module's public
 * file has no such read yet (ADR 0043; to move behind `transactions.public.ts`). Spec 001 §4 groups
 * Under Contract as these six statuses: the option period, inspection, appraisal, walkthrough and
 * closing are exactly where an inspector, appraiser or title company is needed, so the share lists
 * them with pending (spec 001 §5, §7 name "pending or under_contract").
 */
export const SHARE_TARGET_STATUSES = ['pending', 'under_contract', 'option_period', 'inspection', 'appraisal', 'final_walkthrough', 'closing'] as const;

/** The agent's own live deals a vendor may be shared to, by address (spec 001 §7 "ordered by address"). */
export function dealShareTargets(sql: SqlExecutor, agentId: string): Promise<VendorShareTargetDto[]> {
  return sql.query<VendorShareTargetDto>(
    `SELECT id, property_address, property_city, status
       FROM transactions
      WHERE agent_id = $1 AND deleted_at IS NULL AND status = ANY($2::text[])
      ORDER BY lower(property_address) NULLS LAST, created_at, id`,
    [agentId, SHARE_TARGET_STATUSES],
  );
}
