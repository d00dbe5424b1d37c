import { useCallback, useMemo } from 'react';

import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';

/** Errors stay longer than the 3-second notices so the message can be read. */
const ERROR_DURATION_MS = 6_000;

/**
 * The admin console reports every action the same way: a toast. Failures read like the spec's
 * alerts, e.g. 'Failed to update role: Forbidden - Invalid role' (spec 000 §8).
 */
export function useActionAlerts() {
  const toast = useToast();
  const failed = useCallback(
    (prefix: string, error: unknown) =>
      toast({ tone: 'error', title: `${prefix}: ${errorMessage(error, 'Unexpected error')}`, duration: ERROR_DURATION_MS }),
    [toast],
  );
  const succeeded = useCallback((title: string) => toast({ tone: 'success', title }), [toast]);
  return useMemo(() => ({ failed, succeeded }), [failed, succeeded]);
}
