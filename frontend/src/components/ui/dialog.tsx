import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';

import { cn } from '@/utils/cn';

import { Button } from './button';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

/** Root, trigger and close come straight from Radix: focus trap, Escape and aria wiring included. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** The Cancel every dialog footer starts with: it closes the dialog, and waits while the dialog's work runs. */
export function DialogCancel({ disabled = false }: { disabled?: boolean }) {
  return (
    <DialogClose asChild>
      <Button variant="secondary" disabled={disabled}>
        Cancel
      </Button>
    </DialogClose>
  );
}

interface DialogContentProps {
  title: ReactNode;
  /** Announced with the title; pass `null` only when the body already explains itself. */
  description: ReactNode | null;
  children?: ReactNode;
  /** Action row at the bottom (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * false: a blocking dialog (the client's consent, spec 002 §4) — no close button, and neither Escape
   * nor a click outside closes it; only its own action does.
   */
  dismissible?: boolean;
}

/** Where focus starts in an open dialog: its first field, else its first action, else its first control. */
const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role="combobox"]';
const FIRST_ACTION = 'button:not(:disabled), a[href]';

/**
 * A dialog opens with focus on its first field (not on the close button that comes first in the
 * DOM) and, however it closes (Escape included), gives focus back to the control that opened it,
 * also when that control opened it through state rather than a `DialogTrigger`.
 */
export function DialogContent({ title, description, children, footer, size = 'md', className, dismissible = true }: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={cn(styles.content, styles[size], className)}
        {...(description === null ? { 'aria-describedby': undefined } : {})}
        {...(dismissible
          ? {}
          : {
              onEscapeKeyDown: (event: Event) => event.preventDefault(),
              onPointerDownOutside: (event: Event) => event.preventDefault(),
              onInteractOutside: (event: Event) => event.preventDefault(),
            })}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          const first =
            body.current?.querySelector<HTMLElement>(FIRST_FIELD) ??
            body.current?.querySelector<HTMLElement>(FIRST_ACTION) ??
            actions.current?.querySelector<HTMLElement>(FIRST_ACTION);
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {dismissible && (
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <CloseIcon size={18} />
            </RadixDialog.Close>
          )}
        </div>
        {description !== null && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
        {children && (
          <div ref={body} className={styles.body}>
            {children}
          </div>
        )}
        {footer && (
          <div ref={actions} className={styles.footer}>
            {footer}
          </div>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
