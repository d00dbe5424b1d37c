import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useAmendContractDeadlineMutation,
  useListTransactionDocumentsQuery,
  type ContractDeadlineType,
  type TransactionMilestoneDto,
} from '@/shared/api/generated';

import { localDayOf } from './deal-format';

import styles from './detail.module.css';

export const AMEND_DEADLINE_TEXT = {
  dateRequired: 'New date is required',
  signedRequired: 'Signing date is required',
  signedInFuture: 'The amendment cannot be signed in the future',
  failed: 'Failed to record the amendment',
} as const;

/** The Select's value for "no document": Radix reserves the empty string. */
const NO_DOCUMENT = 'none';

/**
 * Whether a milestone is a contract deadline an amendment may move (ADR 0026 addendum): the engine
 * dated it from a contract rule, so it carries the paragraph it came from.
 */
export const isAmendable = (milestone: TransactionMilestoneDto): boolean =>
  milestone.citation !== null && milestone.computed_due_date !== null && milestone.date_source !== 'deal';

interface Props {
  transactionId: string;
  /** The contract deadline to amend; null = closed. */
  milestone: TransactionMilestoneDto | null;
  onClose: () => void;
}

/**
 * Record a signed amendment (TREC 39) that moves a contract deadline (issue 18 item 4): its new date
 * and the day it was signed. The deal's own agent only; the server says so to anyone else.
 */
export function AmendDeadlineDialog({ transactionId, milestone, onClose }: Props) {
  return (
    <Dialog open={milestone !== null} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {milestone && <AmendDeadlineForm key={milestone.id} transactionId={transactionId} milestone={milestone} onClose={onClose} />}
    </Dialog>
  );
}

function AmendDeadlineForm({ transactionId, milestone, onClose }: { transactionId: string; milestone: TransactionMilestoneDto; onClose: () => void }) {
  const today = localDayOf(new Date().toISOString());
  const [date, setDate] = useState(milestone.due_date ?? '');
  const [signedOn, setSignedOn] = useState(today);
  const [documentId, setDocumentId] = useState(NO_DOCUMENT);
  // The signed TREC 39 may be among the deal's documents (issue 18 item 4): named with the amendment when it is.
  const documents = useListTransactionDocumentsQuery({ id: transactionId });
  const [errors, setErrors] = useState<{ date?: string; signedOn?: string; form?: string }>({});
  const [amend, amending] = useAmendContractDeadlineMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      date: date === '' ? AMEND_DEADLINE_TEXT.dateRequired : undefined,
      signedOn: signedOn === '' ? AMEND_DEADLINE_TEXT.signedRequired : signedOn > today ? AMEND_DEADLINE_TEXT.signedInFuture : undefined,
    };
    setErrors(found);
    if (found.date || found.signedOn) return;
    try {
      await amend({
        id: transactionId,
        milestoneType: milestone.milestone_type as ContractDeadlineType,
        amendContractDeadlineDto: { date, amended_on: signedOn, document_id: documentId === NO_DOCUMENT ? null : documentId },
      }).unwrap();
      toast({ title: 'Amendment recorded', tone: 'success' });
      onClose();
    } catch (failure) {
      setErrors({ form: errorMessage(failure, AMEND_DEADLINE_TEXT.failed) });
    }
  };

  const formId = `amend-${milestone.id}`;
  return (
    <DialogContent
      title={`Amend ${milestone.milestone_name}`}
      description={`A signed amendment (TREC 39) moves this contract deadline (${milestone.citation}). Alerts, the calendar and compliance then follow its date.`}
      footer={
        <>
          <DialogCancel />
          <Button type="submit" form={formId} loading={amending.isLoading} loadingText="Saving...">
            Record Amendment
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <Input
          label="New date"
          type="date"
          required
          value={date}
          error={errors.date}
          onChange={(event) => {
            setDate(event.target.value);
            setErrors((shown) => ({ ...shown, date: undefined }));
          }}
        />
        <Input
          label="Signed on"
          type="date"
          required
          max={today}
          hint="The day the last party signed the amendment"
          value={signedOn}
          error={errors.signedOn}
          onChange={(event) => {
            setSignedOn(event.target.value);
            setErrors((shown) => ({ ...shown, signedOn: undefined }));
          }}
        />
        {(documents.data?.length ?? 0) > 0 && (
          <Select
            label="Signed amendment (TREC 39)"
            hint="Optional: the uploaded document the parties signed"
            value={documentId}
            onValueChange={setDocumentId}
            options={[
              { value: NO_DOCUMENT, label: 'Not uploaded' },
              ...(documents.data ?? []).map((document) => ({ value: document.id, label: document.title })),
            ]}
          />
        )}
      </form>
    </DialogContent>
  );
}
