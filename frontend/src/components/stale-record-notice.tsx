import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What a stale save or command is told (the notice's title; a toast where there is no form). */
export const STALE_RECORD_MESSAGE = 'This record was changed by someone else.';

interface StaleRecordNoticeProps {
  /** Refetches the record (RTK Query's `refetch`), or takes in the newer one already read. */
  onReload: () => void;
  reloading?: boolean;
  /** Whether the screen keeps the user's unsaved input across the reload (FieldForm does). */
  keepsInput?: boolean;
}

/**
 * Shown when a save was refused as stale (412 with the current version, or 409 'Concurrent
 * modification'; shared/api/concurrency.ts), or when a newer version arrived while editing.
 */
export function StaleRecordNotice({ onReload, reloading = false, keepsInput = true }: StaleRecordNoticeProps) {
  return (
    <Alert
      tone="warning"
      title={STALE_RECORD_MESSAGE}
      action={
        <Button variant="secondary" size="sm" loading={reloading} loadingText="Reloading..." onClick={onReload}>
          Reload
        </Button>
      }
    >
      {keepsInput
        ? 'Reload to see their changes. What you typed stays in the form, so you can check it and save again.'
        : 'Reload to see their changes before you try again.'}
    </Alert>
  );
}
