import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

import type { LifecycleAction } from './dashboard-row';

/** Spec 001 §2.1: the confirm texts, verbatim. */
export const CONFIRM_TEXT: Record<LifecycleAction, string> = {
  close: 'Mark as Closed? This will complete open tasks.',
  reopen: 'Reopen this transaction? It will be restored to its previous status.',
  delete: 'Permanently remove from views? (Soft delete).',
};

const TITLES: Record<LifecycleAction, string> = {
  close: 'Close Transaction',
  reopen: 'Reopen Transaction',
  delete: 'Delete Transaction',
};

interface LifecycleDialogProps {
  /** The pending action and the deal it is for; null when closed. */
  pending: { action: LifecycleAction; title: string } | null;
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm dialog for close, reopen and delete: Confirm reads 'Processing...' while working. */
export function LifecycleDialog({ pending, working, onConfirm, onCancel }: LifecycleDialogProps) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (!open && !working ? onCancel() : undefined)}>
      {pending && (
        <DialogContent
          size="sm"
          title={`${TITLES[pending.action]}: ${pending.title}`}
          description={CONFIRM_TEXT[pending.action]}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary" disabled={working}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                variant={pending.action === 'delete' ? 'danger' : 'primary'}
                loading={working}
                loadingText="Processing..."
                onClick={onConfirm}
              >
                Confirm
              </Button>
            </>
          }
        />
      )}
    </Dialog>
  );
}
