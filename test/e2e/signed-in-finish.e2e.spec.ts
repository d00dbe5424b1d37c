import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { DEMO_ADMIN as ADMIN, DEMO_AGENT as AGENT, signIn } from '../support/e2e-auth';

/**
 * The finish of the signed-in screens (issue 11): nobody signed in is sent to sign in again, focus
 * goes where a keyboard user expects it, the admin console works on a phone, and axe is clean with
 * and without a dialog open.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

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

  test('/login sends someone already signed in to their landing page', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    await page.goto('/login');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('sign-out and role names read the same everywhere', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const leadRow = page.getByRole('row').filter({ hasText: 'lead@threshold.demo' });
    await expect(leadRow.getByText('Team lead', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Avery Admin', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('keyboard and focus', () => {
  test('after sign-in focus lands on the main heading of the landing page', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();
  });

  test('a dialog opens on its first field and gives focus back to its opener on Escape', async ({ page }) => {
    await signIn(page, ADMIN);
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

  test('a confirmation opens on its safe action, and every admin tab is reachable by keyboard', async ({ page }) => {
    await signIn(page, ADMIN);
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

  test('list rows become cards with every value labelled, and nothing scrolls sideways', async ({ page }) => {
    await signIn(page, ADMIN);
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

  test('a tab opened from a link is scrolled into view', async ({ page }) => {
    await signIn(page, ADMIN);
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

test.describe('accessibility of the signed-in screens', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`axe finds no serious violation on any admin tab at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ADMIN);
      for (const tab of ['users', 'transactions', 'feedback', 'invite-codes', 'data-requests', 'audit', 'leads']) {
        await page.goto(tab === 'users' ? '/admin' : `/admin?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
        expect(await seriousAxeViolations(page), tab).toEqual([]);
      }
    });
  }

  test('axe finds no serious violation with a dialog open', async ({ page }) => {
    await signIn(page, ADMIN);
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

test.describe('small layout faults', () => {
  test('an invite code keeps its copy button whole however long its notes; a lead’s date and time stay on a line each', async ({
    page,
    request,
  }) => {
    const signedIn = await request.post('/api/auth/sign-in', { data: { email: ADMIN, password: 'Threshold!2026' } });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const notes =
      'For the whole Round Rock office of Hill Country Realty, including the new associates who start in January '.repeat(3);
    const created = await request.post('/api/admin/invite-codes', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { role: 'broker', maxUses: 25, notes },
    });
    expect(created.status()).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const lead = await request.post('/api/leads/contact', {
      data: { name: 'Wren Layout', email: `wren.${Date.now()}@example.com`, message: 'Checking the list layout.', interests: '' },
    });
    expect(lead.status()).toBe(201);

    await signIn(page, ADMIN);
    await page.goto('/admin?tab=invite-codes');
    const row = page.getByRole('row').filter({ hasText: code });
    const copy = await row.getByRole('button', { name: `Copy invite code ${code}` }).boundingBox();
    expect(copy!.width).toBeGreaterThanOrEqual(24);
    const uses = await row.getByText('0 / 25').boundingBox();
    expect(uses!.height).toBeLessThan(30);

    await page.goto('/admin?tab=leads');
    const submitted = page.getByRole('row').filter({ hasText: 'Wren Layout' }).getByRole('cell').first();
    await expect(submitted).toBeVisible();
    const lines = await submitted.locator('span span').evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
    expect(lines).toEqual([1, 1]);
  });
});
