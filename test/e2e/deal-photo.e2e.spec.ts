import { expect, test, type Locator } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { signIn } from '../support/e2e-auth';
import { createdDeal, dismissCheckInPrompt, signableClient, signedInAgent } from '../support/e2e-deals';
import { solidPng } from '../support/e2e-images';
import { shootAtWidths } from '../support/e2e-shots';

const SHOTS = 'test-results/screens/deal-photo';

/** The image has loaded and decoded (an <img> refused by the server has no natural width). */
const decodedWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

/**
 * Issue 21 "Done when", the photo part of the new agent's journey (item 3, ADR 0045): the deal's
 * photo shows on the agent's dashboard, the agent's detail screen and the client's portal, each
 * `<img>` loading through a URL signed for its viewer (no bearer header); the bare route refuses a
 * browser without one.
 */
test("a new agent's deal photo shows on the dashboard, the detail screen and the client's portal", async ({ page, request, browser, baseURL }) => {
  test.setTimeout(150_000);
  const { auth } = await signedInAgent(page, request);
  const client = await signableClient(request, auth, 'Parker Buyer');
  const street = `${randomInt(100, 9999)} Rainey St`;
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: street,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
  });
  const photo = solidPng([46, 125, 120], 64, 48);
  const uploaded = await request.post(`/api/transactions/${deal.id}/photo`, {
    headers: auth,
    multipart: { file: { name: 'house.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  // The agent's dashboard: the deal's row shows the photo.
  await page.goto('/dashboard/agent');
  const row = page.getByRole('listitem').filter({ hasText: street }).filter({ hasText: 'Client: Parker Buyer' });
  const thumb = row.locator('img');
  await thumb.scrollIntoViewIfNeeded();
  await expect.poll(() => decodedWidth(thumb), { timeout: 15_000 }).toBe(64);
  await shootAtWidths(page, SHOTS, 'dashboard', row);

  // The agent's detail screen: the header's photo, by a signed URL.
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const header = page.getByRole('img', { name: `Photo of ${street}` });
  await expect.poll(() => decodedWidth(header), { timeout: 15_000 }).toBe(64);
  const src = (await header.getAttribute('src'))!;
  expect(src).toMatch(new RegExp(`^/api/transactions/${deal.id}/photo\\?.*sig=`));
  await shootAtWidths(page, SHOTS, 'detail');

  // A browser with no session: the signed URL is the agent's, for a few minutes; the bare route refuses.
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(src)).status()).toBe(200);
  expect((await stranger.request.get(src.split('?')[0]!)).status()).toBe(401);
  await stranger.close();

  // The client's portal.
  const clientContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const portal = await clientContext.newPage();
  await signIn(portal, client.email, client.password);
  await portal.goto(`/dashboard/client?transactionId=${deal.id}`);
  const portalPhoto = portal.getByRole('img', { name: `Photo of ${street}` });
  await dismissCheckInPrompt(portal, portalPhoto);
  await expect.poll(() => decodedWidth(portalPhoto), { timeout: 15_000 }).toBe(64);
  // Signed for the client, not the agent.
  expect(await portalPhoto.getAttribute('src')).toMatch(/[?&]role=client&/);
  await shootAtWidths(portal, SHOTS, 'portal');
  await clientContext.close();
});
