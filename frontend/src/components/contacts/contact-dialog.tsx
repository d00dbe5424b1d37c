import { isEmailAddress } from '@contract/shared-rules';
import { useState, type FormEvent } from 'react';

import { STALE_RECORD_MESSAGE, StaleRecordNotice } from '@/components/stale-record-notice';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/use-toast';
import { sendingVersion, staleRecordOf } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import {
  useCreateTransactionContactMutation,
  useDeleteTransactionContactMutation,
  useUpdateTransactionContactMutation,
  type TransactionContactDto,
  type UpdateTransactionContactDto,
} from '@/shared/api/generated';

import { contactRoleOptions, roleLabel } from './contact-roles';
import styles from './contacts.module.css';

/** Spec 002 §5 rules and §8 fallbacks; the required-field words match the server's (ADR 0048). */
export const CONTACT_TEXT = {
  roleRequired: 'Contact role is required',
  nameRequired: 'Contact name is required',
  customRoleRequired: 'Custom role is required when role is other',
  email: 'Contact email: Invalid email format',
  createFailed: 'Failed to create contact',
  updateFailed: 'Failed to update contact',
  deleteFailed: 'Failed to delete contact',
  deleteConfirm: (name: string) => `Delete ${name} from this deal's key contacts?`,
} as const;

const TOAST_MS = 3000;

/** The deal as the dialogs need it: its type (which roles apply) and the version its edits send as If-Match. */
export interface ContactDeal {
  id: string;
  transactionType: string;
  version: number;
  onReload: () => void;
  reloading: boolean;
}

interface Draft {
  role: string;
  customRole: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  isAgentOnly: boolean;
}

const draftOf = (contact: TransactionContactDto | null): Draft => ({
  role: contact?.role ?? '',
  customRole: contact?.custom_role ?? '',
  name: contact?.name ?? '',
  company: contact?.company ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  isAgentOnly: contact?.is_agent_only ?? false,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body: all of a new contact; only what changed of an existing one (ADR 0048). */
function bodyOf(draft: Draft, contact: TransactionContactDto | null): UpdateTransactionContactDto {
  const next: Required<UpdateTransactionContactDto> = {
    role: draft.role,
    custom_role: draft.role === 'other' ? orNull(draft.customRole) : null,
    name: draft.name.trim(),
    company: orNull(draft.company),
    email: orNull(draft.email),
    phone: orNull(draft.phone),
    is_agent_only: draft.isAgentOnly,
  };
  if (!contact) return next;
  const changed: UpdateTransactionContactDto = {};
  for (const key of Object.keys(next) as (keyof UpdateTransactionContactDto)[]) {
    if (next[key] !== contact[key]) Object.assign(changed, { [key]: next[key] });
  }
  return changed;
}

interface ContactDialogProps {
  deal: ContactDeal;
  /** The contact to edit; null adds one. */
  contact: TransactionContactDto | null;
  open: boolean;
  onClose: () => void;
}

/** Add Contact / Edit Contact (spec 002 §2 Key Contacts, §5 Contact). */
export function ContactDialog({ deal, contact, open, onClose }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && <ContactForm key={contact?.id ?? 'new'} deal={deal} contact={contact} onClose={onClose} />}
    </Dialog>
  );
}

type Errors = { role?: string; customRole?: string; name?: string; email?: string; form?: string; stale?: boolean };

