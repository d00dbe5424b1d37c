import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A diagnostics list whose first load failed: what happened, and a Retry that refetches it. */
export function LoadFailed({ title, onRetry, retrying, children }: { title: string; onRetry: () => void; retrying: boolean; children: ReactNode }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
