import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, createdDeal, showDealSection, signedInAgent } from '../support/e2e-deals';
import { chooseOption } from '../support/e2e-forms';
import { shootAtWidths } from '../support/e2e-shots';

/** Issue 20 item 3: every catalogue field is editable after the wizard, through the deal's section editors. */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/section-editors';

test('the agent edits the inspection and appraisal sections and reads them back after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const clientId = await agentsClient(request, auth, 'Ines Inspect');
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: clientId,
    property_address: '20 Editor Lane',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
    purchase_price: 450000,
    effective_date: '2027-03-01',
    closing_date: '2027-04-02',
    lending_type: 'conventional',
    financing_contingency_end_date: '2027-03-22',
  });
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const inspectionSection = page.locator('#inspection');
  // Nothing recorded yet: one line with its action, not a wall of "Not set".
  await expect(inspectionSection.getByText('Nothing recorded yet')).toBeVisible();
  await expect(inspectionSection.getByText('Not set')).toHaveCount(0);
  await shootAtWidths(page, SHOTS, 'empty-sections', inspectionSection);

  await page.getByRole('button', { name: 'Edit Inspection' }).click();
  const inspection = page.getByRole('form', { name: 'Inspection' });
  await inspection.getByRole('checkbox', { name: /Inspection scheduled/ }).check();
  await inspection.getByLabel(/Inspection date and time/).fill('2027-03-04T10:00');
  await chooseOption(inspection, page, /Inspection contingency$/, 'Pending');
  await inspection.getByLabel(/Inspection contingency ends/).fill('2027-03-08');
  await inspection.getByLabel(/Agent inspection notes/).fill('Foundation crack near the garage; ask for a structural engineer.');
  await shootAtWidths(page, SHOTS, 'inspection-form', inspection);
  const inspectionPatch = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().endsWith(`/api/transactions/${deal.id}`));
  await inspection.getByRole('button', { name: 'Save' }).click();
  const inspectionSent = await inspectionPatch;
  expect(inspectionSent.headers()['if-match']).toMatch(/^"\d+"$/);
  expect(inspectionSent.postDataJSON()).toMatchObject({ inspection_scheduled: true, inspection_contingency_status: 'pending', inspection_contingency_end_date: '2027-03-08' });
  await expect(inspection).toBeHidden();

  await page.getByRole('button', { name: 'Edit Appraisal' }).click();
  const appraisal = page.getByRole('form', { name: 'Appraisal' });
  await chooseOption(appraisal, page, /Appraisal status/, 'Scheduled');
  await appraisal.getByLabel(/Appraisal date and time/).fill('2027-03-12T09:30');
  await appraisal.getByLabel(/Appraised value/).fill('440,000');
  await appraisal.getByLabel(/Appraisal gap notes/).fill('A $10,000 gap; the buyer covers it from reserves.');
  await appraisal.getByRole('checkbox', { name: /Appraisal contingency$/ }).check();
  await appraisal.getByLabel(/Appraisal contingency ends/).fill('2027-03-20');
  await appraisal.getByLabel(/Appraisal contingency notes/).fill('Third Party Financing Addendum: appraisal waiver not signed.');
  await appraisal.getByRole('button', { name: 'Save' }).click();
  await expect(appraisal).toBeHidden();

  await page.reload();
  const appraisalSection = page.locator('#appraisal');
  // Filled past one row, both sections read folded to their key values until opened.
  await showDealSection(page, 'inspection');
  await showDealSection(page, 'appraisal');
  await expect(inspectionSection.getByText('Pending')).toBeVisible();
  await expect(inspectionSection.getByText('Foundation crack near the garage; ask for a structural engineer.')).toBeVisible();
  await expect(inspectionSection.getByText(/Mar 4, 2027/)).toBeVisible();
  await expect(appraisalSection.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(appraisalSection.getByText('$440,000')).toBeVisible();
  await expect(appraisalSection.getByText('Third Party Financing Addendum: appraisal waiver not signed.')).toBeVisible();
  await expect(appraisalSection.getByText('AGENT ONLY').first()).toBeVisible();
  // The compact read view lists what is recorded, not the empty rest.
  await expect(appraisalSection.getByText('Not set')).toHaveCount(0);

  const stored = (await (await request.get(`/api/transactions/${deal.id}`, { headers: auth })).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({
    inspection_scheduled: true,
    inspection_contingency_status: 'pending',
    inspection_contingency_end_date: '2027-03-08',
    appraisal_status: 'scheduled',
    appraisal_contingency: true,
    appraisal_contingency_end_date: '2027-03-20',
    appraisal_contingency_notes: 'Third Party Financing Addendum: appraisal waiver not signed.',
    appraisal_gap_notes: 'A $10,000 gap; the buyer covers it from reserves.',
  });
  expect(Number(stored.appraisal_value)).toBe(440000);

  // Editing the inspection again opens the form with the values read back.
  await page.getByRole('button', { name: 'Edit Inspection' }).click();
  await expect(page.getByRole('form', { name: 'Inspection' }).getByLabel(/Inspection date and time/)).toHaveValue('2027-03-04T10:00');
  await page.getByRole('form', { name: 'Inspection' }).getByRole('button', { name: 'Cancel' }).click();

  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'inspection-read', inspectionSection);
  await shootAtWidths(page, SHOTS, 'appraisal-read', appraisalSection);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/whole-page-${width}.png`, fullPage: true });
  }
});
