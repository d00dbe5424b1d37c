/** A client's emotional check-in on their deal (spec 002 §3 Emotional check-in). */
export interface ClientCheckInSubmittedData {
  transactionId: string;
  checkInId: string;
  clientId: string;
  feeling: string;
  note: string | null;
}

/** The agent opened it (Respond marks it viewed, spec 002 §4). */
export interface ClientCheckInViewedData {
  transactionId: string;
  checkInId: string;
  viewedAt: string;
}

/** The agent's answer; it marks the check-in viewed too. */
export interface ClientCheckInAnsweredData {
  transactionId: string;
  checkInId: string;
  /** The client who checked in: the answer is sealed under their subject (ADR 0040; absent before it). */
  clientId?: string;
  response: string;
  viewedAt: string;
}

export type CheckInEvent =
  | { type: 'ClientCheckInSubmitted'; data: ClientCheckInSubmittedData }
  | { type: 'ClientCheckInViewed'; data: ClientCheckInViewedData }
  | { type: 'ClientCheckInAnswered'; data: ClientCheckInAnsweredData };

/** The check-in events: `client_check_ins` only (no milestone depends on them). */
export const CHECK_IN_EVENT_TYPES: readonly CheckInEvent['type'][] = ['ClientCheckInSubmitted', 'ClientCheckInViewed', 'ClientCheckInAnswered'];
