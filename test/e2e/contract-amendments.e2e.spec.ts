import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/** Issue 18 item 4: the agent records a signed amendment (TREC 39) that moves a contract deadline, from its milestone. */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/contract-amendments';

test('an agent amends the option period end from its milestone; the timeline says so and follows the new date', async ({
  page,
  request,
}) => {
  // Axe reads the whole deal page behind the dialog, and four screenshots: slow on a shared two-core machine.
  test.setTimeout(180_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, auth),
    property_address: '4512 Avenue F',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78751',
    // Effective Wednesday, November 25, 2026 + 7 days: the option period ends Wednesday, December 2 at 5:00 p.m. (¶5B).
    effective_date: '2026-11-25',
    option_fee_amount: 200,
    option_period_days: 7,
    closing_date: '2026-12-30',
  });

  // The signed TREC 39, uploaded to the deal: the amendment names it.
  const upload = await request.post(`/api/transactions/${deal.id}/documents`, {
    headers: auth,
    multipart: {
      kind: 'other',
      title: 'TREC 39 signed',
      file: { name: 'trec-39.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const trec39 = (await upload.json()) as { id: string };

  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const row = timeline.getByRole('listitem').filter({ hasText: 'Option Period Ends' });
  await expect(row.getByText(/the 7-day option period ends Wednesday, December 2 at 5:00 p\.m\. Central/)).toBeVisible();
  // Only contract deadlines can be amended: the closing is the deal's own date.
  await expect(timeline.getByRole('button', { name: 'Record an amendment to Closing' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Record an amendment to Option Period Ends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amend Option Period Ends' });
  await expect(dialog.getByText(/TREC 20-18 ¶5B/)).toBeVisible();
  await dialog.getByLabel('New date').fill('');
  await dialog.getByRole('button', { name: 'Record Amendment' }).click();
  await expect(dialog.getByText('New date is required')).toBeVisible();
  await dialog.getByLabel('New date').fill('2026-12-04');
  await expect(dialog.getByText('New date is required')).toHaveCount(0);
  await dialog.getByLabel('Signed on').fill('2026-11-27');
  await dialog.getByRole('combobox', { name: 'Signed amendment (TREC 39)' }).click();
  await page.getByRole('option', { name: 'TREC 39 signed' }).click();
  await shootAtWidths(page, SHOTS, 'dialog');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const sent = page.waitForRequest((sending) => sending.url().endsWith('/milestones/option_period_end/amendments'));
  await dialog.getByRole('button', { name: 'Record Amendment' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ date: '2026-12-04', amended_on: '2026-11-27', document_id: trec39.id });
  await expect(dialog).toHaveCount(0);

  await expect(
    row.getByText(
      /^Amended on Friday, November 27 to Friday, December 4 \(TREC 39\); the contract rule gave Wednesday, December 2/,
    ),
  ).toBeVisible();
  await expect(row.getByText(/Dec 4, 2026/)).toBeVisible();
  await shootAtWidths(page, SHOTS, 'timeline', row);
});
