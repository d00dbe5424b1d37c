import { webAddressOf } from '@contract/shared-rules';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-layout';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import {
  useCreateTransactionUtilityMutation,
  useDeleteTransactionUtilityMutation,
  useUpdateTransactionUtilityMutation,
  type TransactionUtilityDto,
  type UpdateTransactionUtilityDto,
} from '@/shared/api/generated';

import styles from './utilities.module.css';

type UtilityType = TransactionUtilityDto['utility_type'];
type UtilityAction = TransactionUtilityDto['action'];
type UtilityStatus = TransactionUtilityDto['status'];

/** Spec 002 §9 lists, in the spec's order. */
const TYPES: readonly UtilityType[] = ['Electric', 'Gas', 'Water', 'Sewer', 'Internet', 'Cable/TV', 'Trash', 'HOA', 'Other'];
const ACTIONS: readonly UtilityAction[] = ['Transfer', 'Setup New', 'Cancel'];
export const UTILITY_STATUSES: readonly UtilityStatus[] = ['Not Started', 'Confirmed', 'Completed'];
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const TOAST_MS = 3000;
export const UTILITY_TEXT = {
  typeRequired: 'Choose the utility type',
  website: 'Enter a web address, like austinenergy.com',
  createFailed: 'Failed to create utilities',
  updateFailed: 'Failed to update utilities',
  deleteFailed: 'Failed to delete utilities',
  deleteConfirm: (name: string) => `Delete the ${name} utility? Its client task is marked complete.`,
} as const;

interface Draft {
  utilityType: string;
  action: string;
  providerName: string;
  websiteUrl: string;
  dueDate: string;
  status: string;
  accountNumber: string;
  confirmationNumber: string;
  notes: string;
  isClientVisible: boolean;
  createClientTask: boolean;
}

/** Spec 002 §3 defaults for a new utility: Transfer, Not Started, shown to the client. */
const draftOf = (utility: TransactionUtilityDto | null): Draft => ({
  utilityType: utility?.utility_type ?? '',
  action: utility?.action ?? 'Transfer',
  providerName: utility?.provider_name ?? '',
  websiteUrl: utility?.website_url ?? '',
  dueDate: utility?.due_date ?? '',
  status: utility?.status ?? 'Not Started',
  accountNumber: utility?.account_number ?? '',
  confirmationNumber: utility?.confirmation_number ?? '',
  notes: utility?.notes ?? '',
  isClientVisible: utility?.is_client_visible ?? true,
  createClientTask: utility?.create_client_task ?? false,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface UtilityDialogProps {
  transactionId: string;
  /** The utility to edit; null for a new one. */
  utility: TransactionUtilityDto | null;
  open: boolean;
  onClose: () => void;
}

/** The agent's add / edit dialog (spec 002 §5 Utility): type required, website a web address, a due date makes a client task. */
export function UtilityDialog({ transactionId, utility, open, onClose }: UtilityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && <UtilityForm key={utility?.id ?? 'new'} transactionId={transactionId} utility={utility} onClose={onClose} />}
    </Dialog>
  );
}

