import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { identityClient } from '../../../../test/support/identity-client';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { registeredAgent } from '../../../../test/support/registered-agent';
import { settledDeal } from '../../../../test/support/settled-deal';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { startTestApp, TestApp } from '../../../../test/support/test-app';
import { TokenService } from '../../platform/auth/token.service';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { UNREAD_MESSAGES_EMAIL_JOB, UnreadMessagesEmailJob, UnreadMessageWindow } from './jobs/unread-messages-email.job';

/**
 * Issue 22 item 7 (ADR 0067): the other party of a thread is e-mailed about messages they left unread
 * for the window, one e-mail per batch; read in time, or switched off, nothing is sent. The window is
 * shortened here; real SMTP server, PostgreSQL and Redis, the app's own workers and delayed jobs.
 */
describe('unread messages e-mail', () => {
  let app: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    app.app.get(UnreadMessageWindow).ms = 1_500;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const mint = (role: 'agent' | 'client', userId = randomUUID()) => ({ userId, token: app.app.get(TokenService).issue(userId, role).token });
  const mailsTo = (address: string) => inbox.received.filter((mail) => mail.to.includes(address));
  const clientMail = (clientId: string) => `client.${clientId}@example.com`;

  async function newDeal(agentToken: string, clientId: string): Promise<string> {
    const created = await api.call<{ id: string; version: number }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '5 Unread Ln',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78701',
      }),
    });
    expect(created.status).toBe(201);
    return (await settledDeal(api, agentToken, created.body)).id;
  }
  async function send(token: string, id: string, text: string) {
    const answer = await api.call<{ message?: string }>('POST', `/api/transactions/${id}/messages`, { token, body: { message_content: text } });
    expect([answer.status, answer.body.message]).toEqual([201, undefined]);
  }

  it('two messages left unread make one e-mail to the client, without their text; a rerun of its job sends nothing more', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    await send(agent.token, id, 'The appraisal came in low: secret strategy');
    await send(agent.token, id, 'Call me');
    await allWorkSettled(app);
    const mails = mailsTo(clientMail(client.userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: 2 unread messages about 5 Unread Ln');
    expect(mails[0]!.raw).not.toContain('secret strategy');
    expect(mails[0]!.raw).toContain('kind=3Dnew_message');

    // A restarted worker runs the same check again under its id: nothing more is sent.
    const [first] = await db.query<{ id: string }[]>('SELECT id FROM deal_messages WHERE transaction_id = $1 ORDER BY seq LIMIT 1', [id]);
    const jobId = `${UNREAD_MESSAGES_EMAIL_JOB}__${client.userId}__${first!.id}`;
    const rerun = await app.app.get(UnreadMessagesEmailJob).process({ id: jobId, data: { transactionId: id, recipientId: client.userId } } as unknown as Job<never>);
    expect(rerun).toBe('already sent');
    await allWorkSettled(app);
    expect(mailsTo(clientMail(client.userId))).toHaveLength(1);

    // A later message left unread is a new batch: one more e-mail, for it alone.
    await send(agent.token, id, 'One more thing');
    await allWorkSettled(app);
    expect(mailsTo(clientMail(client.userId)).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])).toEqual([
      '2 unread messages about 5 Unread Ln',
      '1 unread message about 5 Unread Ln',
    ]);
  });

  it('a message read within the window sends nothing; the agent is e-mailed about the client’s unread message', async () => {
    const agent = await registeredAgent(api);
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    await send(agent.token, id, 'Quick note');
    expect((await api.call('POST', `/api/transactions/${id}/messages/read`, { token: client.token })).status).toBe(200);
    await send(client.token, id, 'Thanks!');
    await allWorkSettled(app);
    expect(mailsTo(clientMail(client.userId))).toHaveLength(0);
    const toAgent = mailsTo(agent.email);
    expect(toAgent.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])).toEqual(['1 unread message about 5 Unread Ln']);
    expect(toAgent[0]!.raw).toContain('Test Client sent you a message');
  });

  it('switched off, the client gets no unread-message e-mail', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    expect((await api.call('PUT', '/api/notifications/preferences/new_message', { token: client.token, body: { enabled: false } })).status).toBe(200);
    await send(agent.token, id, 'Hello?');
    await allWorkSettled(app);
    expect(mailsTo(clientMail(client.userId))).toHaveLength(0);
  });
});
