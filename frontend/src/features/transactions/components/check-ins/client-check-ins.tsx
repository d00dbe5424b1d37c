import { CHECK_IN_FEELINGS, CHECK_IN_TEXT_MAX, checkInDue } from '@contract/shared-rules';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-layout';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import { useListClientCheckInsQuery, useSubmitCheckInMutation } from '@/shared/api/generated';
import { readStorage, writeStorage } from '@/shared/browser-storage';

import { DealPanel } from '../detail/deal-panels';
import { CheckInRow } from './check-ins-panel';
import styles from './check-ins.module.css';
import { feelingLook } from './feelings';

const SUBMIT_FAILED = 'Failed to submit check-in';
const FEELING_REQUIRED = 'Choose how you are feeling';
/** Asked once per visit: a client who closes the prompt is not asked again until they come back. */
const PROMPTED_KEY = 'threshold.check-in-prompted';

const promptKey = (transactionId: string) => `${PROMPTED_KEY}:${transactionId}`;
const promptedBefore = (transactionId: string) => readStorage(() => sessionStorage, promptKey(transactionId)) === '1';
const rememberPrompt = (transactionId: string) => writeStorage(() => sessionStorage, promptKey(transactionId), '1');

/**
 * The client's check-in (spec 002 §2 check-in modal, §4 "Check-ins"): prompted when they never
 * checked in on this deal or the last is 7 or more days old, also open from the Check In button; a
 * feeling is required, the note optional. Their check-ins and the agent's answers are listed below.
 * Nothing of it in the agent's preview (read-only).
 */
export function ClientCheckIns({ transactionId, readOnly }: { transactionId: string; readOnly: boolean }) {
  const { data } = useListClientCheckInsQuery({ id: transactionId, view: readOnly ? 'client' : undefined });
  // 'auto' until the client opens or closes it: open by itself when a check-in is due (once a visit).
  const [choice, setChoice] = useState<'auto' | 'open' | 'closed'>('auto');
  const due = !readOnly && data !== undefined && checkInDue(data[0]?.created_at, new Date()) && !promptedBefore(transactionId);
  const open = choice === 'open' || (choice === 'auto' && due);
  const setOpen = (next: boolean) => {
    if (!next) rememberPrompt(transactionId);
    setChoice(next ? 'open' : 'closed');
  };
  return (
    <DealPanel
      id="check-ins"
      title="Check-ins"
      action={
        !readOnly && (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            Check In
          </Button>
        )
      }
    >
      {data && data.length > 0 ? (
        <ul className={styles.list}>
          {data.map((checkIn) => (
            <CheckInRow key={checkIn.id} checkIn={checkIn} audience="client" />
          ))}
        </ul>
      ) : (
        <p className={styles.when}>Let your agent know how you are feeling about the move; they read every check-in.</p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <CheckInForm transactionId={transactionId} onClose={() => setOpen(false)} />}
      </Dialog>
    </DealPanel>
  );
}

function CheckInForm({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const [feeling, setFeeling] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitCheckIn, { isLoading }] = useSubmitCheckInMutation();
  const submit = useOncePerSubmission(submitCheckIn);
  const toast = useToast();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!feeling) {
      setError(FEELING_REQUIRED);
      return;
    }
    try {
      await submit({
        id: transactionId,
        submitCheckInDto: { feeling: feeling as (typeof CHECK_IN_FEELINGS)[number], note: note.trim() === '' ? null : note },
      }).unwrap();
      toast({ title: 'Thanks for checking in', tone: 'success', duration: 3000 });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, SUBMIT_FAILED));
    }
  };
  return (
    <DialogContent
      title="How are you feeling?"
      description="A quick check-in helps your agent support you through the process."
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="check-in-form" loading={isLoading} loadingText="Sending...">
            Submit Check-in
          </Button>
        </>
      }
    >
      <form id="check-in-form" className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <FormError message={error} />
        <fieldset className={styles.feelings}>
          <legend>Right now I feel</legend>
          {CHECK_IN_FEELINGS.map((option) => (
            <label key={option} className={styles.feeling}>
              <input
                type="radio"
                name="feeling"
                value={option}
                checked={feeling === option}
                onChange={() => {
                  setFeeling(option);
                  setError(null);
                }}
              />
              <span>{feelingLook(option).label}</span>
            </label>
          ))}
        </fieldset>
        <Textarea
          label="Anything you want to share? (optional)"
          rows={3}
          maxLength={CHECK_IN_TEXT_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </DialogContent>
  );
}
