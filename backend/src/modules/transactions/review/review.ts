import { DataSource } from 'typeorm';
import { sqlOf } from '../../../platform/event-store/sql-executor';
import { oversightOf } from '../../identity/identity.public';
import { REQUIRED_DOCUMENT_FLAGS } from '../documents/domain/required-documents';
import { milestoneListedSql, propertyTodaySql } from '../kernel/milestone-summary.sql';

/**
 * The compliance review queue (issue 24 item 4, ADR 0068). A deal's review lives on its own stream
 * `deal-review-<id>` (type `deal-review`) — not the deal's, whose version is the agent's If-Match —
 * and its If-Match is that stream's version. The broker's review window (days before closing a deal
 * becomes ready) is `ReviewWindowSet` on `review-window-<brokerId>`; a team lead uses their broker's.
 */
export const DEAL_REVIEW_APPROVED = 'DealReviewApproved';
export const DEAL_REVIEW_RETURNED = 'DealReviewReturned';
export const DEAL_RETURN_RESOLVED = 'DealReturnResolved';
export const REVIEW_WINDOW_SET = 'ReviewWindowSet';
export const REVIEW_EVENT_TYPES = [DEAL_REVIEW_APPROVED, DEAL_REVIEW_RETURNED, DEAL_RETURN_RESOLVED];
export const DEFAULT_REVIEW_WINDOW_DAYS = 7;
export const MAX_REVIEW_WINDOW_DAYS = 90;
export const REVIEW_NOTE_MAX = 2000;

export const reviewStreamOf = (transactionId: string): string => `deal-review-${transactionId}`;
export const reviewWindowStreamOf = (brokerId: string): string => `review-window-${brokerId}`;

export interface DealReviewDecidedData {
  transactionId: string;
  reviewerId: string;
  /** broker or team_lead */
  reviewerRole: string;
  /** The reviewer's note; required on a return. */
  note: string | null;
}
export interface DealReturnResolvedData {
  transactionId: string;
  agentId: string;
}
export interface ReviewWindowSetData {
  brokerId: string;
  days: number;
}

export type ReviewStatus = 'not_reviewed' | 'approved' | 'returned' | 'resolved';

export interface DealReview {
  status: ReviewStatus;
  /** The return's note while the deal is Returned and not yet resolved; else null. */
  note: string | null;
  reviewer_name: string | null;
  reviewer_role: string | null;
  decided_at: string | null;
  /** The review stream's version: the If-Match of the next decision (0: never reviewed). */
  version: number;
}

/** SQL (lateral) for a deal's latest review event, given the deal id expression. */
export const latestReviewSql = (dealId: string) => `
  SELECT e.event_type, e.data->>'note' AS note, e.data->>'reviewerRole' AS reviewer_role,
         CASE WHEN p.erased_at IS NULL THEN p.full_name END AS reviewer_name,
         to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS decided_at, e.stream_version AS version
    FROM events e LEFT JOIN profiles p ON p.id::text = e.data->>'reviewerId'
   WHERE e.stream_id = 'deal-review-' || ${dealId}::text
   ORDER BY e.stream_version DESC LIMIT 1`;

const STATUS_OF: Record<string, ReviewStatus> = {
  [DEAL_REVIEW_APPROVED]: 'approved',
  [DEAL_REVIEW_RETURNED]: 'returned',
  [DEAL_RETURN_RESOLVED]: 'resolved',
};

interface LatestReviewRow {
  event_type: string | null;
  note: string | null;
  reviewer_role: string | null;
  reviewer_name: string | null;
  decided_at: string | null;
  version: number | null;
}

export function reviewOf(row: LatestReviewRow | undefined): DealReview {
  const status = row?.event_type ? (STATUS_OF[row.event_type] ?? 'not_reviewed') : 'not_reviewed';
  return {
    status,
    note: status === 'returned' ? row?.note ?? null : null,
    reviewer_name: status === 'approved' || status === 'returned' ? row?.reviewer_name ?? null : null,
    reviewer_role: status === 'approved' || status === 'returned' ? row?.reviewer_role ?? null : null,
    decided_at: row?.decided_at ?? null,
    version: Number(row?.version ?? 0),
  };
}

export async function readDealReview(dataSource: DataSource, transactionId: string): Promise<DealReview> {
  const [row] = await dataSource.query<LatestReviewRow[]>(latestReviewSql('$1'), [transactionId]);
  return reviewOf(row);
}

/** The broker whose window applies to `userId`: a broker's own; a team lead's broker (none: the default). */
export async function windowOwnerOf(dataSource: DataSource, user: { userId: string; role: string }): Promise<string | null> {
  if (user.role === 'broker') return user.userId;
  return (await oversightOf(sqlOf(dataSource), user.userId)).brokerId;
}

export async function reviewWindowOf(dataSource: DataSource, brokerId: string | null): Promise<{ days: number; version: number }> {
  if (!brokerId) return { days: DEFAULT_REVIEW_WINDOW_DAYS, version: 0 };
  const [row] = await dataSource.query<{ days: string | null; version: number | null }[]>(
    `SELECT data->>'days' AS days, stream_version AS version FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
    [reviewWindowStreamOf(brokerId)],
  );
  return { days: row?.days ? Number(row.days) : DEFAULT_REVIEW_WINDOW_DAYS, version: Number(row?.version ?? 0) };
}

/** SQL: the deal `t` is ready for review within `days` (a SQL expression): closed, or closing within the window. */
export const readyForReviewSql = (t: string, days: string) =>
  `${t}.deleted_at IS NULL AND ${t}.status NOT IN ('draft', 'cancelled', 'archived')
   AND (${t}.status = 'closed' OR (${t}.closing_date IS NOT NULL AND ${t}.closing_date <= ${propertyTodaySql(t)} + ${days}))`;

/** SQL (json array): the deal's required documents (ADR 0047) and whether each is on the deal. */
export const requiredDocumentsSql = (t: string) => {
  const arms = Object.entries(REQUIRED_DOCUMENT_FLAGS).map(
    ([kind, flag]) =>
      `SELECT '${kind}' AS kind, EXISTS (SELECT 1 FROM transaction_documents d WHERE d.transaction_id = ${t}.id AND d.kind = '${kind}') AS present
        WHERE ${flag === null ? 'true' : `coalesce((${t}.fields ->> '${flag}')::boolean, false)`}`,
  );
  return `(SELECT coalesce(json_agg(json_build_object('kind', r.kind, 'present', r.present)), '[]'::json) FROM (${arms.join(' UNION ALL ')}) r)`;
};

/** SQL (json array): the deal's milestones as its agent lists them, in order. */
export const reviewMilestonesSql = (t: string) =>
  `(SELECT coalesce(json_agg(json_build_object('name', m.milestone_name, 'due_date', to_char(m.due_date, 'YYYY-MM-DD'), 'completed', m.completed)
            ORDER BY m.position), '[]'::json)
      FROM transaction_milestones m WHERE m.transaction_id = ${t}.id AND ${milestoneListedSql('m', t)})`;
