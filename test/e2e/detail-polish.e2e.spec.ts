import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { demoAdminHeaders, newAccount, signIn } from '../support/e2e-auth';
import { agentsClient, bearer, createdDeal, dealSection, showDealSection, signedInAgent } from '../support/e2e-deals';
import { SAMPLE_PDF } from '../support/e2e-documents';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Gaps of the review of issues 20, 21 and 24: a document field reads as its document with a Download
 * through the checked route (not the route as text); day-only dates are the deal's days in its
 * time_zone whatever the browser's zone; the overseer's read-only page has the section index and
 * phone jump menu of the agent's (ADR 0079).
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/detail-polish';
const DEAL_ZONE = 'America/Chicago';

// A browser zone whose calendar day differs from Austin's right now: 20 hours ahead (Kiritimati) from
// 4 am in Austin on, 5 hours behind (Pago Pago) before 5 am.
const austinHour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: DEAL_ZONE }).format(new Date()));
const BROWSER_ZONE = austinHour >= 4 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

const dayIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(instant));

test.describe('in a browser far from the deal', () => {
  test.use({ timezoneId: BROWSER_ZONE });

  test("a document field is its document, downloaded through its route; 'Completed …' is the deal's day", async ({ page, request }) => {
    test.slow();
    const { auth } = await signedInAgent(page, request);
    const deal = await createdDeal(request, auth, {
      transaction_type: 'buyer',
      client_id: await agentsClient(request, auth),
      property_address: `${randomInt(100, 9999)} Affidavit Way`,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78704',
      t47_required: true,
      t47_delivered: true,
    });
    const uploaded = await request.post(`/api/transactions/${deal.id}/documents`, {
      headers: auth,
      multipart: { kind: 't47', file: { name: 't47.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const made = await request.post(`/api/transactions/${deal.id}/tasks`, { headers: auth, data: { title: 'Order the survey' } });
    expect(made.status(), await made.text()).toBe(201);
    const task = (await made.json()) as { id: string };
    const done = await request.patch(`/api/transactions/${deal.id}/tasks/${task.id}`, {
      headers: auth,
      data: { completed_at: new Date().toISOString() },
    });
    expect(done.status(), await done.text()).toBe(200);
    const completedAt = ((await done.json()) as { completed_at: string }).completed_at;
    const read = await request.get(`/api/transactions/${deal.id}`, { headers: auth });
    expect(((await read.json()) as { time_zone: string }).time_zone).toBe(DEAL_ZONE);

    await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
    await showDealSection(page, 'transaction-details');
    const details = page.locator('#transaction-details');
    const field = details.locator('div').filter({ has: page.getByText('T-47 document', { exact: true }) });
    await expect(field).toContainText('T-47 Affidavit');
    await expect(details).not.toContainText('/api/transactions/');
    const download = page.waitForEvent('download');
    await field.getByRole('button', { name: 'Download T-47 document: T-47 Affidavit' }).click();
    expect((await download).suggestedFilename()).toBe('t47.pdf');
    await shootAtWidths(page, SHOTS, 'document-field', field);

    // The task's day is Austin's, not the browser's (which is another day right now).
    expect(dayIn(completedAt, DEAL_ZONE)).not.toBe(dayIn(completedAt, BROWSER_ZONE));
    await page.locator('#tasks').getByRole('button', { name: 'Show 1 completed in Agent Tasks' }).click();
    const row = page.locator('#tasks').getByRole('listitem').filter({ hasText: 'Order the survey' });
    await expect(row).toContainText(`Completed ${dayIn(completedAt, DEAL_ZONE)}`);
    await shootAtWidths(page, SHOTS, 'completed-day', row);
  });
});

test("the overseer's read-only page has the agent's section index and jump menu, without the client's sections", async ({ page, request }) => {
  test.slow();
  const lead = await newAccount(request, 'team_lead');
  const agent = await newAccount(request, 'agent');
  const put = await request.put(`/api/admin/users/${agent.userId}/team-lead`, { headers: await demoAdminHeaders(request), data: { teamLeadId: lead.userId } });
  expect(put.status(), await put.text()).toBe(200);
  const agentAuth = await bearer(request, agent);
  const deal = await createdDeal(request, agentAuth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, agentAuth),
    property_address: `${randomInt(100, 9999)} Overseen Oaks`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
  });

  await signIn(page, lead.email, lead.password);
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await expect(page.getByText('Read-only oversight view')).toBeVisible();
  const index = page.getByRole('navigation', { name: 'Deal sections' });
  await expect(index).toBeVisible();
  for (const name of ['Timeline', 'Documents', 'Key Contacts', 'Tasks', 'Transaction Vendors']) {
    await expect(index.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Client Check-ins', 'Messages', 'Client Information', 'Oversight Activity']) {
    await expect(index.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  const documents = await dealSection(page, 'documents');
  await shootAtWidths(page, SHOTS, 'overseer-index', documents);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('combobox', { name: 'Jump to section' })).toBeAttached();
  const vendors = await dealSection(page, 'vendors');
  await expect(page.getByRole('combobox', { name: 'Jump to section' })).toBeInViewport();
  await expect(vendors).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/overseer-jump-375.png` });
});
