import { Toast } from 'radix-ui';

import { cn } from '@/utils/cn';

import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import styles from './toast.module.css';
import type { QueuedToast } from './use-toast';

const icons = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoIcon };

interface ToastViewportProps {
  toasts: readonly QueuedToast[];
  onClose: (id: number) => void;
  onRemove: (id: number) => void;
}

/** Renders queued toasts with Radix (swipe, pause on hover, F8 to focus, screen-reader announcements). */
export default function ToastViewport({ toasts, onClose, onRemove }: ToastViewportProps) {
  return (
    <Toast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((toast) => {
        const Icon = icons[toast.tone];
        return (
          <Toast.Root
            key={toast.id}
            open={toast.open}
            duration={toast.duration}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : onClose(toast.id))}
            onAnimationEnd={() => (toast.open ? undefined : onRemove(toast.id))}
            className={cn(styles.toast, styles[toast.tone])}
          >
            <Icon className={styles.icon} size={20} />
            <div className={styles.text}>
              <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
              {toast.description && <Toast.Description className={styles.description}>{toast.description}</Toast.Description>}
            </div>
            {toast.action && (
              <Toast.Action className={styles.action} altText={toast.action.altText} onClick={toast.action.onAction}>
                {toast.action.label}
              </Toast.Action>
            )}
            <Toast.Close className={styles.close} aria-label="Dismiss notification">
              <CloseIcon size={16} />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
