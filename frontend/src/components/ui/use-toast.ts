import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; spec 001 §2.1 toasts disappear after 3 seconds. */
  duration?: number;
}

export interface QueuedToast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
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
