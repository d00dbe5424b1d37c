import { randomUUID } from 'node:crypto';
import { TokenService } from '../../backend/src/platform/auth/token.service';
import { startSmtpInbox } from '../support/smtp-inbox';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EraseLeadsOfEmail } from '../../backend/src/modules/leads/leads.public';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/event-store/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { eventually, startTestApp, TestApp } from '../support/test-app';

/**
 * Issue #4: the public site's three forms are served by our own API. Each submission is stored
 * (event-sourced), e-mailed to the team inbox through the queue, and listed for admins with search
 * and CSV export; spam costs a person nothing (honeypot, per-IP rate limit).
 */
describe('leads: contact, investor and waitlist forms', () => {
  const TEAM_INBOX = 'leads-team@threshold.test';
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let adminToken: string;
  let agentToken: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url, TEAM_INBOX });
    const tokens = app.app.get(TokenService);
    adminToken = tokens.issue(randomUUID(), 'admin').token;
    agentToken = tokens.issue(randomUUID(), 'agent').token;
  });

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  /** Every test posts from an address of its own, so the per-IP limit of one test never meets another's. */
  // Millions of addresses: the run's rate-limit counters outlive each file, and 250 of them collided (429).
  const newIp = () => `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

  async function post(form: 'contact' | 'investor' | 'waitlist', body: unknown, ip = newIp()) {
    const response = await fetch(`${app.url}/api/leads/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
  }

  async function admin(path: string, token: string | null = adminToken) {
    return fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  interface Lead {
    id: string;
    kind: string;
    name: string;
    email: string;
    phone: string | null;
    organization: string | null;
    brokerage: string | null;
    message: string | null;
    interests: string[];
    headache: string | null;
    submittedAt: string;
  }

  async function listLeads(query = ''): Promise<{ items: Lead[]; total: number }> {
    const response = await admin(`/api/leads${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { items: Lead[]; total: number };
  }

  /** Quoted-printable (body and Q-encoded header words) back to UTF-8 text. */
  const fromQuotedPrintable = (value: string) =>
    Buffer.from(
      value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  /** The received e-mail as a person reads it: unfolded, decoded headers and a decoded body. */
  function readable(raw: string): { headers: Record<string, string>; text: string } {
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const decodeWords = (value: string) =>
      value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : fromQuotedPrintable(data.replace(/_/g, ' ')),
      );
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
    }
    const body = rest.join('\n\n');
    const text = headers['content-transfer-encoding'] === 'quoted-printable' ? fromQuotedPrintable(body) : body;
    return { headers, text: text.replace(/\r\n/g, '\n') };
  }

  const emailWith = (marker: string) =>
    eventually(
      async () => {
        const found = inbox.received.find((m) => readable(m.raw).text.includes(marker));
        return found ? { to: found.to, ...readable(found.raw) } : undefined;
      },
      15_000,
      `the e-mail containing ${marker}`,
    );

  it('stores a contact message, lists it for admins and e-mails the team (spec 000 §3, §7)', async () => {
    const tag = `contact-${randomUUID().slice(0, 8)}`;
    const sent = await post('contact', {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      message: `We run a team of six in Round Rock. ${tag}`,
      interests: 'broker-partnership,agent-beta',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toEqual(expect.any(String));

    const { items } = await listLeads(`?q=${tag}`);
    expect(items).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        kind: 'contact',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        interests: ['agent-beta', 'broker-partnership'],
        organization: null,
        headache: null,
      }),
    ]);

    const email = await emailWith(tag);
    expect(email.to).toEqual([TEAM_INBOX]);
    expect(email.headers.subject).toBe('[Threshold] New Contact Message from Ana Ruiz');
    expect(email.headers['reply-to']).toBe('ana@example.com');
    expect(email.text).toContain('Interested in: Joining the agent beta, A brokerage partnership');
    expect(email.text).toContain(`Message:\nWe run a team of six in Round Rock. ${tag}`);
  });

  it("stores an investor inquiry with the subject 'New Investor Inquiry' and the brand", async () => {
    const tag = `investor-${randomUUID().slice(0, 8)}`;
    const sent = await post('investor', {
      name: 'Lee Park',
      email: 'lee@example.vc',
      organization: 'Live Oak Ventures',
      message: tag,
    });
    expect(sent.status).toBe(201);

    const { items } = await listLeads(`?kind=investor&q=${tag}`);
    expect(items).toEqual([
      expect.objectContaining({ id: sent.body.id, kind: 'investor', organization: 'Live Oak Ventures', message: tag }),
    ]);

    const email = await emailWith(tag);
    expect(email.to).toEqual([TEAM_INBOX]);
    expect(email.headers.subject).toBe('[Threshold] New Investor Inquiry');
    expect(email.headers['reply-to']).toBe('lee@example.vc');
    expect(email.text).toContain('Organization: Live Oak Ventures');
  });

  it('accepts an investor inquiry with name and email only (organization and message are optional)', async () => {
    const email = `solo-${randomUUID().slice(0, 8)}@example.vc`;
    expect((await post('investor', { name: 'Solo Angel', email })).status).toBe(201);
    const { items } = await listLeads(`?q=${email}`);
    expect(items).toEqual([expect.objectContaining({ organization: null, message: null })]);
  });

  it('stores a waitlist request with an optional phone and e-mails the team', async () => {
    const tag = `waitlist-${randomUUID().slice(0, 8)}`;
    const sent = await post('waitlist', {
      fullName: 'Sam Cole',
      email: 'sam@example.com',
      phone: '',
      brokerage: 'Hill Country Realty',
      headache: `Keeping the lender in the loop. ${tag}`,
    });
    expect(sent.status).toBe(201);

    const { items } = await listLeads(`?kind=waitlist&q=${tag}`);
    expect(items).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        kind: 'waitlist',
        name: 'Sam Cole',
        phone: null,
        brokerage: 'Hill Country Realty',
      }),
    ]);

    const email = await emailWith(tag);
    expect(email.to).toEqual([TEAM_INBOX]);
    expect(email.headers.subject).toBe('[Threshold] New Waitlist Signup: Sam Cole');
    expect(email.text).toContain('Brokerage: Hill Country Realty');
    expect(email.text).toContain('Phone: Not given');
  });

  it('answers 400 with a clear message for missing, malformed, over-long or unknown fields (spec 000 §5)', async () => {
    const ok = { name: 'Ana', email: 'ana@example.com', message: 'Hello' };
    const cases: Array<[string, 'contact' | 'investor' | 'waitlist', unknown, string]> = [
      ['contact without a name', 'contact', { ...ok, name: '' }, 'Name is required'],
      ['contact with a blank name', 'contact', { ...ok, name: '   ' }, 'Name is required'],
      ['contact without a message', 'contact', { name: 'Ana', email: 'ana@example.com' }, 'Message is required'],
      ['contact with a malformed e-mail', 'contact', { ...ok, email: 'ana at example' }, 'Email must be a valid e-mail address'],
      [
        'contact with a 5001-character message',
        'contact',
        { ...ok, message: 'x'.repeat(5001) },
        'Message must be at most 5000 characters',
      ],
      [
        'contact with an unknown interest',
        'contact',
        { ...ok, interests: 'agent-beta,free-money' },
        'Unknown interest "free-money"',
      ],
      ['contact with a field the form does not have', 'contact', { ...ok, role: 'admin' }, 'property role should not exist'],
      ['investor without an e-mail', 'investor', { name: 'Lee' }, 'Email is required'],
      [
        'waitlist without a brokerage',
        'waitlist',
        { fullName: 'Sam', email: 'sam@example.com', headache: 'x' },
        'Brokerage is required',
      ],
      [
        'waitlist without a headache',
        'waitlist',
        { fullName: 'Sam', email: 'sam@example.com', brokerage: 'B' },
        'Biggest transaction headache is required',
      ],
    ];
    for (const [what, form, body, message] of cases) {
      const answer = await post(form, body);
      expect({ what, status: answer.status }).toEqual({ what, status: 400 });
      expect(answer.body.message).toContain(message);
    }
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const tag = `honeypot-${randomUUID().slice(0, 8)}`;
    const before = (await listLeads()).total;
    const answer = await post('contact', { name: 'Bot', email: 'bot@example.com', message: tag, website: 'http://spam.example' });
    expect(answer.status).toBe(201);
    expect(answer.body.id).toEqual(expect.any(String));
    expect(
      (await post('waitlist', { fullName: 'Bot', email: 'bot@example.com', brokerage: 'X', headache: tag, website: 'x' })).status,
    ).toBe(201);
    // A real submission after the trap: once its e-mail is in, the trap's would have been too.
    const real = await post('contact', { name: 'Real Person', email: 'real@example.com', message: `after ${tag}` });
    expect(real.status).toBe(201);
    await emailWith(`after ${tag}`);
    expect((await listLeads()).total).toBe(before + 1);
    expect((await listLeads(`?q=${tag}`)).items.map((lead) => lead.id)).toEqual([real.body.id]);
    expect(
      inbox.received.map((m) => readable(m.raw).text).filter((text) => text.includes(tag) && !text.includes(`after ${tag}`)),
    ).toHaveLength(0);
  });

  it('limits each form to 5 submissions a minute per address: the 6th gets 429 with a clear message', async () => {
    const ip = newIp();
    const body = { name: 'Flood', email: 'flood@example.com', message: 'again' };
    for (let i = 0; i < 5; i += 1) expect((await post('contact', body, ip)).status).toBe(201);
    const refused = await post('contact', body, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Too many submissions. Please try again in a minute.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Other forms and other addresses are counted apart.
    expect((await post('investor', { name: 'Lee', email: 'lee@example.vc' }, ip)).status).toBe(201);
    expect((await post('contact', body, newIp())).status).toBe(201);
  });

  it('keeps the list and the export for admins: 401 without a session, 403 for other roles', async () => {
    for (const path of ['/api/leads', '/api/leads/export']) {
      const anonymous = await admin(path, null);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ statusCode: 401, message: 'Unauthorized - No active session' });
      const agent = await admin(path, agentToken);
      expect(agent.status).toBe(403);
      expect(await agent.json()).toEqual({ statusCode: 403, message: 'Forbidden - Invalid role' });
    }
  });

  it('searches by every word, filters by form, pages newest first', async () => {
    const tag = `search-${randomUUID().slice(0, 8)}`;
    const ip = newIp();
    const first = await post('contact', { name: 'Maria Lopez', email: 'maria@example.com', message: `Buyer side ${tag}` }, ip);
    const second = await post(
      'waitlist',
      { fullName: 'Maria Chen', email: 'mchen@example.com', brokerage: 'Lone Star Homes', headache: tag },
      ip,
    );
    expect([first.status, second.status]).toEqual([201, 201]);

    expect((await listLeads(`?q=${tag}`)).items.map((l) => l.id)).toEqual([second.body.id, first.body.id]);
    expect((await listLeads(`?q=${encodeURIComponent(`maria lone ${tag}`)}`)).items.map((l) => l.id)).toEqual([second.body.id]);
    expect((await listLeads(`?kind=contact&q=${tag}`)).items.map((l) => l.id)).toEqual([first.body.id]);
    const page = await listLeads(`?q=${tag}&limit=1&offset=1`);
    expect(page).toEqual({ items: [expect.objectContaining({ id: first.body.id })], total: 2 });
    // LIKE wildcards are taken literally.
    expect((await listLeads(`?q=${encodeURIComponent('%')}${tag}`)).total).toBe(0);
    expect((await admin('/api/leads?kind=spam')).status).toBe(400);
    expect((await admin('/api/leads?limit=1000')).status).toBe(400);
  });

  it('exports the filtered list as CSV, defusing spreadsheet formulas', async () => {
    const tag = `csv-${randomUUID().slice(0, 8)}`;
    const ip = newIp();
    await post(
      'contact',
      {
        name: '=HYPERLINK("http://evil")',
        email: 'csv@example.com',
        message: `Line one, "quoted"\nline two ${tag}`,
        interests: 'something-else',
      },
      ip,
    );
    await post('investor', { name: 'Plain Investor', email: 'inv@example.vc', message: tag }, ip);

    const response = await admin(`/api/leads/export?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="threshold-leads-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Submitted at,Form,Name,Email,Phone,Organization,Brokerage,Interests,Message,Biggest headache,Lead id');
    expect(csv).toContain(
      `"'=HYPERLINK(""http://evil"")",csv@example.com,,,,Something else,"Line one, ""quoted""\nline two ${tag}"`,
    );
    expect(csv).toContain(`,investor,Plain Investor,inv@example.vc,`);
    expect(lines.filter((line) => line.length > 0)).toHaveLength(3);

    const investorsOnly = await (await admin(`/api/leads/export?kind=investor&q=${tag}`)).text();
    expect(investorsOnly).toContain('Plain Investor');
    expect(investorsOnly).not.toContain('HYPERLINK');
  });

  it('keeps personal data out of the event log and the outbox in clear, and erases a person\'s leads for good (ADR 0004)', async () => {
    const email = `erase.me.${Date.now()}@example.com`;
    const sent = await post('waitlist', {
      fullName: 'Erin Erasable',
      email,
      phone: '+1 512 555 0199',
      brokerage: 'Erasable Realty',
      headache: 'Chasing signatures',
    });
    expect(sent.status).toBe(201);
    await eventually(async () => inbox.received.find((m) => m.raw.includes('Erin Erasable')), 15_000, 'the waitlist e-mail');

    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const leaked = async (needle: string) => {
      const [{ count }] = await dataSource.query(
        `SELECT (SELECT count(*) FROM events WHERE data::text ILIKE $1) + (SELECT count(*) FROM outbox WHERE payload::text ILIKE $1) AS count`,
        [`%${needle}%`],
      );
      return Number(count);
    };
    for (const needle of ['Erin Erasable', email, '555 0199', 'Erasable Realty']) expect(await leaked(needle)).toBe(0);

    const { erased } = await app.app.get(CommandBus).execute(new EraseLeadsOfEmail(email.toUpperCase()));
    expect(erased).toBe(1);
    expect((await listLeads(`?q=${encodeURIComponent(email)}`)).total).toBe(0);
    // A rebuild cannot bring the lead back: its key is gone.
    await rebuildProjections(dataSource, app.app.get(ProjectionRegistry), app.app.get(EventStore));
    expect((await listLeads(`?q=${encodeURIComponent(email)}`)).total).toBe(0);
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM leads WHERE lower(email) = lower($1)', [email]);
    expect(count).toBe(0);
  });
});
