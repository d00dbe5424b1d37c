import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A new live deal as it is once its automation tasks are in (ADR 0027: the handle-generate-tasks job
 * appends them to the deal's stream just after the create, which moves its version). Specs that pin
 * the version they created a deal at read it from here. A draft gets no tasks and is returned as is.
 */
export async function settledDeal<T extends { id: string; status?: string }>(request: APIRequestContext, auth: Record<string, string>, deal: T): Promise<T> {
  if (deal.status === 'draft') return deal;
  await expect
    .poll(
      async () => {
        const tasks = await request.get(`/api/transactions/${deal.id}/tasks?bucket=system`, { headers: auth });
        return tasks.ok() ? ((await tasks.json()) as unknown[]).length : 0;
      },
      { timeout: 20_000, message: 'the automation tasks of the new deal' },
    )
    .toBeGreaterThan(0);
  const read = await request.get(`/api/transactions/${deal.id}`, { headers: auth });
  expect(read.status()).toBe(200);
  return (await read.json()) as T;
}
