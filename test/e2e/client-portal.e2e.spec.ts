import { expect, test, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { checkInPrompt, dismissCheckInPrompt, showEveryOpenTask } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Spec 002 §2 client portal (issue 10: the client's tasks and Learn More on the timeline): the demo
 * buyer opens their deal, reads a milestone's education, sees their utilities without the agent's
 * details, adds a private task, notes a shared one and deletes their own.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/client-portal';
const BUYER = 'buyer@threshold.demo';
const ADDRESS = '4812 Berkman Dr';

async function openDeal(page: Page) {
  await signIn(page, BUYER);
  await expect(page).toHaveURL(/\/dashboard\/client/);
  // One deal opens by itself; several are listed first (spec 002 §2).
  const list = page.getByRole('heading', { name: 'Your Transactions' });
  const deal = page.getByRole('heading', { level: 2, name: ADDRESS });
  await expect(list.or(deal).or(checkInPrompt(page)).first()).toBeVisible();
  if (await list.isVisible()) await page.getByRole('link', { name: new RegExp(ADDRESS) }).click();
  await dismissCheckInPrompt(page, deal);
}

test('the buyer reads Learn More, sees utilities without account details, and keeps their own tasks', async ({ page }) => {
  test.setTimeout(120_000);
  await openDeal(page);
  const tiles = page.getByRole('navigation', { name: 'Deal summary' });
  for (const tile of ['Milestones', 'Utilities', 'Documents', 'Contacts', 'Open Tasks'])
    await expect(tiles.getByRole('link', { name: new RegExp(tile) })).toBeVisible();
  await expect(tiles.getByRole('link', { name: /Messages/ })).toHaveCount(0);
  await shootAtWidths(page, SHOTS, 'top');

  // Learn More opens the milestone's education in place.
  const timeline = page.locator('#timeline');
  await timeline.getByRole('button', { name: 'Learn More about Closing' }).click();
  const showLess = timeline.getByRole('button', { name: 'Show Less about Closing' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  const explained = page.locator(`[id="${await showLess.getAttribute('aria-controls')}"]`);
  await expect(explained).toBeVisible();
  await expect(explained).not.toBeEmpty();
  await expect(page.getByRole('button', { name: /Client education/ })).toHaveCount(0);

  // Utilities: the ones shown to the buyer, never the agent's account details or notes.
  const utilities = page.locator('#utilities');
  await expect(utilities.getByText('Electric · Transfer')).toBeVisible();
  await expect(utilities.getByText(/Account|Confirmation|Installer needs access/)).toHaveCount(0);
  await expect(utilities.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  // Plain words for the utility's task, and the provider's address is a real link in the task too.
  await expect(utilities.getByRole('listitem').filter({ hasText: 'Electric · Transfer' })).toContainText('Also on your task list');
  await expect(page.getByText('Client task linked')).toHaveCount(0);
  await expect(page.locator('#tasks').getByRole('link', { name: 'austinenergy.com' }).first()).toHaveAttribute('href', 'https://austinenergy.com/');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await timeline.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'timeline');

  // A private task of their own: added, noted on a shared task, deleted with confirmation.
  const tasks = page.locator('#tasks');
  await expect(tasks.getByRole('region', { name: /Shared with You/ })).toBeVisible();
  const title = `Book the movers ${randomUUID().slice(0, 6)}`;
  await tasks.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog.getByText('Only you can see the tasks you add.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Show to client' })).toHaveCount(0);
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toBeHidden();
  const mine = tasks.getByRole('region', { name: /Your Private Tasks/ });
  await expect(mine.getByText(title, { exact: true })).toBeVisible();

  const shared = tasks.getByRole('region', { name: /Shared with You/ });
  await shared
    .getByRole('button', { name: /^Notes for task:/ })
    .first()
    .click();
  const notes = page.getByRole('dialog', { name: 'Task Note' });
  await notes.getByLabel('Your note').fill('Scheduled with the provider for the morning.');
  await notes.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes).toBeHidden();
  await expect(shared.getByText('Scheduled with the provider for the morning.')).toBeVisible();
  // A shared task is not theirs to edit or delete.
  await expect(shared.getByRole('button', { name: /^(Edit|Delete) task:/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tasks.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'tasks');

  await mine.getByRole('button', { name: `Delete task: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete Task' }).getByRole('button', { name: 'Delete' }).click();
  await expect(mine.getByText(title, { exact: true })).toHaveCount(0);
});

test("the agent's Preview as Client shows what the buyer sees, read-only, decided by the server", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@threshold.demo');
  await page.goto('/dashboard/agent');
  // From the deal's detail screen.
  await page.getByRole('link', { name: ADDRESS }).first().click();
  await showEveryOpenTask(page);
  await expect(page.locator('#tasks').getByText('Schedule the final walkthrough', { exact: true })).toBeVisible();
  // From here on every read of the deal is the client's view, asked of the server.
  const previews: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/transactions/')) previews.push(request.url());
  });
  await page.getByRole('link', { name: 'Preview as Client' }).click();

  await expect(page.getByText('Previewing Client View (Read-Only)')).toBeVisible();
  // The deal is chosen by route parameter (ADR 0066).
  await expect(page).toHaveURL(/\/dashboard\/client\/[0-9a-f-]{36}\?mode=preview$/);
  await expect(page.getByRole('heading', { level: 2, name: ADDRESS })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your agent' })).toContainText('agent@threshold.demo');
  const tasks = page.locator('#tasks');
  await expect(tasks.getByRole('region', { name: /Shared with You/ })).toBeVisible();
  // The agent's own tasks are not the client's: the server leaves them out of the preview.
  await expect(tasks.getByText('Schedule the final walkthrough', { exact: true })).toHaveCount(0);
  await expect(tasks.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  await expect(tasks.getByRole('checkbox').first()).toBeDisabled();
  await expect(page.locator('#utilities').getByText(/Account|Installer needs access/)).toHaveCount(0);
  expect(
    previews
      .filter((url) => /\/(tasks|utilities|milestones|contacts)(\?|$)/.test(url))
      .every((url) => url.includes('view=client')),
  ).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'preview');

  await page.getByRole('link', { name: 'Back to Agent Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/agent\/detail\?transactionId=/);
});

test('the seller is prompted to check in, the agent sees it new and responds, and the seller reads the answer', async ({
  page: seller,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(seller, 'seller@threshold.demo');
  const prompt = checkInPrompt(seller);
  await expect(seller.getByRole('heading', { level: 2, name: '1907 Sendero Dr' }).or(prompt).first()).toBeVisible();
  // Due on a first visit (none yet, spec 002 §4); a retry of this test finds one from its first run.
  if (!(await prompt.isVisible())) await seller.getByRole('button', { name: 'Check In' }).click();
  await prompt.getByRole('button', { name: 'Submit Check-in' }).click();
  await expect(prompt.getByText('Choose how you are feeling')).toBeVisible();
  await prompt.getByRole('radio', { name: 'Anxious' }).check();
  const note = `The appraisal worries me ${randomUUID().slice(0, 6)}`;
  await prompt.getByLabel(/Anything you want to share/).fill(note);
  expect(await seriousAxeViolations(seller)).toEqual([]);
  await shootAtWidths(seller, SHOTS, 'check-in-modal');
  await prompt.getByRole('button', { name: 'Submit Check-in' }).click();
  await expect(prompt).toBeHidden();
  await expect(seller.locator('#check-ins').getByText(note)).toBeVisible();

  const agentContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent@threshold.demo');
  await agent.goto('/dashboard/agent');
  await agent.getByRole('link', { name: '1907 Sendero Dr' }).first().click();
  const panel = agent.locator('#check-ins');
  await expect(panel.getByRole('heading', { name: 'Client Check-ins' })).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: note });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Respond to the anxious check-in/ }).click();
  const dialog = agent.getByRole('dialog', { name: 'Respond to Check-in' });
  await dialog.getByRole('button', { name: 'Send Response' }).click();
  await expect(dialog.getByText('Agent response cannot be empty')).toBeVisible();
  await dialog.getByLabel('Your response').fill('The appraiser came in at value. You are in good shape.');
  await dialog.getByRole('button', { name: 'Send Response' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('New', { exact: true })).toHaveCount(0);
  await expect(row).toContainText('Your response: The appraiser came in at value.');
  await panel.scrollIntoViewIfNeeded();
  await shootAtWidths(agent, SHOTS, 'agent-check-ins');

  await seller.reload();
  await expect(
    seller.locator('#check-ins').getByText('Your agent: The appraiser came in at value.', { exact: false }),
  ).toBeVisible();
  await expect(seller.getByRole('dialog', { name: 'How are you feeling?' })).toHaveCount(0);
  await agentContext.close();
});

test("an old ?transactionId= link lands on the deal's own route, and a failed load says why", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@threshold.demo');
  await page.goto('/dashboard/agent');
  await page.getByRole('link', { name: ADDRESS }).first().click();
  await page.getByRole('link', { name: 'Preview as Client' }).click();
  await expect(page.getByRole('heading', { level: 2, name: ADDRESS })).toBeVisible();
  const id = /\/dashboard\/client\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  await page.goto(`/dashboard/client?transactionId=${id}&mode=preview`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/client/${id}\\?mode=preview$`));
  await expect(page.getByRole('heading', { level: 2, name: ADDRESS })).toBeVisible();

  // The server cannot answer: 'Unable to Load Transaction' and the reason it gave.
  await page.route(new RegExp(`/api/transactions/${id}(\\?|$)`), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'The service is down for maintenance' }) }),
  );
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'Unable to Load Transaction' });
  await expect(failure).toContainText('The service is down for maintenance');
  await expect(failure.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'load-failed');
});
