import { identityClient } from './identity-client';
import { eventually } from './test-app';

/**
 * A new live deal as read back with its automation tasks. Since ADR 0027's addendum the tasks come in
 * the create's own append, so this no longer waits for anything that happens later: it reads the deal
 * once its tasks are listed (at once). Kept for the suites that still call it; new tests use the
 * create's answer directly. A draft gets no tasks and is returned as it is.
 */
export async function settledDeal<T extends { id: string; status?: string }>(api: ReturnType<typeof identityClient>, token: string, deal: T): Promise<T> {
  if (deal.status === 'draft') return deal;
  await eventually(
    async () => {
      const tasks = await api.call<unknown[]>('GET', `/api/transactions/${deal.id}/tasks?bucket=system`, { token });
      return Array.isArray(tasks.body) && tasks.body.length > 0 ? true : undefined;
    },
    20_000,
    'the automation tasks of the new deal',
  );
  return (await api.call<T>('GET', `/api/transactions/${deal.id}`, { token })).body;
}
