import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { demoAdminHeaders, newAccount, newAdmin, signIn } from '../support/e2e-auth';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 24 item 1 (ADR 0046): in the Users tab an admin gives an agent a team lead and a broker,
 * sees them in the Team and Broker columns, clears one, and a save from a stale row is refused
 * with the reload notice instead of overwriting another admin's change.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

test('an admin builds a team from the Users tab; a stale save offers to reload', async ({ page, request }) => {
  const agent = await newAccount(request, 'agent');
  const lead = await newAccount(request, 'team_lead');
  const broker = await newAccount(request, 'broker');
  const admin = await newAdmin(request);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin?tab=users');
  await page.getByRole('tabpanel').getByRole('searchbox').fill(agent.fullName);
  const row = page.getByRole('row', { name: new RegExp(agent.fullName) });
  await expect(row).toContainText('Agent');
  await expect(page.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Broker' })).toBeVisible();

  await row.getByRole('button', { name: `Team and broker of ${agent.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Team and broker' });
  await dialog.getByRole('combobox', { name: /Team lead/ }).click();
  await page.getByRole('option', { name: new RegExp(lead.fullName) }).click();
  await dialog.getByRole('combobox', { name: /Broker/ }).click();
  await page.getByRole('option', { name: new RegExp(broker.fullName) }).click();
  await shootAtWidths(page, 'test-results/admin-teams', 'assign-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(lead.fullName);
  await expect(row).toContainText(broker.fullName);
  await shootAtWidths(page, 'test-results/admin-teams', 'users-with-team', row);

  // Clearing: "No team lead" leaves the broker.
  await row.getByRole('button', { name: `Team and broker of ${agent.fullName}` }).click();
  await dialog.getByRole('combobox', { name: /Team lead/ }).click();
  await page.getByRole('option', { name: 'No team lead' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText(lead.fullName);
  await expect(row).toContainText(broker.fullName);

  // The row as read now is kept, as a tab left open would; another admin clears the broker meanwhile.
  const rowRead = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('q') === agent.fullName);
  await page.reload();
  await page.getByRole('tabpanel').getByRole('searchbox').fill(agent.fullName);
  const firstRead: unknown = await (await rowRead).json();
  await page.route(
    (url) => url.pathname === '/api/admin/users' && url.searchParams.get('q') === agent.fullName,
    (route) => route.fulfill({ json: firstRead }),
  );
  const cleared = await request.put(`/api/admin/users/${agent.userId}/broker`, {
    headers: await demoAdminHeaders(request),
    data: { brokerId: null },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);

  await row.getByRole('button', { name: `Team and broker of ${agent.fullName}` }).click();
  await dialog.getByRole('combobox', { name: /Team lead/ }).click();
  await page.getByRole('option', { name: new RegExp(lead.fullName) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This record was changed by someone else.')).toBeVisible();
  await shootAtWidths(page, 'test-results/admin-teams', 'stale-save');

  // Nothing of the stale save stuck: no team lead, and the other admin's clearing stands.
  const listed = await request.get(`/api/admin/users?q=${encodeURIComponent(agent.fullName)}`, {
    headers: await demoAdminHeaders(request),
  });
  const [person] = ((await listed.json()) as { items: { teamLead: unknown; broker: unknown }[] }).items;
  expect([person.teamLead, person.broker]).toEqual([null, null]);
});
