import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { demoAdminHeaders, signIn } from '../support/e2e-auth';
import { solidPng } from '../support/e2e-images';
import { shootAtWidths } from '../support/e2e-shots';

// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

/** ADR 0045: an agent's logo shows in an <img> through the URL signed for their session, and for nobody else. */
test('the agent sees their logo in the account menu; the signed URL works without a session and dies with sign-out', async ({ page, request, browser }) => {
  const invite = await request.post('/api/admin/invite-codes', { headers: await demoAdminHeaders(request), data: { role: 'agent' } });
  const { code } = (await invite.json()) as { code: string };
  const unique = randomUUID().slice(0, 8);
  const email = `logo-${unique}@threshold.test`;
  const password = `logo-pass-${unique}`;
  const registered = await request.post('/api/auth/register', {
    multipart: {
      fullName: `Lena Logo ${unique}`,
      email,
      inviteCode: code,
      password,
      confirmPassword: password,
      acceptTerms: 'true',
      acceptResponsibility: 'true',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng([37, 99, 235]) },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn(page, email, password);
  const logo = page.getByRole('button', { name: new RegExp(`Lena Logo ${unique}`) }).locator('img');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(32);
  const src = (await logo.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/users\/[0-9a-f-]{36}\/logo\?sub=.*&sig=/);
  await shootAtWidths(page, 'test-results/screens/signed-logos', 'account-menu-logo');

  // A fresh browser without any session loads the signed URL, and nothing else.
  const stranger = await browser.newContext();
  const baseURL = new URL(page.url()).origin;
  expect((await stranger.request.get(`${baseURL}${src}`)).status()).toBe(200);
  expect((await stranger.request.get(`${baseURL}${src.split('?')[0]}`)).status()).toBe(401);
  expect((await stranger.request.get(`${baseURL}${src.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 600}`)}`)).status()).toBe(401);

  await page.getByRole('button', { name: new RegExp(`Lena Logo ${unique}`) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => (await stranger.request.get(`${baseURL}${src}`)).status()).toBe(401);
  await stranger.close();
});
