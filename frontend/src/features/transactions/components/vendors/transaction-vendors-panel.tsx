import { useState } from 'react';

import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useDeleteTransactionVendorMutation, useListTransactionVendorsQuery, type TransactionVendorDto } from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealView } from '../detail/deal-view';

import { AddFromLibraryDialog } from './add-from-library-dialog';
import { VendorContact } from './vendor-contact';
import { VendorCreateDialog } from './vendor-create-dialog';
import { TRANSACTION_VENDOR_TEXT } from './vendor-texts';
import styles from './transaction-vendors.module.css';

const TOAST_MS = 3000;

function VendorRow({ vendor, onRemove }: { vendor: TransactionVendorDto; onRemove?: () => void }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.heading}>
          {vendor.name}
          {vendor.vendor_library_id && <Badge tone="neutral">From library</Badge>}
          {!vendor.share_to_client && <AgentOnlyBadge />}
        </span>
        <VendorContact vendor={vendor} />
        {vendor.agent_notes && (
          <p className={styles.notes}>
            <span className="visually-hidden">Agent notes: </span>
            {vendor.agent_notes}
          </p>
        )}
      </div>
      {onRemove && (
        <Button size="sm" variant="ghost" aria-label={`Remove ${vendor.name}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </li>
  );
}

/** Spec 002 §2 Transaction Vendors: by name; 'No vendors added yet'; the deal's agent adds from the library or directly, and removes. */
export function TransactionVendorsPanel({ transactionId, editable }: { transactionId: string; editable: boolean }) {
  const vendors = useListTransactionVendorsQuery({ id: transactionId, view: useDealView() });
  const [adding, setAdding] = useState<'library' | 'new' | null>(null);
  const [removing, setRemoving] = useState<TransactionVendorDto | null>(null);
  const [remove, removal] = useDeleteTransactionVendorMutation();
  const toast = useToast();
  const onDeal = new Set((vendors.data ?? []).flatMap((vendor) => (vendor.vendor_library_id ? [vendor.vendor_library_id] : [])));

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ id: transactionId, vendorId: removing.id }).unwrap();
      toast({ title: `${removing.name} removed from the transaction`, tone: 'success', duration: TOAST_MS });
      setRemoving(null);
    } catch (failure) {
      toast({ title: errorMessage(failure, TRANSACTION_VENDOR_TEXT.removeFailed), tone: 'error', duration: TOAST_MS });
    }
  };

  return (
    <DealPanel
      id="vendors"
      title="Transaction Vendors"
      action={
        editable && (
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => setAdding('library')}>
              Add from Vendor Library
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAdding('new')}>
              Add Vendor
            </Button>
          </div>
        )
      }
    >
      <PanelList query={vendors} failure={TRANSACTION_VENDOR_TEXT.loadFailed} empty={<EmptyState title={TRANSACTION_VENDOR_TEXT.none} titleAs="p" />}>
        {(data) => (
          <ul className={styles.list}>
            {data.map((vendor) => (
              <VendorRow key={vendor.id} vendor={vendor} onRemove={editable ? () => setRemoving(vendor) : undefined} />
            ))}
          </ul>
        )}
      </PanelList>
      <AddFromLibraryDialog transactionId={transactionId} onDeal={onDeal} open={adding === 'library'} onClose={() => setAdding(null)} />
      <VendorCreateDialog transactionId={transactionId} open={adding === 'new'} onClose={() => setAdding(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Vendor"
        description={TRANSACTION_VENDOR_TEXT.removeConfirm}
        confirmLabel="Remove"
        workingLabel="Removing..."
        working={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </DealPanel>
  );
}

/** The client portal's Vendors (spec 002 §2 "vendors (only if any exist)"): the shared ones, read-only, without the agent's notes. */
export function ClientVendorsPanel({ transactionId }: { transactionId: string }) {
  const vendors = useListTransactionVendorsQuery({ id: transactionId, view: useDealView() });
  // Spec 002 §7: a load failure is only logged and the section stays empty (here: absent).
  if (!vendors.data?.length) return null;
  return (
    <DealPanel id="vendors" title="Vendors">
      <ul className={styles.list}>
        {vendors.data.map((vendor) => (
          <VendorRow key={vendor.id} vendor={vendor} />
        ))}
      </ul>
    </DealPanel>
  );
}
