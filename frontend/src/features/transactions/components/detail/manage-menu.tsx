import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { CalendarLinksDialog } from '@/components/calendar/calendar-links';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { sendingVersion } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';
import {
  useChangeTransactionStatusMutation,
  useCloseTransactionMutation,
  useDeleteTransactionMutation,
  useReopenTransactionMutation,
  useArchiveTransactionMutation,
  type TransactionDto,
  type WorkingStatus,
} from '@/shared/api/generated';

import { localDayOf, statusLabel } from './deal-format';
import { EARLY_CLOSE_CONFIRM, EARLY_CLOSE_TITLE, earlyCloseQuestion } from '@/utils/early-close';

type Action = 'close' | 'reopen' | 'archive' | 'delete';

/** The contract statuses an agent moves a live deal through (ADR 0020); draft submits, closed reopens. */
const WORKING_STATUSES: readonly WorkingStatus[] = [
  'pending',
  'under_contract',
  'option_period',
  'inspection',
  'appraisal',
  'final_walkthrough',
  'closing',
  'cancelled',
];

/** Spec 001 §2.1 confirm texts; spec 002 §8 toasts (3 s); after a delete, the dashboard after 1 s (§9). */
const ACTIONS: Record<Action, { title: string; confirm: string; done: string }> = {
  close: { title: 'Close Transaction', confirm: 'Mark as Closed? This will complete open tasks.', done: 'Transaction closed successfully' },
  reopen: { title: 'Reopen Transaction', confirm: 'Reopen this transaction? It will be restored to its previous status.', done: 'Transaction reopened successfully' },
  archive: { title: 'Archive Transaction', confirm: "Archive this transaction? It leaves the client's list; its record stays.", done: 'Transaction archived successfully' },
  delete: { title: 'Delete', confirm: 'Permanently remove from views? (Soft delete).', done: 'Transaction deleted successfully' },
};
const TOAST_MS = 3000;
const REDIRECT_AFTER_DELETE_MS = 1000;

export function ManageMenu({ deal, onDeleted }: { deal: TransactionDto; onDeleted: () => void }) {
  const [pending, setPending] = useState<Action | null>(null);
  // The second question of an early close (issue 20 item 5), once the first was confirmed.
  const [earlyClose, setEarlyClose] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // A refused action keeps its dialog open with the reason (ADR 0083): the 3 s toast alone is missed.
  const [failure, setFailure] = useState<string | null>(null);
  const [close] = useCloseTransactionMutation();
  const [reopen] = useReopenTransactionMutation();
  const [archive] = useArchiveTransactionMutation();
  const [remove] = useDeleteTransactionMutation();
  const [statusOpen, setStatusOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const closed = deal.status === 'closed';

  /** Runs the confirmed action; true when it was done. */
  const run = async (action: Action): Promise<boolean> => {
    setWorking(true);
    setFailure(null);
    try {
      if (action === 'close') await sendingVersion(close)({ id: deal.id }, deal.version).unwrap();
      if (action === 'reopen') await sendingVersion(reopen)({ id: deal.id }, deal.version).unwrap();
      if (action === 'archive') await sendingVersion(archive)({ id: deal.id }, deal.version).unwrap();
      if (action === 'delete') await sendingVersion(remove)({ id: deal.id }, deal.version).unwrap();
      toast({ title: ACTIONS[action].done, tone: 'success', duration: TOAST_MS });
      setPending(null);
      if (action === 'delete') onDeleted();
      if (action === 'delete') window.setTimeout(() => void navigate(paths.agent.dashboard.href()), REDIRECT_AFTER_DELETE_MS);
      return true;
    } catch (error) {
      const message = errorMessage(error, `Failed to ${action} transaction`);
      toast({ title: message, tone: 'error', duration: TOAST_MS });
      setFailure(message);
      return false;
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">Manage ▾</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {closed && <DropdownMenuItem onSelect={() => setPending('reopen')}>Reopen Transaction</DropdownMenuItem>}
          {(closed || deal.status === 'cancelled') && <DropdownMenuItem onSelect={() => setPending('archive')}>Archive Transaction</DropdownMenuItem>}
          {!closed && deal.status !== 'draft' && deal.status !== 'archived' && (
            <DropdownMenuItem onSelect={() => setPending('close')}>Close Transaction</DropdownMenuItem>
          )}
          {!closed && deal.status !== 'draft' && <DropdownMenuItem onSelect={() => setStatusOpen(true)}>Change Status</DropdownMenuItem>}
          {closed && (
            <DropdownMenuItem asChild>
              <Link to={paths.homeVault.href(deal.id)}>View Home Vault</Link>
            </DropdownMenuItem>
          )}
          {deal.status !== 'draft' && <DropdownMenuItem onSelect={() => setCalendarOpen(true)}>Add to Calendar</DropdownMenuItem>}
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={() => setPending('delete')}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={pending !== null}
        title={earlyClose ? EARLY_CLOSE_TITLE : pending ? ACTIONS[pending].title : ''}
        description={earlyClose ?? (pending ? ACTIONS[pending].confirm : '')}
        confirmLabel={earlyClose ? EARLY_CLOSE_CONFIRM : undefined}
        tone={pending === 'delete' ? 'danger' : 'primary'}
        working={working}
        onConfirm={() => {
          if (!pending) return;
          const question = pending === 'close' && earlyClose === null ? earlyCloseQuestion(deal, localDayOf(new Date().toISOString())) : null;
          if (question) setEarlyClose(question);
          else void run(pending).then((done) => done && setEarlyClose(null));
        }}
        onCancel={() => {
          setPending(null);
          setEarlyClose(null);
          setFailure(null);
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
      </ConfirmDialog>
      <CalendarLinksDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} deal={{ id: deal.id, address: deal.property_address ?? null }} />
      <Dialog open={statusOpen} onOpenChange={setStatusOpen}>
        {/* Keyed by version so the choice starts from the deal's current status each time. */}
        {statusOpen && <StatusDialogBody key={deal.version} deal={deal} onDone={() => setStatusOpen(false)} />}
      </Dialog>
    </>
  );
}

function StatusDialogBody({ deal, onDone }: { deal: TransactionDto; onDone: () => void }) {
  const [status, setStatus] = useState<string>(deal.status);
  const [change, { isLoading }] = useChangeTransactionStatusMutation();
  const toast = useToast();

  const save = async () => {
    if (status === deal.status) return onDone();
    try {
      await sendingVersion(change)({ id: deal.id, changeTransactionStatusDto: { status: status as WorkingStatus } }, deal.version).unwrap();
      toast({ title: `Status changed to ${statusLabel(status)}`, tone: 'success', duration: TOAST_MS });
      onDone();
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to change status'), tone: 'error', duration: TOAST_MS });
    }
  };

  return (
    <DialogContent
      size="sm"
      title="Change Status"
      description="Where this deal stands in the contract. Close and reopen keep their own actions."
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button loading={isLoading} loadingText="Saving..." onClick={() => void save()}>
            Save Status
          </Button>
        </>
      }
    >
      <Select
        label="Status"
        options={WORKING_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        value={status}
        onValueChange={setStatus}
      />
    </DialogContent>
  );
}
