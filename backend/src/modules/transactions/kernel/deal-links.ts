/** The agent's detail screen of a deal, opened at a section (spec 002 §2): where an alert or an e-mail leads. */
export const dealSectionLink = (appUrl: string, transactionId: string, section: string): string =>
  `${appUrl}/dashboard/agent/detail?transactionId=${encodeURIComponent(transactionId)}#${section}`;

/** The agent's detail screen of a deal, opened at its timeline: where an alert or a calendar event leads. */
export const dealTimelineLink = (appUrl: string, transactionId: string): string => dealSectionLink(appUrl, transactionId, 'timeline');

/** The client's portal of one deal (ADR 0066), opened at a section or its top: where a client's e-mail leads. */
export const clientPortalLink = (appUrl: string, transactionId: string, section?: string): string =>
  `${appUrl}/dashboard/client/${encodeURIComponent(transactionId)}${section ? `#${section}` : ''}`;
