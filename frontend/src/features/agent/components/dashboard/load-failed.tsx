import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A failed read of a dashboard block: the message and a Retry that reads again. */
export function LoadFailed({ title, children, onRetry }: { title?: string; children: ReactNode; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
