import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { DEMO_AGENT, DEMO_PASSWORD, signIn } from '../support/e2e-auth';
import { agentsClient, bearer, createdDeal, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/** Issue 10 item 9: an agent subscribes a calendar app to their deals' milestones, and revokes the link. */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const shoot = (page: Page, name: string) => shootAtWidths(page, 'test-results/screens/calendar', name);

test('from settings: create a calendar link, read the milestones through it, revoke it', async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, auth),
    property_address: '4707 Avenue H',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78751',
    effective_date: '2026-11-25',
    option_period_days: 7,
    closing_date: '2027-01-08',
  });

  await page.goto('/dashboard/agent/settings');
  await page.getByRole('button', { name: 'Manage Calendar Links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar subscription' });
  await expect(dialog.getByText('No calendar links yet.')).toBeVisible();
  await shoot(page, 'calendar-empty');
  await dialog.getByRole('button', { name: 'Create calendar link' }).click();
  const link = dialog.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog.getByText('It is shown only this once')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute('href', /^webcal:\/\//);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'All my deals' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shoot(page, 'calendar-created');

  // What a calendar app reads from the link.
  const url = new URL(await link.inputValue());
  const feed = await request.get(url.pathname);
  expect(feed.status()).toBe(200);
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('4707 Avenue H');

  await dialog.getByRole('button', { name: /^Revoke the calendar link/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke calendar link' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Calendar link revoked').first()).toBeVisible();
  await expect(dialog.getByText('No calendar links yet.')).toBeVisible();
  expect((await request.get(url.pathname)).status()).toBe(404);
});

test("from a deal's Manage menu: a link to that deal alone", async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'seller',
    client_id: await agentsClient(request, auth),
    property_address: '2301 Lake Austin Blvd',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78703',
    closing_date: '2027-01-15',
  });

  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await page.getByRole('button', { name: 'Manage ▾' }).click();
  await page.getByRole('menuitem', { name: 'Add to Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add this deal to your calendar' });
  await expect(dialog.getByText('The milestones of 2301 Lake Austin Blvd')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create calendar link' }).click();
  await expect(dialog.getByLabel('Your private calendar link')).toHaveValue(/\.ics$/);
  await expect(dialog.getByRole('listitem').filter({ hasText: '2301 Lake Austin Blvd' })).toBeVisible();
  await shoot(page, 'calendar-deal');
  const listed = await request.get('/api/calendar-feeds', { headers: auth });
  expect(await listed.json()).toEqual([expect.objectContaining({ scope: 'transaction', transaction_id: deal.id })]);
});

/**
 * Issue 20 item 5: "Add to Calendar" works on every deal the product issues, the seeded ones
 * included, whose ids are name-based (UUID version 5) and were once refused as "transaction_id
 * must be a UUID".
 */
test('every seeded deal of the demo agent can be added to a calendar, from the API and from the Manage menu', async ({ page, request }) => {
  const auth = await bearer(request, { email: DEMO_AGENT, password: DEMO_PASSWORD });
  const listed = await request.get('/api/transactions', { headers: auth });
  expect(listed.status()).toBe(200);
  const deals = ((await listed.json()) as { id: string; property_address: string; status: string }[]).filter((deal) => deal.status !== 'draft');
  const seeded = deals.filter((deal) => deal.id[14] === '5');
  expect(seeded.length).toBeGreaterThanOrEqual(3);
  const made: string[] = [];
  let withEvents = 0;
  for (const deal of seeded) {
    const answer = await request.post('/api/calendar-feeds', { headers: auth, data: { transaction_id: deal.id } });
    expect(answer.status(), `${deal.property_address}: ${await answer.text()}`).toBe(201);
    const feed = (await answer.json()) as { id: string; url: string };
    made.push(feed.id);
    const ics = (await (await request.get(new URL(feed.url).pathname)).text()).replace(/\r\n /g, '');
    expect(ics).toContain(`X-WR-CALNAME:Threshold · ${deal.property_address}`);
    if (ics.includes('BEGIN:VEVENT')) withEvents += 1;
  }
  // A closed deal's milestones may all be past the feed's history; the live ones carry events.
  expect(withEvents).toBeGreaterThan(0);

  // The same from the first seeded deal's Manage menu, as the agent would.
  const first = seeded[0]!;
  await signIn(page, DEMO_AGENT);
  await page.goto(`/dashboard/agent/detail?transactionId=${first.id}`);
  await page.getByRole('button', { name: 'Manage ▾' }).click();
  await page.getByRole('menuitem', { name: 'Add to Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add this deal to your calendar' });
  await dialog.getByRole('button', { name: 'Create calendar link' }).click();
  await expect(dialog.getByLabel('Your private calendar link')).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // The demo agent's calendar is left as it was found.
  const all = (await (await request.get('/api/calendar-feeds', { headers: auth })).json()) as { id: string; transaction_id: string | null }[];
  for (const feed of all.filter((each) => made.includes(each.id) || each.transaction_id === first.id)) {
    expect((await request.delete(`/api/calendar-feeds/${feed.id}`, { headers: auth })).status()).toBe(204);
  }
});
