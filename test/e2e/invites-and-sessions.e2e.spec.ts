import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { changeRole, demoAdminHeaders, newAccount, newAdmin, signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 11 items 5 and 7: an admin revokes an invite code (a confirmation, then Revoked, and
 * registration refuses it in words); someone signed out by an admin's role change is told why on
 * the sign-in page, whether the page reloads or only its live connection is cut; the user menu
 * shows the e-mail as it was typed.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

const ROLE_CHANGED = 'Your role was changed by an administrator. Sign in again to continue.';
const REVOKED = 'This invite code has been revoked. Ask your administrator for a new one.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

async function inviteCode(request: APIRequestContext, notes: string): Promise<string> {
  const created = await request.post('/api/admin/invite-codes', { headers: await demoAdminHeaders(request), data: { notes, maxUses: 5 } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { code: string }).code;
}

async function openInviteCodes(page: Page, request: APIRequestContext) {
  const admin = await newAdmin(request);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin?tab=invite-codes');
}

test.describe('revoking an invite code', () => {
  test('by keyboard: the confirmation opens on Cancel, Revoke code revokes it, and registration refuses it in words', async ({
    page,
    request,
    browser,
  }) => {
    const code = await inviteCode(request, `For revocation ${randomUUID().slice(0, 6)}`);
    await openInviteCodes(page, request);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Active');

    const opener = row.getByRole('button', { name: `Revoke invite code ${code}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Revoke invite code ${code}?` });
    await expect(dialog).toContainText('Nobody can register with this code any more.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Revoke code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // The list refreshes from the server: the code reads Revoked and offers no second revoke.
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    await expect(row).toContainText('0 / 5');

    const visitor = await browser.newPage();
    await visitor.goto('/register');
    await visitor.getByLabel(/^Full name/).fill('Late Comer');
    await visitor.getByLabel(/^Email/).fill(`late-${randomUUID().slice(0, 8)}@threshold.test`);
    await visitor.getByLabel(/^Invite code/).fill(code);
    await visitor.getByLabel(/^Password/).fill('secret-pass');
    await visitor.getByLabel(/^Confirm password/).fill('secret-pass');
    await visitor.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await visitor.getByRole('checkbox', { name: /I understand that I am responsible/ }).click();
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.getByRole('alert')).toHaveText(REVOKED);
    await visitor.close();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the card offers Revoke, the dialog fits, and the card then reads Revoked', async ({ page, request }) => {
      const code = await inviteCode(request, 'Phone revocation');
      await openInviteCodes(page, request);
      const row = page.getByRole('row').filter({ hasText: code });
      const revoke = row.getByRole('button', { name: `Revoke invite code ${code}` });
      await revoke.scrollIntoViewIfNeeded();
      await expect(revoke).toBeInViewport({ ratio: 1 });
      await revoke.click();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Revoke code' });
      await expect(confirm).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath('revoke-dialog-375.png') });
      await confirm.click();
      await expect(row).toContainText('Revoked');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe('signed out by a role change', () => {
  test('a reload after the change lands on the sign-in page, which says why; signing in again clears it', async ({ page, request }) => {
    const agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
    await expect(page).toHaveURL('/dashboard/agent');

    await changeRole(request, agent.userId, 'broker');
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: ROLE_CHANGED })).toBeVisible();

    await page.getByLabel(/^Email/).fill(agent.email);
    await page.getByLabel(/^Password/).fill(agent.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard/agent');
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard/agent');
  });

  test('a reload after the open page has already signed itself out still says why', async ({ page, request }) => {
    const agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
    await expect(page).toHaveURL('/dashboard/agent');

    await changeRole(request, agent.userId, 'broker');
    // The page learns it first and forgets the session; only then the reload. The cut socket usually
    // brings the news; a socket still connecting when the role changed does not, and then the page's
    // next request does (refused, refresh refused with the reason).
    const signedOut = await expect(page)
      .toHaveURL('/login', { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!signedOut) await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: ROLE_CHANGED })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: ROLE_CHANGED })).toBeVisible();
  });

  test('a reload that cuts the refused refresh off before the page reads it still says why', async ({ page, request }) => {
    const agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
    await expect(page).toHaveURL('/dashboard/agent');
    // The first refresh after the change reaches the server (its cookies land) but its answer never
    // reaches the page, as when a reload cuts it; later ones fail, so the page learns nothing itself.
    let reachedServer: () => void;
    const refused = new Promise<void>((resolve) => (reachedServer = resolve));
    let first = true;
    await page.route('/api/auth/refresh', async (route) => {
      if (first) {
        first = false;
        expect((await route.fetch()).status()).toBe(401);
        reachedServer();
      }
      await route.abort();
    });

    await changeRole(request, agent.userId, 'broker');
    await refused;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: ROLE_CHANGED })).toBeVisible();
  });

  test('with the page open on a live connection, the cut socket alone takes the user to sign in, told why', async ({ page, request }) => {
    const member = await newAccount(request, 'agent');
    await changeRole(request, member.userId, 'admin');
    await signIn(page, member.email, member.password);
    await page.goto('/admin/diagnostics');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    // From here only the socket can bring the news: every other API call fails.
    await page.route(
      (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/auth/refresh',
      (route) => route.abort(),
    );

    await changeRole(request, member.userId, 'agent');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: ROLE_CHANGED })).toBeVisible();
  });

  test('a page whose live connection was still being made when the role changed is told by the refused handshake', async ({ page, request }) => {
    const agent = await newAccount(request, 'agent');
    // The live connection cannot reach the server until after the change.
    const held = (url: URL) => url.pathname.startsWith('/socket.io/');
    await page.route(held, (route) => route.abort());
    await signIn(page, agent.email, agent.password);
    await expect(page).toHaveURL('/dashboard/agent');
    await changeRole(request, agent.userId, 'broker');
    await page.unroute(held);
    // Its next handshake carries the revoked session and is refused: that alone signs the page out, told why.
    await expect(page).toHaveURL('/login', { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: ROLE_CHANGED })).toBeVisible();
  });

  test("a session that ran out sends the page to sign in with 'Your session has expired'; signing in clears it", async ({ page, request }) => {
    const agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
    await expect(page).toHaveURL('/dashboard/agent');
    // The refresh cookie gone, as when it expires: the next page load's refresh is refused without a reason.
    await page.context().clearCookies({ name: 'refresh_token' });
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
    await expect(page.getByText(ROLE_CHANGED)).toHaveCount(0);
    await shootAtWidths(page, 'test-results/screens/sessions', 'session-expired');
    await page.getByLabel(/^Email/).fill(agent.email);
    await page.getByLabel(/^Password/).fill(agent.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard/agent');
    await page.reload();
    await expect(page).toHaveURL('/dashboard/agent');
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
  });

  test('signing out oneself says nothing of the kind', async ({ page, request }) => {
    const agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
    await page.getByRole('button', { name: agent.fullName, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(ROLE_CHANGED)).toHaveCount(0);
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
  });
});

