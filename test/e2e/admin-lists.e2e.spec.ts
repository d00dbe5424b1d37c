import { APIRequestContext, expect, test, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { newAdmin, signIn, type TestAccount } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';

/**
 * Issue 11 items 4 and 6: the Users, Feedback, Data Requests and Audit tabs search, filter and page
 * on the server with counts that stay right, by keyboard and at 375 px; the audit trail reads in
 * words, with the actor's name, the changes as a before/after list that wraps, an event filter
 * chosen from a list, and a CSV in the same words.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const answer = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** A new agent registered through an invite of `adminToken`, signed in by API; their name carries `tag`. */
async function newAgent(request: APIRequestContext, adminToken: string, tag: string) {
  const invite = await request.post('/api/admin/invite-codes', { headers: { Authorization: `Bearer ${adminToken}` }, data: {} });
  const { code } = (await invite.json()) as { code: string };
  const unique = randomUUID().slice(0, 8);
  const account = { email: `agent-${unique}@threshold.test`, password: `agent-pass-${unique}`, fullName: `Alex Agent ${tag}` };
  const registered = await request.post('/api/auth/register', {
    multipart: {
      ...account,
      inviteCode: code,
      confirmPassword: account.password,
      acceptTerms: 'true',
      acceptResponsibility: 'true',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { userId } = (await registered.json()) as { userId: string };
  return { ...account, userId, token: await tokenOf(request, account) };
}

/** Chooses an option of a Radix select with the keyboard only: focus, open with Enter, type-ahead, Enter. */
async function chooseByKeyboard(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('tabpanel').getByRole('combobox', { name: label, exact: true });
  await select.focus();
  await page.keyboard.press('Enter');
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  await choice.focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveText(option);
  await expect(select).toBeFocused();
}

test.describe('admin lists that scale', () => {
  test('feedback: searched, filtered by status and type and paged by the server, by keyboard, with counts that stay right', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await newAdmin(request);
    const adminToken = await tokenOf(request, admin);
    const tag = `Fb${randomUUID().slice(0, 6)}`;
    const agent = await newAgent(request, adminToken, tag);
    // 52 items: more than one page of 50. Every third is a bug.
    for (let i = 0; i < 52; i += 1) {
      const answer = await request.post('/api/feedback', {
        headers: { Authorization: `Bearer ${agent.token}` },
        data: { title: `${tag} item ${i}`, description: 'Seen on the closing checklist.', feedbackType: i % 3 === 0 ? 'bug' : 'general' },
      });
      expect(answer.status()).toBe(201);
    }

    await signIn(page, admin.email, admin.password);
    await page.goto('/admin?tab=feedback');
    const panel = page.getByRole('tabpanel');
    // The server searches and pages: the browser asks for one page of the matches, never the whole list.
    const searched = page.waitForRequest((sent) => {
      const url = new URL(sent.url());
      return (
        url.pathname === '/api/admin/feedback' &&
        url.searchParams.get('q') === tag &&
        url.searchParams.get('limit') === '50' &&
        url.searchParams.get('offset') === '0'
      );
    });
    await panel.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.type(tag);
    await searched;
    await expect(panel.getByText('52 items match.')).toBeVisible();
    await expect(panel.getByText('1–50 of 52')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(50);

    await page.getByRole('button', { name: 'Next page of feedback' }).press('Enter');
    await expect(panel.getByText('51–52 of 52')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('heading', { name: `${tag} item 0`, exact: true })).toBeVisible();

    // A filter starts again at the first page, and the count follows it.
    await chooseByKeyboard(page, 'Type', 'Bug');
    await expect(panel.getByText('18 items match.')).toBeVisible();
    await expect(panel.getByText('1–18 of 18')).toBeVisible();
    await page.getByRole('combobox', { name: /Status of “.* item 51”/ }).click();
    await page.getByRole('option', { name: 'Planned' }).click();
    await expect(page.getByRole('combobox', { name: /Status of “.* item 51”/ })).toHaveText('Planned');
    await chooseByKeyboard(page, 'Status', 'Planned');
    await expect(panel.getByText('1 item matches.')).toBeVisible();
    await expect(panel.getByRole('heading', { name: `${tag} item 51`, exact: true })).toBeVisible();
    await chooseByKeyboard(page, 'Status', 'Rejected');
    await expect(panel.getByText('No feedback matches these filters')).toBeVisible();
  });

  test('users: search and role filter on the server; data requests: status and type filters', async ({ page, request }) => {
    const admin = await newAdmin(request);
    const adminToken = await tokenOf(request, admin);
    const tag = `Us${randomUUID().slice(0, 6)}`;
    const agent = await newAgent(request, adminToken, tag);
    const filed = await request.post('/api/data-requests', {
      headers: { Authorization: `Bearer ${agent.token}` },
      data: { requestType: 'deletion', reason: `Leaving ${tag}` },
    });
    expect(filed.status()).toBe(201);

    await signIn(page, admin.email, admin.password);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('searchbox', { name: 'Search' }).fill('threshold.demo');
    // Six demo accounts sign in from the login page's list; five more are the demo deals' clients.
    await expect(panel.getByText('11 users match.')).toBeVisible();
    await chooseByKeyboard(page, 'Role', 'Team lead');
    await expect(panel.getByText('1 user matches.')).toBeVisible();
    await expect(panel.getByRole('row').filter({ hasText: 'lead@threshold.demo' })).toBeVisible();
    await panel.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(panel.getByText('No users match these filters')).toBeVisible();
    await chooseByKeyboard(page, 'Role', 'Agent');
    await expect(panel.getByText('1 user matches.')).toBeVisible();
    await expect(panel.getByRole('rowheader', { name: new RegExp(`Alex Agent ${tag}`) })).toBeVisible();

    await page.goto('/admin?tab=data-requests');
    await panel.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(panel.getByText('1 request matches.')).toBeVisible();
    await chooseByKeyboard(page, 'Type', 'Data access');
    await expect(panel.getByText('0 requests match.')).toBeVisible();
    await chooseByKeyboard(page, 'Type', 'Account deletion');
    await chooseByKeyboard(page, 'Status', 'Pending');
    await expect(panel.getByRole('heading', { name: `Account deletion request from Alex Agent ${tag}` })).toBeVisible();

    // The deletion confirmation passes axe with the filters in place.
    await page.getByRole('combobox', { name: `Status of the request from Alex Agent ${tag}` }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete this deletion request?' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('an audit trail people can read', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`entries in words, by name, with wrapped changes, an event filter from a list, and the CSV alike, at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      // Sign-ups, an async reader to wait for, and three filtered views: more than the default 30 s.
      test.slow();
      await page.setViewportSize(viewport);
      const admin = await newAdmin(request);
      const adminToken = await tokenOf(request, admin);
      const tag = `Au${randomUUID().slice(0, 6)}`;
      const agent = await newAgent(request, adminToken, tag);
      const long = `${tag} ${'a-very-long-unbroken-admin-note-'.repeat(6)}`;
      // Feedback first: the role change ends the agent's sessions.
      const feedback = await request.post('/api/feedback', {
        headers: { Authorization: `Bearer ${agent.token}` },
        data: { title: `${tag} wrap`, description: long },
      });
      expect(feedback.status()).toBe(201);
      const changed = await request.patch(`/api/admin/users/${agent.userId}/role`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { role: 'broker' },
      });
      expect(changed.status()).toBe(200);
      // An invite code's notes are kept in plain text: a long unbroken value to wrap.
      const invite = await request.post('/api/admin/invite-codes', {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { notes: `${tag}-${'averylongunbrokenword'.repeat(8)}` },
      });
      expect(invite.status()).toBe(201);
      const { code } = (await invite.json()) as { code: string };
      // The trail is written by an async reader: wait until it holds every entry.
      for (const query of [
        `entityId=${agent.userId}&action=RoleChanged`,
        `actorId=${agent.userId}&action=FeedbackSubmitted`,
        `entityId=${code}&action=InviteCodeCreated`,
      ]) {
        await expect
          .poll(async () => {
            const answer = await request.get(`/api/admin/audit?${query}`, {
              headers: { Authorization: `Bearer ${adminToken}` },
            });
            return answer.ok() ? ((await answer.json()) as { entries: unknown[] }).entries.length : 0;
          }, { timeout: 20_000 })
          .toBeGreaterThan(0);
      }

      await signIn(page, admin.email, admin.password);
      await page.goto('/admin?tab=audit');
      const panel = page.getByRole('tabpanel');
      await chooseByKeyboard(page, 'Event', 'Role changed');
      await panel.getByRole('searchbox', { name: 'Search' }).fill(admin.fullName);
      await panel.getByRole('button', { name: 'Apply filters' }).press('Enter');
      const row = panel.getByRole('row').filter({ hasText: 'Role changed from Agent to Broker' }).first();
      await expect(row).toBeVisible();
      // The actor by name; the change as a before/after pair; no event type names or raw JSON.
      await expect(row.getByText(admin.fullName, { exact: true })).toBeVisible();
      const change = row.getByRole('definition');
      await expect(change).toContainText('Agent');
      await expect(change).toContainText('Broker');
      await expect(row.getByText('RoleChanged')).toHaveCount(0);
      await expect(row.getByText('{')).toHaveCount(0);

      // Nothing is cut off: the page never scrolls sideways, long values wrap inside their cell.
      await panel.getByRole('button', { name: 'Reset' }).click();
      await chooseByKeyboard(page, 'Event', 'Feedback submitted');
      await panel.getByRole('searchbox', { name: 'Search' }).fill(`Alex Agent ${tag}`);
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      const submitted = panel.getByRole('row').filter({ hasText: `Alex Agent ${tag}` }).first();
      await expect(submitted).toBeVisible();
      await expect(submitted).toContainText('Feedback submitted: General, medium priority');
      await expect(submitted.getByText('Hidden (personal data)').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Reset' }).click();
      await chooseByKeyboard(page, 'Event', 'Invite code created');
      await panel.getByRole('searchbox', { name: 'Search' }).fill(code);
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      const message = panel.getByRole('row').filter({ hasText: `${tag}-averylong` });
      await expect(message).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every value wraps inside its row: none runs past the right edge of the row.
      const rowRight = (await message.boundingBox())!.x + (await message.boundingBox())!.width;
      for (const value of await message.getByRole('definition').all()) {
        const box = (await value.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(rowRight + 1);
        expect(await value.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
      }

      // The CSV carries the same words.
      await panel.getByRole('button', { name: 'Reset' }).click();
      await chooseByKeyboard(page, 'Event', 'Role changed');
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      const download = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Export CSV' }).click();
      const csv = readFileSync((await (await download).path())!, 'utf8');
      expect(csv).toContain('At,Actor,Event,What happened,Changes');
      expect(csv).toContain(`${admin.fullName},Role changed,Role changed from Agent to Broker,Role: Agent → Broker`);
    });
  }
});
