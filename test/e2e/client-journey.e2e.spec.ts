import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { signIn } from '../support/e2e-auth';
import { dealDay } from '../support/deal-today';
import { seriousAxeViolations } from '../support/e2e-axe';
import { checkInPrompt, createdDeal, signableClient, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

const SHOTS = 'test-results/screens/client-journey';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

/**
 * Issue 22's "Done when", in two browsers: the agent previews as client and sees what the client sees;
 * the client accepts consent, checks in, uploads a document, sends a message that the agent's open page
 * shows without reload (the unread badge counts it), reads the agent's answer, changes their password;
 * the agent closes the deal and the client, signing in again, lands in the Home Vault and downloads the
 * document. Each step through the screens, with the real API behind them.
 */
test('a client’s deal from consent to the Home Vault, with its agent in another browser', async ({ page: agentPage, browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const { auth } = await signedInAgent(agentPage, request);
  const client = await signableClient(request, auth, 'Jordan Journey', { consent: false });
  const address = `${randomInt(100, 9999)} Journey Trl`;
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    property_county: 'Travis',
    purchase_price: 438_000,
    closing_date: dealDay(30),
    insurance_provider: 'Bluebonnet Mutual',
  });
  const heading = (page: typeof agentPage) => page.getByRole('heading', { level: 2, name: address });

  // 1. The agent previews as client: the client's view, read-only, asked of the server.
  await agentPage.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await agentPage.getByRole('link', { name: 'Preview as Client' }).click();
  await expect(agentPage.getByText('Previewing Client View (Read-Only)')).toBeVisible();
  await expect(heading(agentPage)).toBeVisible();
  const previewFinancial = (await agentPage.locator('#financial').innerText()).trim();
  const previewPlace = agentPage.getByText('Austin, TX 78704 · Travis County', { exact: true });
  await expect(previewPlace).toBeVisible();
  await expect(agentPage.locator('#documents').getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
  await shootAtWidths(agentPage, SHOTS, 'agent-preview');

  // 2. The client, in their own browser: consent first, then the check-in prompt.
  const clientContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client.email, client.password);
  const consent = clientPage.getByRole('dialog', { name: 'Before you continue' });
  await expect(consent).toBeVisible();
  await expect(clientPage.getByText(address)).toHaveCount(0);
  await consent.getByRole('checkbox', { name: /I have read and agree/ }).click();
  await consent.getByRole('button', { name: 'Accept and Continue' }).click();
  await expect(consent).toBeHidden();
  const prompt = checkInPrompt(clientPage);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('radio', { name: 'Excited' }).check();
  await prompt.getByRole('button', { name: 'Submit Check-in' }).click();
  await expect(prompt).toBeHidden();
  await expect(heading(clientPage)).toBeVisible();
  // What the preview showed is what the client sees.
  await expect(clientPage.getByText('Austin, TX 78704 · Travis County', { exact: true })).toBeVisible();
  expect((await clientPage.locator('#financial').innerText()).trim()).toBe(previewFinancial);
  expect(await seriousAxeViolations(clientPage)).toEqual([]);
  await shootAtWidths(clientPage, SHOTS, 'client-portal');

  // 3. The client uploads a document.
  const documents = clientPage.locator('#documents');
  await documents.getByRole('button', { name: 'Upload Document' }).click();
  const upload = clientPage.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByLabel(/^File/).setInputFiles({ name: 'Pre-approval letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByLabel(/^Title/)).toHaveValue('Pre-approval letter');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(documents.getByRole('button', { name: 'Download Pre-approval letter' })).toBeVisible();

  // 4. The agent's deal page is open; the client's message arrives there without a reload, counted unread.
  await agentPage.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const agentThread = agentPage.locator('#messages');
  await expect(agentThread.getByText('No messages yet')).toBeVisible();
  await expect(agentPage.locator('#documents').getByRole('listitem').filter({ hasText: 'Pre-approval letter' }).getByText('Uploaded by client')).toBeVisible();
  const tile = agentPage.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: /^Messages/ });
  await expect(tile).toContainText('No unread');
  // The check-in is in the agent's alerts (the bell polls; a focus or reload shows it at once).
  await expect
    .poll(async () => ((await (await request.get('/api/transactions/alerts', { headers: auth })).json()) as { items: { kind: string }[] }).items.map((item) => item.kind), { timeout: 20_000 })
    .toContain('checkin_submitted');

  const clientThread = clientPage.locator('#messages');
  await clientThread.getByRole('textbox', { name: 'Message' }).fill('I uploaded my pre-approval letter.');
  await clientThread.getByRole('button', { name: 'Send' }).click();
  await expect(clientThread.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(agentThread.getByRole('listitem').filter({ hasText: 'I uploaded my pre-approval letter.' })).toContainText('Jordan Journey');
  await expect(tile).toContainText('1 unread');
  await agentThread.scrollIntoViewIfNeeded();
  await shootAtWidths(agentPage, SHOTS, 'agent-message-arrived', agentThread);

  // 5. The agent answers; the client reads it on their open page.
  await agentThread.getByRole('textbox', { name: 'Message' }).fill('Got it, thank you. I will send it to the lender.');
  await agentThread.getByRole('button', { name: 'Send' }).click();
  await expect(agentThread.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(clientThread.getByRole('listitem').filter({ hasText: 'I will send it to the lender.' })).toBeVisible();
  await expect(clientThread.getByRole('heading', { name: /Messages/ })).toContainText('1 unread');
  await clientThread.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(clientThread.getByRole('heading', { name: /Messages/ })).not.toContainText('unread');
  await clientThread.scrollIntoViewIfNeeded();
  await shootAtWidths(clientPage, SHOTS, 'client-reads-answer', clientThread);

  // 6. The client changes their password in Account Settings.
  await clientPage.getByRole('button', { name: /Jordan Journey/ }).click();
  await clientPage.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Change Password' }).click();
  const form = clientPage.getByRole('form', { name: 'Change password' });
  const newPassword = `New-${randomInt(100000, 999999)}`;
  await form.getByLabel('Current Password').fill(client.password);
  await form.getByLabel(/^New Password/).fill(newPassword);
  await form.getByLabel('Confirm New Password').fill(newPassword);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(clientPage.getByText('Password changed successfully!')).toBeVisible();

  // 7. The agent closes the deal.
  await agentPage.getByRole('button', { name: /^Manage/ }).click();
  await agentPage.getByRole('menuitem', { name: 'Close Transaction' }).click();
  await agentPage.getByRole('dialog', { name: 'Close Transaction' }).getByRole('button', { name: 'Confirm' }).click();
  // The closing date is a month ahead, so the close asks again (ADR 0058).
  await agentPage.getByRole('dialog', { name: 'Close before the closing date?' }).getByRole('button', { name: 'Close anyway' }).click();
  await expect(agentPage.getByText('Transaction closed successfully', { exact: true })).toBeVisible();

  // 8. The client signs in again, with the new password, lands in the Home Vault and downloads the document.
  await clientPage.getByRole('button', { name: /Jordan Journey/ }).click();
  await clientPage.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(clientPage).toHaveURL(/\/login/);
  await signIn(clientPage, client.email, newPassword);
  await expect(clientPage).toHaveURL(new RegExp(`/home-vault/${deal.id}`));
  await expect(heading(clientPage)).toBeVisible();
  const download = clientPage.waitForEvent('download');
  await clientPage.getByRole('button', { name: 'Download Pre-approval letter' }).click();
  expect((await download).suggestedFilename()).toBe('Pre-approval letter.pdf');
  expect(await seriousAxeViolations(clientPage)).toEqual([]);
  await shootAtWidths(clientPage, SHOTS, 'client-home-vault');
  await clientContext.close();
});
