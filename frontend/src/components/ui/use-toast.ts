import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; spec 001 §2.1 toasts disappear after 3 seconds. */
  duration?: number;
  /** One button beside the text, e.g. Undo (issue 20 item 4); it closes the toast when pressed. */
  action?: ToastAction;
}

/**
 * How long a toast that offers Undo stays: longer than spec 001 §9's 3 seconds, so the offer can be
 * reached (ADR 0063); Radix also holds it while hovered or focused (F8).
 */
export const UNDO_TOAST_MS = 8000;

export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead when the toast has gone (Radix's altText). */
  altText: string;
  onAction: () => void;
}

export interface QueuedToast extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastAction;
  open: boolean;
}

export type ShowToast = (options: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast: `const toast = useToast(); toast({ title: 'Saved', tone: 'success' })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
