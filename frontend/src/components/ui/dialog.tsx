import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';

import { cn } from '@/utils/cn';

import styles from './dialog.module.css';
import { CloseIcon } from './icons';

/** Root, trigger and close come straight from Radix: focus trap, Escape and aria wiring included. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  /** Announced with the title; pass `null` only when the body already explains itself. */
  description: ReactNode | null;
  children?: ReactNode;
  /** Action row at the bottom (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function DialogContent({ title, description, children, footer, size = 'md', className }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={cn(styles.content, styles[size], className)}
        {...(description === null ? { 'aria-describedby': undefined } : {})}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close className={styles.close} aria-label="Close">
            <CloseIcon size={18} />
          </RadixDialog.Close>
        </div>
        {description !== null && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
