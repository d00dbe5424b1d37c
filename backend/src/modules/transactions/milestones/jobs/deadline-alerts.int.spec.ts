import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { identityClient } from '../../../../../../test/support/identity-client';
import { registeredAgent as registerAgent } from '../../../../../../test/support/registered-agent';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { startSmtpInbox } from '../../../../../../test/support/smtp-inbox';
import { startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { TokenService } from '../../../../platform/auth/token.service';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { addDays } from '../../kernel/domain/milestone-dates';
import { dealToday } from '../../../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { DeadlineAlertsJob } from './deadline-alerts.job';

/**
 * Issue 10 items 3 and 8: the scheduled sweep refreshes the stored compliance of live deals as time
 * passes and e-mails the deal's agent once per milestone and state (at_risk, overdue), never twice
 * across runs, never for closed or deleted deals, never to another agent.
 */
describe('deadline alerts', () => {
  let app: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let job: DeadlineAlertsJob;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    job = app.app.get(DeadlineAlertsJob);
  });

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const registeredAgent = () => registerAgent(api);

  const today = () => dealToday();
  const deal = async (token: string, fields: Record<string, unknown>) => {
    const created = await api.call<{ id: string }>('POST', '/api/transactions', {
      token,
      body: await withLinkedClient(app, token, {
        transaction_type: 'buyer',
        client_id: randomUUID(),
        property_address: `${Math.floor(Math.random() * 9000) + 100} Alert Ln`,
        property_city: 'Dallas',
        property_state: 'OK',
        property_zip: '73301',
        closing_date: addDays(today(), 40),
        ...fields,
      }),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const mailsTo = (email: string) => inbox.received.filter((mail) => mail.to.includes(email));
  const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

  it('tells the agent once when a milestone comes within 3 days and once when it passes; nothing for closed or deleted deals', async () => {
    const agent = await registeredAgent();
    const other = await registeredAgent();
    const live = await deal(agent.token, { appraisal_due_date: addDays(today(), 2), repairs_deadline_overall: addDays(today(), -1) });
    const calm = await deal(other.token, { appraisal_due_date: addDays(today(), 20) });
    const closed = await deal(agent.token, { appraisal_due_date: addDays(today(), 1) });
    expect((await api.call('POST', `/api/transactions/${closed}/close`, { token: agent.token })).status).toBe(200);
    const deleted = await deal(agent.token, { appraisal_due_date: addDays(today(), 1) });
    expect((await api.call('DELETE', `/api/transactions/${deleted}`, { token: agent.token })).status).toBe(204);

    await job.process();
    const mails = mailsTo(agent.email);
    expect(mails.map((mail) => subjectOf(mail.raw)).sort()).toEqual([
      expect.stringMatching(/^Coming up: Appraisal Target Date at \d+ Alert Ln$/),
      expect.stringMatching(/^Overdue: Repairs Deadline at \d+ Alert Ln$/),
    ]);
    // The body is quoted-printable: soft line breaks and '=' encoded.
    const body = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mails.every((mail) => body(mail.raw).includes(`/dashboard/agent/detail?transactionId=${live}#timeline`))).toBe(true);
    expect(mailsTo(other.email)).toHaveLength(0);
    const recorded = await db.query('SELECT state FROM milestone_alerts WHERE transaction_id = ANY($1::uuid[]) ORDER BY state', [[live, calm, closed, deleted]]);
    expect(recorded).toEqual([{ state: 'at_risk' }, { state: 'overdue' }]);

    // Again: nothing new to say.
    await job.process();
    expect(mailsTo(agent.email)).toHaveLength(2);

    // The at-risk milestone passes (its date moved into the past): the overdue alert follows, once.
    expect((await api.call('PATCH', `/api/transactions/${live}`, { token: agent.token, body: { appraisal_due_date: addDays(today(), -2) } })).status).toBe(200);
    await job.process();
    await job.process();
    const after = mailsTo(agent.email).map((mail) => subjectOf(mail.raw));
    expect(after).toHaveLength(3);
    expect(after.filter((subject) => subject.startsWith('Overdue: Appraisal Target Date'))).toHaveLength(1);
  });

  it('lists the alerts in the app too: the agent\'s own, still open, with unread until seen', async () => {
    const agent = await registeredAgent();
    const other = await registeredAgent();
    const texas = { property_state: 'TX', property_city: 'Austin', property_zip: '78704' };
    const id = await deal(agent.token, { ...texas, repairs_deadline_overall: addDays(today(), -1), t47_required: true, t47_due_date: addDays(today(), -2) });
    const gone = await deal(agent.token, { appraisal_due_date: addDays(today(), 1) });
    await job.process();
    expect((await api.call('DELETE', `/api/transactions/${gone}`, { token: agent.token })).status).toBe(204);

    type Alerts = { items: { kind: string; headline: string; due: string; transaction_id: string; read: boolean }[]; unread: number };
    const alerts = async (token: string) => {
      const answer = await api.call<Alerts>('GET', '/api/transactions/alerts', { token });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const mine = await alerts(agent.token);
    expect(mine.items.map((item) => [item.kind, item.transaction_id, item.read]).sort()).toEqual([
      ['missing_document', id, false],
      ['overdue', id, false],
    ]);
    expect(mine.unread).toBe(2);
    expect(mine.items.find((item) => item.kind === 'overdue')?.headline).toMatch(/^Overdue: Repairs Deadline at \d+ Alert Ln$/);
    expect(mine.items.every((item) => /^\w+day, \w+ \d+, \d{4}$/.test(item.due))).toBe(true);
    expect(await alerts(other.token)).toEqual({ items: [], unread: 0 });

    expect((await api.call('POST', '/api/transactions/alerts/read', { token: agent.token })).status).toBe(204);
    const seen = await alerts(agent.token);
    expect([seen.unread, seen.items.every((item) => item.read)]).toEqual([0, true]);

    const client = app.app.get(TokenService).issue(randomUUID(), 'client').token;
    expect((await api.call('GET', '/api/transactions/alerts', { token: client })).status).toBe(403);
    expect((await api.call('POST', '/api/transactions/alerts/read', { token: client })).status).toBe(403);
    expect((await api.call('GET', '/api/transactions/alerts')).status).toBe(401);
  });

  it('a permanently deleted deal leaves no alert behind, while a soft-deleted one keeps its history (issue 18 item 5)', async () => {
    const agent = await registeredAgent();
    const forced = await deal(agent.token, { appraisal_due_date: addDays(today(), 1) });
    const soft = await deal(agent.token, { appraisal_due_date: addDays(today(), 1) });
    await job.process();
    const recorded = () => db.query('SELECT transaction_id FROM milestone_alerts WHERE transaction_id = ANY($1::uuid[])', [[forced, soft]]);
    expect(await recorded()).toHaveLength(2);
    expect((await api.call('DELETE', `/api/transactions/${forced}?force=true`, { token: agent.token })).status).toBe(204);
    expect((await api.call('DELETE', `/api/transactions/${soft}`, { token: agent.token })).status).toBe(204);
    expect(await recorded()).toEqual([{ transaction_id: soft }]);
  });

  it('a document deadline that passes is a missing-document alert', async () => {
    const agent = await registeredAgent();
    await deal(agent.token, { property_state: 'TX', property_city: 'Austin', property_zip: '78704', t47_required: true, t47_due_date: addDays(today(), -1) });
    await job.process();
    expect(mailsTo(agent.email).map((mail) => subjectOf(mail.raw))).toContainEqual(expect.stringMatching(/^Missing document: T-47 Affidavit Due at \d+ Alert Ln$/));
  });

  it('alerts the ¶6D title objection deadline the contract terms give (issue 18 item 3)', async () => {
    const agent = await registeredAgent();
    // Commitment received 8 days ago, a 10-day objection period: due in 2 days, so coming up.
    await deal(agent.token, {
      property_state: 'TX',
      property_city: 'Austin',
      property_zip: '78704',
      title_commitment_received: true,
      title_commitment_received_date: addDays(today(), -8),
      title_objection_days: 10,
    });
    await job.process();
    expect(mailsTo(agent.email).map((mail) => subjectOf(mail.raw))).toEqual([expect.stringMatching(/^Coming up: Title Objection Deadline at \d+ Alert Ln$/)]);
  });

  it('a crash between the e-mail and its record sends nothing twice: the next run only records it', async () => {
    const agent = await registeredAgent();
    const id = await deal(agent.token, { appraisal_due_date: addDays(today(), 1) });
    await job.process();
    expect(mailsTo(agent.email)).toHaveLength(1);
    // As if the worker died after sending, before recording.
    await db.query('DELETE FROM milestone_alerts WHERE transaction_id = $1', [id]);
    await job.process();
    expect(mailsTo(agent.email)).toHaveLength(1);
    expect(await db.query('SELECT state FROM milestone_alerts WHERE transaction_id = $1', [id])).toEqual([{ state: 'at_risk' }]);
  });

  it('a deadline that moves is a new deadline: its agent is told again for the new date (issue 18 item 9)', async () => {
    const agent = await registeredAgent();
    const id = await deal(agent.token, { appraisal_due_date: addDays(today(), 2) });
    await job.process();
    expect(mailsTo(agent.email)).toHaveLength(1);
    expect((await api.call('PATCH', `/api/transactions/${id}`, { token: agent.token, body: { appraisal_due_date: addDays(today(), 1) } })).status).toBe(200);
    await job.process();
    expect(mailsTo(agent.email)).toHaveLength(2);
    await job.process();
    expect(mailsTo(agent.email)).toHaveLength(2);
  });

  it("brings the stored summary of open deals up to now: compliance, and the agent's dashboard row's next milestone", async () => {
    const agent = await registeredAgent();
    const id = await deal(agent.token, { repairs_deadline_overall: addDays(today(), -3) });
    // Once its automation tasks are in (ADR 0027), no later event rewrites the row behind the test.
    await settledDeal(api, agent.token, { id });
    const detail = (await api.call<Summary>('GET', `/api/transactions/${id}`, { token: agent.token })).body;
    expect(detail.next_milestone_type).toBe('closing');
    // As stored long ago, before the repairs deadline passed.
    await db.query(
      `UPDATE deal_summaries SET compliance_status = 'ok', progress_percentage = 0, next_milestone_type = 'repairs_deadline',
              next_milestone_name = 'Repairs deadline', next_milestone_date = $2 WHERE transaction_id = $1`,
      [id, addDays(today(), -3)],
    );
    const row = async () =>
      (await api.call<Summary[]>('GET', '/api/transactions', { token: agent.token })).body.find((listed) => listed.id === id)!;
    expect((await row()).next_milestone_type).toBe('repairs_deadline'); // the list reads the stored row (ADR 0030)
    await job.process();
    const [stored] = await db.query<{ compliance_status: string }[]>('SELECT compliance_status FROM deal_summaries WHERE transaction_id = $1', [id]);
    expect(stored.compliance_status).toBe('overdue');
    expect(await row()).toMatchObject({
      next_milestone_type: detail.next_milestone_type,
      next_milestone_name: detail.next_milestone_name,
      next_milestone_date: detail.next_milestone_date,
      compliance_status: 'overdue',
    });
  });
});

interface Summary {
  id: string;
  next_milestone_type: string | null;
  next_milestone_name: string | null;
  next_milestone_date: string | null;
  compliance_status: string | null;
}
