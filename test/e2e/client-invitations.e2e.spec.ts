import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { newAccount, signIn } from '../support/e2e-auth';
import { consentedClient } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 18 item 5 (ADR 0039): an agent whose Create New Client meets an address taken by a client
 * account invites that client instead; the client accepts in their portal, and only then is theirs.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/client-invitations';

test('an agent invites an existing client from the Create New Client modal; the client accepts in the portal', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  // Two agents: the first creates the client account, the second meets its address and invites.
  const first = await newAccount(request, 'agent');
  const second = await newAccount(request, 'agent');
  const signInApi = async (email: string, password: string) => {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status(), await answer.text()).toBe(200);
    return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
  };
  const client = { email: `casey-${randomUUID().slice(0, 8)}@example.com`, password: 'client-pass-1234', name: 'Casey Invited' };
  const made = await request.post('/api/clients', { headers: await signInApi(first.email, first.password), data: { full_name: client.name, email: client.email, password: client.password } });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(page, second.email, second.password);
  await page.goto('/dashboard/agent/settings');
  await page.getByRole('region', { name: 'Registered Clients (0)' }).getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Client' });
  await dialog.getByLabel(/^Full Name/).fill(client.name);
  await dialog.getByLabel(/^Email/).fill(client.email);
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists');
  const invite = dialog.getByRole('button', { name: 'Invite existing client' });
  await expect(invite).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'create-client-taken');
  await invite.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${client.email}.`, { exact: false }).first()).toBeVisible();
  // Not the agent's client until they accept: the address waits below the (empty) table.
  const card = page.getByRole('region', { name: 'Registered Clients (0)' });
  const waiting = card.getByRole('region', { name: 'Invited, waiting for an answer (1)' });
  await expect(waiting.getByText(client.email)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByText(/^Invitation sent to/).first().waitFor({ state: 'hidden' });
  // The card's foot, where the waiting address is, at both widths (a viewport shot would start at the top).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await waiting.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-invited-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The client, from the e-mailed link (their portal), sees who asked and accepts.
  const clientContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const portal = await clientContext.newPage();
  // Consent is not what this spec is about: given first (client-consent.e2e.spec.ts meets the dialog).
  await consentedClient(request, client);
  await signIn(portal, client.email, client.password);
  await portal.goto(`/dashboard/client?invitation=${second.userId}`);
  const invitations = portal.getByRole('region', { name: 'An agent invited you' });
  await expect(invitations.getByText(second.fullName)).toBeVisible();
  expect(await seriousAxeViolations(portal)).toEqual([]);
  await shootAtWidths(portal, SHOTS, 'portal-invitation');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(portal.getByText(`You are now ${second.fullName}'s client.`, { exact: false }).first()).toBeVisible();
  await expect(invitations).toBeHidden();
  await clientContext.close();

  // The agent now lists them (and may put them on a deal); nothing waits any more.
  await page.reload();
  const clients = page.getByRole('region', { name: 'Registered Clients (1)' });
  await expect(clients.getByRole('rowheader', { name: client.name })).toBeVisible();
  await expect(clients.getByRole('region', { name: /Invited, waiting/ })).toHaveCount(0);
});
