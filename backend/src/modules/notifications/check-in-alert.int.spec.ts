import { Job } from 'bullmq';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { settledDeal } from '../../../../test/support/settled-deal';
import { CHECK_IN_ALERT_JOB, CheckInAlertJob } from './jobs/check-in-alert.job';

/**
 * Issue 22 item 7 (ADR 0078): a client's check-in is an in-app alert for the deal's agent alone, once
 * per check-in across a job rerun (a worker restarted mid-job), read per alert, and nothing for an agent
 * who switched `checkin_submitted` off. Real PostgreSQL and Redis, the app's own workers.
 */
describe('check-in alert for the agent', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Alert {
    id: string;
    kind: string;
    headline: string;
    transaction_id: string;
    client_name: string | null;
    feeling: string | null;
    due: string | null;
    read: boolean;
  }
  type Alerts = { items: Alert[]; unread: number; message?: string };

  async function deal(agentToken: string, clientId: string, address: string) {
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, { transaction_type: 'buyer', client_id: clientId, property_address: address, property_city: 'Austin', property_state: 'TX', property_zip: '78702' }),
    });
    expect(created.status).toBe(201);
    return (await settledDeal(context.api, agentToken, created.body)).id;
  }
  async function checkIn(token: string, id: string, feeling: string): Promise<string> {
    const answer = await context.api.call<{ id: string }>('POST', `/api/transactions/${id}/check-ins`, { token, body: { feeling } });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }
  const alerts = (token: string | null) => context.api.call<Alerts>('GET', '/api/transactions/alerts', { token });
  const checkInAlerts = async (token: string) => (await alerts(token)).body.items.filter((alert) => alert.kind === 'checkin_submitted');

  it('only the deal’s agent sees it, once, even when its job runs again; each alert keeps its own read marker', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId, '31 Alert Lane');
    const checkInId = await checkIn(client.token, id, 'anxious');
    await allWorkSettled(context.app);

    const mine = await checkInAlerts(agent.token);
    expect(mine).toEqual([
      expect.objectContaining({ id: `check_in:${checkInId}`, transaction_id: id, feeling: 'anxious', due: null, read: false, headline: expect.stringMatching(/^Check-in: .+ feels anxious at 31 Alert Lane$/) }),
    ]);
    expect((await alerts(agent.token)).body.unread).toBe(1);

    // Per role: another agent, a broker or team lead with nobody under them, the client, an admin, no session.
    for (const role of ['agent', 'broker', 'team_lead'] as const) {
      expect((await checkInAlerts(mint(role).token)).map((alert) => alert.transaction_id)).not.toContain(id);
    }
    expect((await alerts(client.token)).status).toBe(403);
    expect((await alerts(mint('client').token)).status).toBe(403);
    expect((await alerts(mint('admin').token)).status).toBe(403);
    expect((await alerts(null)).status).toBe(401);

    // A worker restarted mid-job runs it again under the same id; another job about the same check-in is told no.
    const [queued] = await context.db.query<{ job_id: string; payload: Record<string, unknown> }[]>(
      `SELECT o.job_id, o.payload FROM outbox o JOIN events e ON e.event_id = o.event_id
        WHERE o.job_name = $1 AND e.data->>'checkInId' = $2`,
      [CHECK_IN_ALERT_JOB, checkInId],
    );
    const job = context.app.app.get(CheckInAlertJob);
    expect(await job.process({ id: queued!.job_id, data: queued!.payload } as unknown as Job<never>)).toBe('already alerted');
    expect(await job.process({ id: 'another-job', data: queued!.payload } as unknown as Job<never>)).toBe('already alerted');
    expect(await checkInAlerts(agent.token)).toHaveLength(1);

    // Seen: the marker stays with that alert; the next check-in is unread on its own.
    expect((await context.api.call('POST', '/api/transactions/alerts/read', { token: agent.token })).status).toBe(204);
    const second = await checkIn(client.token, id, 'excited');
    await allWorkSettled(context.app);
    const both = await alerts(agent.token);
    expect(both.body.items.filter((alert) => alert.kind === 'checkin_submitted').map((alert) => [alert.id, alert.read])).toEqual([
      [`check_in:${second}`, false],
      [`check_in:${checkInId}`, true],
    ]);
    expect(both.body.unread).toBe(1);

    // Answered, it asks nothing more of the agent.
    const answered = await context.api.call('PUT', `/api/transactions/${id}/check-ins/${second}/response`, { token: agent.token, body: { response: 'Glad to hear it' } });
    expect(answered.status).toBe(200);
    expect((await checkInAlerts(agent.token)).map((alert) => alert.id)).toEqual([`check_in:${checkInId}`]);
  });

  it('an agent who switched check-in alerts off gets none, and switching on again brings back no old one', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId, '32 Quiet Court');
    const off = await context.api.call('PUT', '/api/notifications/preferences/checkin_submitted', { token: agent.token, body: { enabled: false } });
    expect(off.status).toBe(200);
    await checkIn(client.token, id, 'stressed');
    await allWorkSettled(context.app);
    expect(await checkInAlerts(agent.token)).toEqual([]);

    expect((await context.api.call('PUT', '/api/notifications/preferences/checkin_submitted', { token: agent.token, body: { enabled: true } })).status).toBe(200);
    await allWorkSettled(context.app);
    expect(await checkInAlerts(agent.token)).toEqual([]);
    const later = await checkIn(client.token, id, 'happy');
    await allWorkSettled(context.app);
    expect((await checkInAlerts(agent.token)).map((alert) => alert.id)).toEqual([`check_in:${later}`]);
  });
});
