import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { recordDeadlineAlerts } from '../support/e2e-alerts';
import { seriousAxeViolations } from '../support/e2e-axe';
import { dealDay } from '../support/deal-today';
import { bearer, createdDeal, signableClient, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 10 item 8 and issue 22 item 7 (ADR 0078): the agent's in-app alerts under the bell in the top
 * bar, deadlines and a client's check-in in one list.
 */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/alerts';

test('the bell counts the alerts not yet seen (deadlines and a check-in), lists them, opens the deal, and is all caught up when there are none', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { agent, auth } = await signedInAgent(page, request);
  await page.goto('/dashboard/agent');
  const bell = page.getByRole('button', { name: 'Alerts', exact: true });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('You’re all caught up')).toBeVisible();
  await page.keyboard.press('Escape');

  const client = await signableClient(request, auth, 'Casey Client');
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: '1509 Alameda Dr',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    repairs_deadline_overall: dealDay(-1),
    appraisal_due_date: dealDay(2),
    closing_date: dealDay(30),
  });
  await recordDeadlineAlerts(deal.id, { repair_deadline: 'overdue', appraisal_target: 'at_risk' });

  // The client checks in: the alert job (the outbox) adds it to the agent's list.
  const checkedIn = await request.post(`/api/transactions/${deal.id}/check-ins`, { headers: await bearer(request, client), data: { feeling: 'anxious' } });
  expect(checkedIn.status(), await checkedIn.text()).toBe(201);
  await expect
    .poll(async () => ((await (await request.get('/api/transactions/alerts', { headers: auth })).json()) as { unread: number }).unread, { timeout: 20_000 })
    .toBe(3);

  await page.reload();
  const unread = page.getByRole('button', { name: 'Alerts, 3 unread' });
  await expect(unread).toBeVisible();
  await shootAtWidths(page, SHOTS, 'bell-unread');
  await unread.click();
  const panel = page.getByRole('menu');
  const overdue = panel.getByRole('menuitem').filter({ hasText: 'Overdue' });
  await expect(overdue).toContainText('Repairs Deadline · 1509 Alameda Dr');
  await expect(panel.getByRole('menuitem').filter({ hasText: 'Coming up' })).toContainText('Appraisal Target Date');
  const checkIn = panel.getByRole('menuitem').filter({ hasText: 'Client check-in' });
  await expect(checkIn).toContainText('Casey Client feels anxious · 1509 Alameda Dr');
  await expect(checkIn).toHaveAttribute('href', new RegExp(`transactionId=${deal.id}.*#check-ins`));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'bell-open');

  // Seen once opened: the count goes; the alert opens the deal's timeline.
  await overdue.click();
  await expect(page).toHaveURL(new RegExp(`transactionId=${deal.id}.*#timeline`));
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  const listed = await request.get('/api/transactions/alerts', { headers: auth });
  expect(((await listed.json()) as { unread: number }).unread).toBe(0);
  expect(agent.email).toContain('@');
});
