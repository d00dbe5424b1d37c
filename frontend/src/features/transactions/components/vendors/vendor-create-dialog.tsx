import { isEmailAddress, webAddressOf } from '@contract/shared-rules';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import { useCreateTransactionVendorMutation, type TransactionVendorCategory } from '@/shared/api/generated';

import { TRANSACTION_VENDOR_CATEGORIES, TRANSACTION_VENDOR_TEXT } from './vendor-texts';
import styles from './transaction-vendors.module.css';

const TOAST_MS = 3000;
const CATEGORY_OPTIONS = TRANSACTION_VENDOR_CATEGORIES.map((value) => ({ value, label: value }));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface Draft {
  name: string;
  category: string;
  company: string;
  email: string;
  phone: string;
  website: string;
  agentNotes: string;
  shareToClient: boolean;
  addToLibrary: boolean;
}

/** Spec 002 §9: shared with the client by default; adding to the library is off by default. */
const EMPTY: Draft = { name: '', category: '', company: '', email: '', phone: '', website: '', agentNotes: '', shareToClient: true, addToLibrary: false };

/** Create a vendor on the deal directly (spec 002 §5 Vendor: name and category required), optionally filed in the library too. */
export function VendorCreateDialog({ transactionId, open, onClose }: { transactionId: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && <VendorCreateForm transactionId={transactionId} onClose={onClose} />}
    </Dialog>
  );
}

type Errors = Partial<Record<'name' | 'category' | 'email' | 'website' | 'form', string>>;

function VendorCreateForm({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [createVendor, { isLoading }] = useCreateTransactionVendorMutation();
  const create = useOncePerSubmission(createVendor);
  const toast = useToast();
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's error goes once the field is changed; the rest stay until the next submit.
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = orNull(draft.email);
    const website = orNull(draft.website);
    const found: Errors = {
      name: draft.name.trim() === '' ? TRANSACTION_VENDOR_TEXT.nameRequired : undefined,
      category: draft.category === '' ? TRANSACTION_VENDOR_TEXT.categoryRequired : undefined,
      email: email !== null && !isEmailAddress(email) ? TRANSACTION_VENDOR_TEXT.email : undefined,
      website: website !== null && webAddressOf(website) === null ? TRANSACTION_VENDOR_TEXT.website : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await create({
        id: transactionId,
        createTransactionVendorDto: {
          name: draft.name.trim(),
          category: draft.category as TransactionVendorCategory,
          company: orNull(draft.company),
          email,
          phone: orNull(draft.phone),
          website,
          agent_notes: orNull(draft.agentNotes),
          share_to_client: draft.shareToClient,
          add_to_library: draft.addToLibrary,
        },
      }).unwrap();
      toast({ title: `${draft.name.trim()} added to the transaction`, tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      setErrors({ form: errorMessage(failure, TRANSACTION_VENDOR_TEXT.createFailed) });
    }
  };

  return (
    <DialogContent
      title="Add Vendor"
      description="A vendor working on this transaction."
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="transaction-vendor-form" loading={isLoading} loadingText="Saving...">
            Add Vendor
          </Button>
        </>
      }
    >
      <form id="transaction-vendor-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={errors.form} />
        <div className={styles.formRow}>
          <Input label="Name" required value={draft.name} maxLength={200} onChange={(event) => change({ name: event.target.value })} error={errors.name} />
          <Select
            label="Category"
            required
            placeholder="Choose a category"
            options={CATEGORY_OPTIONS}
            value={draft.category || undefined}
            onValueChange={(category) => change({ category })}
            error={errors.category}
          />
        </div>
        <div className={styles.formRow}>
          <Input label="Company" value={draft.company} maxLength={200} onChange={(event) => change({ company: event.target.value })} />
          <Input
            label="Email"
            type="email"
            value={draft.email}
            maxLength={254}
            onChange={(event) => change({ email: event.target.value })}
            error={errors.email}
          />
        </div>
        <div className={styles.formRow}>
          <Input label="Phone" type="tel" value={draft.phone} maxLength={40} onChange={(event) => change({ phone: event.target.value })} />
          <Input
            label="Website"
            type="url"
            inputMode="url"
            placeholder="example.com"
            value={draft.website}
            maxLength={500}
            onChange={(event) => change({ website: event.target.value })}
            error={errors.website}
          />
        </div>
        <Textarea
          label="Agent notes"
          hint="Agent only: never shown to the client"
          rows={3}
          maxLength={5000}
          value={draft.agentNotes}
          onChange={(event) => change({ agentNotes: event.target.value })}
        />
        <fieldset className={styles.options}>
          <legend>Options</legend>
          <Checkbox label="Share with client" checked={draft.shareToClient} onCheckedChange={(shareToClient) => change({ shareToClient })} />
          <Checkbox
            label="Add to my vendor library"
            hint="Also save this vendor in your Vendor Library."
            checked={draft.addToLibrary}
            onCheckedChange={(addToLibrary) => change({ addToLibrary })}
          />
        </fieldset>
      </form>
    </DialogContent>
  );
}
