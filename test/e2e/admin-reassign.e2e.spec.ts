import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { demoAdminHeaders, newAdmin, signIn } from '../support/e2e-auth';
import { bearer } from '../support/e2e-deals';
import { reassignCast, reassignWithStaleFirstTry } from '../support/e2e-reassign';
import { shootAtWidths } from '../support/e2e-shots';
import { dealDay } from '../support/deal-today';

/**
 * Issue 24 item 5, "or by an admin" (ADR 0069): from the console's Transactions tab an admin
 * reassigns a deal to another agent of its agent's team with the overseers' dialog, at the version
 * the list read; a stale first try is refused with the reload notice; the audit trail names the admin.
 */

const SHOTS = 'test-results/admin-reassign';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

test('an admin reassigns a deal from the Transactions tab; a stale try offers to reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { lead, agent, heir, outsider, agentAuth, address, deal } = await reassignCast(request, 'Console Crescent', {
    effective_date: dealDay(-3),
    closing_date: dealDay(30),
  });
  const adminAuth = await demoAdminHeaders(request);
  for (const member of [agent, heir]) {
    const assigned = await request.put(`/api/admin/users/${member.userId}/team-lead`, {
      headers: adminAuth,
      data: { teamLeadId: lead.userId },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }

  const admin = await newAdmin(request);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin?tab=transactions');
  const row = page.getByRole('row', { name: new RegExp(address) });
  await expect(row).toContainText(agent.fullName);
  const opener = row.getByRole('button', { name: `Reassign ${address}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Reassign deal' });
  await expect(dialog).toContainText(`${agent.fullName} loses access`);
  await reassignWithStaleFirstTry(page, opener, heir, outsider, SHOTS);
  // The list names the new agent.
  await expect(row).toContainText(heir.fullName);
  await expect(row).not.toContainText(agent.fullName);
  await shootAtWidths(page, SHOTS, 'transactions-after', row);

  // The new agent owns it, the old one has lost it, and the audit trail names the admin.
  expect((await request.get(`/api/transactions/${deal.id}`, { headers: await bearer(request, heir) })).status()).toBe(200);
  expect((await request.get(`/api/transactions/${deal.id}`, { headers: agentAuth })).status()).toBe(403);
  await expect
    .poll(async () => {
      const trail = await request.get(`/api/admin/audit?entityId=${deal.id}`, { headers: adminAuth });
      const { entries } = (await trail.json()) as { entries: { actionLabel: string; actorName: string | null }[] };
      return entries
        .filter((entry) => entry.actionLabel === 'Transaction reassigned to another agent')
        .map((entry) => entry.actorName);
    })
    .toEqual([admin.fullName]);
});
