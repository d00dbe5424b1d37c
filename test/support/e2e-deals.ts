import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { newAccount, signIn, type TestAccount } from './e2e-auth';

/**
 * A new live deal as read back with its automation tasks. Since ADR 0027's addendum the tasks come in
 * the create's own append, so the version in the create's answer already holds; this reads the deal
 * once its tasks are listed (at once) and is kept for the specs that still call it. A draft gets no
 * tasks and is returned as is.
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

/** An API bearer header for an account, signed in through the API. */
export async function bearer(request: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
}

/** A new agent, signed in on the page and with a bearer header for the API (the deal screens' specs start here). */
export async function signedInAgent(page: Page, request: APIRequestContext): Promise<{ agent: TestAccount; auth: Record<string, string> }> {
  const agent = await newAccount(request, 'agent');
  const auth = await bearer(request, agent);
  await signIn(page, agent.email, agent.password);
  return { agent, auth };
}

/** A deal made through the API (201 expected), returned once settled. */
export async function createdDeal(request: APIRequestContext, auth: Record<string, string>, data: Record<string, unknown>): Promise<{ id: string; status: string }> {
  const created = await request.post('/api/transactions', { headers: auth, data });
  expect(created.status(), await created.text()).toBe(201);
  return settledDeal(request, auth, (await created.json()) as { id: string; status: string });
}

/** A client account made by the agent behind `auth`: a deal names only its agent's clients (ADR 0039). */
export async function agentsClient(request: APIRequestContext, auth: Record<string, string>, fullName = 'Casey Client'): Promise<string> {
  const answer = await request.post('/api/clients', { headers: auth, data: { full_name: fullName, email: `client-${randomUUID().slice(0, 8)}@example.com` } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/**
 * A client account the agent behind `auth` makes with a password, so the spec can sign in as them;
 * consented to the terms unless `consent: false` (the dialog is then theirs to meet).
 */
export async function signableClient(
  request: APIRequestContext,
  auth: Record<string, string>,
  fullName = 'Casey Client',
  { consent = true } = {},
): Promise<{ id: string; email: string; password: string }> {
  const client = { email: `client-${randomUUID().slice(0, 8)}@example.com`, password: `Pw-${randomUUID()}` };
  const made = await request.post('/api/clients', { headers: auth, data: { full_name: fullName, email: client.email, password: client.password } });
  expect(made.status(), await made.text()).toBe(201);
  if (consent) await consentedClient(request, client);
  return { ...client, id: ((await made.json()) as { id: string }).id };
}

/**
 * The client's consent to the terms (spec 002 §4), given through the real endpoint with the client's own
 * session, so the portal opens on their deal instead of the consent dialog (ADR 0051). For specs about
 * something else than the dialog; client-consent.e2e.spec.ts meets the dialog itself.
 */
export async function consentedClient(request: APIRequestContext, client: { email: string; password: string }): Promise<void> {
  const answer = await request.post('/api/auth/consent', { headers: await bearer(request, client) });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The client portal's check-in prompt (spec 002 §2). */
export const checkInPrompt = (page: Page) => page.getByRole('dialog', { name: 'How are you feeling?' });

/**
 * The check-in prompt opens by itself when one is due: closed here, for specs about something else.
 * The portal decides it before `landmark` (a part of the deal's page) shows, so once either is visible
 * the prompt is open or never will be; while it is open the page behind it is hidden from assistive
 * technology, hence the wait for either.
 */
export async function dismissCheckInPrompt(page: Page, landmark: Locator): Promise<void> {
  const prompt = checkInPrompt(page);
  await expect(landmark.or(prompt).first()).toBeVisible();
  if (await prompt.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
  }
  await expect(landmark).toBeVisible();
}

/**
 * Opens every fold of a deal section (a filled section folded to its key values, the timeline's earlier
 * and later milestones; issue 20 item 4, ADR 0079), so a spec can read past them; open ones stay open.
 */
export async function showDealSection(page: Page, id: string): Promise<void> {
  const section = page.locator(`#${id}`);
  await expect(section.getByRole('heading').first()).toBeVisible();
  const show = section.getByRole('button', { name: /^Show /, expanded: false });
  // One fold or several (the timeline's earlier and later milestones); each opened one leaves the list.
  while ((await show.count()) > 0) await show.first().click();
  await expect(show).toHaveCount(0);
}

/**
 * The agent's detail page lists three open tasks per group (issue 20 item 4, ADR 0079): this opens every
 * group's "Show N more open" (and with `completedToo` its "Show N completed"), once the tasks have loaded,
 * for a spec that reads a task past the fold.
 */
export async function showEveryOpenTask(page: Page, completedToo = false): Promise<void> {
  const panel = page.locator('#tasks');
  await expect(panel.getByRole('checkbox').first()).toBeVisible();
  for (const more of await panel.getByRole('button', { name: /^Show \d+ more open/ }).all()) await more.click();
  if (completedToo) for (const done of await panel.getByRole('button', { name: /^Show \d+ completed/ }).all()) await done.click();
}

/**
 * Moves to the deal section `id` (#documents, #contacts, #vendors, …) through the section index, as a
 * reader does: the desktop's list, or a phone's jump menu. A folded section opens on the way (ADR 0079),
 * so the caller meets its body whether or not the section starts folded. Returns the section.
 */
export async function dealSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await expect(section).toBeAttached();
  const rail = page.getByRole('navigation', { name: 'Deal sections' }).locator(`a[href="#${id}"]`);
  if (await rail.isVisible()) await rail.click();
  else await page.getByRole('combobox', { name: 'Jump to section' }).selectOption(id);
  await expect(section).toBeFocused();
  return section;
}

/** A buyer deal of the agent behind `auth` for `clientId`, at `street` in Austin, TX (`zip`). */
export async function austinBuyerDeal(request: APIRequestContext, auth: Record<string, string>, clientId: string, street: string, zip = '78704') {
  return createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: clientId,
    property_address: street,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: zip,
  });
}
