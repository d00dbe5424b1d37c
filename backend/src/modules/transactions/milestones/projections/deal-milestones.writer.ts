import { utilityIsDone } from '../../utilities/domain/utilities.events';
import { createHash } from 'node:crypto';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { TransactionState } from '../../transaction.state';
import { dealZoneOf, localDateOf } from '../../kernel/domain/deadlines/property-time';
import { TEXAS_DEADLINES } from '../../kernel/domain/deadlines/texas-deadlines';
import { GeneratedMilestone, MILESTONE_RULES_VERSION, MilestoneSourceCustom, MilestoneSourceUtility, MilestoneSourceDeal } from '../../kernel/domain/milestone-sources';
import { generateMilestones } from '../domain/generate-milestones';
import {
  clockAt,
  completeOnClose,
  complianceStatusOf,
  displayedProgress,
  dueInstantOf,
  listedMilestones,
  nextMilestoneOf,
  percentComplete,
} from '../../kernel/domain/milestone-status';

export interface DealMilestonesInput {
  readonly transactionId: string;
  readonly status: string;
  readonly closedAt: string | null;
  readonly deletedAt?: string | null;
  readonly deal: MilestoneSourceDeal;
  /** The agent's own milestones (spec 002 §7), kept through every regeneration. */
  readonly custom?: readonly MilestoneSourceCustom[];
  /** One utility_transfer milestone per utility with a date (spec 002 §4). */
  readonly utilities?: readonly MilestoneSourceUtility[];
  /** The event's time: "today" for the types dated when generated, and the clock for the stored summary. */
  readonly occurredAt: Date;
}

/** The zone the deal counts its days in (the read side keeps the same on the row: property_time_zone). */
const dealZone = (input: Pick<DealMilestonesInput, 'deal'>): string => dealZoneOf(input.deal.property_state, input.deal.property_county).id;

/**
 * A milestone row's id from (deal, type, occurrence of that type): the same after every full
 * regeneration and after a rebuild, so nothing that later points at a milestone loses it (ADR 0024).
 */
export function milestoneRowId(transactionId: string, type: string, occurrence: number | string): string {
  const hex = createHash('sha256').update(`${transactionId}/${type}/${occurrence}`).digest('hex');
  // An RFC 4122 shape (version 5-like, variant 10xx) so it is a valid uuid value.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A deal's utilities and own milestones in the order its sealed snapshot keeps them: `jsonb` stores an
 * object's keys shortest first, then bytewise. Milestones on the same day keep the order they are given
 * in, so without this a deal folded from its snapshot (every live regeneration after 20 events) listed
 * them in another order than one folded from the start (the first 20, and a rebuild, ADR 0089).
 */
const inSnapshotOrder = <T>(entries: Record<string, T>): Array<[string, T]> =>
  Object.entries(entries).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));

/** What a regeneration reads of the deal itself (not its utilities and own milestones): what datesReadBackAfter needs. */
export type DealMilestonesSource = Pick<DealMilestonesInput, 'status' | 'deal' | 'occurredAt'>;

/** Whether the deal is there to have milestones (dealMilestonesSourceOf and dealMilestonesInputOf give undefined otherwise). */
export const dealHasMilestones = (
  state: TransactionState,
): state is TransactionState & { transactionType: NonNullable<TransactionState['transactionType']>; status: NonNullable<TransactionState['status']> } => Boolean(state.exists && state.transactionType && state.status);

/** The day of an instant in the deal's zone, as its regeneration counts "today". */
export function dealLocalDateOf(state: TransactionState, occurredAt: Date): string {
  const fields = (state.closedWith ?? state).fields as { property_state?: string | null; property_county?: string | null };
  return localDateOf(occurredAt, dealZoneOf(fields.property_state, fields.property_county).id);
}

