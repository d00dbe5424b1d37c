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