function UtilityForm({ transactionId, utility, onClose }: Omit<UtilityDialogProps, 'open'>) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(utility));
  const [errors, setErrors] = useState<{ utilityType?: string; websiteUrl?: string; form?: string }>({});
  const [createUtility, creating] = useCreateTransactionUtilityMutation();
  const create = useOncePerSubmission(createUtility);
  const [update, updating] = useUpdateTransactionUtilityMutation();
  const toast = useToast();
  const working = creating.isLoading || updating.isLoading;
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const website = orNull(draft.websiteUrl);
    const found = {
      utilityType: draft.utilityType === '' ? UTILITY_TEXT.typeRequired : undefined,
      websiteUrl: website !== null && webAddressOf(website) === null ? UTILITY_TEXT.website : undefined,
    };
    setErrors(found);
    if (found.utilityType || found.websiteUrl) return;
    const body: UpdateTransactionUtilityDto = {
      utility_type: draft.utilityType as UtilityType,
      action: draft.action as UtilityAction,
      provider_name: orNull(draft.providerName),
      website_url: website,
      due_date: draft.dueDate === '' ? null : draft.dueDate,
      status: draft.status as UtilityStatus,
      account_number: orNull(draft.accountNumber),
      confirmation_number: orNull(draft.confirmationNumber),
      notes: orNull(draft.notes),
      is_client_visible: draft.isClientVisible,
      create_client_task: draft.createClientTask,
    };
    try {
      if (utility) await update({ id: transactionId, utilityId: utility.id, updateTransactionUtilityDto: body }).unwrap();
      else
        await create({
          id: transactionId,
          createTransactionUtilityDto: { ...body, utility_type: draft.utilityType as UtilityType },
        }).unwrap();
      toast({ title: utility ? 'Utility updated' : 'Utility added', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (error) {
      setErrors({ form: errorMessage(error, utility ? UTILITY_TEXT.updateFailed : UTILITY_TEXT.createFailed) });
    }
  };

  return (
    <DialogContent
      title={utility ? 'Edit Utility' : 'Add Utility'}
      description="Service the buyer needs in their name at the new home."
      footer={
        <>
          <DialogCancel disabled={working} />
          <Button type="submit" form="utility-form" loading={working} loadingText="Saving...">
            {utility ? 'Save Utility' : 'Add Utility'}
          </Button>
        </>
      }
    >
      <form id="utility-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={errors.form} />
        <div className={styles.formRow}>
          <Select
            label="Utility type"
            required
            placeholder="Choose a type"
            options={asOptions(TYPES)}
            value={draft.utilityType || undefined}
            onValueChange={(utilityType) => change({ utilityType })}
            error={errors.utilityType}
          />
          <Select
            label="Action"
            required
            options={asOptions(ACTIONS)}
            value={draft.action}
            onValueChange={(action) => change({ action })}
          />
        </div>
        <div className={styles.formRow}>
          <Input
            label="Provider"
            value={draft.providerName}
            maxLength={200}
            onChange={(event) => change({ providerName: event.target.value })}
          />
          <Input
            label="Website"
            type="url"
            inputMode="url"
            placeholder="austinenergy.com"
            value={draft.websiteUrl}
            maxLength={2048}
            onChange={(event) => change({ websiteUrl: event.target.value })}
            error={errors.websiteUrl}
          />
        </div>
        <div className={styles.formRow}>
          <Input
            label="Transfer date"
            type="date"
            value={draft.dueDate}
            onChange={(event) => change({ dueDate: event.target.value })}
          />
          <Select
            label="Status"
            options={asOptions(UTILITY_STATUSES)}
            value={draft.status}
            onValueChange={(status) => change({ status })}
          />
        </div>
        <div className={styles.formRow}>
          <Input
            label="Account number"
            hint="Agent only"
            value={draft.accountNumber}
            maxLength={100}
            onChange={(event) => change({ accountNumber: event.target.value })}
          />
          <Input
            label="Confirmation number"
            hint="Agent only"
            value={draft.confirmationNumber}
            maxLength={100}
            onChange={(event) => change({ confirmationNumber: event.target.value })}
          />
        </div>
        <Textarea
          label="Notes"
          hint="Agent only"
          rows={3}
          maxLength={2000}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
        <fieldset className={styles.options}>
          <legend>Client</legend>
          <Checkbox
            label="Show to client"
            checked={draft.isClientVisible}
            onCheckedChange={(isClientVisible) => change({ isClientVisible })}
          />
          <Checkbox
            label="Create a client task"
            hint={
              draft.dueDate
                ? 'Due on the transfer date; completed when the utility is Confirmed or Completed.'
                : 'Needs a transfer date.'
            }
            checked={draft.createClientTask}
            onCheckedChange={(createClientTask) => change({ createClientTask })}
          />
        </fieldset>
      </form>
    </DialogContent>
  );
}

/** Deletion is confirmed (spec 002 §5). */
export function DeleteUtilityDialog({
  transactionId,
  utility,
  onClose,
}: {
  transactionId: string;
  utility: TransactionUtilityDto | null;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useDeleteTransactionUtilityMutation();
  const toast = useToast();
  const confirm = async () => {
    if (!utility) return;
    try {
      await remove({ id: transactionId, utilityId: utility.id }).unwrap();
      toast({ title: 'Utility deleted', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      toast({ title: errorMessage(failure, UTILITY_TEXT.deleteFailed), tone: 'error' });
    }
  };
  return (
    <ConfirmDialog
      open={utility !== null}
      title="Delete Utility"
      description={utility ? UTILITY_TEXT.deleteConfirm(utility.utility_type) : ''}
      confirmLabel="Delete"
      workingLabel="Deleting..."
      working={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
