import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { identityClient, validRegistration } from '../../../../../../test/support/identity-client';
import { demoAdminToken } from '../../../../../../test/support/registered-agent';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { allWorkSettled } from '../../../../../../test/support/queued-work';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { ReceivedEmail, startSmtpInbox } from '../../../../../../test/support/smtp-inbox';
import { startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { Role, TokenService } from '../../../../platform/auth/token.service';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { auditSummary } from '../../../audit/audit-wording';
import { DocumentLinkClock } from './document-link-signer';

const fromQuotedPrintable = (value: string) => value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * ADR 0053 (issue 21 item 2, spec 002 §2, §5, §7): the deal's agent e-mails one recipient a signed,
 * 7-day link to one document; the link opens it without an account until it expires, is revoked, or
 * the document is deleted or made agent_only. Real PostgreSQL, Redis, e-mail queue and SMTP server.
 */
describe('e-mailed document links', () => {
  let app: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let api: ReturnType<typeof identityClient>;
  let tokens: TokenService;
  let db: DataSource;
  let clock: DocumentLinkClock;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    tokens = app.app.get(TokenService);
    db = app.app.get<DataSource>(DATA_SOURCE);
    clock = app.app.get(DocumentLinkClock);
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  afterEach(() => {
    clock.now = () => new Date();
  });

  const mint = (role: Role, userId = randomUUID()) => ({ userId, token: tokens.issue(userId, role).token });
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
  type Sent = { id: string; document_id: string; expires_at: string; message: string };

  async function newDeal(agentToken: string, clientId: string): Promise<string> {
    const created = await api.call<{ id: string; version: number; message?: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '200 Congress Ave',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78701',
      }),
    });
    expect([created.status, created.body.message]).toEqual([201, undefined]);
    return (await settledDeal(api, agentToken, created.body)).id;
  }
  async function upload(token: string, id: string, name = 'Inspection Report.pdf'): Promise<string> {
    const body = new FormData();
    body.append('kind', 'other');
    body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
    const answer = await api.call<{ id: string }>('POST', `/api/transactions/${id}/documents`, { token, form: body });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }
  async function contact(token: string, id: string, fields: Record<string, unknown>): Promise<string> {
    const answer = await api.call<{ id: string }>('POST', `/api/transactions/${id}/contacts`, { token, body: { role: 'lender', ...fields } });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }
  const send = (token: string | null, id: string, documentId: string, body: unknown) =>
    api.call<Sent & { message: string }>('POST', `/api/transactions/${id}/documents/${documentId}/email-link`, { token, body });
  const revoke = (token: string | null, id: string, documentId: string, linkId: string) =>
    api.call<{ message?: string }>('DELETE', `/api/transactions/${id}/documents/${documentId}/links/${linkId}`, { token });
  type Listed = {
    id: string;
    recipient_email: string | null;
    recipient_name: string | null;
    sent_at: string;
    opened_at: string | null;
    last_opened_at: string | null;
    open_count: number;
    revoked_at: string | null;
    status: string;
  };
  const list = (token: string | null, id: string, documentId: string) =>
    api.call<Listed[] & { message?: string }>('GET', `/api/transactions/${id}/documents/${documentId}/links`, { token });
  const mailsTo = (address: string): ReceivedEmail[] => inbox.received.filter((mail) => mail.to.includes(address));
  async function linkIn(address: string): Promise<{ link: string; text: string }> {
    await allWorkSettled(app);
    const mails = mailsTo(address);
    expect(mails).toHaveLength(1);
    const text = fromQuotedPrintable(mails[0]!.raw);
    const link = /https?:\/\/\S+\/api\/document-links\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+/.exec(text)?.[0];
    expect(link).toBeDefined();
    return { link: link!, text };
  }
  /** The link as a fresh browser opens it: no header, no cookie. */
  const open = (link: string) => fetch(`${app.url}${new URL(link).pathname}${new URL(link).search}`);
  const address = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.test`;

  it('sends one e-mail to a key contact with the signed link, which opens the document without an account as the download does', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const id = await newDeal(owner.token, client.userId);
    const documentId = await upload(owner.token, id);
    const lender = address('lee');
    const contactId = await contact(owner.token, id, { name: 'Lee Lender', email: lender });
    // What the upload sent (the client's document-shared e-mail) is out of the way before the share.
    await allWorkSettled(app);
    const mailsBefore = inbox.received.length;
    const answer = await send(owner.token, id, documentId, { contactId, message: 'Here is the report we talked about.' });
    expect([answer.status, answer.body.message]).toEqual([201, 'Document link sent successfully!']);
    const expiresIn = Date.parse(answer.body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const { link, text } = await linkIn(lender);
    expect(text).toContain('Hello Lee Lender,');
    // The minted agent has no profile: spec 002 §7's fallback.
    expect(text).toContain('Your Agent sent you a link to the document "Inspection Report".');
    expect(text).toContain('Here is the report we talked about.');

    const opened = await open(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.headers.get('content-disposition')).toMatch(/^attachment; filename="Inspection_Report\.pdf"/);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PDF)).toBe(true);

    // Logged in the deal's trail: who sent which document; the recipient's address is sealed, never in clear.
    const [event] = await db.query<{ data: Record<string, unknown>; actor: string }[]>(
      "SELECT data, metadata->>'actorId' AS actor FROM events WHERE stream_id = $1 AND event_type = 'TransactionDocumentLinkSent'",
      [`transaction-${id}`],
    );
    expect(event).toMatchObject({ actor: owner.userId, data: { documentId, contactId, sentBy: owner.userId } });
    expect(JSON.stringify(event!.data)).not.toContain(lender);
    expect(JSON.stringify(event!.data)).not.toContain('talked about');
    const audit = await db.query<{ action: string; after: unknown }[]>("SELECT action, after FROM audit_entries WHERE stream_id = $1 AND action = 'TransactionDocumentLinkSent'", [
      `transaction-${id}`,
    ]);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(lender);

    // Nothing was sent twice, to anyone: the link's e-mail is the only one the share sends (issue 21 item 2).
    await allWorkSettled(app);
    expect(mailsTo(lender)).toHaveLength(1);
    expect(inbox.received.length - mailsBefore).toBe(1);
  });

  it('takes a typed address instead of a contact, and refuses what spec 002 §5 refuses, and hostile input, with clear messages', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const id = await newDeal(owner.token, client.userId);
    const other = await newDeal(owner.token, mint('client').userId);
    const documentId = await upload(owner.token, id);
    const foreignDocument = await upload(owner.token, other);
    const foreignContact = await contact(owner.token, other, { name: 'Other Lender', email: address('other') });
    const noEmail = await contact(owner.token, id, { name: 'No Mail', phone: '512-555-0100' });
    const typed = address('typed');
    const bad: [unknown, number, string][] = [
      [{}, 400, 'Please select a contact or enter an email address'],
      [{ contactId: null, recipientEmail: '' }, 400, 'Please select a contact or enter an email address'],
      [{ recipientEmail: 'no-at-sign' }, 400, 'Please enter a valid email address'],
      [{ recipientEmail: 'a@b.test, c@d.test' }, 400, 'Please enter a valid email address'],
      [{ recipientEmail: 'a\u0000@b.test' }, 400, 'recipientEmail must not contain a NUL character'],
      [{ recipientEmail: { $ne: '' } }, 400, 'Please enter a valid email address'],
      [{ recipientEmail: `${'x'.repeat(100_000)}@b.test` }, 400, 'Please enter a valid email address'],
      [{ recipientEmail: typed, contactId: noEmail }, 400, 'Select a contact or enter an email address, not both'],
      [{ contactId: noEmail }, 400, 'This contact has no email address'],
      [{ contactId: foreignContact }, 404, 'Contact not found'],
      [{ contactId: randomUUID() }, 404, 'Contact not found'],
      [{ contactId: 'not-a-uuid' }, 404, 'Contact not found'],
      [{ recipientEmail: typed, message: 'x'.repeat(2_001) }, 400, 'Message must be at most 2000 characters'],
      [{ recipientEmail: typed, message: 'x'.repeat(1_000_000) }, 400, 'Message must be at most 2000 characters'],
      [{ recipientEmail: typed, message: 'a\u0000b' }, 400, 'message must not contain a NUL character'],
      [{ recipientEmail: typed, message: ['x'] }, 400, 'Message must be text'],
      [{ recipientEmail: typed, link: 'https://evil.test' }, 400, 'property link should not exist'],
    ];
    for (const [body, status, message] of bad) {
      const answer = await send(owner.token, id, documentId, body);
      expect([JSON.stringify(body).slice(0, 60), answer.status, answer.body.message]).toEqual([JSON.stringify(body).slice(0, 60), status, message]);
    }
    // Another deal's document: the spec's 403 for the document (ADR 0077); an unknown or malformed id: not found.
    const foreignAnswer = await send(owner.token, id, foreignDocument, { recipientEmail: typed });
    expect([foreignAnswer.status, foreignAnswer.body.message]).toEqual([403, 'Forbidden - You do not have access to this document']);
    for (const document of [randomUUID(), 'not-a-uuid']) {
      const answer = await send(owner.token, id, document, { recipientEmail: typed });
      expect([answer.status, answer.body.message]).toEqual([404, 'Document not found']);
    }
    const hidden = await upload(owner.token, id, 'Agent Notes.pdf');
    expect((await api.call('PATCH', `/api/transactions/${id}/documents/${hidden}`, { token: owner.token, body: { visibility: 'agent_only' } })).status).toBe(200);
    expect((await send(owner.token, id, hidden, { recipientEmail: typed })).status).toBe(400);

    await allWorkSettled(app);
    expect(mailsTo(typed)).toHaveLength(0);
    const sent = await send(owner.token, id, documentId, { recipientEmail: `  ${typed} ` });
    expect(sent.status).toBe(201);
    const { text } = await linkIn(typed);
    expect(text).toContain('Hello,');
    expect(text).not.toContain('Message from');
  });

  it('only the deal’s agent sends or revokes: every other caller gets the access policy’s answer', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const otherClient = mint('client');
    const id = await newDeal(owner.token, client.userId);
    const documentId = await upload(owner.token, id);
    const typed = address('refused');
    const sent = await send(owner.token, id, documentId, { recipientEmail: address('owner') });
    expect(sent.status).toBe(201);
    const callers = { otherAgent: mint('agent').token, broker: mint('broker').token, client: client.token, otherClient: otherClient.token, admin: mint('admin').token, anonymous: null };
    const expected = { otherAgent: 403, broker: 403, client: 403, otherClient: 403, admin: 403, anonymous: 401 };
    for (const [name, token] of Object.entries(callers)) {
      const answer = await send(token, id, documentId, { recipientEmail: typed });
      const revoked = await revoke(token, id, documentId, sent.body.id);
      const listed = await list(token, id, documentId);
      const want = expected[name as keyof typeof expected];
      expect([name, answer.status, revoked.status, listed.status]).toEqual([name, want, want, want]);
      expect(JSON.stringify(listed.body)).not.toContain('@example.test');
    }
    await allWorkSettled(app);
    expect(mailsTo(typed)).toHaveLength(0);
    // An unknown deal is not found for anyone.
    expect((await send(owner.token, randomUUID(), documentId, { recipientEmail: typed })).status).toBe(404);
    expect((await list(owner.token, randomUUID(), documentId)).status).toBe(404);
    expect((await list(owner.token, id, randomUUID())).status).toBe(404);
    // Nothing was revoked by the refused callers.
    expect((await list(owner.token, id, documentId)).body.map((link) => link.status)).toEqual(['active']);
  });

  it('the broker and team lead over the agent read the deal but neither list, send nor revoke its links (ADR 0055, ADR 0065)', async () => {
    const admin = await demoAdminToken(api);
    async function registered(role: 'agent' | 'broker' | 'team_lead'): Promise<{ userId: string; token: string }> {
      const form = validRegistration(await api.createInviteCode(admin, { role }));
      const answer = await api.register(form);
      expect(answer.status).toBe(201);
      return { userId: answer.body.userId as string, token: (await api.signIn(form.email!, form.password)).token };
    }
    const [owner, broker, teamLead] = [await registered('agent'), await registered('broker'), await registered('team_lead')];
    for (const [what, body] of [
      ['broker', { brokerId: broker.userId }],
      ['team-lead', { teamLeadId: teamLead.userId }],
    ] as const) {
      expect((await api.call('PUT', `/api/admin/users/${owner.userId}/${what}`, { token: admin, body })).status).toBe(200);
    }
    const id = await newDeal(owner.token, mint('client').userId);
    const documentId = await upload(owner.token, id);
    const sent = await send(owner.token, id, documentId, { recipientEmail: address('overseen') });
    expect(sent.status).toBe(201);
    for (const [name, overseer] of Object.entries({ broker, teamLead })) {
      // They oversee the deal: it reads.
      expect([name, (await api.call('GET', `/api/transactions/${id}`, { token: overseer.token })).status]).toEqual([name, 200]);
      const listed = await list(overseer.token, id, documentId);
      expect([name, listed.status, (await revoke(overseer.token, id, documentId, sent.body.id)).status]).toEqual([name, 403, 403]);
      expect(JSON.stringify(listed.body)).not.toContain('@example.test');
      expect([name, (await send(overseer.token, id, documentId, { recipientEmail: address('refused') })).status]).toEqual([name, 403]);
    }
    expect((await list(owner.token, id, documentId)).body.map((link) => link.status)).toEqual(['active']);
  });

  it('lists a document’s sent links for its agent: to whom, when, first opened, and revoked or expired (ADR 0065)', async () => {
    const owner = mint('agent');
    const id = await newDeal(owner.token, mint('client').userId);
    const documentId = await upload(owner.token, id);
    const otherDocument = await upload(owner.token, id, 'Survey.pdf');
    const lender = address('lee');
    const contactId = await contact(owner.token, id, { name: 'Lee Lender', email: lender });
    const typed = address('typed');
    const first = await send(owner.token, id, documentId, { contactId });
    const second = await send(owner.token, id, documentId, { recipientEmail: typed });
    expect((await send(owner.token, id, otherDocument, { recipientEmail: address('elsewhere') })).status).toBe(201);

    let listed = await list(owner.token, id, documentId);
    expect(listed.status).toBe(200);
    expect(
      listed.body.map(({ id: linkId, recipient_email, recipient_name, opened_at, last_opened_at, open_count, status }) => ({
        linkId,
        recipient_email,
        recipient_name,
        opened_at,
        last_opened_at,
        open_count,
        status,
      })),
    ).toEqual([
      { linkId: second.body.id, recipient_email: typed, recipient_name: null, opened_at: null, last_opened_at: null, open_count: 0, status: 'active' },
      { linkId: first.body.id, recipient_email: lender, recipient_name: 'Lee Lender', opened_at: null, last_opened_at: null, open_count: 0, status: 'active' },
    ]);

    // Opened twice: the first opening is kept, the last one and the count move.
    const { link } = await linkIn(lender);
    expect((await open(link)).status).toBe(200);
    const once = (await list(owner.token, id, documentId)).body.find((row) => row.id === first.body.id)!;
    expect(once.opened_at).not.toBeNull();
    expect([once.open_count, once.last_opened_at]).toEqual([1, once.opened_at]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await open(link)).status).toBe(200);
    const twice = (await list(owner.token, id, documentId)).body.find((row) => row.id === first.body.id)!;
    expect([twice.opened_at, twice.open_count]).toEqual([once.opened_at, 2]);
    expect(Date.parse(twice.last_opened_at!)).toBeGreaterThan(Date.parse(once.opened_at!));

    // Revoked: listed as revoked, and it answers as an expired link does (410).
    expect((await revoke(owner.token, id, documentId, first.body.id)).status).toBe(204);
    expect((await open(link)).status).toBe(410);
    // In the audit trail once, by its agent, worded as the other document entries are; a second revoke adds nothing.
    expect((await revoke(owner.token, id, documentId, first.body.id)).status).toBe(204);
    await allWorkSettled(app);
    const trail = await db.query<{ action: string; actor_id: string }[]>(
      "SELECT action, actor_id FROM audit_entries WHERE stream_id = $1 AND action = 'TransactionDocumentLinkRevoked'",
      [`transaction-${id}`],
    );
    expect(trail).toEqual([{ action: 'TransactionDocumentLinkRevoked', actor_id: owner.userId }]);
    expect(auditSummary({ action: trail[0]!.action, before: null, after: {} })).toBe('Document link revoked');
    listed = await list(owner.token, id, documentId);
    expect(listed.body.map((row) => [row.id, row.status, row.revoked_at === null])).toEqual([
      [second.body.id, 'active', true],
      [first.body.id, 'revoked', false],
    ]);
    clock.now = () => new Date(Date.now() + 7 * 86_400_000 + 1_000);
    expect((await list(owner.token, id, documentId)).body.map((row) => row.status)).toEqual(['expired', 'revoked']);
    clock.now = () => new Date();

    // Deleted document: its links and their opens are gone.
    expect((await api.call('DELETE', `/api/transactions/${id}/documents/${documentId}`, { token: owner.token })).status).toBe(204);
    expect((await list(owner.token, id, documentId)).status).toBe(404);
    expect(await db.query('SELECT 1 FROM transaction_document_link_opens WHERE link_id = $1', [first.body.id])).toHaveLength(0);
  });

  it('a link stops opening the document when it expires, is revoked, the document is deleted or made agent_only, or its signature is touched', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const id = await newDeal(owner.token, client.userId);
    const documentId = await upload(owner.token, id);
    const links: Record<string, { link: string; linkId: string }> = {};
    for (const name of ['expiry', 'revoke', 'hide', 'tamper']) {
      const to = address(name);
      const answer = await send(owner.token, id, documentId, { recipientEmail: to });
      expect(answer.status).toBe(201);
      links[name] = { link: (await linkIn(to)).link, linkId: answer.body.id };
      expect((await open(links[name]!.link)).status).toBe(200);
    }

    // Expired: the clock moves past seven days.
    clock.now = () => new Date(Date.now() + 7 * 86_400_000 + 1_000);
    const expired = await open(links.expiry!.link);
    expect([expired.status, ((await expired.json()) as { message: string }).message]).toEqual([410, 'This document link has expired']);
    clock.now = () => new Date();

    // Revoked by the agent: 410; a second revoke is fine; an unknown link is not found.
    expect((await revoke(owner.token, id, documentId, links.revoke!.linkId)).status).toBe(204);
    const revoked = await open(links.revoke!.link);
    expect([revoked.status, ((await revoked.json()) as { message: string }).message]).toEqual([410, 'This document link has been revoked']);
    expect((await revoke(owner.token, id, documentId, links.revoke!.linkId)).status).toBe(204);
    expect((await revoke(owner.token, id, documentId, randomUUID())).status).toBe(404);
    expect((await open(links.hide!.link)).status).toBe(200);

    // Tampered: another link id with this signature, another expiry, another signature, none at all.
    const url = new URL(links.tamper!.link);
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const tampered = [
      `/api/document-links/${links.hide!.linkId}?exp=${exp}&sig=${sig}`,
      `/api/document-links/${links.tamper!.linkId}?exp=${Number(exp) + 86_400}&sig=${sig}`,
      `/api/document-links/${links.tamper!.linkId}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `/api/document-links/${links.tamper!.linkId}`,
      `/api/document-links/not-a-uuid?exp=${exp}&sig=${sig}`,
    ];
    for (const path of tampered) {
      const answer = await fetch(`${app.url}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    // A NUL in the query is refused before anything is looked up.
    expect((await fetch(`${app.url}/api/document-links/${links.tamper!.linkId}?exp=${exp}&sig=${sig}%00`)).status).toBe(400);
    // A bearer token does not stand in for the signature either.
    expect((await fetch(`${app.url}/api/document-links/${links.tamper!.linkId}`, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(404);

    // Made agent_only: the link no longer opens it; shared again, it does.
    const patch = (visibility: string) => api.call('PATCH', `/api/transactions/${id}/documents/${documentId}`, { token: owner.token, body: { visibility } });
    expect((await patch('agent_only')).status).toBe(200);
    expect((await open(links.hide!.link)).status).toBe(404);
    expect((await patch('agent_and_client')).status).toBe(200);
    expect((await open(links.hide!.link)).status).toBe(200);

    // Deleted: every link of it is gone.
    expect((await api.call('DELETE', `/api/transactions/${id}/documents/${documentId}`, { token: owner.token })).status).toBe(204);
    for (const name of ['hide', 'tamper']) expect((await open(links[name]!.link)).status).toBe(404);
    expect((await revoke(owner.token, id, documentId, links.hide!.linkId)).status).toBe(404);
  });
});
