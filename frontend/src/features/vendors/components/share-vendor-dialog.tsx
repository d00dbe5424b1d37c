import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';

import { useListVendorShareTargetsQuery, useCreateTransactionVendorMutation, VENDOR_TEXT, type VendorDto, type VendorShareTargetDto } from '../api/vendors-api';
import styles from './vendors.module.css';

/** "under_contract" → "Under contract". */
const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const addressOf = (deal: VendorShareTargetDto) => [deal.property_address ?? 'Property address pending', deal.property_city].filter(Boolean).join(', ');

/**
 * Share Vendor to Transaction (spec 001 §2.4, §5, §7): the agent's deals that are pending or under
 * contract, in a scrolling list; at least one chosen; one share call per deal.
 */
export function ShareVendorDialog({ vendor, onClose }: { vendor: VendorDto | null; onClose: () => void }) {
  return (
    <Dialog open={vendor !== null} onOpenChange={(next) => !next && onClose()}>
      {vendor && <ShareForm key={vendor.id} vendor={vendor} onClose={onClose} />}
    </Dialog>
  );
}

function ShareForm({ vendor, onClose }: { vendor: VendorDto; onClose: () => void }) {
  const targets = useListVendorShareTargetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [share] = useCreateTransactionVendorMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const toast = useToast();
  const toggle = (id: string, on: boolean) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = async () => {
    if (chosen.size === 0) {
      setError(VENDOR_TEXT.selectOne);
      return;
    }
    setSharing(true);
    setError(null);
    let shared = 0;
    try {
      for (const transactionId of chosen) {
        await share({ id: transactionId, createTransactionVendorDto: { vendor_id: vendor.id } }).unwrap();
        shared += 1;
        // A deal already shared to leaves the choice, so a retry after a failure does not share it twice.
        toggle(transactionId, false);
      }
      toast({ tone: 'success', title: shared === 1 ? `${vendor.name} shared to 1 transaction` : `${vendor.name} shared to ${shared} transactions` });
      onClose();
    } catch (failure) {
      // Spec 001 §8: the message, else 'Failed to share vendor', inline.
      setError(errorMessage(failure, VENDOR_TEXT.shareFailed));
    } finally {
      setSharing(false);
    }
  };

  const deals = targets.data ?? [];
  return (
    <DialogContent
      title="Share Vendor to Transaction"
      description={`Choose the transactions that should get ${vendor.name}.`}
      footer={
        <>
          <DialogCancel disabled={sharing} />
          <Button onClick={() => void submit()} loading={sharing} loadingText="Sharing..." disabled={targets.isLoading || deals.length === 0}>
            Share
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {targets.isLoading ? (
        <div role="status" className={styles.shareList}>
          <span className="visually-hidden">Loading transactions…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="2.5rem" radius="md" />
          ))}
        </div>
      ) : targets.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void targets.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(targets.error, 'Failed to load transactions')}
        </Alert>
      ) : deals.length === 0 ? (
        <EmptyState title={VENDOR_TEXT.noTargets} titleAs="p" />
      ) : (
        <fieldset className={styles.shareFieldset}>
          <legend className="visually-hidden">Transactions</legend>
          <ul className={styles.shareList} aria-label="Transactions">
            {deals.map((deal) => (
              <li key={deal.id} className={styles.shareItem}>
                <Checkbox
                  label={addressOf(deal)}
                  hint={statusLabel(deal.status)}
                  checked={chosen.has(deal.id)}
                  onCheckedChange={(on) => toggle(deal.id, on)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </DialogContent>
  );
}
