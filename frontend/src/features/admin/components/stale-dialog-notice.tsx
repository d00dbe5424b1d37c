import { StaleRecordNotice } from '@/components/stale-record-notice';

/**
 * A dialog's command refused as stale (412): the refused mutation refreshed the list already, so
 * Reload closes the dialog and reopening it starts from the record's new version.
 */
export function StaleDialogNotice({ stale, reloaded, onClose }: { stale: boolean; reloaded: () => void; onClose: () => void }) {
  if (!stale) return null;
  return (
    <StaleRecordNotice
      onReload={() => {
        reloaded();
        onClose();
      }}
      keepsInput={false}
    />
  );
}
