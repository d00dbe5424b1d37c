import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';

import { StaleRecordNotice } from '@/components/stale-record-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form-layout';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/use-toast';
import { sendingVersion, staleRecordOf } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';
import { generatedApi, useListReassignTargetsQuery, useReassignTransactionMutation } from '@/shared/api/generated';

import styles from './reassign-dialog.module.css';

/** What the dialog needs of a deal: whichever screen read it (the deal's view, the admin's list). */
export interface ReassignableDeal {
  id: string;
  /** The version the screen read: the reassignment's If-Match. */
  version: number;
  property_address?: string | null;
  agent_name?: string | null;
}

interface ReassignDialogProps {
  deal: ReassignableDeal;
  /** Reads the deal again (its version is the reassignment's If-Match). */
  onReload: () => void;
  reloading: boolean;
}

/**
 * Issue 24 item 5 (ADR 0069): the broker or team lead over a deal's agent, or an admin, hands it to
 * another agent of the same team or brokerage. The picker lists only whom the server would accept
 * (`listReassignTargets`, the reassignment's own policy); the command carries the version the screen read.
 * This one opens from its own button (the overseen deal's view); `ReassignDealDialog` from a list's row.
 */
export function ReassignDialog({ deal, onReload, reloading }: ReassignDialogProps) {
  const [open, setOpen] = useState(false);
  // Read with the page, so the dialog opens with its picker ready to take focus (the dialog refetches it).
  useListReassignTargetsQuery({ id: deal.id });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reassign
      </Button>
      {open && <ReassignDialogBody deal={deal} onReload={onReload} reloading={reloading} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

/** The same dialog opened for one deal of a list (the admin console): open while `deal` is set. */
export function ReassignDealDialog({
  deal,
  onClose,
  ...props
}: Omit<ReassignDialogProps, 'deal'> & { deal: ReassignableDeal | null; onClose: () => void }) {
  return (
    <Dialog open={deal !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {deal && <ReassignDialogBody key={deal.id} deal={deal} onDone={onClose} {...props} />}
    </Dialog>
  );
}

function ReassignDialogBody({ deal, onReload, reloading, onDone }: ReassignDialogProps & { onDone: () => void }) {
  const targets = useListReassignTargetsQuery({ id: deal.id }, { refetchOnMountOrArgChange: true });
  const [reassign, state] = useReassignTransactionMutation();
  const [agentId, setAgentId] = useState('');
  const [missing, setMissing] = useState(false);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const dispatch = useDispatch();
  const where = deal.property_address ?? 'this deal';
  const agents = targets.data ?? [];
  const pickerId = useId();
  const openedLoading = useRef(targets.isLoading);

  // Opened before the agents arrived (from a list's row, with nothing read ahead): the picker was
  // disabled when the dialog placed focus, so it takes focus once it can, unless the user moved on.
  useEffect(() => {
    if (!openedLoading.current || !targets.isSuccess) return;
    openedLoading.current = false;
    const picker = document.getElementById(pickerId);
    const dialog = picker?.closest('[role="dialog"]');
    const active = document.activeElement;
    if (picker && (!dialog?.contains(active) || active === dialog)) picker.focus();
  }, [targets.isSuccess, pickerId]);

  const submit = async () => {
    if (!agentId) {
      setMissing(true);
      return;
    }
    setFailure(null);
    try {
      await sendingVersion(reassign)({ id: deal.id, reassignTransactionDto: { agent_id: agentId } }, deal.version).unwrap();
      // The oversight dashboard, the review queue and the admin's list show the deal under its agent.
      dispatch(generatedApi.util.invalidateTags(['oversight', 'admin']));
      const name = agents.find((agent) => agent.id === agentId)?.full_name ?? 'the new agent';
      toast({ title: `Deal reassigned to ${name}`, tone: 'success' });
      onDone();
    } catch (caught) {
      if (staleRecordOf(caught)) setStale(true);
      else setFailure(errorMessage(caught, 'Failed to reassign the deal. Please try again.'));
    }
  };

  const reload = () => {
    setStale(false);
    onReload();
  };

  return (
    <DialogContent
      size="sm"
      title="Reassign deal"
      description={`Give ${where} to another agent of the same team or brokerage. ${deal.agent_name ?? 'The current agent'} loses access, and the client is told who their agent now is.`}
      footer={
        <>
          <DialogCancel disabled={state.isLoading} />
          <Button
            loading={state.isLoading}
            loadingText="Reassigning..."
            disabled={stale || reloading || agents.length === 0}
            onClick={() => void submit()}
          >
            Reassign
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        {stale && <StaleRecordNotice onReload={reload} reloading={reloading} keepsInput={false} />}
        {failure && <Alert tone="error">{failure}</Alert>}
        {targets.isError ? (
          <Alert
            tone="error"
            title="Failed to load agents"
            action={
              <Button variant="secondary" size="sm" onClick={() => void targets.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(targets.error, 'The agents you may assign could not be loaded.')}
          </Alert>
        ) : targets.isSuccess && agents.length === 0 ? (
          <Alert tone="info" title="No agent to reassign to">
            Nobody else on this deal's team or in its brokerage can take it.
          </Alert>
        ) : (
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Select
              id={pickerId}
              label="New agent"
              placeholder={targets.isLoading ? 'Loading agents…' : 'Choose an agent'}
              options={agents.map((agent) => ({ value: agent.id, label: agent.full_name }))}
              value={agentId}
              disabled={targets.isLoading}
              required
              error={missing && !agentId ? 'Choose the agent who takes over the deal' : undefined}
              onValueChange={(value) => {
                setAgentId(value);
                setMissing(false);
              }}
            />
          </Form>
        )}
      </div>
    </DialogContent>
  );
}
