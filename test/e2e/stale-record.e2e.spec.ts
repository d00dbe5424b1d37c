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

test('a user changed by another admin first is neither deleted nor re-roled from the stale row; each dialog offers to reload', async ({
  page,
  request,
}) => {
  const target = await newAccount(request);
  const admin = await newAdmin(request);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin?tab=users');
  const searched = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('q') === target.fullName);
  await page.getByRole('tabpanel').getByRole('searchbox').fill(target.fullName);
  const firstRead: unknown = await (await searched).json();
  // The page keeps the row it read, as a tab left open would.
  const listUrl = (url: URL) => url.pathname === '/api/admin/users';
  await page.route(listUrl, (route) => route.fulfill({ json: firstRead }));
  const row = page.getByRole('row', { name: new RegExp(target.fullName) });
  await expect(row).toContainText('Agent');

  // Another admin makes them a broker while this page still shows the version it read.
  const other = await newAdmin(request);
  const moved = await request.patch(`/api/admin/users/${target.userId}/role`, { headers: await bearer(request, other), data: { role: 'broker' } });
  expect(moved.status()).toBe(200);

  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (['DELETE', 'PATCH'].includes(sentRequest.method())) sent.push(`${sentRequest.method()} ${sentRequest.headers()['if-match'] ?? 'none'}`);
  });

  await row.getByRole('button', { name: `Delete ${target.fullName}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Delete ${target.fullName}?` });
  await deleteDialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(deleteDialog.getByText('This record was changed by someone else.')).toBeVisible();
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Change role of ${target.fullName}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByRole('combobox', { name: /New role/ }).click();
  await page.getByRole('option', { name: 'Team lead' }).click();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog.getByText('This record was changed by someone else.')).toBeVisible();

  // Both commands went at the version the row showed, and both were refused: the person is still there, a broker.
  const version = (firstRead as { items: { id: string; version: number }[] }).items.find((user) => user.id === target.userId)!.version;
  expect(sent).toEqual([`DELETE "${version}"`, `PATCH "${version}"`]);
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: target.email, password: target.password } });
  expect(signedIn.status()).toBe(200);
  expect(((await signedIn.json()) as { profile: { role: string } }).profile.role).toBe('broker');
});
