import { expect, Page, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { newAccount, signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { bearer } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 22 item 7 (ADR 0067): the agent's and the client's Account Settings show one switch per kind of
 * notification they receive; a change is saved on the server and reads back after a reload.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/notification-switches';
// Sign-in on a busy machine takes most of the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function switchOffAndReload(page: Page, label: string) {
  const card = page.getByRole('region', { name: 'Notifications' });
  const box = card.getByRole('checkbox', { name: label });
  await expect(box).toBeChecked();
  await box.click();
  await expect(box).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: label })).not.toBeChecked();
  return page.getByRole('region', { name: 'Notifications' });
}

test('the agent switches off check-in alerts in Account Settings; it stays off after a reload', async ({ page, request }) => {
  const agent = await newAccount(request, 'agent');
  await signIn(page, agent.email, agent.password);
  await page.goto('/dashboard/agent/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('checkbox')).toHaveCount(2);
  const after = await switchOffAndReload(page, 'A client submits a check-in');
  await expect(after.getByRole('checkbox', { name: 'New messages I have not read within 10 minutes' })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'agent-settings-notifications', after);
});

test('the client sees their four switches and turns one off', async ({ page, request }) => {
  const agent = await newAccount(request, 'agent');
  const auth = await bearer(request, agent);
  const client = { email: `client-${randomUUID().slice(0, 8)}@example.com`, password: `Pw-${randomUUID()}` };
  const made = await request.post('/api/clients', { headers: auth, data: { full_name: 'Sam Switch', email: client.email, password: client.password } });
  expect(made.status(), await made.text()).toBe(201);
  const consent = await request.post('/api/auth/consent', { headers: await bearer(request, client) });
  expect(consent.status(), await consent.text()).toBe(200);
  await signIn(page, client.email, client.password);
  await page.goto('/dashboard/client/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('checkbox')).toHaveCount(4);
  const after = await switchOffAndReload(page, 'A document is shared with me');
  await expect(after.getByRole('checkbox', { name: "A milestone's date changes" })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'client-settings-notifications', after);
});
