import { Role } from '../../../platform/auth/token.service';

/**
 * The notifications of issue 22 item 7, each with a switch of its own (ADR 0067). A kind names who
 * receives it: the client, the agent, or either party of a thread.
 */
export const NOTIFICATION_KINDS = ['new_message', 'document_shared', 'milestone_date_changed', 'checkin_submitted', 'checkin_reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

type Side = 'agent' | 'client';

/** `label`: the switch in the settings; `stopping`: the e-mail's unsubscribe line ("To stop these e-mails …"). */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { label: string; sides: readonly Side[]; stopping: string }> = {
  new_message: { label: 'New messages I have not read within 10 minutes', sides: ['agent', 'client'], stopping: 'about unread messages' },
  document_shared: { label: 'A document is shared with me', sides: ['client'], stopping: 'about new documents' },
  milestone_date_changed: { label: "A milestone's date changes", sides: ['client'], stopping: 'about changed milestone dates' },
  checkin_submitted: { label: 'A client submits a check-in', sides: ['agent'], stopping: 'about check-ins' },
  checkin_reminder: { label: 'Weekly check-in reminder', sides: ['client'], stopping: 'reminding you to check in' },
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

export function sideOf(role: Role): Side | undefined {
  if (role === 'client') return 'client';
  if (role === 'agent' || role === 'broker' || role === 'team_lead') return 'agent';
  return undefined;
}

/** The kinds a person of this role receives, so the ones their settings show. */
export function kindsFor(role: Role): NotificationKind[] {
  const side = sideOf(role);
  return side ? NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].sides.includes(side)) : [];
}
