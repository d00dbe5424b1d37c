import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { newAccount, type TestAccount } from './e2e-auth';
import { seriousAxeViolations } from './e2e-axe';
import { bearer, createdDeal } from './e2e-deals';
import { shootAtWidths } from './e2e-shots';

/** The people of a reassignment: a team lead, the deal's agent, the agent it goes to, and one outside the team. */
type Account = TestAccount & { userId: string };

export interface ReassignCast {
  lead: Account;
  agent: Account;
  heir: Account;
  outsider: Account;
  agentAuth: Record<string, string>;
  client: { email: string; password: string };
  address: string;
  deal: { id: string };
}

/**
 * New accounts for a reassignment and a live Austin buyer deal of `agent` for a client the agent made
 * (Robin Buyer), on a street of `street`'s name. The team itself is left to the spec: one builds it in
 * the console, the other through the API.
 */
export async function reassignCast(request: APIRequestContext, street: string, dealFields: Record<string, unknown>): Promise<ReassignCast> {
  const lead = await newAccount(request, 'team_lead');
  const agent = await newAccount(request, 'agent');
  const heir = await newAccount(request, 'agent');
  const outsider = await newAccount(request, 'agent');
  const agentAuth = await bearer(request, agent);
  const client = { email: `client-${randomUUID().slice(0, 8)}@example.com`, password: `Pw-${randomUUID()}` };
  const made = await request.post('/api/clients', { headers: agentAuth, data: { full_name: 'Robin Buyer', ...client } });
  expect(made.status(), await made.text()).toBe(201);
  const address = `${randomInt(100, 9999)} ${street}`;
  const deal = await createdDeal(request, agentAuth, {
    transaction_type: 'buyer',
    client_id: ((await made.json()) as { id: string }).id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    ...dealFields,
  });
  return { lead, agent, heir, outsider, agentAuth, client, address, deal };
}

/** The toast by its exact text (its live-region copy repeats the text with a prefix). */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: text });

/**
 * The Reassign dialog (ADR 0069), wherever it opened (the overseen deal's view, the admin's list):
 * the picker takes focus and offers exactly `heir`, never `outsider`; a first try sent at an older
 * version is refused with the stale notice and reloaded; the second reassigns, closes the dialog with
 * its toast and gives focus back to `opener`. Screenshots `reassign-dialog` and `reassign-stale`.
 */
export async function reassignWithStaleFirstTry(page: Page, opener: Locator, heir: { fullName: string }, outsider: { fullName: string }, shots: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Reassign deal' });
  const picker = dialog.getByRole('combobox', { name: /New agent/ });
  await expect(picker).toBeFocused();
  await picker.click();
  await expect(page.getByRole('option')).toHaveText([heir.fullName]);
  await expect(page.getByRole('option', { name: outsider.fullName })).toHaveCount(0);
  await page.getByRole('option', { name: heir.fullName }).click();
  await expect(picker).toContainText(heir.fullName);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, shots, 'reassign-dialog');

  // Someone changed the deal since the screen read it: the request carries an older version.
  await page.route('**/api/transactions/*/reassign', (route) => route.continue({ headers: { ...route.request().headers(), 'if-match': '"1"' } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(dialog.getByText('This record was changed by someone else.')).toBeVisible();
  await shootAtWidths(page, shots, 'reassign-stale');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByText('This record was changed by someone else.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `Deal reassigned to ${heir.fullName}`)).toBeVisible();
  await expect(opener).toBeFocused();
}
