import { identityClient } from './identity-client';
import { eventually } from './test-app';

/**
 * A new live deal once its automation tasks are in (ADR 0027: the handle-generate-tasks job appends
 * them to the deal's stream shortly after the create, which moves the deal's version). Tests that pin
 * a version (If-Match, "nothing was recorded") start from the settled deal. Every live deal gets at
 * least the closing-gift task; a draft gets none and is returned as it is.
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
