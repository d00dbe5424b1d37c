import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EARLY_CLOSE_CONFIRM, EARLY_CLOSE_TITLE } from '@/utils/early-close';

import type { LifecycleAction } from './dashboard-row';

/** Spec 001 §2.1: the confirm texts, verbatim. */
export const CONFIRM_TEXT: Record<LifecycleAction, string> = {
  close: 'Mark as Closed? This will complete open tasks.',
  reopen: 'Reopen this transaction? It will be restored to its previous status.',
  // Not in the spec's texts: the action its delete refusal names ('Use Archive instead').
  archive: "Archive this transaction? It leaves the client's list; its record stays.",
  delete: 'Permanently remove from views? (Soft delete).',
};

const TITLES: Record<LifecycleAction, string> = {
  close: 'Close Transaction',
  reopen: 'Reopen Transaction',
  archive: 'Archive Transaction',
  delete: 'Delete Transaction',
};

interface LifecycleDialogProps {
  /** The pending action and the deal it is for; null when closed. */
  pending: { action: LifecycleAction; title: string } | null;
  /** The second question of a close before the closing date (issue 20 item 5); null otherwise. */
  earlyClose?: string | null;
  /** Why the server refused the action: kept in the dialog until it is closed (ADR 0083). */
  failure?: string | null;
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm dialog for close, reopen, archive and delete: Confirm reads 'Processing...' while working. */
export function LifecycleDialog({ pending, earlyClose = null, failure = null, working, onConfirm, onCancel }: LifecycleDialogProps) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={earlyClose && pending ? `${EARLY_CLOSE_TITLE} ${pending.title}` : pending ? `${TITLES[pending.action]}: ${pending.title}` : ''}
      description={earlyClose ?? (pending ? CONFIRM_TEXT[pending.action] : '')}
      confirmLabel={earlyClose ? EARLY_CLOSE_CONFIRM : undefined}
      tone={pending?.action === 'delete' ? 'danger' : 'primary'}
      working={working}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
    </ConfirmDialog>
  );
}
