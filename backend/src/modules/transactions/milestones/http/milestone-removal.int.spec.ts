import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { addDays } from '../../kernel/domain/milestone-dates';
import { dealToday } from '../../../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../../../test/support/linked-client';

/**
 * Issue 20 item 3 (ADR 0064): the deal's agent removes a generated milestone. The removal is an event,
 * so every later regeneration (an edit of the deal, the integrity Fix) leaves the milestone out; the
 * TREC 20-18 ¶5A and ¶5B deadlines are refused (they are amended, not removed).
 */
describe('removing a generated milestone', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Deal = Record<string, unknown> & { id: string };
  interface Milestone {
    milestone_type: string;
    completed: boolean;
  }
  const inDays = (days: number) => addDays(dealToday(), days);

  const create = async (token: string, body: Record<string, unknown>) => {
    const created = await context.api.call<Deal>('POST', '/api/transactions', { token, body: await withLinkedClient(context.app, token, body) });
    expect(created.status).toBe(201);
    return created.body;
  };
  const texasBuyer = (clientId: string) => ({
    transaction_type: 'buyer',
    client_id: clientId,
    property_address: '20 Removal Row',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
    effective_date: inDays(1),
    option_fee_amount: 250,
    option_period_days: 7,
    inspection_datetime: `${inDays(4)}T15:00:00.000Z`,
    appraisal_due_date: inDays(10),
    closing_date: inDays(30),
  });
  const storedTypes = async (id: string) =>
    (await context.db.query<Array<{ milestone_type: string }>>('SELECT milestone_type FROM transaction_milestones WHERE transaction_id = $1', [id])).map(
      (row) => row.milestone_type,
    );
  const timeline = async (token: string, id: string, view?: 'client') =>
    (await context.api.call<Milestone[]>('GET', `/api/transactions/${id}/milestones${view ? '?view=client' : ''}`, { token })).body.map((m) => m.milestone_type);
  const removal = (id: string, type: string) => `/api/transactions/${id}/milestones/${type}/removal`;

  it('survives a later edit that regenerates the milestones, and the integrity Fix; restoring brings it back', async () => {
    const agent = mint('agent');
    const deal = await create(agent.token, texasBuyer(randomUUID()));
    expect(await storedTypes(deal.id)).toEqual(expect.arrayContaining(['inspection', 'appraisal_target']));

    const removed = await context.api.call<Milestone[]>('PUT', removal(deal.id, 'inspection'), { token: agent.token });
    expect(removed.status).toBe(200);
    expect(removed.body.map((m) => m.milestone_type)).not.toContain('inspection');

    // An edit of the deal regenerates the whole timeline (ADR 0024): the removal holds.
    const edit = await context.api.call('PATCH', `/api/transactions/${deal.id}`, {
      token: agent.token,
      body: { closing_date: inDays(35), inspection_datetime: `${inDays(5)}T15:00:00.000Z` },
    });
    expect(edit.status).toBe(200);
    expect(await storedTypes(deal.id)).not.toContain('inspection');
    expect(await storedTypes(deal.id)).toContain('appraisal_target');

    // The integrity check agrees (the removal is no drift), and its Fix keeps it out.
    const check = await context.api.call<{ missing_types: string[] }>('GET', `/api/transactions/${deal.id}/milestone-integrity`, { token: agent.token });
    expect(check.status).toBe(200);
    expect(JSON.stringify(check.body)).not.toContain('"inspection"');
    expect((await context.api.call('POST', `/api/transactions/${deal.id}/milestone-integrity/fix`, { token: agent.token })).status).toBe(200);
    expect(await storedTypes(deal.id)).not.toContain('inspection');

    // Removing again appends nothing.
    const count = async () => (await context.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`transaction-${deal.id}`]))[0].n;
    const before = await count();
    expect((await context.api.call('PUT', removal(deal.id, 'inspection'), { token: agent.token })).status).toBe(200);
    expect(await count()).toBe(before);

    const restored = await context.api.call<Milestone[]>('DELETE', removal(deal.id, 'inspection'), { token: agent.token });
    expect(restored.status).toBe(200);
    expect(await storedTypes(deal.id)).toContain('inspection');
  });

  it('refuses the ¶5A and ¶5B deadlines with the paragraph named, and keeps them', async () => {
    const agent = mint('agent');
    const deal = await create(agent.token, texasBuyer(randomUUID()));
    for (const [type, paragraph] of [
      ['earnest_money', '¶5A'],
      ['option_fee', '¶5A'],
      ['additional_earnest_money', '¶5A'],
      ['option_period_end', '¶5B'],
    ] as const) {
      const refused = await context.api.call<{ message: string }>('PUT', removal(deal.id, type), { token: agent.token });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(`TREC 20-18 ${paragraph}) and cannot be removed; record an amendment to move it`);
    }
    expect(await storedTypes(deal.id)).toEqual(expect.arrayContaining(['earnest_money', 'option_fee', 'option_period_end']));
    // Custom milestones have their own delete; an unknown type is no milestone type.
    expect((await context.api.call('PUT', removal(deal.id, 'custom'), { token: agent.token })).status).toBe(400);
    expect((await context.api.call('PUT', removal(deal.id, 'toString'), { token: agent.token })).status).toBe(400);
  });

  it('by role: only the owning agent removes; the client never sees a removed milestone', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await create(agent.token, texasBuyer(client.userId));
    const otherAgent = mint('agent');
    const otherClient = mint('client');
    await create(otherAgent.token, texasBuyer(otherClient.userId));
    expect(await timeline(client.token, deal.id)).toContain('inspection');

    const path = removal(deal.id, 'inspection');
    expect((await context.api.call('PUT', path, { token: null })).status).toBe(401);
    expect((await context.api.call('PUT', path, { token: otherAgent.token })).status).toBe(403);
    expect((await context.api.call('PUT', path, { token: client.token })).status).toBe(403);
    expect((await context.api.call('PUT', path, { token: otherClient.token })).status).toBe(403);
    expect((await context.api.call('PUT', path, { token: mint('admin').token })).status).toBe(403);
    expect(await storedTypes(deal.id)).toContain('inspection');

    expect((await context.api.call('PUT', path, { token: agent.token })).status).toBe(200);
    expect(await timeline(client.token, deal.id)).not.toContain('inspection');
    expect(await timeline(agent.token, deal.id, 'client')).not.toContain('inspection');
    const detail = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: client.token });
    expect(detail.body.next_milestone_type).not.toBe('inspection');

    // Only the owner restores it too.
    expect((await context.api.call('DELETE', path, { token: client.token })).status).toBe(403);
    expect((await context.api.call('DELETE', path, { token: otherAgent.token })).status).toBe(403);
    expect(await timeline(client.token, deal.id)).not.toContain('inspection');
  });
  it('lists the removed ones to the agent (newest first) until restored; a client never reads the list', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await create(agent.token, texasBuyer(client.userId));
    const otherAgent = mint('agent');
    const listPath = `/api/transactions/${deal.id}/removed-milestones`;
    interface Removed {
      milestone_type: string;
      milestone_name: string;
      removed_at: string;
    }
    const removedList = async (token: string | null) => context.api.call<Removed[]>('GET', listPath, { token });

    expect((await removedList(agent.token)).body).toEqual([]);
    expect((await context.api.call('PUT', removal(deal.id, 'inspection'), { token: agent.token })).status).toBe(200);
    expect((await context.api.call('PUT', removal(deal.id, 'appraisal_target'), { token: agent.token })).status).toBe(200);
    const listed = await removedList(agent.token);
    expect(listed.status).toBe(200);
    expect(listed.body.map((m) => m.milestone_type)).toEqual(['appraisal_target', 'inspection']);
    expect(listed.body[1].milestone_name).toBe('Home Inspection');
    expect(Number.isNaN(Date.parse(listed.body[1].removed_at))).toBe(false);

    // The list is the agent's: the deal's client, another agent, an admin and no one signed in are refused.
    expect((await removedList(client.token)).status).toBe(403);
    expect((await removedList(otherAgent.token)).status).toBe(403);
    expect((await removedList(mint('admin').token)).status).toBe(403);
    expect((await removedList(null)).status).toBe(401);

    // A regeneration keeps the list as it is; a restore takes the milestone off it.
    expect((await context.api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { closing_date: inDays(36) } })).status).toBe(200);
    expect((await removedList(agent.token)).body.map((m) => m.milestone_type)).toEqual(['appraisal_target', 'inspection']);
    expect((await context.api.call('DELETE', removal(deal.id, 'inspection'), { token: agent.token })).status).toBe(200);
    expect((await removedList(agent.token)).body.map((m) => m.milestone_type)).toEqual(['appraisal_target']);
  });
});
