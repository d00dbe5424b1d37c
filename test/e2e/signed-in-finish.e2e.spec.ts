import { expect, type Page, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { DEMO_AGENT as AGENT, newAccount, newAdmin, signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * The finish of the signed-in screens (issue 11): nobody signed in is sent to sign in again, focus
 * goes where a keyboard user expects it, the admin console works on a phone, and axe is clean with
 * and without a dialog open.
 */

/**
 * The users list is paged newest first, and every test signs up people of its own: the demo team
 * lead is found by searching for them, as an admin with thousands of users would.
 */
async function findDemoLead(page: Page) {
  await page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search' }).fill('lead@threshold.demo');
  await expect(page.getByRole('tabpanel').getByText('1 user matches.')).toBeVisible();
}

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

test.describe('signed-in people are never lost', () => {
  test('the public site offers a signed-in visitor their dashboard instead of Login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await signIn(page, AGENT);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/agent');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/agent',
    );
    await banner.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard/agent');
  });

  test('after sign-in focus is on the main heading, and /login sends someone signed in to their landing page', async ({
    page,
    request,
  }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();
    await page.goto('/login');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('sign-out and role names read the same everywhere', async ({ page, request }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await findDemoLead(page);
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const leadRow = page.getByRole('row').filter({ hasText: 'lead@threshold.demo' });
    await expect(leadRow.getByText('Team lead', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: admin.fullName, exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('keyboard and focus', () => {
  test('a dialog opens on its first field and gives focus back to its opener on Escape', async ({ page, request }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await findDemoLead(page);
    const opener = page.getByRole('button', { name: 'Change role of Riley Lead' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /New role/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a confirmation opens on its safe action, and every admin tab is reachable by keyboard', async ({ page, request }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await findDemoLead(page);
    const opener = page.getByRole('button', { name: 'Delete Riley Lead' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Tabs follow the arrow keys (roving focus), and each opens its panel.
    await page.getByRole('tab', { name: 'Users' }).focus();
    for (const name of ['Transactions', 'Feedback', 'Invite Codes', 'Data Requests', 'Audit', 'Leads']) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name })).toBeFocused();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
  });
});

test.describe('admin on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('list rows become cards with every value labelled, and nothing scrolls sideways', async ({ page, request }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await findDemoLead(page);
    const row = page.getByRole('row').filter({ hasText: 'lead@threshold.demo' });
    await expect(row).toBeVisible();
    for (const label of ['User', 'Role', 'Transactions', 'Joined'])
      await expect(row.getByText(label, { exact: true })).toBeVisible();
    const action = row.getByRole('button', { name: 'Change role of Riley Lead' });
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const tableScroll = await row.evaluate((element) => {
      const scroller = element.closest('table')!.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(tableScroll).toBeLessThanOrEqual(0);
  });

  test('a tab opened from a link is scrolled into view', async ({ page, request }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin?tab=leads');
    const leads = page.getByRole('tab', { name: 'Leads' });
    await expect(leads).toHaveAttribute('aria-selected', 'true');
    const visible = await leads.evaluate((tab) => {
      const list = tab.parentElement!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= list.left - 1 && box.right <= list.right + 1;
    });
    expect(visible).toBe(true);
    // The row shows that it continues: the start fades while earlier tabs are scrolled away.
    await expect(page.getByRole('tablist', { name: 'Admin areas' })).toHaveAttribute('data-more-start', 'true');
  });
});

test.describe('every role on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The top bar's second row holds the role's pill, the tools, the account and the Menu button: with
  // "Team lead" and a long name it ran past the right edge and cut the Menu button off (issue 20 item 4).
  for (const role of ['team_lead', 'broker', 'agent'] as const) {
    test(`the ${role.replace('_', ' ')}'s top bar fits, the Menu button whole`, async ({ page, request }) => {
      const person = await newAccount(request, role);
      await signIn(page, person.email, person.password);
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('banner').getByRole('button', { name: person.fullName })).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shootAtWidths(page, 'test-results/screens/signed-in-finish', `top-bar-${role}`);
    });
  }
});

test.describe('every role at 1280 px', () => {
  // An overseer's six links, the role's pill and the account once scrolled the navigation sideways,
  // "Settings" cut at the pill.
  for (const role of ['team_lead', 'broker', 'agent'] as const) {
    test(`the ${role.replace('_', ' ')}'s navigation shows every link whole`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const person = await newAccount(request, role);
      await signIn(page, person.email, person.password);
      const nav = page.getByRole('banner').getByRole('navigation');
      const links = nav.getByRole('link');
      await expect(links.last()).toBeVisible();
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      const sideways = await nav.getByRole('list').evaluate((list) => list.scrollWidth - list.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await shootAtWidths(page, 'test-results/screens/signed-in-finish', `nav-${role}`);
    });
  }
});

test.describe('accessibility of the signed-in screens', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`axe finds no serious violation on any admin tab at ${viewport.width} px`, async ({ page, request }) => {
      // Seven tabs, each a page of up to 50 rows analysed whole: more than the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize(viewport);
      const admin = await newAdmin(request);
      await signIn(page, admin.email, admin.password);
      for (const tab of ['users', 'transactions', 'feedback', 'invite-codes', 'data-requests', 'audit', 'leads']) {
        await page.goto(tab === 'users' ? '/admin' : `/admin?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
        expect(await seriousAxeViolations(page), tab).toEqual([]);
      }
    });
  }

  test('axe finds no serious violation with a dialog open', async ({ page, request }) => {
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await findDemoLead(page);
    await page.getByRole('button', { name: 'Change role of Riley Lead' }).click();
    await expect(page.getByRole('dialog', { name: 'Change role' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Analytics for Riley Lead' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('forms answer in words, in place', () => {
  test('the contact form explains what the server would refuse, beside each field, and sends nothing', async ({ page }) => {
    await page.goto('/about#contact');
    const form = page.getByRole('form', { name: 'Contact Threshold' });
    let sent = 0;
    await page.route('**/api/leads/contact', (route) => {
      sent += 1;
      return route.continue();
    });
    await form.getByLabel('Name').fill('   ');
    await form.getByLabel('Email').fill('a@b');
    await form.getByLabel('Message').fill(' \n ');
    await form.getByRole('button', { name: 'Send Message →' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email must be a valid e-mail address')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // The generic failure text is for real failures only.
    await expect(form.getByText('Something went wrong. Please try again or email us directly.')).toHaveCount(0);
    expect(sent).toBe(0);

    // Fixing a field clears its message; a valid form goes out.
    await form.getByLabel('Name').fill('Ana Ortiz');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Message').fill('Hello there.');
    const response = page.waitForResponse('**/api/leads/contact');
    await form.getByRole('button', { name: 'Send Message →' }).click();
    expect((await response).status()).toBe(201);
    expect(sent).toBe(1);
  });
});
