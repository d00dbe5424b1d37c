import { useState, type FormEvent } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-layout';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useListClientCheckInsQuery,
  useMarkCheckInViewedMutation,
  useRespondToCheckInMutation,
  type ClientCheckInDto,
} from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealDay, useDealView } from '../detail/deal-view';

import styles from './check-ins.module.css';
import { feelingLook } from './feelings';

/** Spec 002 §5 / §8, verbatim. */
export const CHECK_IN_TEXT = {
  empty: "No check-ins yet. Your client will be prompted to share how they're feeling periodically.",
  responseRequired: 'Agent response cannot be empty',
  responseFailed: 'Failed to submit response. Please try again.',
} as const;
const TEXT_MAX = 2000;

export function CheckInRow({
  checkIn,
  audience,
  onRespond,
}: {
  checkIn: ClientCheckInDto;
  audience: 'agent' | 'client';
  onRespond?: () => void;
}) {
  const dealDay = useDealDay();
  const look = feelingLook(checkIn.feeling);
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.heading}>
          <Badge tone={look.tone}>{look.label}</Badge>
          <span className={styles.when}>{dealDay(checkIn.created_at)}</span>
          {audience === 'agent' && checkIn.viewed_by_agent_at === null && <Badge tone="brand">New</Badge>}
        </span>
        {checkIn.note && <p className={styles.note}>{checkIn.note}</p>}
        {checkIn.agent_response && (
          <p className={styles.response}>
            <strong>{audience === 'agent' ? 'Your response:' : 'Your agent:'}</strong> {checkIn.agent_response}
          </p>
        )}
      </div>
      {onRespond && (
        <Button
          size="sm"
          variant="secondary"
          onClick={onRespond}
          aria-label={`Respond to the ${look.label.toLowerCase()} check-in of ${dealDay(checkIn.created_at)}`}
        >
          {checkIn.agent_response ? 'Edit response' : 'Respond'}
        </Button>
      )}
    </li>
  );
}

/** Spec 002 §2 Client Check-ins on the agent's detail screen: newest first, new until viewed; Respond marks it viewed. */
export function CheckInsPanel({ transactionId }: { transactionId: string }) {
  const checkIns = useListClientCheckInsQuery({ id: transactionId, view: useDealView() });
  const [markViewed] = useMarkCheckInViewedMutation();
  const [responding, setResponding] = useState<ClientCheckInDto | null>(null);
  const respond = (checkIn: ClientCheckInDto) => {
    setResponding(checkIn);
    // Opening it is reading it (spec 002 §4); a failure here leaves it new, nothing else.
    if (checkIn.viewed_by_agent_at === null)
      void markViewed({ id: transactionId, checkInId: checkIn.id })
        .unwrap()
        .catch(() => undefined);
  };
  // Issue 20 item 4: folded to its count on the agent's page, open while any is new; none is one line.
  const count = checkIns.data?.length ?? 0;
  const fresh = checkIns.data?.filter((checkIn) => checkIn.viewed_by_agent_at === null).length ?? 0;
  const fold = count > 0 ? { summary: `${count} check-in${count === 1 ? '' : 's'}${fresh > 0 ? ` · ${fresh} new` : ''}`, defaultOpen: fresh > 0 } : undefined;
  return (
    <DealPanel id="check-ins" title="Client Check-ins" fold={fold}>
      <PanelList
        query={checkIns}
        failure="Failed to load check-ins"
        empty={<EmptyState title={CHECK_IN_TEXT.empty} titleAs="p" />}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((checkIn) => (
              <CheckInRow key={checkIn.id} checkIn={checkIn} audience="agent" onRespond={() => respond(checkIn)} />
            ))}
          </ul>
        )}
      </PanelList>
      <Dialog open={responding !== null} onOpenChange={(open) => (!open ? setResponding(null) : undefined)}>
        {responding && (
          <ResponseForm
            key={responding.id}
            transactionId={transactionId}
            checkIn={responding}
            onClose={() => setResponding(null)}
          />
        )}
      </Dialog>
    </DealPanel>
  );
}

function ResponseForm({
  transactionId,
  checkIn,
  onClose,
}: {
  transactionId: string;
  checkIn: ClientCheckInDto;
  onClose: () => void;
}) {
  const dealDay = useDealDay();
  const [text, setText] = useState(checkIn.agent_response ?? '');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useRespondToCheckInMutation();
  const toast = useToast();
  const look = feelingLook(checkIn.feeling);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(CHECK_IN_TEXT.responseRequired);
      return;
    }
    try {
      await send({ id: transactionId, checkInId: checkIn.id, respondToCheckInDto: { response: text } }).unwrap();
      toast({ title: 'Response sent', tone: 'success', duration: 3000 });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, CHECK_IN_TEXT.responseFailed));
    }
  };
  return (
    <DialogContent
      title="Respond to Check-in"
      description={`Your client felt ${look.label.toLowerCase()} on ${dealDay(checkIn.created_at)}.`}
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="check-in-response" loading={isLoading} loadingText="Sending...">
            Send Response
          </Button>
        </>
      }
    >
      <form id="check-in-response" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {checkIn.note && <p className={styles.note}>“{checkIn.note}”</p>}
        <FormError message={error} />
        <Textarea
          label="Your response"
          rows={4}
          maxLength={TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </DialogContent>
  );
}
