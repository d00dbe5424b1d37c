import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/** Issue 20 item 2 (ADR 0049): a date that passed is not "Done" until something says so; the agent confirms it from the timeline. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/milestone-confirmation';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a milestone whose date passed reads "Passed — not confirmed" until the agent confirms it done', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, auth),
    property_address: '1100 Congress Ave',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
    earnest_money_due_date: isoDay(-3),
    closing_date: isoDay(30),
  });

  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const row = timeline.getByRole('listitem').filter({ hasText: 'Earnest Money' }).first();
  await expect(row.getByText('Passed — not confirmed')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'passed-not-confirmed');

  await row.getByRole('button', { name: /^Confirm Earnest Money.* done$/ }).click();
  await expect(row.getByText('Done', { exact: true })).toBeVisible();
  await expect(row.getByText('Passed — not confirmed')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Confirm .* done$/ })).toHaveCount(0);

  // The client's view (the agent's preview) never reads "not confirmed": a passed date there is just passed.
  await page.getByRole('link', { name: 'Preview as Client' }).click();
  await expect(page.getByText('Previewing Client View (Read-Only)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Passed — not confirmed')).toHaveCount(0);
});