/** The deal's fields as its milestones read them; undefined for a deal that is not there. */
export function dealMilestonesSourceOf(state: TransactionState, occurredAt: Date): DealMilestonesSource | undefined {
  if (!dealHasMilestones(state)) return undefined;
  // A closed deal's timeline is what it was at the close: an edit after it moves no milestone (issue 18 item 5).
  const timeline = state.closedWith ?? state;
  return {
    status: state.status,
    deal: { ...timeline.fields, transaction_type: state.transactionType, amendments: state.amendments, confirmed: state.confirmedMilestones, removed: state.removedMilestones },
    occurredAt,
  };
}

/** What a regeneration needs of the deal as folded from its stream; undefined for a deal that is not there. */
export function dealMilestonesInputOf(transactionId: string, state: TransactionState, occurredAt: Date): DealMilestonesInput | undefined {
  const source = dealMilestonesSourceOf(state, occurredAt);
  if (!source) return undefined;
  const timeline = state.closedWith ?? state;
  return {
    transactionId,
    status: source.status,
    closedAt: state.closedAt,
    deal: source.deal,
    custom: inSnapshotOrder(timeline.customMilestones).map(([id, milestone]) => ({
      id,
      milestone_name: milestone.name,
      due_date: milestone.dueDate,
      is_client_visible: milestone.isClientVisible,
    })),
    utilities: inSnapshotOrder(timeline.utilities).map(([id, utility]) => ({
      id,
      utility_type: utility.utility_type,
      action: utility.action,
      transfer_date: utility.due_date,
      is_client_visible: utility.is_client_visible,
      done: utilityIsDone(utility.status),
    })),
    occurredAt,
  };
}

/** What a regeneration reads back of the deal's stored rows: a type dated today keeps the date it first got. */
export type StoredMilestoneDates = ReadonlyArray<{ readonly milestone_type: string; readonly due_date: string | null }>;

/** The rows a full regeneration gives the deal, given its stored rows' dates (pure: a rebuild keeps those dates in memory). */
export function generateDealMilestones(input: DealMilestonesInput, previous: StoredMilestoneDates) {
  const zone = dealZone(input);
  const today = localDateOf(input.occurredAt, zone);
  const generated: GeneratedMilestone[] =
    input.status === 'draft' ? [] : generateMilestones(input.deal, { today, previous, deadlines: TEXAS_DEADLINES, custom: input.custom, utilities: input.utilities });
  // Done when generated (a fact on the deal): completed as of its own date, the same on every regeneration.
  const tracked = generated.map((m) => ({ ...m, completed_at: m.completed ? dueInstantOf(m) : null }));
  return input.closedAt ? completeOnClose(tracked, input.closedAt, zone) : tracked;
}

export type DealMilestoneRows = ReturnType<typeof generateDealMilestones>;

/**
 * What the next regeneration reads back of the rows this one writes: the dates of the types dated the day
 * they are generated (DATED_WHEN_GENERATED), the only ones it looks up. A rebuild keeps these between two
 * writes of a deal instead of generating every row for every event (ADR 0089).
 */
export function datesReadBackAfter(input: DealMilestonesSource, previous: StoredMilestoneDates): StoredMilestoneDates {
  if (input.status === 'draft') return [];
  const today = localDateOf(input.occurredAt, dealZone(input));
  return generateMilestones(input.deal, { today, previous, deadlines: TEXAS_DEADLINES, onlyDatedWhenGenerated: true }).map(({ milestone_type, due_date }) => ({
    milestone_type,
    due_date,
  }));
}

export async function readStoredMilestoneDates(sql: SqlExecutor, transactionId: string): Promise<StoredMilestoneDates> {
  return sql.query<{ milestone_type: string; due_date: string }>(
    `SELECT milestone_type, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM transaction_milestones WHERE transaction_id = $1`,
    [transactionId],
  );
}

function milestoneIdsOf(transactionId: string, rows: DealMilestoneRows): string[] {
  const seen = new Map<string, number>();
  return rows.map((m) => {
    if (m.id) return m.id;
    if (m.key) return milestoneRowId(transactionId, m.milestone_type, m.key);
    const occurrence = seen.get(m.milestone_type) ?? 0;
    seen.set(m.milestone_type, occurrence + 1);
    return milestoneRowId(transactionId, m.milestone_type, occurrence);
  });
}

