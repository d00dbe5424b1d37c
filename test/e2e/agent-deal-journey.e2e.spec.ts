import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { recordDeadlineAlerts } from '../support/e2e-alerts';
import { seriousAxeViolations } from '../support/e2e-axe';
import { showEveryOpenTask, signedInAgent } from '../support/e2e-deals';
import { chooseOption } from '../support/e2e-forms';
import { shootAtWidths } from '../support/e2e-shots';
import { createClientInWizard, fillAustinAddress, NEW_TRANSACTION, nextStep, stepHeading } from '../support/e2e-wizard';

/**
 * Issue 20 "Done when": a Texas buyer deal entered from an executed TREC 20-18 through the wizard and
 * worked from its detail screen — every value reads back as entered, no task is open for a fact the
 * wizard recorded, the earnest-money receipt completes its task and silences its alert, the inspection
 * and appraisal are edited, an early close asks again and a reopen gives the client their tasks back,
 * and the deal is found by its client's name from the dashboard and the Transactions list.
 */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
// The agent works in Austin, as the deal's property is: the times typed are the times read.
test.use({ timezoneId: 'America/Chicago' });

const SHOTS = 'test-results/screens/agent-deal-journey';

/** A field's value in a section's read view (a `dt` with the label, maybe with its AGENT ONLY badge, and its `dd`). */
function readBack(section: Locator, label: string): Locator {
  const term = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(AGENT ONLY|NOT VISIBLE TO CLIENT)?$`);
  return section.locator('dl > div').filter({ has: section.page().locator('dt', { hasText: term }) }).locator('dd');
}

interface Task {
  title: string;
  completed_at: string | null;
}
const tasksOf = async (request: APIRequestContext, auth: Record<string, string>, id: string): Promise<Task[]> =>
  (await (await request.get(`/api/transactions/${id}/tasks`, { headers: auth })).json()) as Task[];
const completed = async (request: APIRequestContext, auth: Record<string, string>, id: string, title: string) =>
  (await tasksOf(request, auth, id)).find((task) => task.title === title)?.completed_at ?? null;

/** The deal's System Tasks bucket on the detail screen, a task's checkbox in it. */
const systemTask = (page: Page, title: string) => page.locator('#tasks').getByRole('region', { name: /System Tasks/ }).getByRole('checkbox', { name: title, exact: true });

// Tasks the wizard's facts complete on arrival (issue 20 item 2, ADR 0049), and client-visible ones no fact closes.
const DONE_BY_WIZARD = ['Schedule the home inspection', "Bind homeowner's insurance", 'Schedule the final walkthrough'];
const EARNEST_TASK = 'Deliver earnest money to the title company';
const CLIENT_TASKS = ['Set up utilities for move-in', 'Deliver the option fee to the title company'];

test('a Texas buyer deal entered through the wizard reads back as entered and is worked from its detail screen', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { auth } = await signedInAgent(page, request);
  const tag = randomUUID().slice(0, 6);
  const client = `Jordan ${tag} Whitfield`;
  const address = `${randomInt(100, 9999)} Manchaca Rd`;

  // ── The wizard, step by step, from the executed 20-18 ──
  await page.goto(NEW_TRANSACTION);
  await createClientInWizard(page, client, 'jordan');
  await fillAustinAddress(page, address, '78745');
  await nextStep(page);
  await expect(stepHeading(page, 'Property Details')).toBeVisible();
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('2');
  await nextStep(page);
  await expect(stepHeading(page, 'Parties Involved')).toBeVisible();
  // The chosen client is the buyer: not typed twice.
  await expect(page.getByLabel('Buyer name', { exact: true })).toHaveValue(client);
  await page.getByLabel('Seller name', { exact: true }).fill('Sam Seller');
  await page.getByLabel(/^Other agent name/).fill('Lia Listing');
  await page.getByLabel(/^Other agent company/).fill('Hill Country Realty');
  await nextStep(page);
  await expect(stepHeading(page, 'Financial Terms')).toBeVisible();
  await page.getByLabel('Purchase price').fill('400000');
  await page.getByLabel('Down payment', { exact: true }).fill('80000');
  await chooseOption(page, page, /^Financing type/, 'Conventional');
  await page.getByLabel('Financing contingency end date').fill('2027-03-22');
  await page.getByLabel('Earnest money AGENT ONLY', { exact: true }).fill('5000');
  await page.getByLabel('Option fee', { exact: true }).fill('250');
  await page.getByLabel('Option period (days)').fill('7');
  await page.getByLabel('Effective date', { exact: true }).fill('2027-03-01');
  // ¶5A: earnest money within 3 days of the effective date, offered and taken.
  await expect(page.locator('#wizard-earnest_money_due_date-suggestion-text')).toContainText('TREC 20-18 ¶5A: Mar 4, 2027');
  await page.locator('[aria-describedby="wizard-earnest_money_due_date-suggestion-text"]').click();
  await expect(page.getByLabel('Earnest money due date', { exact: true })).toHaveValue('2027-03-04');
  await nextStep(page);
  await expect(stepHeading(page, 'Timeline & Contingencies')).toBeVisible();
  await expect(page.getByLabel('Option period end')).toHaveValue('2027-03-08');
  await page.getByLabel(/^Closing date/).fill('2027-04-02');
  await page.getByRole('checkbox', { name: 'Inspection scheduled' }).click();
  await page.getByLabel('Inspection date and time').fill('2027-03-04T10:00');
  await nextStep(page);
  await expect(stepHeading(page, 'Title & Closing')).toBeVisible();
  await page.getByLabel('Title company', { exact: true }).fill('Independence Title');
  await page.getByRole('checkbox', { name: 'Schedule final walkthrough' }).click();
  await page.getByLabel('Final walkthrough', { exact: true }).fill('2027-04-01T16:00');
  await nextStep(page);
  await expect(stepHeading(page, 'Additional Requirements')).toBeVisible();
  await chooseOption(page, page, /^Insurance status/, 'Bound');
  await page.getByLabel('Bind date').fill('2027-03-20');
  await nextStep(page);
  await expect(stepHeading(page, 'Review')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, '1-review');
  await page.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(page).toHaveURL(/\/dashboard\/agent\/detail\?transactionId=[0-9a-f-]{36}/, { timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get('transactionId')!;

  // ── Every value reads back as entered ──
  const details = page.getByRole('region', { name: 'Transaction Details' });
  await expect(readBack(details, 'Effective date')).toHaveText('Mar 1, 2027');
  await expect(readBack(details, 'Option period (days)')).toHaveText('7');
  await expect(readBack(details, 'Option period ends')).toHaveText('Mar 8, 2027');
  await expect(readBack(details, 'Closing date')).toHaveText('Apr 2, 2027');
  const financial = page.getByRole('region', { name: 'Financial Details' });
  await expect(readBack(financial, 'Purchase price')).toHaveText('$400,000');
  await expect(readBack(financial, 'Lending type')).toHaveText('Conventional');
  await expect(readBack(financial, 'Earnest money')).toHaveText('$5,000');
  await expect(readBack(financial, 'Earnest money due')).toHaveText('Mar 4, 2027');
  await expect(readBack(financial, 'Option fee')).toHaveText('$250');
  const inspection = page.locator('#inspection');
  await expect(readBack(inspection, 'Inspection scheduled')).toHaveText('Yes');
  await expect(readBack(inspection, 'Inspection date and time')).toHaveText(/^Mar 4, 2027,? 10:00\sAM CST$/);
  const insurance = page.getByRole('region', { name: 'Insurance', exact: true });
  await expect(readBack(insurance, 'Insurance status')).toHaveText('Bound');
  await expect(readBack(insurance, 'Bind date')).toHaveText('Mar 20, 2027');
  await expect(readBack(page.locator('#closing'), 'Final walkthrough')).toHaveText(/^Apr 1, 2027,? 4:00\sPM CDT$/);
  const contacts = page.locator('#contacts');
  for (const name of ['Independence Title', 'Sam Seller', 'Lia Listing']) await expect(contacts.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await expect(contacts.getByText('Independence Title, Independence Title')).toHaveCount(0);

  // ── Four screens at most at 1280 px, empty sections collapsed (measured as detail-workspace.e2e.spec.ts
  // measures it), before any fold is opened ──
  await page.setViewportSize({ width: 1280, height: 800 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, `the journey's deal detail page is ${height} px tall at 1280`).toBeLessThanOrEqual(4 * 800);
  await page.setViewportSize({ width: 1280, height: 900 });

  // ── No task is open for a fact the wizard recorded; the earnest money is still to come ──
  await showEveryOpenTask(page, true);
  for (const title of DONE_BY_WIZARD) await expect(systemTask(page, title)).toBeChecked();
  await expect(systemTask(page, EARNEST_TASK)).not.toBeChecked();
  for (const title of DONE_BY_WIZARD) expect(await completed(request, auth, id, title), title).not.toBeNull();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, '2-detail');

  // ── The earnest-money receipt completes its task and silences its alert ──
  await recordDeadlineAlerts(id, { earnest_money: 'at_risk' });
  await page.reload();
  const bell = page.getByRole('button', { name: 'Alerts, 1 unread' });
  await bell.click();
  await expect(page.getByRole('menu').getByRole('menuitem').filter({ hasText: `Earnest Money Due · ${address}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await showEveryOpenTask(page, true);
  await page.getByRole('button', { name: 'Edit Financial Details' }).click();
  const financialForm = page.getByRole('form', { name: 'Financial Details' });
  await financialForm.getByRole('checkbox', { name: 'Earnest money paid', exact: true }).check();
  await financialForm.getByLabel('Earnest money paid on').fill('2027-03-03');
  await financialForm.getByLabel(/^Earnest money receipt/).fill('https://independence-title.example/receipts/em-5000.pdf');
  await financialForm.getByRole('button', { name: 'Save' }).click();
  await expect(financialForm).toBeHidden();
  await expect(readBack(financial, 'Earnest money paid on')).toHaveText('Mar 3, 2027');
  await expect(systemTask(page, EARNEST_TASK)).toBeChecked();
  expect(await completed(request, auth, id, EARNEST_TASK)).not.toBeNull();
  await page.reload();
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(page.getByText('You’re all caught up')).toBeVisible();
  await page.keyboard.press('Escape');

  // ── The inspection and appraisal sections, edited after the wizard ──
  await page.getByRole('button', { name: 'Edit Inspection' }).click();
  const inspectionForm = page.getByRole('form', { name: 'Inspection' });
  await expect(inspectionForm.getByLabel(/Inspection date and time/)).toHaveValue('2027-03-04T10:00');
  await chooseOption(inspectionForm, page, /Inspection contingency$/, 'Scheduled');
  await inspectionForm.getByLabel(/Inspection contingency ends/).fill('2027-03-08');
  await inspectionForm.getByRole('button', { name: 'Save' }).click();
  await expect(inspectionForm).toBeHidden();
  await expect(readBack(inspection, 'Inspection contingency')).toHaveText('Scheduled');
  await expect(readBack(inspection, 'Inspection contingency ends')).toHaveText('Mar 8, 2027');
  await page.getByRole('button', { name: 'Edit Appraisal' }).click();
  const appraisalForm = page.getByRole('form', { name: 'Appraisal' });
  await chooseOption(appraisalForm, page, /Appraisal status/, 'Scheduled');
  await appraisalForm.getByLabel(/Appraisal date and time/).fill('2027-03-12T09:30');
  await appraisalForm.getByLabel(/Appraised value/).fill('400,000');
  await appraisalForm.getByRole('button', { name: 'Save' }).click();
  await expect(appraisalForm).toBeHidden();
  const appraisal = page.locator('#appraisal');
  await expect(readBack(appraisal, 'Appraisal status')).toHaveText('Scheduled');
  await expect(appraisal.getByText('$400,000')).toBeVisible();

  // ── Close before the closing date: the second question names it; reopen gives the client their tasks back ──
  const manage = page.getByRole('button', { name: 'Manage' });
  await manage.click();
  await page.getByRole('menuitem', { name: 'Close Transaction' }).click();
  await page.getByRole('dialog', { name: 'Close Transaction' }).getByRole('button', { name: 'Confirm' }).click();
  const early = page.getByRole('dialog', { name: 'Close before the closing date?' });
  await expect(early).toContainText(/The closing date is Friday, April 2, 2027/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, '3-close-early');
  await early.getByRole('button', { name: 'Close anyway' }).click();
  await expect(page.getByText('Transaction closed successfully', { exact: true })).toBeVisible();
  for (const title of CLIENT_TASKS) expect(await completed(request, auth, id, title), title).not.toBeNull();
  await manage.click();
  await page.getByRole('menuitem', { name: 'Reopen Transaction' }).click();
  await page.getByRole('dialog', { name: 'Reopen Transaction' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transaction reopened successfully', { exact: true })).toBeVisible();
  // The reopened tasks are open again, past the group's first four: open the folds to read them.
  await showEveryOpenTask(page, true);
  for (const title of CLIENT_TASKS) {
    await expect(systemTask(page, title)).not.toBeChecked();
    expect(await completed(request, auth, id, title), title).toBeNull();
  }
  // What the deal's facts completed stays completed.
  for (const title of [...DONE_BY_WIZARD, EARNEST_TASK]) await expect(systemTask(page, title)).toBeChecked();

  // ── Found by the client's name: from the dashboard's search, and on the Transactions list ──
  await page.goto('/dashboard/agent');
  await page.getByRole('search', { name: 'Find a transaction' }).getByRole('searchbox').fill(client);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/agent\/transactions\?q=/);
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(address);
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/agent\/transactions$/);
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill(`jordan ${tag}`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(client);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, '4-transactions-found');
  await list.getByRole('link', { name: new RegExp(address) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/agent/detail\\?transactionId=${id}`));
});
