import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';

/**
 * Issue 21 item 4, spec 002 §2 Key Contacts, §3 Contact, §5, §6, §7 (ADR 0048): the deal's agent adds,
 * edits (If-Match, changed fields only, sealed) and deletes its key contacts; a client sees only what
 * ADR 0036 lets them, on every path.
 */
describe('transaction contacts', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Contact {
    id: string;
    transaction_id: string;
    role: string;
    custom_role: string | null;
    name: string;
    company: string | null;
    email: string | null;
    phone: string | null;
    is_agent_only: boolean;
    created_at: string;
  }
  type Answer = Contact & { message: string };

  async function deal(agentToken: string, clientId: string, transactionType: 'buyer' | 'seller' = 'buyer', extra: Record<string, unknown> = {}) {
    const created = await context.api.call<{ id: string; version: number }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: transactionType,
        client_id: clientId,
        property_address: '4100 Duval St',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78751',
        closing_date: dealDay(30),
        ...extra,
      }),
    });
    expect(created.status).toBe(201);
    return (await settledDeal(context.api, agentToken, created.body)).id;
  }
  const path = (id: string, contactId?: string) => `/api/transactions/${id}/contacts${contactId ? `/${contactId}` : ''}`;
  const add = (token: string | null, id: string, body: unknown) => context.api.call<Answer>('POST', path(id), { token, body });
  const change = (token: string | null, id: string, contactId: string, body: unknown, ifMatch?: string) =>
    context.api.call<Answer>('PATCH', path(id, contactId), { token, body, ifMatch });
  const remove = (token: string | null, id: string, contactId: string, ifMatch?: string) =>
    context.api.call<{ message: string }>('DELETE', path(id, contactId), { token, ifMatch });
  const list = async (token: string, id: string, query = '') => (await context.api.call<Contact[]>('GET', `${path(id)}${query}`, { token })).body;
  const version = async (token: string, id: string) => (await context.api.call<{ version: number }>('GET', `/api/transactions/${id}`, { token })).body.version;
  const events = (id: string): Promise<{ event_type: string; data: Record<string, unknown> }[]> =>
    context.db.query('SELECT event_type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [`transaction-${id}`]);

  it('the agent adds, edits and deletes contacts: ordered by role then created, changed fields only, sealed, a deleted one never listed', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);

    const lender = await add(agent.token, id, { role: 'lender', name: ' Lee  Lender ', company: 'First Bank', email: 'lee@bank.test', phone: '512-555-0101' });
    expect(lender.status).toBe(201);
    expect(lender.body).toMatchObject({ role: 'lender', name: 'Lee Lender', company: 'First Bank', email: 'lee@bank.test', is_agent_only: false, custom_role: null });
    const stager = await add(agent.token, id, { role: 'other', custom_role: 'Home stager', name: 'Stella Stager' });
    expect(stager.body).toMatchObject({ role: 'other', custom_role: 'Home stager' });
    const inspector = await add(agent.token, id, { role: 'inspector', name: 'Ida Inspector', email: 'ida@inspect.test' });
    const lender2 = await add(agent.token, id, { role: 'lender', name: 'Lou Second' });
    expect((await list(agent.token, id)).map((c) => c.name)).toEqual(['Ida Inspector', 'Lee Lender', 'Lou Second', 'Stella Stager']);

    // An edit under If-Match: a stale version is refused and changes nothing.
    const current = await version(agent.token, id);
    const stale = await change(agent.token, id, lender.body.id, { phone: '512-555-0999' }, `"${current - 1}"`);
    expect(stale.status).toBe(412);
    const edited = await change(agent.token, id, lender.body.id, { phone: '512-555-0999', company: null, name: 'Lee Lender' }, `"${current}"`);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: lender.body.id, name: 'Lee Lender', phone: '512-555-0999', company: null, email: 'lee@bank.test', role: 'lender' });
    const changed = (await events(id)).filter((event) => event.event_type === 'TransactionContactChanged');
    expect(changed).toHaveLength(1);
    // Only what changed is carried; the phone is sealed like the add's name, e-mail and phone.
    expect(Object.keys(changed[0].data).sort()).toEqual(['company', 'contactId', 'phone', 'transactionId']);
    const raw = JSON.stringify(await events(id));
    for (const secret of ['Lee Lender', 'lee@bank.test', '512-555-0101', '512-555-0999', 'Stella Stager', 'ida@inspect.test']) expect([secret, raw.includes(secret)]).toEqual([secret, false]);
    expect(raw).toContain('Home stager');
    // Nothing changed: nothing appended.
    const before = (await events(id)).length;
    expect((await change(agent.token, id, lender.body.id, { phone: '512-555-0999' })).status).toBe(200);
    expect((await events(id)).length).toBe(before);

    // Role other needs its custom role; another role may follow.
    const bare = await change(agent.token, id, stager.body.id, { custom_role: null });
    expect([bare.status, bare.body.message]).toEqual([400, 'Custom role is required when role is other']);
    const inspected = await change(agent.token, id, stager.body.id, { role: 'inspector', custom_role: null });
    expect(inspected.body).toMatchObject({ role: 'inspector', custom_role: null });

    expect((await remove(agent.token, id, inspector.body.id)).status).toBe(204);
    expect((await list(agent.token, id)).map((c) => c.name)).toEqual(['Stella Stager', 'Lee Lender', 'Lou Second']);
    expect((await list(client.token, id)).map((c) => c.name)).not.toContain('Ida Inspector');
    const again = await remove(agent.token, id, inspector.body.id);
    expect([again.status, again.body.message]).toEqual([404, 'Contact not found']);
    const editGone = await change(agent.token, id, inspector.body.id, { name: 'Back' });
    expect([editGone.status, editGone.body.message]).toEqual([404, 'Contact not found']);
    expect((await remove(agent.token, id, lender2.body.id, `"${(await version(agent.token, id)) - 1}"`)).status).toBe(412);
  });

  it("an edit hides a contact from the client at once: agent-only, an agent's role, the other side's details (ADR 0036)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const title = (await add(agent.token, id, { role: 'title_company', name: 'Tia Title', email: 'tia@title.test', phone: '512-555-0177' })).body;
    const party = (await add(agent.token, id, { role: 'other_buyer', name: 'Bo Buyer' })).body;
    const seen = async () => (await list(client.token, id)).map(({ name, email, phone }) => ({ name, email, phone }));
    expect(await seen()).toEqual([
      { name: 'Bo Buyer', email: null, phone: null },
      { name: 'Tia Title', email: 'tia@title.test', phone: '512-555-0177' },
    ]);

    await change(agent.token, id, title.id, { is_agent_only: true });
    await change(agent.token, id, party.id, { email: 'bo@buyer.test' });
    expect(await seen()).toEqual([{ name: 'Bo Buyer', email: 'bo@buyer.test', phone: null }]);
    for (const preview of [await list(agent.token, id, '?view=client')]) expect(preview.map((c) => c.name)).toEqual(['Bo Buyer']);

    await change(agent.token, id, party.id, { role: 'other_agent' });
    await change(agent.token, id, title.id, { is_agent_only: false, role: 'other_party' });
    // The other party's e-mail and phone never; the other agent not at all.
    expect(await seen()).toEqual([{ name: 'Tia Title', email: null, phone: null }]);
    expect((await list(agent.token, id)).map((c) => c.name)).toEqual(['Bo Buyer', 'Tia Title']);
  });

  it('only the deal’s agent writes; its client, other agents, other clients, admins and anonymous callers are refused', async () => {
    const agent = mint('broker');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const lender = (await add(agent.token, id, { role: 'lender', name: 'Lee Lender' })).body;
    const forbidden = [403, 'Forbidden - You do not have access to this transaction'];
    // Another agent: the deal refuses a stranger.
    const otherAgent = mint('agent').token;
    for (const answer of [await add(otherAgent, id, { role: 'lender', name: 'X' }), await change(otherAgent, id, lender.id, { name: 'X' }), await remove(otherAgent, id, lender.id)]) {
      expect([answer.status, answer.body.message]).toEqual(forbidden);
    }
    // Clients (the deal's own and another) and admins: the route admits agents only.
    for (const token of [client.token, mint('client').token, mint('admin').token]) {
      expect((await add(token, id, { role: 'lender', name: 'X' })).status).toBe(403);
      expect((await change(token, id, lender.id, { name: 'X' })).status).toBe(403);
      expect((await remove(token, id, lender.id)).status).toBe(403);
    }
    expect((await add(null, id, { role: 'lender', name: 'X' })).status).toBe(401);
    expect((await change(null, id, lender.id, { name: 'X' })).status).toBe(401);
    expect((await remove(null, id, lender.id)).status).toBe(401);
    // Reads: the parties; nobody else.
    expect((await context.api.call('GET', path(id), { token: client.token })).status).toBe(200);
    for (const token of [otherAgent, mint('client').token, mint('admin').token]) expect((await context.api.call('GET', path(id), { token })).status).toBe(403);
    expect((await context.api.call('GET', path(id), {})).status).toBe(401);
    expect(await list(agent.token, id)).toEqual([expect.objectContaining({ name: 'Lee Lender' })]);
  });

  it('refuses bad input with the spec’s 400 or 404 and appends nothing: NUL bytes, huge text, objects, bad e-mail, the wrong side, another deal’s contact', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId, 'seller');
    const other = await deal(agent.token, mint('client').userId);
    const theirs = (await add(agent.token, other, { role: 'lender', name: 'Elsewhere' })).body;
    const mine = (await add(agent.token, id, { role: 'lender', name: 'Lee Lender' })).body;
    const before = await version(agent.token, id);
    for (const [body, message] of [
      [{ role: 'other', name: 'Stella' }, 'Custom role is required when role is other'],
      [{ role: 'other_buyer', name: 'Bo' }, 'Contact role other_buyer does not apply to a seller transaction'],
      [{ role: 'lender', name: 'Lee', email: 'not-an-email' }, 'Contact email: Invalid email format'],
      [{ role: 'lender', name: '   ' }, 'Contact name is required'],
      [{ role: 'landlord', name: 'Lee' }, expect.stringContaining('Contact role must be one of lender, title_company')],
    ] as const) {
      const refused = await add(agent.token, id, body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    for (const [body, message] of [
      [{ role: 'other_buyer' }, 'Contact role other_buyer does not apply to a seller transaction'],
      [{ email: 'lee@' }, 'Contact email: Invalid email format'],
      [{ name: '  ' }, 'Contact name is required'],
      [{ name: null }, expect.stringContaining('Contact name must be text')],
      [{ role: 'other' }, 'Custom role is required when role is other'],
    ] as const) {
      const refused = await change(agent.token, id, mine.id, body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    const huge = 'x'.repeat(100_000);
    for (const body of [
      { name: 'Lee\u0000' },
      { company: 'Bank\u0000' },
      { name: huge },
      { phone: huge },
      { name: { $ne: 1 } },
      { email: ['lee@bank.test'] },
      { is_agent_only: 'yes' },
      { custom_role: 42 },
      null,
      [],
    ]) {
      const refused = await change(agent.token, id, mine.id, body);
      expect([JSON.stringify(body)?.slice(0, 40), refused.status]).toEqual([JSON.stringify(body)?.slice(0, 40), 400]);
      expect((await add(agent.token, id, body && !Array.isArray(body) ? { role: 'lender', name: 'Lee', ...body } : body)).status).toBe(400);
    }
    // Another deal's contact is no contact of this deal.
    const crossEdit = await change(agent.token, id, theirs.id, { name: 'Hijack' });
    expect([crossEdit.status, crossEdit.body.message]).toEqual([404, 'Contact not found']);
    expect((await remove(agent.token, id, theirs.id)).status).toBe(404);
    expect((await change(agent.token, id, 'not-an-id', { name: 'X' })).status).toBe(404);
    expect((await change(agent.token, randomUUID(), mine.id, { name: 'X' })).status).toBe(404);
    expect(await version(agent.token, id)).toBe(before);
    expect((await list(agent.token, other)).map((c) => c.name)).toEqual(['Elsewhere']);
    expect((await list(agent.token, id)).map((c) => c.name)).toEqual(['Lee Lender']);
  });

  it("the wizard's contacts are listed and edited like any; a draft saved again with contacts replaces them", async () => {
    const agent = mint('agent');
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: 'buyer', as_draft: true, contacts: [{ role: 'seller', name: 'Sam Seller' }, { role: 'lender', name: 'Lee Lender' }] },
    });
    const draft = created.body.id;
    const listed = await list(agent.token, draft);
    expect(listed.map((c) => c.name)).toEqual(['Lee Lender', 'Sam Seller']);
    const lee = listed.find((c) => c.name === 'Lee Lender')!;
    expect((await change(agent.token, draft, lee.id, { phone: '512-555-0123' })).body.phone).toBe('512-555-0123');
    const saved = await context.api.call('PUT', `/api/transactions/${draft}/draft`, {
      token: agent.token,
      body: { transaction_type: 'buyer', contacts: [{ role: 'seller', name: 'Sally Seller' }] },
    });
    expect(saved.status).toBe(200);
    expect((await list(agent.token, draft)).map((c) => c.name)).toEqual(['Sally Seller']);
    expect((await change(agent.token, draft, lee.id, { phone: '1' })).status).toBe(404);
  });

  it("a contact added to a draft (the wizard's Additional step) stays through its saves and its submit, once, beside the wizard's own (ADR 0080)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const basics = await withLinkedClient(context.app, agent.token, {
      transaction_type: 'buyer',
      client_id: client.userId,
      property_address: '4100 Duval St',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78751',
      closing_date: dealDay(30),
    });
    const wizardContacts = [{ role: 'seller', name: 'Sam Seller' }, { role: 'title_company', name: 'Independence Title' }];
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', { token: agent.token, body: { ...basics, as_draft: true, contacts: wizardContacts } });
    const draft = created.body.id;
    const inspector = await add(agent.token, draft, { role: 'inspector', name: 'Ida Inspector', email: 'ida@inspect.test' });
    expect(inspector.status).toBe(201);
    expect(inspector.body).toMatchObject({ standalone: true });
    // The agent also enters the title company as a key contact: the wizard's copy of it is not written again.
    expect((await add(agent.token, draft, { role: 'title_company', name: 'Independence Title', phone: '512-555-0150' })).status).toBe(201);
    const save = (method: 'PUT' | 'POST', path: string) =>
      context.api.call<{ status: string }>(method, `/api/transactions/${draft}/${path}`, { token: agent.token, body: { ...basics, contacts: wizardContacts } });
    expect((await save('PUT', 'draft')).status).toBe(200);
    expect((await save('PUT', 'draft')).status).toBe(200);
    const submitted = await save('POST', 'submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('pending');
    const listed = await list(agent.token, draft);
    expect(listed.map((c) => [c.role, c.name, (c as Contact & { standalone: boolean }).standalone])).toEqual([
      ['inspector', 'Ida Inspector', true],
      ['seller', 'Sam Seller', false],
      ['title_company', 'Independence Title', true],
    ]);
    expect(listed.find((c) => c.role === 'title_company')!.phone).toBe('512-555-0150');
  });

  it('rebuilds transaction_contacts alone equal to the live rows', async () => {
    const agent = mint('agent');
    const id = await deal(agent.token, mint('client').userId, 'buyer', { contacts: [{ role: 'co_buyer', name: 'Cody' }] });
    const a = (await add(agent.token, id, { role: 'lender', name: 'Lee', email: 'lee@bank.test' })).body;
    await change(agent.token, id, a.id, { phone: '512-555-0100', is_agent_only: true });
    const b = (await add(agent.token, id, { role: 'inspector', name: 'Ida' })).body;
    await remove(agent.token, id, b.id);
    const snapshot = () => context.db.query(`SELECT * FROM transaction_contacts WHERE transaction_id = $1 ORDER BY id`, [id]);
    const live = await snapshot();
    expect(live).toHaveLength(2);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transaction-contacts'] });
    expect(await snapshot()).toEqual(live);
  });
});