/**
 * The rows a full regeneration of this deal writes now (with their ids): what the integrity check
 * compares the stored rows with, and what writeDealMilestones stores.
 */
export async function expectedDealMilestones(sql: SqlExecutor, input: DealMilestonesInput) {
  const rows = generateDealMilestones(input, await readStoredMilestoneDates(sql, input.transactionId));
  return { rows, ids: milestoneIdsOf(input.transactionId, rows) };
}

/**
 * Full regeneration (spec 002 §4 Milestones, ADR 0024): the deal's milestones become the generated
 * ones, writing only the rows that differ; a closed deal has those due on or before closed_at completed with closed_at; then
 * the deal's compliance_status, percent_complete, progress_percentage and (agent's) next milestone are
 * stored as of this event in `deal_summaries`, a table this projection owns (issue 18 item 9).
 * A draft has no milestones (its dates are not commitments yet).
 */
export async function writeDealMilestones(sql: SqlExecutor, input: DealMilestonesInput): Promise<void> {
  await writeDealsMilestones(sql, [{ input, rows: (await expectedDealMilestones(sql, input)).rows }]);
}

/**
 * writeDealMilestones for several deals in the same four statements, each with the rows generated for
 * it: a rebuild writes each batch's deals at once (TransactionMilestonesReplay, ADR 0089).
 */
