import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useListNotificationPreferencesQuery, useSetNotificationPreferenceMutation } from '@/shared/api/generated';

const MESSAGES = {
  loadFailed: 'Failed to load notification settings',
  saveFailed: 'Failed to save notification setting. Please try again.',
} as const;

/**
 * Issue 22 item 7 (ADR 0067): one switch per kind of notification the signed-in person receives, the
 * server listing which. An e-mail's unsubscribe link turns the same switch off.
 */
export function NotificationSwitchesCard() {
  const preferences = useListNotificationPreferencesQuery();
  const [setPreference, { isLoading }] = useSetNotificationPreferenceMutation();
  const [failed, setFailed] = useState(false);

  const change = async (kind: string, enabled: boolean) => {
    setFailed(false);
    try {
      await setPreference({ kind, setNotificationPreferenceDto: { enabled } }).unwrap();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Card title="Notifications" description="Choose which e-mails and alerts you receive. Every e-mail also has its own unsubscribe link.">
      {preferences.isError ? (
        <Alert
          tone="error"
          title={MESSAGES.loadFailed}
          action={
            <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
              Retry
            </Button>
          }
        />
      ) : preferences.data ? (
        <div role="group" aria-label="Notifications">
          {failed ? <Alert tone="error" title={MESSAGES.saveFailed} /> : null}
          {preferences.data.map((preference) => (
            <Checkbox
              key={preference.kind}
              id={`notification-${preference.kind}`}
              label={preference.label}
              checked={preference.enabled}
              disabled={isLoading}
              onCheckedChange={(checked) => void change(preference.kind, checked)}
            />
          ))}
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading notification settings…">
          <Skeleton height="6rem" radius="md" />
        </div>
      )}
    </Card>
  );
}
