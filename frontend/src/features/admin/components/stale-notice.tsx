import { StaleRecordNotice } from '@/components/stale-record-notice';

/**
 * An admin item's or dialog's command refused as stale (412, `useStaleRecord`). The refused
 * mutation has refreshed the list already; Reload clears the notice and does what the place needs:
 * an item card refetches, a dialog closes so reopening it starts from the record's new version.
 */
export function StaleNotice({
  stale,
  reloaded,
  onReload,
  reloading = false,
}: {
  stale: boolean;
  reloaded: () => void;
  onReload: () => void;
  reloading?: boolean;
}) {
  if (!stale) return null;
  return (
    <StaleRecordNotice
      onReload={() => {
        reloaded();
        onReload();
      }}
      reloading={reloading}
      keepsInput={false}
    />
  );
}