export async function writeDealsMilestones(sql: SqlExecutor, deals: ReadonlyArray<{ input: DealMilestonesInput; rows: DealMilestoneRows }>): Promise<void> {
  if (deals.length === 0) return;
  const transactionIds = deals.map(({ input }) => input.transactionId);
  const written = deals.flatMap(({ input, rows }) => {
    const ids = milestoneIdsOf(input.transactionId, rows);
    return rows.map((m, position) => ({ ...m, transactionId: input.transactionId, id: ids[position]!, position }));
  });
  // Only what changed is written (issue 23 item 2): rows no longer generated go, new ones come, and a
  // row whose every column is as generated is left as it is (ids are stable across regenerations).
  await sql.query('DELETE FROM transaction_milestones WHERE transaction_id = ANY($1::uuid[]) AND NOT (id = ANY($2::uuid[]))', [
    transactionIds,
    written.map((m) => m.id),
  ]);
  if (written.length > 0) {
    await sql.query(
      `INSERT INTO transaction_milestones AS m
         (id, transaction_id, milestone_type, milestone_name, due_date, due_datetime, is_client_visible, completed, completed_at, position,
          date_source, explanation, citation, computed_due_date)
       SELECT u.id, u.transaction_id, u.milestone_type, u.milestone_name, u.due_date, u.due_datetime, u.is_client_visible, u.completed, u.completed_at, u.position,
              u.date_source, u.explanation, u.citation, u.computed_due_date
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::date[], $6::timestamptz[], $7::boolean[], $8::boolean[], $9::timestamptz[], $10::int[],
                     $11::text[], $12::text[], $13::text[], $14::date[])
              AS u(id, transaction_id, milestone_type, milestone_name, due_date, due_datetime, is_client_visible, completed, completed_at, position,
                   date_source, explanation, citation, computed_due_date)
       ON CONFLICT (id) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, milestone_type = EXCLUDED.milestone_type,
         milestone_name = EXCLUDED.milestone_name, due_date = EXCLUDED.due_date, due_datetime = EXCLUDED.due_datetime,
         is_client_visible = EXCLUDED.is_client_visible, completed = EXCLUDED.completed, completed_at = EXCLUDED.completed_at,
         position = EXCLUDED.position, date_source = EXCLUDED.date_source, explanation = EXCLUDED.explanation, citation = EXCLUDED.citation,
         computed_due_date = EXCLUDED.computed_due_date, notes = NULL
       WHERE (m.transaction_id, m.milestone_type, m.milestone_name, m.due_date, m.due_datetime, m.is_client_visible, m.completed, m.completed_at,
              m.position, m.date_source, m.explanation, m.citation, m.computed_due_date, m.notes)
         IS DISTINCT FROM (EXCLUDED.transaction_id, EXCLUDED.milestone_type, EXCLUDED.milestone_name, EXCLUDED.due_date, EXCLUDED.due_datetime,
              EXCLUDED.is_client_visible, EXCLUDED.completed, EXCLUDED.completed_at, EXCLUDED.position, EXCLUDED.date_source,
              EXCLUDED.explanation, EXCLUDED.citation, EXCLUDED.computed_due_date, NULL::text)`,
      [
        written.map((m) => m.id),
        written.map((m) => m.transactionId),
        written.map((m) => m.milestone_type),
        written.map((m) => m.milestone_name),
        written.map((m) => m.due_date),
        written.map((m) => m.due_datetime),
        written.map((m) => m.is_client_visible),
        written.map((m) => m.completed),
        written.map((m) => m.completed_at),
        written.map((m) => m.position),
        written.map((m) => m.date_source),
        written.map((m) => m.explanation),
        written.map((m) => m.citation),
        written.map((m) => m.computed_due_date),
      ],
    );
  }

  const counts = await sql.query<{ transaction_id: string; required: number }>(
    'SELECT transaction_id, count(*)::int AS required FROM transaction_documents WHERE transaction_id = ANY($1::uuid[]) AND is_required GROUP BY transaction_id',
    [transactionIds],
  );
  const required = new Map(counts.map((row) => [row.transaction_id, row.required]));
  const summaries = deals.map(({ input, rows }) => {
    const zone = dealZone(input);
    const clock = clockAt(input.occurredAt, zone);
    const listed = listedMilestones(rows, input.closedAt, zone);
    const next = nextMilestoneOf(listed, clock);
    return {
      compliance: complianceStatusOf(listed, clock),
      percent: percentComplete(listed, required.get(input.transactionId) ?? 0, clock),
      progress: displayedProgress(input.status, listed, clock),
      next,
    };
  });
  await sql.query(
    `INSERT INTO deal_summaries (transaction_id, compliance_status, percent_complete, progress_percentage, milestone_rules_version,
                                 next_milestone_type, next_milestone_name, next_milestone_date)
     SELECT u.transaction_id, u.compliance_status, u.percent_complete, u.progress_percentage, $5, u.next_milestone_type, u.next_milestone_name, u.next_milestone_date
       FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[], $6::text[], $7::text[], $8::date[])
            AS u(transaction_id, compliance_status, percent_complete, progress_percentage, next_milestone_type, next_milestone_name, next_milestone_date)
     ON CONFLICT (transaction_id) DO UPDATE SET compliance_status = EXCLUDED.compliance_status, percent_complete = EXCLUDED.percent_complete,
       progress_percentage = EXCLUDED.progress_percentage, milestone_rules_version = EXCLUDED.milestone_rules_version,
       next_milestone_type = EXCLUDED.next_milestone_type, next_milestone_name = EXCLUDED.next_milestone_name,
       next_milestone_date = EXCLUDED.next_milestone_date
     WHERE (deal_summaries.compliance_status, deal_summaries.percent_complete, deal_summaries.progress_percentage, deal_summaries.milestone_rules_version,
            deal_summaries.next_milestone_type, deal_summaries.next_milestone_name, deal_summaries.next_milestone_date)
       IS DISTINCT FROM (EXCLUDED.compliance_status, EXCLUDED.percent_complete, EXCLUDED.progress_percentage, EXCLUDED.milestone_rules_version,
            EXCLUDED.next_milestone_type, EXCLUDED.next_milestone_name, EXCLUDED.next_milestone_date)`,
    [
      transactionIds,
      summaries.map((summary) => summary.compliance),
      summaries.map((summary) => summary.percent),
      summaries.map((summary) => summary.progress),
      MILESTONE_RULES_VERSION,
      summaries.map((summary) => summary.next?.milestone_type ?? null),
      summaries.map((summary) => summary.next?.milestone_name ?? null),
      summaries.map((summary) => summary.next?.due_date ?? null),
    ],
  );
}
