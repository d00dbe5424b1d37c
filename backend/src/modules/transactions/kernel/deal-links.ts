/** The agent's detail screen of a deal, opened at its timeline: where an alert or a calendar event leads. */
export const dealTimelineLink = (appUrl: string, transactionId: string): string =>
  `${appUrl}/dashboard/agent/detail?transactionId=${transactionId}#timeline`;
