import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { austinBuyerDeal, signableClient, signedInAgent } from '../support/e2e-deals';
import { photoOnDashboard, photoOnDetail, photoOnPortal, uploadedDealPhoto } from '../support/e2e-photo';
import { shootAtWidths } from '../support/e2e-shots';

const SHOTS = 'test-results/screens/deal-photo';

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
  const deal = await austinBuyerDeal(request, auth, client.id, street, '78701');
  await uploadedDealPhoto(request, auth, deal.id);

  // The agent's dashboard: the deal's row shows the photo.
  const row = await photoOnDashboard(page, street, 'Parker Buyer');
  await shootAtWidths(page, SHOTS, 'dashboard', row);

  // The agent's detail screen: the header's photo, by a signed URL.
  const src = await photoOnDetail(page, deal.id, street);
  await shootAtWidths(page, SHOTS, 'detail');

  // A browser with no session: the signed URL is the agent's, for a few minutes; the bare route refuses.
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(src)).status()).toBe(200);
  expect((await stranger.request.get(src.split('?')[0]!)).status()).toBe(401);
  await stranger.close();

  // The client's portal, signed for the client.
  const { portal, context } = await photoOnPortal(browser, baseURL, client, deal.id, street);
  await shootAtWidths(portal, SHOTS, 'portal');
  await context.close();
});
