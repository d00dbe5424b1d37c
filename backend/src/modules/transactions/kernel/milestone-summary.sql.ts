import { MILESTONE_RULES_VERSION } from './domain/milestone-sources';
import { SELLER_CLIENT_HIDDEN_MILESTONES } from './domain/transaction-visibility';
import { AT_RISK_WINDOW_DAYS, OPEN_DEAL_PROGRESS_CAP } from './domain/milestone-status';

/**
 * What a deal's stored milestones say NOW, in SQL, for the reads that show it (ADR 0024): time
 * passing turns a deal at_risk or overdue and moves its next milestone without any event, so the
 * stored columns (true as of the last event) are not what a list shows. The same rules as
 * domain/milestones/milestone-status.ts: "today" is the property's calendar date (the deal row's
 * `property_time_zone`), a timed milestone has passed at its instant, a date-only one from the next
 * day there; a closed deal lists only milestones due on or before closed_at.
 *
 * Use: `LEFT JOIN LATERAL (${milestoneSummarySql('t')}) ms ON true` on a query over `transactions t`;
 * it yields next_milestone_type, next_milestone_name, next_milestone_date, compliance_status,
 * progress_percentage, percent_complete. For a client's view only the milestones they see count, so an
 * agent-only one (appraisal_target, spec 002 §4) never shows as their next milestone. An undated
 * custom milestone (spec 002 §5) is never passed, at risk, next, or listed on a closed deal.
 */
export type MilestoneAudience = 'agent' | 'client';
/** The property's calendar date now: the deal row keeps the zone it counts its days in. */
const TODAY = (t: string) => `(now() AT TIME ZONE ${t}.property_time_zone)::date`;
const PASSED = (m: string, t: string) =>
  `(CASE WHEN ${m}.due_datetime IS NOT NULL THEN ${m}.due_datetime <= now() ELSE coalesce(${m}.due_date < ${TODAY(t)}, false) END)`;
const LISTED = (m: string, t: string) =>
  `(${t}.closed_at IS NULL OR CASE WHEN ${m}.due_datetime IS NOT NULL THEN ${m}.due_datetime <= ${t}.closed_at
     ELSE ${m}.due_date <= (${t}.closed_at AT TIME ZONE ${t}.property_time_zone)::date END)`;

/**
 * The milestones the deal's client sees (spec 002 §6): the client-visible ones, less — on a seller deal
 * — those that tell buyer-side facts the seller client's deny list hides (ADR 0036 addendum).
 */
const CLIENT_SEES = (m: string, t: string) =>
  `(${m}.is_client_visible AND (${t}.transaction_type <> 'seller' OR ${m}.milestone_type <> ALL('{${SELLER_CLIENT_HIDDEN_MILESTONES.join(',')}}'::text[])))`;

/** Deals under way: not drafts, not closed, cancelled or archived, not deleted (their deadlines still bind). */
export const dealUnderWaySql = (t: string) => `${t}.deleted_at IS NULL AND ${t}.status NOT IN ('draft', 'closed', 'cancelled', 'archived')`;

export const milestonePassedSql = PASSED;
export const clientSeesMilestoneSql = CLIENT_SEES;
export const milestoneListedSql = LISTED;
export const propertyTodaySql = TODAY;

export function milestoneSummarySql(t: string, audience: MilestoneAudience = 'agent'): string {
  const visible = (m: string) => (audience === 'client' ? ` AND ${CLIENT_SEES(m, t)}` : '');
  return `
    SELECT next.milestone_type AS next_milestone_type,
           next.milestone_name AS next_milestone_name,
           to_char(next.due_date, 'YYYY-MM-DD') AS next_milestone_date,
           CASE WHEN bool_or(NOT m.completed AND ${PASSED('m', t)}) THEN 'overdue'
                WHEN bool_or(NOT m.completed AND m.due_date <= ${TODAY(t)} + ${AT_RISK_WINDOW_DAYS}) THEN 'at_risk'
                ELSE 'ok' END AS compliance_status,
           CASE WHEN ${t}.status = 'closed' THEN 100
                WHEN count(m.id) = 0 THEN 0
                ELSE least(${OPEN_DEAL_PROGRESS_CAP}, round(100.0 * count(m.id) FILTER (WHERE ${PASSED('m', t)}) / count(m.id)))::int
           END AS progress_percentage,
           CASE WHEN count(m.id) + max(docs.required) = 0 THEN 0
                ELSE round(100.0 * (count(m.id) FILTER (WHERE m.completed OR ${PASSED('m', t)}) + max(docs.required))
                           / (count(m.id) + max(docs.required)))::int
           END AS percent_complete
      FROM (SELECT 1) one
      LEFT JOIN transaction_milestones m ON m.transaction_id = ${t}.id AND ${LISTED('m', t)}${visible('m')}
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS required FROM transaction_documents d WHERE d.transaction_id = ${t}.id AND d.is_required
      ) docs
      LEFT JOIN LATERAL (
        SELECT n.milestone_type, n.milestone_name, n.due_date
          FROM transaction_milestones n
         WHERE n.transaction_id = ${t}.id AND ${LISTED('n', t)}${visible('n')}
           AND ((n.due_date IS NOT NULL AND NOT n.completed AND NOT ${PASSED('n', t)}) OR n.milestone_type = 'closing')
         ORDER BY (n.completed OR ${PASSED('n', t)}), n.position
         LIMIT 1
      ) next ON true
     GROUP BY next.milestone_type, next.milestone_name, next.due_date`;
}

/**
 * The integrity warning (ADR 0029): a live deal whose milestones older rules wrote. The agent's alone.
 * `s` is the deal's `deal_summaries` row, joined by the caller.
 */
export function integrityWarningSql(t: string, audience: MilestoneAudience, s = 's'): string {
  return audience === 'agent' ? `(${t}.status <> 'draft' AND ${s}.milestone_rules_version IS DISTINCT FROM ${MILESTONE_RULES_VERSION})` : 'false';
}
