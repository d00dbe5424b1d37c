import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sendingVersion } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';

import { useDeleteVendorMutation, VENDOR_TEXT, type VendorDto } from '../api/vendors-api';

/** Delete with confirmation (spec 001 §2.4); a failure reads 'Failed to delete vendor: …' (§8). */
export function DeleteVendorDialog({ vendor, onClose }: { vendor: VendorDto | null; onClose: () => void }) {
  const [trigger, { isLoading }] = useDeleteVendorMutation();
  const remove = sendingVersion(trigger);
  const [error, setError] = useState<{ vendorId: string; message: string } | null>(null);
  const confirm = async () => {
    if (!vendor) return;
    try {
      await remove({ id: vendor.id }, vendor.version).unwrap();
      onClose();
    } catch (failure) {
      setError({ vendorId: vendor.id, message: `${VENDOR_TEXT.deleteFailed}: ${errorMessage(failure, 'please try again')}` });
    }
  };
  return (
    <ConfirmDialog
      open={vendor !== null}
      title="Delete vendor"
      description={vendor ? `Delete ${vendor.name} from your vendor library? This cannot be undone.` : ''}
      confirmLabel="Delete"
      workingLabel="Deleting..."
      working={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {error && error.vendorId === vendor?.id && <Alert tone="error">{error.message}</Alert>}
    </ConfirmDialog>
  );
}
