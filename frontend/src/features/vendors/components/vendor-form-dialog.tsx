import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { sendingVersion } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';

import { useCreateVendorMutation, useUpdateVendorMutation, VENDOR_TEXT, type VendorCategory, type VendorDto } from '../api/vendors-api';
import { VENDOR_CATEGORY_OPTIONS } from './vendor-categories';
import styles from './vendors.module.css';

/** The server's limits (vendor.decide.ts). */
const MAX = { name: 200, contact: 200, company: 200, email: 254, phone: 40, website: 500, notes: 5000 } as const;

interface Form {
  name: string;
  category: string;
  contact_name: string;
  company: string;
  email: string;
  phone: string;
  website: string;
  notes: string;
}

const formOf = (vendor: VendorDto | null): Form => ({
  name: vendor?.name ?? '',
  category: vendor?.category ?? '',
  contact_name: vendor?.contact_name ?? '',
  company: vendor?.company ?? '',
  email: vendor?.email ?? '',
  phone: vendor?.phone ?? '',
  website: vendor?.website ?? '',
  notes: vendor?.notes ?? '',
});

/** Spec 001 §5: blank optional fields are saved as null. */
const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** Add Vendor (no vendor) or Edit Vendor (spec 001 §2.4): name and category required. */
export function VendorFormDialog({ open, vendor, onClose }: { open: boolean; vendor: VendorDto | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <VendorForm key={vendor?.id ?? 'new'} vendor={vendor} onClose={onClose} />}
    </Dialog>
  );
}

function VendorForm({ vendor, onClose }: { vendor: VendorDto | null; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => formOf(vendor));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'category', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createTrigger, creating] = useCreateVendorMutation();
  // A double click or a retry after a lost answer adds the vendor once (ADR 0038).
  const create = useOncePerSubmission(createTrigger);
  const [updateTrigger, updating] = useUpdateVendorMutation();
  const update = sendingVersion(updateTrigger);
  const set = (field: keyof Form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      ...(form.name.trim() === '' ? { name: VENDOR_TEXT.nameRequired } : {}),
      ...(form.category === '' ? { category: VENDOR_TEXT.categoryRequired } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body = {
      name: form.name,
      category: form.category as VendorCategory,
      contact_name: orNull(form.contact_name),
      company: orNull(form.company),
      email: orNull(form.email),
      phone: orNull(form.phone),
      website: orNull(form.website),
      notes: orNull(form.notes),
    };
    try {
      if (vendor) await update({ id: vendor.id, updateVendorDto: body }, vendor.version).unwrap();
      else await create({ createVendorDto: body }).unwrap();
      onClose();
    } catch (error) {
      // Spec 001 §8: 'Failed to add vendor: …' / 'Failed to update vendor: …'.
      const prefix = vendor ? VENDOR_TEXT.updateFailed : VENDOR_TEXT.addFailed;
      setFailure(`${prefix}: ${errorMessage(error, 'please try again')}`);
    }
  };

  const formId = 'vendor-form';
  const saving = creating.isLoading || updating.isLoading;
  return (
    <DialogContent
      size="lg"
      title={vendor ? 'Edit Vendor' : 'Add Vendor'}
      description={vendor ? `Change the details of ${vendor.name}.` : 'A vendor you trust, ready to share with your deals.'}
      footer={
        <>
          <DialogCancel disabled={saving} />
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            {vendor ? 'Save Changes' : 'Add Vendor'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className={styles.formGrid}>
          <Input label="Name" required value={form.name} maxLength={MAX.name} error={errors.name} onChange={(event) => set('name')(event.target.value)} />
          <Select
            label="Category"
            required
            value={form.category}
            onValueChange={set('category')}
            placeholder="Choose a category"
            options={VENDOR_CATEGORY_OPTIONS}
            error={errors.category}
          />
          <Input label="Contact Name" value={form.contact_name} maxLength={MAX.contact} onChange={(event) => set('contact_name')(event.target.value)} />
          <Input label="Company" value={form.company} maxLength={MAX.company} onChange={(event) => set('company')(event.target.value)} />
          <Input label="Email" type="email" autoComplete="off" value={form.email} maxLength={MAX.email} onChange={(event) => set('email')(event.target.value)} />
          <Input label="Phone" type="tel" autoComplete="off" value={form.phone} maxLength={MAX.phone} onChange={(event) => set('phone')(event.target.value)} />
        </div>
        <Input label="Website" type="url" value={form.website} maxLength={MAX.website} onChange={(event) => set('website')(event.target.value)} />
        <Textarea label="Notes" rows={4} value={form.notes} maxLength={MAX.notes} onChange={(event) => set('notes')(event.target.value)} />
      </form>
    </DialogContent>
  );
}
