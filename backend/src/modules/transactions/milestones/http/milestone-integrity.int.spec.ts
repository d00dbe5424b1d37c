import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../../../test/support/linked-client';

/**
 * Issue 10 item 4: the integrity check finds real drift between stored milestones and the rules
 * (missing types, moved dates, the wrong next milestone, rows written by older rules), the agent's
 * dashboard row says so, and Fix regenerates (the deal's agent only).
 */
describe('milestone integrity', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Report {
    ok: boolean;
    issues: { kind: string; message: string }[];
    rules_outdated: boolean;
  }
  const inDays = (days: number) => dealDay(days);

  it('reports drift, shows the warning on the agent’s row only, and Fix brings the timeline back', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(context.app, agent.token, {
        transaction_type: 'buyer',
        client_id: client.userId,
        property_address: '2500 Exposition Blvd',
        property_city: 'Austin',
        property_state: 'NM',
        property_zip: '87501',
        contract_date: inDays(-3),
        inspection_datetime: `${inDays(4)}T15:00:00.000Z`,
        closing_date: inDays(30),
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const check = () => context.api.call<Report>('GET', `/api/transactions/${id}/milestone-integrity`, { token: agent.token });
    const rowOf = async (token: string) =>
      (await context.api.call<{ id: string; integrity_warning: boolean }[]>('GET', '/api/transactions', { token })).body.find((row) => row.id === id)!;

    expect((await check()).body).toEqual({ ok: true, issues: [], rules_outdated: false });
    expect((await rowOf(agent.token)).integrity_warning).toBe(false);

    // Drift: the inspection row lost, the closing moved, and rows as an older version of the rules wrote them.
    await context.db.query(`DELETE FROM transaction_milestones WHERE transaction_id = $1 AND milestone_type = 'inspection'`, [id]);
    await context.db.query(`UPDATE transaction_milestones SET due_date = due_date + 2 WHERE transaction_id = $1 AND milestone_type = 'closing'`, [id]);
    await context.db.query('UPDATE deal_summaries SET milestone_rules_version = 1 WHERE transaction_id = $1', [id]);
    const drift = (await check()).body;
    expect(drift.ok).toBe(false);
    expect(drift.rules_outdated).toBe(true);
    expect(drift.issues.map((issue) => issue.kind)).toEqual(['missing', 'moved', 'next']);
    expect(drift.issues[0].message).toBe('Home Inspection is missing from the timeline');
    expect((await rowOf(agent.token)).integrity_warning).toBe(true);
    expect((await rowOf(client.token)).integrity_warning).toBe(false);

    // Only the deal's agent fixes it; nobody else learns anything.
    for (const token of [mint('agent').token, mint('broker').token]) {
      expect((await context.api.call('POST', `/api/transactions/${id}/milestone-integrity/fix`, { token })).status).toBe(403);
      expect((await context.api.call('GET', `/api/transactions/${id}/milestone-integrity`, { token })).status).toBe(403);
    }
    for (const token of [client.token, mint('admin').token]) {
      expect((await context.api.call('POST', `/api/transactions/${id}/milestone-integrity/fix`, { token })).status).toBe(403);
    }
    expect((await context.api.call('POST', `/api/transactions/${id}/milestone-integrity/fix`, {})).status).toBe(401);
    expect((await context.api.call('POST', `/api/transactions/${randomUUID()}/milestone-integrity/fix`, { token: agent.token })).status).toBe(404);
    expect((await check()).body.ok).toBe(false);

    const fixed = await context.api.call<Report>('POST', `/api/transactions/${id}/milestone-integrity/fix`, { token: agent.token });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual({ ok: true, issues: [], rules_outdated: false });
    expect((await rowOf(agent.token)).integrity_warning).toBe(false);
    const types = await context.db.query<{ milestone_type: string }[]>('SELECT milestone_type FROM transaction_milestones WHERE transaction_id = $1 ORDER BY position', [id]);
    expect(types.map((row) => row.milestone_type)).toContain('inspection');
    // The Fix is in the log (issue 18 item 9), so a rebuild replays it rather than losing it.
    const fixes = await context.db.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'TransactionMilestonesRegenerated'`, [
      `transaction-${id}`,
    ]);
    expect(fixes).toEqual([{ n: 1 }]);
  });

  it('more concurrent Fixes of one deal than the pool has connections all finish (each reads on its own connection)', async () => {
    const agent = mint('agent');
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(context.app, agent.token, { transaction_type: 'buyer', client_id: mint('client').userId, property_address: '1100 Nueces St', property_city: 'Austin', property_state: 'TX', property_zip: '78701', closing_date: inDays(30) }),
    });
    expect(created.status).toBe(201);
    const fixes = Array.from({ length: 12 }, () =>
      context.api.call('POST', `/api/transactions/${created.body.id}/milestone-integrity/fix`, { token: agent.token }).then((answer) => answer.status),
    );
    const statuses = await Promise.race([
      Promise.all(fixes),
      new Promise<string>((resolve) => setTimeout(() => resolve('the Fixes were still waiting after 20 s'), 20_000)),
    ]);
    expect(statuses).toEqual(Array(12).fill(200));
  }, 30_000);
});
