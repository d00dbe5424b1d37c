import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { identityClient } from '../../../../test/support/identity-client';
import { liveDealFor } from '../../../../test/support/linked-client';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { startTestApp, TestApp } from '../../../../test/support/test-app';
import { TokenService } from '../../platform/auth/token.service';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { DOCUMENT_SHARED_EMAIL_JOB, DocumentSharedEmailJob } from './jobs/document-shared-email.job';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Issue 22 item 7 (ADR 0067): the client is e-mailed once when a document becomes visible to them, by
 * the agent's upload or a change of visibility; never for an agent-only document, their own upload,
 * or after they switched the kind off. A job run again (a worker restarted mid-job) sends nothing more.
 * Real SMTP server, real PostgreSQL and Redis, the app's own workers.
 */
describe('document shared e-mail', () => {
  let app: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const mint = (role: 'agent' | 'client', userId = randomUUID()) => ({ userId, token: app.app.get(TokenService).issue(userId, role).token });
  const mailsTo = (clientId: string) => inbox.received.filter((mail) => mail.to.includes(`client.${clientId}@example.com`));

  const newDeal = async (agentToken: string, clientId: string, transactionType: 'buyer' | 'seller' = 'buyer') =>
    (await liveDealFor(app, agentToken, clientId, { transaction_type: transactionType, property_address: '12 Notify Way' })).id;
  async function upload(token: string, id: string, name: string, visibility?: string, kind = 'other'): Promise<string> {
    const body = new FormData();
    body.append('kind', kind);
    if (visibility) body.append('visibility', visibility);
    body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
    const answer = await api.call<{ id: string; message?: string }>('POST', `/api/transactions/${id}/documents`, { token, form: body });
    expect([answer.status, answer.body.message]).toEqual([201, undefined]);
    return answer.body.id;
  }
  async function setVisibility(token: string, id: string, documentId: string, visibility: string) {
    const answer = await api.call<{ message?: string }>('PATCH', `/api/transactions/${id}/documents/${documentId}`, { token, body: { visibility } });
    expect([answer.status, answer.body.message]).toEqual([200, undefined]);
  }

  it('an upload visible to the client sends one e-mail with an unsubscribe link; a rerun of its job sends nothing more', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    const documentId = await upload(agent.token, id, 'Survey Plat.pdf');
    await allWorkSettled(app);
    const mails = mailsTo(client.userId);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain('Subject: A new document is available: Survey Plat');
    const token = app.app.get(UnsubscribeTokens).tokenFor(client.userId, 'document_shared');
    expect(raw).toContain(`/unsubscribe?user=${client.userId}&kind=document_shared&token=${token}`);

    // A worker restarted mid-job runs it again under the same id: nothing more is sent.
    const [queued] = await db.query<{ job_id: string; payload: Record<string, unknown> }[]>(
      `SELECT o.job_id, o.payload FROM outbox o JOIN events e ON e.event_id = o.event_id
        WHERE o.job_name = $1 AND e.event_type = 'TransactionDocumentAttached' AND e.data->>'documentId' = $2`,
      [DOCUMENT_SHARED_EMAIL_JOB, documentId],
    );
    const rerun = await app.app.get(DocumentSharedEmailJob).process({ id: queued!.job_id, data: queued!.payload } as unknown as Job<never>);
    expect(rerun).toBe('already sent');

    // Hidden and shown again: the same document is not announced twice.
    await setVisibility(agent.token, id, documentId, 'agent_only');
    await setVisibility(agent.token, id, documentId, 'all_parties');
    await allWorkSettled(app);
    expect(mailsTo(client.userId)).toHaveLength(1);
  });

  it('an agent-only upload sends nothing until its visibility changes', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    const documentId = await upload(agent.token, id, 'Commission Split.pdf', 'agent_only');
    await allWorkSettled(app);
    expect(mailsTo(client.userId)).toHaveLength(0);
    await setVisibility(agent.token, id, documentId, 'agent_and_client');
    await allWorkSettled(app);
    expect(mailsTo(client.userId)).toHaveLength(1);
    expect(mailsTo(client.userId)[0]!.raw).toContain('Commission Split');
  });

  it('the client’s own upload and a switched-off kind send nothing; other kinds stay on', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await newDeal(agent.token, client.userId);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'My Pay Stub.pdf');
    expect((await api.call('POST', `/api/transactions/${id}/client-documents`, { token: client.token, form })).status).toBe(201);
    await allWorkSettled(app);
    expect(mailsTo(client.userId)).toHaveLength(0);

    const link = { user: client.userId, kind: 'document_shared', token: app.app.get(UnsubscribeTokens).tokenFor(client.userId, 'document_shared') };
    expect((await api.call('POST', '/api/notifications/unsubscribe', { token: null, body: link })).status).toBe(200);
    await upload(agent.token, id, 'Title Commitment.pdf');
    await allWorkSettled(app);
    expect(mailsTo(client.userId)).toHaveLength(0);
    const switches = await api.call<{ kind: string; enabled: boolean }[]>('GET', '/api/notifications/preferences', { token: client.token });
    expect(switches.body.filter((s) => !s.enabled).map((s) => s.kind)).toEqual(['document_shared']);
  });

  it('an appraisal report is never announced to a seller client, who may not see it; a buyer client hears of theirs (ADR 0085)', async () => {
    const agent = mint('agent');
    const seller = mint('client');
    const buyer = mint('client');
    const sellerDeal = await newDeal(agent.token, seller.userId, 'seller');
    const buyerDeal = await newDeal(agent.token, buyer.userId);
    const report = await upload(agent.token, sellerDeal, 'Appraisal.pdf', undefined, 'appraisal_report');
    await upload(agent.token, buyerDeal, 'Appraisal.pdf', undefined, 'appraisal_report');
    await allWorkSettled(app);
    expect(mailsTo(seller.userId)).toHaveLength(0);
    expect(mailsTo(buyer.userId)).toHaveLength(1);
    // Shown to all parties: still not the seller client's to see.
    await setVisibility(agent.token, sellerDeal, report, 'all_parties');
    await allWorkSettled(app);
    expect(mailsTo(seller.userId)).toHaveLength(0);
  });
});
