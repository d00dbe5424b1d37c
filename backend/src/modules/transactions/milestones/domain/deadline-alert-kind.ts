/**
 * What a deadline alert says (issue 10 item 8): coming up (at risk: due within 3 days), overdue, or —
 * for a deadline that is a document someone must deliver (spec 002 §3) — a missing document.
 */
export type AlertState = 'at_risk' | 'overdue';
export type AlertKind = 'at_risk' | 'overdue' | 'missing_document';

const DOCUMENT_MILESTONES: ReadonlySet<string> = new Set(['seller_disclosure_due', 'survey_due', 'hoa_resale_cert_due', 'hoa_package', 't47_due', 'mudpid_due']);

export function alertKindOf(state: AlertState, milestoneType: string): AlertKind {
  if (state === 'overdue') return DOCUMENT_MILESTONES.has(milestoneType) ? 'missing_document' : 'overdue';
  return 'at_risk';
}

/** The alert's headline, in the e-mail's subject and the in-app list alike. */
export function alertHeadline(kind: AlertKind, milestoneName: string, where: string | null): string {
  const deal = where ?? 'a transaction without an address yet';
  const lead = kind === 'missing_document' ? 'Missing document' : kind === 'overdue' ? 'Overdue' : 'Coming up';
  return `${lead}: ${milestoneName} at ${deal}`;
}

/**
 * When a milestone is due, as the agent reads it: a timed one (the option period's 5 p.m.) in the
 * deal's own zone, the one it counts its days in (ADR 0032; TREC ¶5B "local time where the Property
 * is located"); a date-only one as its calendar date.
 */
export function formatDue(milestone: { due_date: string; due_datetime: string | null; time_zone: string }): string {
  if (milestone.due_datetime) {
    const timed = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
    return new Intl.DateTimeFormat('en-US', { ...timed, timeZone: milestone.time_zone, timeZoneName: 'short' }).format(new Date(milestone.due_datetime));
  }
  const [year, month, day] = milestone.due_date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A client's check-in in the agent's alert list (ADR 0078): "Check-in: Jane Doe feels anxious at 12 Elm Row". */
export function checkInHeadline(clientName: string | null, feeling: string, where: string | null): string {
  return `Check-in: ${clientName ?? 'Your client'} feels ${feeling} at ${where ?? 'a transaction without an address yet'}`;
}
