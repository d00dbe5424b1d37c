import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { newAdmin, signIn, type TestAccount } from '../support/e2e-auth';
import { bearer, consentedClient, dismissCheckInPrompt } from '../support/e2e-deals';
import { reassignCast, reassignWithStaleFirstTry } from '../support/e2e-reassign';
import { shootAtWidths } from '../support/e2e-shots';
import { dealDay } from '../support/deal-today';

/**
 * Issue 24 "Done when" (ADRs 0046, 0055, 0059, 0068, 0069): the admin builds a team in the console;
 * the team lead sees the team's at-risk deal on the oversight dashboard, opens it read-only, returns
 * it from the review queue with a note the agent then sees, and reassigns it to another agent of the
 * team (a stale first try is refused and reloaded); the client is told who their agent now is.
 */

const SHOTS = 'test-results/team-oversight';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

/** A browser of its own per person, each from its own address (sign-ins are limited per address). */
async function pageOf(browser: Browser, baseURL: string | undefined, who: TestAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  return page;
}

test('the admin builds a team; the team lead finds the at-risk deal, returns it with a note the agent sees, and reassigns it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await newAdmin(request);
  const { lead, agent, heir, outsider, client, address, deal } = await reassignCast(request, 'Handover Hollow', {
    purchase_price: 385000,
    effective_date: dealDay(-10), // its ¶5A deliveries are overdue: at risk
    closing_date: dealDay(5), // within the default 7-day review window
  });

  // 1. The admin builds the team in the console's Users tab.
  const adminPage = await pageOf(browser, baseURL, admin);
  await adminPage.goto('/admin?tab=users');
  for (const member of [agent, heir]) {
    await adminPage.getByRole('tabpanel').getByRole('searchbox').fill(member.fullName);
    const row = adminPage.getByRole('row', { name: new RegExp(member.fullName) });
    await row.getByRole('button', { name: `Team and broker of ${member.fullName}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Team and broker' });
    await dialog.getByRole('combobox', { name: /Team lead/ }).click();
    await adminPage.getByRole('option', { name: new RegExp(lead.fullName) }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(lead.fullName);
  }
  await adminPage.context().close();

  // 2. The team lead sees the team's at-risk deal on the oversight dashboard.
  await signIn(page, lead.email, lead.password);
  await page.getByRole('navigation', { name: /Agent/ }).getByRole('link', { name: 'Oversight' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oversight' })).toBeVisible();
  const atRisk = page.getByRole('region', { name: 'At risk and overdue' });
  await expect(atRisk.getByRole('row', { name: new RegExp(address) }).first()).toContainText(agent.fullName);
  await shootAtWidths(page, SHOTS, 'oversight-dashboard');

  // 3. Returned from the review queue with a note.
  const queue = page.getByRole('list', { name: 'Deals ready for review' });
  const item = queue.getByRole('listitem').filter({ has: page.getByRole('link', { name: address }) });
  await expect(item).toContainText('Not reviewed');
  await shootAtWidths(page, SHOTS, 'review-queue', item);
  await item.getByRole('button', { name: 'Return' }).click();
  const returning = page.getByRole('dialog', { name: 'Return deal' });
  const note = 'The signed T-47 is missing. Please upload it before closing.';
  await returning.getByRole('textbox', { name: /Note/ }).fill(note);
  await shootAtWidths(page, SHOTS, 'return-dialog');
  await returning.getByRole('button', { name: 'Return deal' }).click();
  await expect(returning).toBeHidden();
  await expect(item).toContainText('Returned');

  // 4. The agent sees the note on their deal.
  const agentPage = await pageOf(browser, baseURL, agent);
  await agentPage.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await expect(agentPage.getByText('Returned from compliance review')).toBeVisible();
  await expect(agentPage.getByTestId('review-note')).toHaveText(note);

  // 5. The team lead opens the deal read-only, from the dashboard.
  await atRisk.getByRole('link', { name: address }).first().click();
  await expect(page).toHaveURL(new RegExp(`transactionId=${deal.id}`));
  await expect(page.getByText('Read-only oversight view')).toBeVisible();
  await expect(page.getByText(`This is ${agent.fullName}’s deal`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // 6. Reassigns it: the picker offers only the team's other agent; a stale first try is refused and reloaded.
  const opener = page.getByRole('button', { name: 'Reassign', exact: true });
  await opener.click();
  await reassignWithStaleFirstTry(page, opener, heir, outsider, SHOTS);
  // The page now names the new owner; the team lead still oversees it.
  await expect(page.getByText(`This is ${heir.fullName}’s deal`)).toBeVisible();

  // The old agent has lost the deal; the new one owns it.
  await agentPage.reload();
  await expect(agentPage.getByText('You are not authorized to view this transaction.')).toBeVisible();
  const heirDeal = await request.get(`/api/transactions/${deal.id}`, { headers: await bearer(request, heir) });
  expect(heirDeal.status()).toBe(200);

  // 7. The client is told who their agent now is.
  await consentedClient(request, client);
  const clientPage = await pageOf(browser, baseURL, { ...client, fullName: 'Robin Buyer' });
  await clientPage.goto(`/dashboard/client/${deal.id}`);
  const card = clientPage.getByRole('region', { name: 'Your agent' });
  await dismissCheckInPrompt(clientPage, card);
  await expect(card).toContainText(heir.fullName);
  const notice = clientPage.getByText('You have a new agent');
  await expect(notice).toBeVisible();
  await expect(clientPage.getByText(new RegExp(`${heir.fullName} now handles your transaction`))).toBeVisible();
  await shootAtWidths(clientPage, SHOTS, 'client-new-agent');
  await clientPage.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await clientPage.reload();
  await dismissCheckInPrompt(clientPage, card);
  await expect(card).toContainText(heir.fullName);
  await expect(notice).toHaveCount(0);
});
