import { Job } from 'bullmq';
import { mailTestContext, plainText } from '../../../../test/support/mail-test-context';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { MILESTONE_DATES_EMAIL_JOB, MilestoneDatesEmailJob } from './jobs/milestone-dates-email.job';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Issue 22 item 7 (ADR 0075): the client is e-mailed when a milestone they see moves to another date,
 * once per move, listing every date that moved; never for a milestone they do not see, an edit that
 * moves nothing, or a switched-off kind. Real SMTP server, PostgreSQL and Redis, the app's own workers.
 */
describe('milestone date changed e-mail', () => {
  const context = mailTestContext();
  const { mint, clientMails: mailsTo, clientDeal } = context;
  const newDeal = (agentToken: string, clientId: string) =>
    clientDeal(agentToken, clientId, { property_address: '40 Moving Day Rd', closing_date: '2027-03-05' });

  async function patch(token: string, path: string, body: Record<string, unknown>) {
    const answer = await context.api.call<{ message?: string; id?: string }>('PATCH', path, { token, body });
    expect([answer.status, answer.body.message]).toEqual([200, undefined]);
    return answer.body;
  }

  it('a moved closing date sends one e-mail naming the old and the new date; the job run again sends nothing more', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    await allWorkSettled(context.app);
    // The deal's first dates are the ones on the client's timeline: nothing to announce.
    expect(mailsTo(client.userId)).toHaveLength(0);

    await patch(agent.token, `/api/transactions/${id}`, { closing_date: '2027-03-12' });
    await allWorkSettled(context.app);
    const mails = mailsTo(client.userId);
    expect(mails).toHaveLength(1);
    const raw = plainText(mails[0]!.raw);
    expect(raw).toMatch(/Subject: .*(has a new date|milestone dates changed): 40 Moving Day Rd/);
    expect(raw).toContain('now Friday, March 12, 2027 (was Friday, March 5, 2027)');
    expect(raw).toContain(`/dashboard/client/${id}#timeline`);
    const token = context.app.app.get(UnsubscribeTokens).tokenFor(client.userId, 'milestone_date_changed');
    expect(raw).toContain(`/unsubscribe?user=${client.userId}&kind=milestone_date_changed&token=${token}`);

    // A worker restarted mid-job runs it again under the same id: nothing more is sent.
    const [queued] = await context.db.query<{ job_id: string; payload: Record<string, unknown> }[]>(
      `SELECT o.job_id, o.payload FROM outbox o JOIN events e ON e.event_id = o.event_id
        WHERE o.job_name = $1 AND e.stream_id = $2 ORDER BY e.global_position DESC LIMIT 1`,
      [MILESTONE_DATES_EMAIL_JOB, `transaction-${id}`],
    );
    const rerun = await context.app.app.get(MilestoneDatesEmailJob).process({ id: queued!.job_id, data: queued!.payload } as unknown as Job<never>);
    expect(rerun).toBe('already sent');
    expect(mailsTo(client.userId)).toHaveLength(1);
  });

  it('an edit that moves no date the client sees, and a milestone only the agent sees, send nothing', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    const custom = await context.api.call<{ id: string; message?: string }>('POST', `/api/transactions/${id}/milestones`, {
      token: agent.token,
      body: { milestone_name: 'Commission paperwork', due_date: '2027-02-01', is_client_visible: false },
    });
    expect([custom.status, custom.body.message]).toEqual([201, undefined]);
    await allWorkSettled(context.app);

    await patch(agent.token, `/api/transactions/${id}/milestones/${custom.body.id}`, { due_date: '2027-02-08' });
    await patch(agent.token, `/api/transactions/${id}`, { property_address: '41 Moving Day Rd' });
    await allWorkSettled(context.app);
    expect(mailsTo(client.userId)).toHaveLength(0);

    // Shown to the client, its later move is theirs to hear of.
    await patch(agent.token, `/api/transactions/${id}/milestones/${custom.body.id}`, { is_client_visible: true });
    await allWorkSettled(context.app);
    await patch(agent.token, `/api/transactions/${id}/milestones/${custom.body.id}`, { due_date: '2027-02-15' });
    await allWorkSettled(context.app);
    expect(mailsTo(client.userId)).toHaveLength(1);
    expect(plainText(mailsTo(client.userId)[0]!.raw)).toContain('Commission paperwork: now Monday, February 15, 2027 (was Monday, February 8, 2027)');
  });

  it('a switched-off kind sends nothing', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    await allWorkSettled(context.app);
    const link = { user: client.userId, kind: 'milestone_date_changed', token: context.app.app.get(UnsubscribeTokens).tokenFor(client.userId, 'milestone_date_changed') };
    expect((await context.api.call('POST', '/api/notifications/unsubscribe', { token: null, body: link })).status).toBe(200);
    await patch(agent.token, `/api/transactions/${id}`, { closing_date: '2027-03-19' });
    await allWorkSettled(context.app);
    expect(mailsTo(client.userId)).toHaveLength(0);
  });
});
