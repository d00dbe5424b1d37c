import { expect, Page, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { newAccount, signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { bearer, createdDeal, signableClient } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';
import { mailsTo } from '../support/e2e-mailbox';

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
  const client = await signableClient(request, auth, 'Sam Switch');
  await signIn(page, client.email, client.password);
  await page.goto('/dashboard/client/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('checkbox')).toHaveCount(4);
  const after = await switchOffAndReload(page, 'A document is shared with me');
  await expect(after.getByRole('checkbox', { name: "A milestone's date changes" })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'client-settings-notifications', after);
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

test("the e-mail's unsubscribe link works without signing in: it asks, then switches that kind off", async ({ request, browser }) => {
  const agent = await newAccount(request, 'agent');
  const auth = await bearer(request, agent);
  const client = await signableClient(request, auth, 'Una Subscribe', { consent: false });
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: `${randomInt(100, 9999)} Quiet Ln`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
  });
  const uploaded = await request.post(`/api/transactions/${deal.id}/documents`, {
    headers: auth,
    multipart: { kind: 'other', title: 'Survey', visibility: 'agent_and_client', file: { name: 'survey.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const shared = () => mailsTo(client.email).filter((mail) => mail.subject === 'A new document is available: Survey');
  await expect.poll(() => shared().length, { timeout: 30_000 }).toBe(1);
  const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(shared()[0]!.text)?.[0];
  expect(link).toBeDefined();

  // A fresh browser with no session opens it: nothing changes until the button.
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(stranger.getByText('Stop e-mails for:')).toBeVisible();
  await expect(stranger.getByText('A document is shared with me')).toBeVisible();
  expect(await seriousAxeViolations(stranger)).toEqual([]);
  await shootAtWidths(stranger, SHOTS, 'unsubscribe-ask', stranger.getByRole('main'));
  const switches = async () =>
    ((await (await request.get('/api/notifications/preferences', { headers: await bearer(request, client) })).json()) as { kind: string; enabled: boolean }[]).find(
      (preference) => preference.kind === 'document_shared',
    )?.enabled;
  expect(await switches()).toBe(true);
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByText('You will no longer get e-mails for:')).toBeVisible();
  expect(await switches()).toBe(false);
  await shootAtWidths(stranger, SHOTS, 'unsubscribe-done', stranger.getByRole('main'));

  // A link whose signature is not the server's is refused in the spec's words, and changes nothing.
  await stranger.goto(`/unsubscribe?user=${client.id}&kind=new_message&token=forged`);
  await expect(stranger.getByRole('alert')).toHaveText('This unsubscribe link is invalid');
  await expect(stranger.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await context.close();
});