test.describe('the e-mail as typed', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the user menu shows the address as registered, though sign-in took it in lower case', async ({ page, request }) => {
    const typed = `Dana.McKay-${randomUUID().slice(0, 6)}@Threshold.Test`;
    const agent = await newAccount(request, 'agent', typed);
    await signIn(page, typed.toLowerCase(), agent.password);
    await page.getByRole('button', { name: agent.fullName, exact: true }).click();
    // As rendered (innerText applies CSS text-transform), not only as stored in the DOM.
    await expect(page.getByRole('menu')).toContainText(typed, { useInnerText: true });
    await page.screenshot({ path: test.info().outputPath('user-menu-375.png') });
  });
});

test.describe('copy that agrees with the product (issue 11 item 8)', () => {
  for (const width of [1280, 375]) {
    test(`pages that describe the deal say it is in development, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/platform', '/for-agents']) {
        await page.goto(path);
        const note = page.getByText('What this page describes is what we are building', { exact: false });
        await expect(note).toHaveCount(1);
        await note.scrollIntoViewIfNeeded();
        await expect(note).toBeInViewport();
        await expect(page.getByRole('main').getByText('In development', { exact: true })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      // The investor page's traction no longer calls the product working, and its own roadmap keeps the Home Vault for later.
      await page.goto('/investors');
      await expect(page.getByRole('main')).not.toContainText('Working product');
      await expect(page.getByRole('main')).toContainText('Product in development');
      await expect(page.getByRole('main')).toContainText('the Home Vault for every homeowner');
    });
  }
});
