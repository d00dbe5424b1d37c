import type { ReactNode } from 'react';

import { Button } from './button';
import { Dialog, DialogCancel, DialogContent } from './dialog';

interface ConfirmDialogProps {
  /** Shown while true; closing it (Escape, Cancel, the overlay) calls onCancel unless the action is working. */
  open: boolean;
  title: ReactNode;
  /** The question, in the spec's words where it gives them. */
  description: ReactNode;
  confirmLabel?: string;
  workingLabel?: string;
  /** danger for what cannot be undone. */
  tone?: 'danger' | 'primary';
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** An error or a detail under the question. */
  children?: ReactNode;
}

/**
 * The one confirmation of the product: a small dialog whose first focus is Cancel (the safe action),
 * whose confirm button says what it does and reads as working while it runs.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  workingLabel = 'Processing...',
  tone = 'danger',
  working,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !working ? onCancel() : undefined)}>
      {open && (
        <DialogContent
          size="sm"
          title={title}
          description={description}
          footer={
            <>
              <DialogCancel disabled={working} />
              <Button variant={tone} loading={working} loadingText={workingLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </>
          }
        >
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}
