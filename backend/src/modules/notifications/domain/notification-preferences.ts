import { DecisionContext, defineAggregate } from '../../../platform/event-store/aggregate';
import { NotificationKind } from './notification-kinds';

/**
 * A person's notification switches (ADR 0067), a stream of their own `notification-preferences-<userId>`:
 * every kind is on until switched off, from the settings or from an e-mail's unsubscribe link.
 */
export interface NotificationPreferenceChangedData {
  userId: string;
  kind: NotificationKind;
  enabled: boolean;
  via: 'settings' | 'unsubscribe_link';
  at: string;
}

export type NotificationPreferenceEvent = { type: 'NotificationPreferenceChanged'; data: NotificationPreferenceChangedData };
export type NotificationPreferenceCommand = {
  type: 'SetNotificationPreference';
  userId: string;
  kind: NotificationKind;
  enabled: boolean;
  via: NotificationPreferenceChangedData['via'];
};

export interface NotificationPreferencesState {
  off: readonly NotificationKind[];
}

export const NOTIFICATION_PREFERENCES_STREAM_TYPE = 'notification-preferences';

export function evolveNotificationPreferences(state: NotificationPreferencesState, event: NotificationPreferenceEvent): NotificationPreferencesState {
  const others = state.off.filter((kind) => kind !== event.data.kind);
  return { off: event.data.enabled ? others : [...others, event.data.kind] };
}

/** A switch already where it is asked to be records nothing: a second click on an unsubscribe link is a no-op. */
export function decideNotificationPreferences(
  command: NotificationPreferenceCommand,
  state: NotificationPreferencesState,
  { now }: DecisionContext,
): NotificationPreferenceEvent[] {
  const enabled = !state.off.includes(command.kind);
  if (enabled === command.enabled) return [];
  return [
    {
      type: 'NotificationPreferenceChanged',
      data: { userId: command.userId, kind: command.kind, enabled: command.enabled, via: command.via, at: now.toISOString() },
    },
  ];
}

export const notificationPreferences = defineAggregate<NotificationPreferencesState, NotificationPreferenceCommand, NotificationPreferenceEvent>({
  streamType: NOTIFICATION_PREFERENCES_STREAM_TYPE,
  streamId: (userId) => `notification-preferences-${userId}`,
  initialState: () => ({ off: [] }),
  evolve: evolveNotificationPreferences,
  decide: decideNotificationPreferences,
});
