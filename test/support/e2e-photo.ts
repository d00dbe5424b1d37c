import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { signIn } from './e2e-auth';
import { dismissCheckInPrompt } from './e2e-deals';
import { solidPng } from './e2e-images';

/** The deal photo the specs upload: 64 × 48, so a decoded `<img>` is told from a refused one by its width. */
export const DEAL_PHOTO = { png: solidPng([46, 125, 120], 64, 48), width: 64 };

/** The image has loaded and decoded (an <img> refused by the server has no natural width). */
export const decodedWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

/** DEAL_PHOTO set as the deal's property photo through the API. */
export async function uploadedDealPhoto(request: APIRequestContext, auth: Record<string, string>, dealId: string): Promise<void> {
  const uploaded = await request.post(`/api/transactions/${dealId}/photo`, {
    headers: auth,
    multipart: { file: { name: 'house.png', mimeType: 'image/png', buffer: DEAL_PHOTO.png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
}

/** The agent's dashboard, where the deal's row (by street and client) shows DEAL_PHOTO decoded. Returns the row. */
export async function photoOnDashboard(page: Page, street: string, clientName: string): Promise<Locator> {
  await page.goto('/dashboard/agent');
  const row = page.getByRole('listitem').filter({ hasText: street }).filter({ hasText: `Client: ${clientName}` });
  const thumb = row.locator('img');
  await thumb.scrollIntoViewIfNeeded();
  await expect.poll(() => decodedWidth(thumb), { timeout: 15_000 }).toBe(DEAL_PHOTO.width);
  return row;
}

/** The agent's detail screen of the deal, whose header shows DEAL_PHOTO decoded by a signed URL. Returns that URL. */
export async function photoOnDetail(page: Page, dealId: string, street: string): Promise<string> {
  await page.goto(`/dashboard/agent/detail?transactionId=${dealId}`);
  const header = page.getByRole('img', { name: `Photo of ${street}` });
  await expect.poll(() => decodedWidth(header), { timeout: 15_000 }).toBe(DEAL_PHOTO.width);
  const src = (await header.getAttribute('src'))!;
  expect(src).toMatch(new RegExp(`^/api/transactions/${dealId}/photo\\?.*sig=`));
  return src;
}

/**
 * The client's portal, signed in as `client` in a browser of its own, where the deal's photo shows
 * DEAL_PHOTO decoded by a URL signed for the client. Returns the portal page; close its context.
 */
export async function photoOnPortal(browser: Browser, baseURL: string | undefined, client: { email: string; password: string }, dealId: string, street: string): Promise<{ portal: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const portal = await context.newPage();
  await signIn(portal, client.email, client.password);
  await portal.goto(`/dashboard/client?transactionId=${dealId}`);
  const photo = portal.getByRole('img', { name: `Photo of ${street}` });
  await dismissCheckInPrompt(portal, photo);
  await expect.poll(() => decodedWidth(photo), { timeout: 15_000 }).toBe(DEAL_PHOTO.width);
  // Signed for the client, not the agent.
  expect(await photo.getAttribute('src')).toMatch(/[?&]role=client&/);
  return { portal, context };
}
