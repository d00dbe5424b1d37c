import { localDateOf } from './deadlines/property-time';
import { daysBetween } from './milestone-dates';
import { MilestoneType, isMilestoneType, milestoneTypeOrder } from './milestone-types';

/**
 * What the stored milestones say about a deal (spec 002 §4 Milestones, Compliance status, Progress;
 * spec 002 §9 at-risk window and cap). Every rule takes the clock explicitly so time passing is a
 * parameter, never a hidden read.
 */

export interface MilestoneClock {
  /** The instant now. */
  readonly now: Date;
  /** Today's calendar date (`YYYY-MM-DD`) in the zone the caller counts days in. */
  readonly today: string;
}

/** The clock of a deal at an instant: "today" is the property's calendar date (its zone). */
export const clockAt = (now: Date, zone: string): MilestoneClock => ({ now, today: localDateOf(now, zone) });

export interface DatedMilestone {
  readonly milestone_type: MilestoneType | string;
  /** Null for an agent's own milestone without a date (spec 002 §5): never passed, due, at risk or next. */
  readonly due_date: string | null;
  readonly due_datetime: string | null;
}

export interface TrackedMilestone extends DatedMilestone {
  readonly completed: boolean;
}

/** Spec 002 §9: a milestone is at risk when due within 3 days. */
export const AT_RISK_WINDOW_DAYS = 3;
/** Spec 002 §9: displayed progress stays at 95 until the deal is closed. */
export const OPEN_DEAL_PROGRESS_CAP = 95;

/**
 * A milestone's date has passed: a timed one once its instant is reached, a date-only one from the
 * day after (a milestone due today is TODAY on the timeline, not done — spec 002 §4).
 */
export const hasPassed = (milestone: DatedMilestone, clock: MilestoneClock): boolean =>
  milestone.due_datetime
    ? Date.parse(milestone.due_datetime) <= clock.now.getTime()
    : milestone.due_date !== null && milestone.due_date < clock.today;

/**
 * Soonest first: by date; within one date a date-only milestone (due from the start of its day)
 * before timed ones in time order; ties in catalogue order; undated ones last (spec 002 §5).
 */
export const compareMilestones = (a: DatedMilestone, b: DatedMilestone): number => {
  if (a.due_date !== b.due_date) {
    if (a.due_date === null || b.due_date === null) return a.due_date === null ? 1 : -1;
    return a.due_date < b.due_date ? -1 : 1;
  }
  const at = (m: DatedMilestone): string => m.due_datetime ?? `${m.due_date}T00:00:00.000Z`;
  if (at(a) !== at(b)) return at(a) < at(b) ? -1 : 1;
  const order = (m: DatedMilestone): number =>
    isMilestoneType(m.milestone_type) ? milestoneTypeOrder(m.milestone_type) : Infinity;
  return order(a) - order(b);
};

/**
 * Spec 002 §4: the earliest milestone dated after now; when none remain, the closing milestone. One
 * already done (earnest money paid ahead of its date) is not what comes next.
 */
export function nextMilestoneOf<M extends DatedMilestone & { readonly completed?: boolean }>(
  milestones: readonly M[],
  clock: MilestoneClock,
): M | null {
  const upcoming = milestones.filter((m) => m.due_date !== null && !m.completed && !hasPassed(m, clock));
  const soonest = upcoming.reduce<M | null>((best, m) => (best === null || compareMilestones(m, best) < 0 ? m : best), null);
  return soonest ?? milestones.find((m) => m.milestone_type === 'closing') ?? null;
}

export type ComplianceStatus = 'ok' | 'at_risk' | 'overdue';

/**
 * Spec 002 §4: overdue when an incomplete milestone is past due; at_risk when an incomplete one is
 * due within 3 days (today counts, as does the day three calendar days on); else ok.
 */
export function complianceStatusOf(milestones: readonly TrackedMilestone[], clock: MilestoneClock): ComplianceStatus {
  const open = milestones.filter((m) => !m.completed);
  if (open.some((m) => hasPassed(m, clock))) return 'overdue';
  if (open.some((m) => m.due_date !== null && daysBetween(clock.today, m.due_date) <= AT_RISK_WINDOW_DAYS)) return 'at_risk';
  return 'ok';
}

/**
 * Spec 002 §4 stored percent_complete: (milestones completed or past due + required documents) /
 * (milestones + required documents), rounded; 0 when there are none. A required document counts
 * once it is on the deal, which is what a row in transaction_documents is.
 */
export function percentComplete(
  milestones: readonly TrackedMilestone[],
  requiredDocuments: number,
  clock: MilestoneClock,
): number {
  const total = milestones.length + requiredDocuments;
  if (total === 0) return 0;
  const done = milestones.filter((m) => m.completed || hasPassed(m, clock)).length + requiredDocuments;
  return Math.round((done / total) * 100);
}

/** Spec 002 §4: 100 when closed; else the share of generated milestones passed, capped at 95. */
export function displayedProgress(status: string, milestones: readonly DatedMilestone[], clock: MilestoneClock): number {
  if (status === 'closed') return 100;
  if (milestones.length === 0) return 0;
  const passed = milestones.filter((m) => hasPassed(m, clock)).length;
  return Math.min(OPEN_DEAL_PROGRESS_CAP, Math.round((passed / milestones.length) * 100));
}

/**
 * Due on or before an instant: a timed one by its instant, a date-only one by the instant's calendar
 * date in the deal's zone (a deal closed at 7 p.m. Central has that day's milestones listed, not the
 * next UTC day's); an undated one never.
 */
export const isDueBy = (milestone: DatedMilestone, instant: string, zone: string): boolean =>
  milestone.due_datetime
    ? Date.parse(milestone.due_datetime) <= Date.parse(instant)
    : milestone.due_date !== null && milestone.due_date <= localDateOf(instant, zone);

/** The instant a milestone is due: its time, or the start (UTC) of its date; null when undated. */
export const dueInstantOf = (milestone: DatedMilestone): string | null =>
  milestone.due_datetime ?? (milestone.due_date === null ? null : `${milestone.due_date}T00:00:00.000Z`);

export type CompletableMilestone = DatedMilestone & { readonly completed: boolean; readonly completed_at: string | null };

/**
 * Spec 002 §4 Close: every incomplete milestone due on or before closed_at is completed with that
 * time; those already completed keep their time; the rest stay open and are not listed while the
 * deal is closed.
 */
export function completeOnClose<M extends CompletableMilestone>(milestones: readonly M[], closedAt: string, zone: string): M[] {
  return milestones.map((m) => (!m.completed && isDueBy(m, closedAt, zone) ? { ...m, completed: true, completed_at: closedAt } : m));
}

/** Spec 002 §4: a closed deal lists only the milestones due on or before closed_at; an open deal all. */
export const listedMilestones = <M extends DatedMilestone>(milestones: readonly M[], closedAt: string | null, zone: string): M[] =>
  closedAt ? milestones.filter((m) => isDueBy(m, closedAt, zone)) : [...milestones];
