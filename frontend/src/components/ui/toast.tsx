import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

import { ToastContext, type QueuedToast, type ToastOptions } from './use-toast';

// Radix Toast loads with the first toast, so pages that never show one never download it.
const ToastViewport = lazy(() => import('./toast-viewport'));

const DEFAULT_DURATION = 3000;
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);

  const show = useCallback((options: ToastOptions) => {
    const toast: QueuedToast = { tone: 'info', duration: DEFAULT_DURATION, ...options, id: nextId++, open: true };
    setToasts((current) => [...current, toast]);
  }, []);

  const close = useCallback(
    (id: number) => setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t))),
    [],
  );
  // Removed after the exit animation, so Radix can animate and announce the close.
  const remove = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  return (
    <ToastContext value={show}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onClose={close} onRemove={remove} />
        </Suspense>
      )}
    </ToastContext>
  );
}
