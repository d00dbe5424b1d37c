import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { UNDO_TOAST_MS, useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import {
  useCreateCustomMilestoneMutation,
  useDeleteCustomMilestoneMutation,
  useRemoveGeneratedMilestoneMutation,
  useRestoreGeneratedMilestoneMutation,
  useUpdateCustomMilestoneMutation,
  type ConfirmableMilestoneType,
  type TransactionMilestoneDto,
} from '@/shared/api/generated';

import styles from './detail.module.css';

/** Spec 002 §8 fallbacks, verbatim; the required-field words match the server's. */
export const CUSTOM_MILESTONE_TEXT = {
  nameRequired: 'Milestone name is required',
  createFailed: 'Failed to create milestone',
  updateFailed: 'Failed to update milestone',
  deleteFailed: 'Failed to delete milestone',
  deleteConfirm: (name: string) => `Delete the milestone "${name}"? It leaves this deal's timeline.`,
  /** A generated milestone (ADR 0064): its removal outlasts every later edit of the deal. */
  removeConfirm: (name: string) =>
    `Remove the milestone "${name}"? It leaves this deal's timeline and the client's, and stays removed when the deal's dates change.`,
} as const;

interface Props {
  transactionId: string;
  /** The milestone to edit; null adds one. */
  milestone: TransactionMilestoneDto | null;
  open: boolean;
  onClose: () => void;
}

/** Add or edit the agent's own milestone (spec 002 §7: name, due date, shown to the client). */
export function CustomMilestoneDialog({ transactionId, milestone, open, onClose }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && <CustomMilestoneForm key={milestone?.id ?? 'new'} transactionId={transactionId} milestone={milestone} onClose={onClose} />}
    </Dialog>
  );
}

function CustomMilestoneForm({ transactionId, milestone, onClose }: Omit<Props, 'open'>) {
  const [name, setName] = useState(milestone?.milestone_name ?? '');
  const [dueDate, setDueDate] = useState(milestone?.due_date ?? '');
  const [visible, setVisible] = useState(milestone?.is_client_visible ?? true);
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const [createMilestone, creating] = useCreateCustomMilestoneMutation();
  const create = useOncePerSubmission(createMilestone);
  const [update, updating] = useUpdateCustomMilestoneMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 002 §5: name required, due date optional (an empty one is no date, or takes the date off).
    const found = { name: name.trim() === '' ? CUSTOM_MILESTONE_TEXT.nameRequired : undefined };
    setErrors(found);
    if (found.name) return;
    const body = { milestone_name: name, due_date: dueDate === '' ? null : dueDate, is_client_visible: visible };
    try {
      if (milestone) await update({ id: transactionId, milestoneId: milestone.id, updateCustomMilestoneDto: body }).unwrap();
      else await create({ id: transactionId, createCustomMilestoneDto: body }).unwrap();
      toast({ title: milestone ? 'Milestone updated' : 'Milestone added', tone: 'success' });
      onClose();
    } catch (failure) {
      setErrors({ form: errorMessage(failure, milestone ? CUSTOM_MILESTONE_TEXT.updateFailed : CUSTOM_MILESTONE_TEXT.createFailed) });
    }
  };

  const formId = `custom-milestone-${milestone?.id ?? 'new'}`;
  return (
    <DialogContent
      title={milestone ? 'Edit Milestone' : 'Add Milestone'}
      description="Your own step on this deal's timeline, next to the ones the contract's dates give."
      footer={
        <>
          <DialogCancel />
          <Button type="submit" form={formId} loading={creating.isLoading || updating.isLoading} loadingText="Saving...">
            {milestone ? 'Save' : 'Add Milestone'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <Input label="Milestone name" required maxLength={200} value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <Input
          label="Due date (optional)"
          type="date"
          hint="Leave empty for a step with no date yet: it is listed last and raises no alerts."
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
        />
        <Checkbox label="Show to client" hint="On your client's timeline, with its date." checked={visible} onCheckedChange={setVisible} />
      </form>
    </DialogContent>
  );
}

/** The confirmed delete of the agent's own milestone. */
export function DeleteCustomMilestoneDialog({ transactionId, milestone, onClose }: { transactionId: string; milestone: TransactionMilestoneDto | null; onClose: () => void }) {
  const [remove, removing] = useDeleteCustomMilestoneMutation();
  const [removeGenerated, removingGenerated] = useRemoveGeneratedMilestoneMutation();
  const [restoreGenerated] = useRestoreGeneratedMilestoneMutation();
  const isLoading = removing.isLoading || removingGenerated.isLoading;
  const generated = milestone !== null && milestone.milestone_type !== 'custom';
  const toast = useToast();
  const confirm = async () => {
    if (!milestone) return;
    try {
      const milestoneType = milestone.milestone_type as ConfirmableMilestoneType;
      if (generated) await removeGenerated({ id: transactionId, milestoneType }).unwrap();
      else await remove({ id: transactionId, milestoneId: milestone.id }).unwrap();
      if (!generated) toast({ title: 'Milestone deleted', tone: 'success' });
      // ADR 0064: a removal is taken back with Restore (the rules date the milestone again).
      else
        toast({
          title: `Milestone removed: ${milestone.milestone_name}`,
          tone: 'success',
          duration: UNDO_TOAST_MS,
          action: {
            label: 'Restore',
            altText: `Restore ${milestone.milestone_name} to the timeline`,
            onAction: () =>
              void restoreGenerated({ id: transactionId, milestoneType })
                .unwrap()
                .then(() => toast({ title: `Milestone restored: ${milestone.milestone_name}`, tone: 'success' }))
                .catch((failure: unknown) => toast({ title: errorMessage(failure, CUSTOM_MILESTONE_TEXT.updateFailed), tone: 'error' })),
          },
        });
      onClose();
    } catch (failure) {
      toast({ title: errorMessage(failure, CUSTOM_MILESTONE_TEXT.deleteFailed), tone: 'error' });
    }
  };
  return (
    <ConfirmDialog
      open={milestone !== null}
      title={generated ? 'Remove Milestone' : 'Delete Milestone'}
      description={milestone ? (generated ? CUSTOM_MILESTONE_TEXT.removeConfirm : CUSTOM_MILESTONE_TEXT.deleteConfirm)(milestone.milestone_name) : ''}
      confirmLabel={generated ? 'Remove' : 'Delete'}
      workingLabel={generated ? 'Removing...' : 'Deleting...'}
      working={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
