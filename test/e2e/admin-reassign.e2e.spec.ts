import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { demoAdminHeaders, newAccount, newAdmin, signIn } from '../support/e2e-auth';
import { bearer, createdDeal } from '../support/e2e-deals';
import { reassignWithStaleFirstTry } from '../support/e2e-reassign';
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
  const lead = await newAccount(request, 'team_lead');
  const agent = await newAccount(request, 'agent');
  const heir = await newAccount(request, 'agent');
  const outsider = await newAccount(request, 'agent');
  const adminAuth = await demoAdminHeaders(request);
  for (const member of [agent, heir]) {
    const assigned = await request.put(`/api/admin/users/${member.userId}/team-lead`, {
      headers: adminAuth,
      data: { teamLeadId: lead.userId },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }
  const agentAuth = await bearer(request, agent);
  const made = await request.post('/api/clients', {
    headers: agentAuth,
    data: { full_name: 'Robin Buyer', email: `client-${randomUUID().slice(0, 8)}@example.com`, password: `Pw-${randomUUID()}` },
  });
  expect(made.status(), await made.text()).toBe(201);
  const address = `${randomInt(100, 9999)} Console Crescent`;
  const deal = await createdDeal(request, agentAuth, {
    transaction_type: 'buyer',
    client_id: ((await made.json()) as { id: string }).id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    effective_date: dealDay(-3),
    closing_date: dealDay(30),
  });

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
