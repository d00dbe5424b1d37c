import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { newAccount, newAdmin, signIn, type TestAccount } from '../support/e2e-auth';

/**
 * Issue 8 item 2: the admin console's saves carry the version the list read (If-Match); when
 * someone else changed the record first the item says so and offers to reload, and nothing of
 * theirs is overwritten.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

async function bearer(request: APIRequestContext, account: TestAccount): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
}

for (const width of [1280, 375]) {
  test(`a feedback status changed by another admin first is not overwritten; the item offers to reload (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const agent = await newAccount(request);
    const title = `Stale check ${randomUUID().slice(0, 8)}`;
    const created = await request.post('/api/feedback', {
      headers: await bearer(request, agent),
      data: { title, description: 'The checklist skipped a step.' },
    });
    expect(created.status()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };

    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin?tab=feedback');
    const searched = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('q') === title);
    await page.getByRole('tabpanel').getByRole('searchbox').fill(title);
    const firstRead: unknown = await (await searched).json();
    // From here the page keeps what it read (as a tab left open would), until the admin reloads.
    const listUrl = (url: URL) => url.pathname === '/api/admin/feedback';
    await page.route(listUrl, (route) => route.fulfill({ json: firstRead }));
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(page.getByRole('tabpanel').getByText('1 item matches')).toBeVisible();
    await expect(item).toBeVisible();

    // Another admin moves it on while this page still shows the version it read.
    const other = await newAdmin(request);
    const moved = await request.patch(`/api/admin/feedback/${id}`, { headers: await bearer(request, other), data: { status: 'planned' } });
    expect(moved.status()).toBe(200);

    const status = item.getByRole('combobox', { name: /^Status/ });
    await expect(status).toHaveText('New');
    const sent: string[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.method() === 'PATCH') sent.push(sentRequest.headers()['if-match'] ?? 'none');
    });
    await status.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Rejected', exact: true }).click();
    await expect(item.getByText('This record was changed by someone else.')).toBeVisible();
    // One save, at the version the page read; the API refused it.
    expect(sent).toEqual([`"${version}"`]);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/stale-record-${width}.png` });

    // Their change stands: the stale save appended nothing.
    const seen = await request.get(`/api/feedback/${id}`, { headers: await bearer(request, agent) });
    expect(((await seen.json()) as { status: string }).status).toBe('planned');

    await page.unroute(listUrl);
    await item.getByRole('button', { name: 'Reload' }).click();
    await expect(item.getByText('This record was changed by someone else.')).toBeHidden();
    await expect(status).toHaveText('Planned');
  });
}
