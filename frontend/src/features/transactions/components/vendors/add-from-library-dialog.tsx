import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useCreateTransactionVendorMutation, useListVendorsQuery, type VendorDto } from '@/shared/api/generated';

import { VendorContact } from './vendor-contact';
import { TRANSACTION_VENDOR_TEXT } from './vendor-texts';
import styles from './transaction-vendors.module.css';

const TOAST_MS = 3000;

/** Spec 002 §2 'Add from Vendor Library': the agent's library, searched by name, company or contact; one click adds a vendor. */
export function AddFromLibraryDialog({
  transactionId,
  onDeal,
  open,
  onClose,
}: {
  transactionId: string;
  /** Library vendors already on the deal. */
  onDeal: ReadonlySet<string>;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && <LibraryPicker transactionId={transactionId} onDeal={onDeal} onClose={onClose} />}
    </Dialog>
  );
}

function LibraryPicker({ transactionId, onDeal, onClose }: { transactionId: string; onDeal: ReadonlySet<string>; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const library = useListVendorsQuery(term ? { search: term } : {}, { refetchOnMountOrArgChange: true });
  const [add, { isLoading, originalArgs }] = useCreateTransactionVendorMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  const choose = async (vendor: VendorDto) => {
    setError(null);
    try {
      await add({ id: transactionId, createTransactionVendorDto: { vendor_id: vendor.id } }).unwrap();
      toast({ title: `${vendor.name} added to the transaction`, tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, TRANSACTION_VENDOR_TEXT.addFailed));
    }
  };

  let body;
  if (library.isLoading) body = <Skeleton height="6rem" />;
  else if (library.isError)
    body = (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void library.refetch()}>
            Try again
          </Button>
        }
      >
        {TRANSACTION_VENDOR_TEXT.libraryFailed(errorMessage(library.error, 'the server did not answer'))}
      </Alert>
    );
  else if (!library.data?.length)
    body = <EmptyState titleAs="p" title={term ? TRANSACTION_VENDOR_TEXT.noMatch : TRANSACTION_VENDOR_TEXT.libraryEmpty} />;
  else
    body = (
      <ul className={styles.libraryList} aria-label="Your vendor library">
        {library.data.map((vendor) => {
          const added = onDeal.has(vendor.id);
          return (
            <li key={vendor.id} className={styles.row}>
              <div className={styles.main}>
                <span className={styles.heading}>{vendor.name}</span>
                <VendorContact vendor={vendor} />
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={added ? `${vendor.name} is on this transaction` : `Add ${vendor.name}`}
                disabled={added || isLoading}
                loading={isLoading && originalArgs?.createTransactionVendorDto.vendor_id === vendor.id}
                loadingText="Adding..."
                onClick={() => void choose(vendor)}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <DialogContent title="Add from Vendor Library" description="Choose a vendor from your library to add to this transaction." footer={<DialogCancel disabled={isLoading} />}>
      <div className={styles.library}>
        <FormError message={error ?? undefined} />
        <Input
          label="Search vendors"
          type="search"
          placeholder="Name, company or contact"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        {body}
      </div>
    </DialogContent>
  );
}
