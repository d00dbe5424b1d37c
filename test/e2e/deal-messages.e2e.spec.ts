import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, bearer, createdDeal, dismissCheckInPrompt, signableClient, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

const SHOTS = 'test-results/screens/deal-messages';

/**
 * Issue 22 item 1; spec 002 §2, §5 (ADR 0044): the deal's agent and its client, each in their own
 * browser, exchange messages live; the agent's Messages tile counts the unread; read receipts reach
 * the sender; 'Mark all as read' clears the count; the preview shows the thread read-only.
 */
test('agent and client exchange messages live, with unread counts, read receipts and mark all as read', async ({ page: agentPage, browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const { auth } = await signedInAgent(agentPage, request);
  const client = await signableClient(request, auth, 'Robin Buyer');
  const address = `${randomInt(100, 9999)} Message Ln`;
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78702',
  });

  await agentPage.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const agentThread = agentPage.locator('#messages');
  // The agent's page folds an empty thread to one line (issue 20 item 4): opened with one click.
  await agentPage.getByRole('button', { name: 'Show messages' }).click();
  await expect(agentThread.getByText('No messages yet')).toBeVisible();
  const tile = agentPage.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: /^Messages/ });
  await expect(tile).toContainText('No unread');

  const clientContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client.email, client.password);
  await clientPage.goto(`/dashboard/client?transactionId=${deal.id}`);
  await dismissCheckInPrompt(clientPage, clientPage.getByRole('heading', { level: 2, name: /^Messages/ }));
  const clientThread = clientPage.locator('#messages');
  await expect(clientThread.getByText('No messages yet')).toBeVisible();

  // The agent writes; the client's open page shows it without a reload.
  await agentThread.getByRole('textbox', { name: 'Message' }).fill('The appraisal is booked for Tuesday.');
  await agentThread.getByRole('button', { name: 'Send' }).click();
  await expect(agentThread.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(agentThread.getByRole('list', { name: 'Message thread' }).getByText('The appraisal is booked for Tuesday.')).toBeVisible();
  const received = clientThread.getByRole('listitem').filter({ hasText: 'The appraisal is booked for Tuesday.' });
  await expect(received).toBeVisible();
  await expect(received).toContainText('Just now');
  await expect(clientThread.getByRole('heading', { name: /Messages/ })).toContainText('1 unread');

  // The client answers twice (Enter sends); the agent's tile and panel count them live.
  for (const text of ['Thanks! Is the inspector coming too?', 'And the survey?']) {
    await clientThread.getByRole('textbox', { name: 'Message' }).fill(text);
    await clientThread.getByRole('textbox', { name: 'Message' }).press('Enter');
    // The composer clears once the send is answered; Enter while a send is in flight is ignored
    // (not twice at once), so the next message waits for it.
    await expect(clientThread.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(clientThread.getByRole('list', { name: 'Message thread' }).getByText(text)).toBeVisible();
  }
  await expect(agentThread.getByText('And the survey?')).toBeVisible();
  await expect(tile).toContainText('2 unread');
  await expect(agentThread.getByRole('listitem').filter({ hasText: 'And the survey?' })).toContainText('Robin Buyer');
  await expect(clientThread.getByRole('listitem').filter({ hasText: 'And the survey?' })).toContainText('Sent');

  expect(await seriousAxeViolations(agentPage)).toEqual([]);
  await agentThread.scrollIntoViewIfNeeded();
  await shootAtWidths(agentPage, SHOTS, 'agent-thread', agentThread);
  await shootAtWidths(clientPage, SHOTS, 'client-thread', clientThread);

  // Mark all as read: the agent's count goes to 0 and the client sees the receipts.
  await agentThread.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(tile).toContainText('No unread');
  await expect(agentThread.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await expect(clientThread.getByRole('listitem').filter({ hasText: 'And the survey?' })).toContainText('Read');
  await clientThread.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(clientThread.getByRole('heading', { name: /Messages/ })).not.toContainText('unread');
  await expect(agentThread.getByRole('listitem').filter({ hasText: 'The appraisal is booked' })).toContainText('Read');

  // Preview as Client: the same thread, read-only.
  await agentPage.goto(`/dashboard/client?transactionId=${deal.id}&mode=preview`);
  const preview = agentPage.locator('#messages');
  await expect(preview.getByText('And the survey?')).toBeVisible();
  await expect(preview.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(preview.getByText('Preview: messages are read-only.')).toBeVisible();
  await shootAtWidths(agentPage, SHOTS, 'preview-thread', preview);
  await clientContext.close();
});

test('an empty message cannot be sent, and a failed send says so', async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, { transaction_type: 'seller', client_id: await agentsClient(request, auth), property_address: '12 Quiet Ct', property_city: 'Austin', property_state: 'TX', property_zip: '78702' });
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await page.getByRole('button', { name: 'Show messages' }).click();
  const thread = page.locator('#messages');
  await expect(thread.getByText('No messages yet')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Message' }).fill('   ');
  await expect(thread.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.route('**/api/transactions/*/messages', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await thread.getByRole('textbox', { name: 'Message' }).fill('Hello?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello?');
  await shootAtWidths(page, SHOTS, 'send-failed', thread);
});

test("the dashboard counts each deal's unread messages live, 9+ above 9, and the badge leads to the thread", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const client = await signableClient(request, auth, 'Dana Seller');
  const clientAuth = await bearer(request, client);
  const address = `${randomInt(100, 9999)} Badge Way`;
  const deal = await createdDeal(request, auth, {
    transaction_type: 'seller',
    client_id: client.id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78702',
  });
  const quiet = `${randomInt(100, 9999)} Quiet Pl`;
  await createdDeal(request, auth, { transaction_type: 'buyer', client_id: await agentsClient(request, auth), property_address: quiet, property_city: 'Austin', property_state: 'TX', property_zip: '78702' });

  await page.goto('/dashboard/agent');
  const rows = page.getByRole('list', { name: 'Transactions' });
  await expect(rows.getByRole('link', { name: address, exact: true })).toBeVisible();
  const badge = page.getByRole('link', { name: new RegExp(`unread messages? about ${address}$`) });
  await expect(badge).toHaveCount(0);

  // The client writes while the agent's dashboard is open: the row counts it without a reload.
  const send = async (text: string) => {
    const sent = await request.post(`/api/transactions/${deal.id}/messages`, { headers: clientAuth, data: { message_content: text } });
    expect(sent.status(), await sent.text()).toBe(201);
  };
  await send('Can we move the closing a week?');
  await expect(badge).toHaveAccessibleName(`1 unread message about ${address}`);
  await expect(badge).toHaveText('1');
  for (let n = 2; n <= 10; n += 1) await send(`Follow-up ${n}`);
  await expect(badge).toHaveAccessibleName(`10 unread messages about ${address}`);
  await expect(badge).toHaveText('9+');
  await expect(rows.getByRole('link', { name: quiet, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`unread messages? about ${quiet}$`) })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'dashboard-unread', rows.getByRole('listitem').filter({ hasText: address }));

  // The badge opens the deal at its thread; once read there, the dashboard shows none.
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`transactionId=${deal.id}.*#messages$`));
  const thread = page.locator('#messages');
  await expect(thread.getByText('Follow-up 10')).toBeVisible();
  await thread.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(thread.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await page.goBack();
  await expect(rows.getByRole('link', { name: address, exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);
});