function ContactForm({ deal, contact, onClose }: Omit<ContactDialogProps, 'open'>) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(contact));
  const [errors, setErrors] = useState<Errors>({});
  const [createContact, creating] = useCreateTransactionContactMutation();
  const create = useOncePerSubmission(createContact);
  const [updateContact, updating] = useUpdateTransactionContactMutation();
  const update = sendingVersion(updateContact);
  const toast = useToast();
  const working = creating.isLoading || updating.isLoading;
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = orNull(draft.email);
    const found: Errors = {
      role: draft.role === '' ? CONTACT_TEXT.roleRequired : undefined,
      customRole: draft.role === 'other' && orNull(draft.customRole) === null ? CONTACT_TEXT.customRoleRequired : undefined,
      name: orNull(draft.name) === null ? CONTACT_TEXT.nameRequired : undefined,
      email: email !== null && !isEmailAddress(email) ? CONTACT_TEXT.email : undefined,
    };
    setErrors(found);
    if (found.role || found.customRole || found.name || found.email) return;
    const body = bodyOf(draft, contact);
    try {
      if (contact) {
        if (Object.keys(body).length > 0) await update({ id: deal.id, contactId: contact.id, updateTransactionContactDto: body }, deal.version).unwrap();
      } else {
        await create({ id: deal.id, wizardContactDto: { ...body, role: draft.role, name: draft.name.trim() } }).unwrap();
      }
      toast({ title: contact ? 'Contact updated' : 'Contact added', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      if (staleRecordOf(failure)) setErrors({ stale: true });
      else setErrors({ form: errorMessage(failure, contact ? CONTACT_TEXT.updateFailed : CONTACT_TEXT.createFailed) });
    }
  };

  const formId = `contact-form-${contact?.id ?? 'new'}`;
  return (
    <DialogContent
      title={contact ? 'Edit Contact' : 'Add Contact'}
      description="Someone working on this deal: the lender, the title company, an inspector…"
      footer={
        <>
          <DialogCancel disabled={working} />
          <Button type="submit" form={formId} loading={working} loadingText="Saving...">
            {contact ? 'Save Contact' : 'Add Contact'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {errors.stale && <StaleRecordNotice onReload={deal.onReload} reloading={deal.reloading} />}
        <FormError message={errors.form} />
        <div className={styles.pair}>
          <Select
            label="Role"
            required
            placeholder="Choose a role"
            options={contactRoleOptions(deal.transactionType, contact?.role)}
            value={draft.role || undefined}
            onValueChange={(role) => change({ role })}
            error={errors.role}
          />
          {draft.role === 'other' && (
            <Input
              label="Custom role"
              required
              maxLength={500}
              placeholder="Home stager"
              value={draft.customRole}
              error={errors.customRole}
              onChange={(event) => change({ customRole: event.target.value })}
            />
          )}
        </div>
        <div className={styles.pair}>
          <Input label="Name" required maxLength={500} autoComplete="off" value={draft.name} error={errors.name} onChange={(event) => change({ name: event.target.value })} />
          <Input label="Company" maxLength={500} autoComplete="off" value={draft.company} onChange={(event) => change({ company: event.target.value })} />
        </div>
        <div className={styles.pair}>
          <Input
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={500}
            value={draft.email}
            error={errors.email}
            onChange={(event) => change({ email: event.target.value })}
          />
          <Input label="Phone" type="tel" inputMode="tel" autoComplete="off" maxLength={50} value={draft.phone} onChange={(event) => change({ phone: event.target.value })} />
        </div>
        <Checkbox
          label="Agent only"
          hint="Your client never sees this contact."
          checked={draft.isAgentOnly}
          onCheckedChange={(isAgentOnly) => change({ isAgentOnly })}
        />
      </form>
    </DialogContent>
  );
}

/** Deletion is confirmed; the deleted contact leaves the list for good. */
export function DeleteContactDialog({ deal, contact, onClose }: { deal: ContactDeal; contact: TransactionContactDto | null; onClose: () => void }) {
  const [removeContact, { isLoading }] = useDeleteTransactionContactMutation();
  const remove = sendingVersion(removeContact);
  const toast = useToast();
  const confirm = async () => {
    if (!contact) return;
    try {
      await remove({ id: deal.id, contactId: contact.id }, deal.version).unwrap();
      toast({ title: 'Contact deleted', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      const stale = staleRecordOf(failure);
      toast({ title: stale ? `${STALE_RECORD_MESSAGE} Reload to see their changes before you try again.` : errorMessage(failure, CONTACT_TEXT.deleteFailed), tone: 'error' });
      if (stale) deal.onReload();
    }
  };
  return (
    <ConfirmDialog
      open={contact !== null}
      title="Delete Contact"
      description={contact ? CONTACT_TEXT.deleteConfirm(`${contact.name} (${roleLabel(contact.role, contact.custom_role)})`) : ''}
      confirmLabel="Delete"
      workingLabel="Deleting..."
      working={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
