import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { linkedClient, liveDealFor } from '../../../../../../test/support/linked-client';

/**
 * The milestones projection writes only the rows that changed (issue 23 item 2): an edit that moves no
 * milestone leaves every row as it was (the same row version, PostgreSQL's xmin), and one that moves
 * some rewrites only those.
 */
describe('the milestones projection writes only what changed', () => {
  const context = apiTestContext();

  const rowVersions = async (dealId: string) =>
    new Map(
      (
        await context.db.query<{ milestone_type: string; due_date: string | null; xmin: string }[]>(
          `SELECT milestone_type, to_char(due_date, 'YYYY-MM-DD') AS due_date, xmin::text AS xmin FROM transaction_milestones WHERE transaction_id = $1`,
          [dealId],
        )
      ).map((row) => [row.milestone_type, row]),
    );
  const summaryVersion = async (dealId: string) =>
    (await context.db.query<{ xmin: string }[]>('SELECT xmin::text AS xmin FROM deal_summaries WHERE transaction_id = $1', [dealId]))[0]?.xmin;

  it('leaves every row alone on an edit that moves no milestone, and rewrites only the moved ones on one that does', async () => {
    const agent = context.mint('agent');
    const clientId = await linkedClient(context.app, agent.token);
    const { id: dealId } = await liveDealFor(context.app, agent.token, clientId, {
      property_address: '8 Plover Lane',
      effective_date: dealDay(-2),
      contract_date: dealDay(-2),
      option_period_days: 7,
      option_fee_amount: 200,
      closing_date: dealDay(30),
    });
    const path = `/api/transactions/${dealId}`;
    const before = await rowVersions(dealId);
    expect([...before.keys()]).toEqual(expect.arrayContaining(['closing', 'option_period_end']));
    const summaryBefore = await summaryVersion(dealId);

    // The lender's name moves no milestone: no row, nor the summary, is written.
    expect((await context.api.call('PATCH', path, { token: agent.token, body: { lender_name: 'Hill Country Lending' } })).status).toBe(200);
    expect(await rowVersions(dealId)).toEqual(before);
    expect(await summaryVersion(dealId)).toBe(summaryBefore);

    // A later closing moves the closing (and what counts from it), not the option period's end.
    expect((await context.api.call('PATCH', path, { token: agent.token, body: { closing_date: dealDay(40) } })).status).toBe(200);
    const after = await rowVersions(dealId);
    expect(after.get('closing')!.due_date).toBe(dealDay(40));
    expect(after.get('closing')!.xmin).not.toBe(before.get('closing')!.xmin);
    expect(after.get('option_period_end')).toEqual(before.get('option_period_end'));
  }, 60_000);
});
