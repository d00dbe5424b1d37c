import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { newAccount, signIn } from '../support/e2e-auth';
import { bearer, createdDeal, signableClient } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Spec 002 §2 Home Vault (issue 22 item 4): the agent closes the deal; its client, signing in, lands in
 * the vault and downloads a document saved under its title; the empty, unavailable and failed states.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/home-vault';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

async function closedDealWithClient(request: APIRequestContext, furnished: boolean) {
  const agent = await newAccount(request, 'agent');
  const auth = await bearer(request, agent);
  const client = await signableClient(request, auth, 'Hana Homeowner');
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: '1207 Vault Hollow',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    closing_date: '2026-12-15',
    ...(furnished
      ? {
          purchase_price: 525000,
          insurance_provider: 'Lone Star Mutual',
          insurance_agent_name: 'Ivy Insurer',
          insurance_agent_phone: '512-555-0188',
          contacts: [{ role: 'lender', name: 'Lee Lender', company: 'Hill Country Bank', phone: '512-555-0100' }],
        }
      : {}),
  });
  if (furnished) {
    const uploaded = await request.post(`/api/transactions/${deal.id}/documents`, {
      headers: auth,
      multipart: {
        kind: 'other',
        title: 'Closing Disclosure',
        visibility: 'agent_and_client',
        file: { name: 'cd-scan.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const vendor = await request.post(`/api/transactions/${deal.id}/vendors`, {
      headers: auth,
      data: { name: 'Pat Plumber', category: 'Plumber', phone: '512-555-0142', share_to_client: true, agent_notes: 'Slow to answer' },
    });
    expect(vendor.status(), await vendor.text()).toBe(201);
  }
  const closed = await request.post(`/api/transactions/${deal.id}/close`, { headers: auth });
  expect(closed.status(), await closed.text()).toBe(200);
  return { agent, auth, client, deal };
}

test('the client of a closed deal lands in the Home Vault and downloads a document under its title', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { client, deal } = await closedDealWithClient(request, true);

  // The client has consented to the terms (ADR 0051): this spec is about something else than the dialog.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(new RegExp(`/home-vault/${deal.id}`));
  await expect(page.getByRole('heading', { level: 2, name: '1207 Vault Hollow' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key Contacts' }).getByText('Lee Lender')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vendors' }).getByText('Pat Plumber')).toBeVisible();
  await expect(page.getByText('Slow to answer')).toHaveCount(0);
  await expect(page.getByRole('region', { name: "Homeowner's Insurance" }).getByText('Lone Star Mutual')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Financial Details' }).getByText('$525,000')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'vault');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Closing Disclosure' }).click();
  expect((await download).suggestedFilename()).toBe('Closing Disclosure.pdf');

  // A failed download says why.
  await page.route('**/api/transactions/*/documents/*/file**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, message: 'Document not found' }) }),
  );
  await page.getByRole('button', { name: 'Download Closing Disclosure' }).click();
  await expect(page.getByText('Failed to download document: Document not found', { exact: true })).toBeVisible();
  await shootAtWidths(page, SHOTS, 'download-failed');
  await page.unroute('**/api/transactions/*/documents/*/file**');

  // Back to Dashboard: a client's own dashboard.
  await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard/client');

  // The vault cannot be loaded: its own words and a retry.
  await page.route('**/api/transactions/*/home-vault', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' }));
  await page.reload();
  await expect(page.getByText('Failed to load Home Vault', { exact: true })).toBeVisible();
  await shootAtWidths(page, SHOTS, 'load-failed');
});

test("an empty vault, an agent's preview, and a vault that is not available", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { agent, deal } = await closedDealWithClient(request, false);
  await signIn(page, agent.email, agent.password);

  await page.goto(`/home-vault/${deal.id}?mode=preview`);
  await expect(page.getByText('No documents were shared with you.')).toBeVisible();
  await expect(page.getByText('Your agent has not shared any vendors.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', `/dashboard/client/${deal.id}?mode=preview`);
  await shootAtWidths(page, SHOTS, 'empty-preview');

  await page.goto(`/home-vault/${deal.id}`);
  await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', new RegExp(`/dashboard/agent/detail.*${deal.id}`));

  // Someone else's deal: not available, with the reason.
  const other = await closedDealWithClient(request, false);
  await page.goto(`/home-vault/${other.deal.id}`);
  await expect(page.getByText('Home Vault not available')).toBeVisible();
  await expect(page.getByText('You do not have access to this vault')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'no-access');
});
