import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { HUGE_STRING } from '../../../../../../test/support/hostile-values';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { TransactionVendorDto } from './transaction-vendors.dto';

/**
 * Issue 21 item 6, spec 002 §2 Transaction Vendors, §3 Vendor, §5, §6, §7, §8 (ADR 0050): the deal's
 * agent adds vendors from their library (the Vendor Library's Share sends `{ vendor_id }`) or directly
 * (optionally filed in the library too) and removes them; a client sees the shared ones without the
 * agent's notes.
 */
describe('transaction vendors', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Vendor = TransactionVendorDto & { message?: string };
  type Who = { token: string; userId: string };

  async function deal(agent: Who, clientId: string) {
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(context.app, agent.token, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '4100 Duval St',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78751',
        closing_date: dealDay(30),
      }),
    });
    expect(created.status).toBe(201);
    return (await settledDeal(context.api, agent.token, created.body)).id;
  }
  const path = (id: string, vendorId?: string) => `/api/transactions/${id}/vendors${vendorId ? `/${vendorId}` : ''}`;
  const add = (who: Who | null, id: string, body: unknown) => context.api.call<Vendor>('POST', path(id), { token: who?.token ?? null, body });
  const list = (who: Who | null, id: string, query = '') => context.api.call<Vendor[]>('GET', `${path(id)}${query}`, { token: who?.token ?? null });
  const remove = (who: Who | null, id: string, vendorId: string) =>
    context.api.call<{ message?: string }>('DELETE', path(id, vendorId), { token: who?.token ?? null });
  const libraryVendor = async (who: Who, body: Record<string, unknown>) => {
    const made = await context.api.call<{ id: string }>('POST', '/api/vendors', { token: who.token, body });
    expect(made.status).toBe(201);
    return made.body.id;
  };
  const library = async (who: Who) => (await context.api.call<{ id: string; name: string; category: string }[]>('GET', '/api/vendors', { token: who.token })).body;

  it("shares a library vendor as the Vendor Library's Share sends it: its details copied, its category as role, shared, once", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent, client.userId);
    const vendorId = await libraryVendor(agent, {
      name: 'Hill Country Inspections',
      category: 'home_inspector',
      contact_name: 'Dana Reyes',
      company: 'HCI LLC',
      email: 'dana@hci.example',
      phone: '512-555-0100',
      website: 'hci.example',
      notes: 'Library note, the agent’s own',
    });

    const shared = await add(agent, id, { vendor_id: vendorId });
    expect(shared.status).toBe(201);
    expect(shared.body).toEqual(
      expect.objectContaining({
        transaction_id: id,
        vendor_library_id: vendorId,
        role: 'home_inspector',
        category: 'home_inspector',
        name: 'Hill Country Inspections',
        company: 'HCI LLC',
        email: 'dana@hci.example',
        phone: '512-555-0100',
        website: 'https://hci.example/',
        share_to_client: true,
        agent_notes: null,
      }),
    );
    // A second share of the same vendor (a retried Share) answers the same row and adds nothing.
    const again = await add(agent, id, { vendor_id: vendorId });
    expect([again.status, again.body.id]).toEqual([201, shared.body.id]);
    expect((await list(agent, id)).body.map((v) => v.id)).toEqual([shared.body.id]);
    expect((await list(client, id)).body.map((v) => v.name)).toEqual(['Hill Country Inspections']);
  });

  it("refuses another agent's library vendor, an unknown one, and mixing vendor_id with details", async () => {
    const agent = mint('agent');
    const id = await deal(agent, mint('client').userId);
    const theirs = await libraryVendor(mint('agent'), { name: 'Not Yours Lending', category: 'lender' });
    const other = await add(agent, id, { vendor_id: theirs });
    expect([other.status, other.body.message]).toEqual([403, 'Forbidden - You do not own this vendor']);
    const unknown = await add(agent, id, { vendor_id: randomUUID() });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Vendor not found in library']);
    const deletedId = await libraryVendor(agent, { name: 'Gone Title', category: 'title_company' });
    expect((await context.api.call('DELETE', `/api/vendors/${deletedId}`, { token: agent.token })).status).toBe(204);
    const deleted = await add(agent, id, { vendor_id: deletedId });
    expect([deleted.status, deleted.body.message]).toEqual([404, 'Vendor not found in library']);
    const mine = await libraryVendor(agent, { name: 'Mine', category: 'other' });
    const mixed = await add(agent, id, { vendor_id: mine, name: 'Other name' });
    expect([mixed.status, mixed.body.message]).toEqual([400, 'Send vendor_id (a vendor of your library) or the vendor details, not both']);
    expect((await list(agent, id)).body).toEqual([]);
  });

  it('creates directly with the spec defaults, ordered by name; add_to_library files it in the library in the same append', async () => {
    const agent = mint('agent');
    const id = await deal(agent, mint('client').userId);
    const roofer = await add(agent, id, { name: '  Zilker   Roofing ', category: 'Roofer', phone: '512-555-0199', agent_notes: 'Slow to answer' });
    expect(roofer.status).toBe(201);
    expect(roofer.body).toEqual(
      expect.objectContaining({ name: 'Zilker Roofing', category: 'Roofer', role: 'Roofer', share_to_client: true, vendor_library_id: null, agent_notes: 'Slow to answer' }),
    );
    expect(await library(agent)).toEqual([]);

    const plumber = await add(agent, id, { name: 'Austin Plumbing', category: 'Plumber', email: 'fix@pipes.example', add_to_library: true, share_to_client: false });
    expect(plumber.status).toBe(201);
    const [filed] = await library(agent);
    expect(filed).toEqual(expect.objectContaining({ name: 'Austin Plumbing', category: 'contractor' }));
    expect(plumber.body.vendor_library_id).toBe(filed.id);
    expect((await list(agent, id)).body.map((v) => v.name)).toEqual(['Austin Plumbing', 'Zilker Roofing']);

    // Refused details file nothing in the library either.
    const bad = await add(agent, id, { name: 'Bad', category: 'Plumber', email: 'not-mail', add_to_library: true });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please enter a valid email address']);
    expect(await library(agent)).toHaveLength(1);
  });

  it('a client sees only shared vendors and never the agent notes or library provenance; the agent previews the same', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent, client.userId);
    await add(agent, id, { name: 'Shared Inspector', category: 'Inspector', agent_notes: 'CANARY-VENDOR-NOTE' });
    await add(agent, id, { name: 'Hidden Handyman', category: 'Handyman', share_to_client: false });
    const fromLibrary = await libraryVendor(agent, { name: 'Travis Title', category: 'title_company' });
    expect((await add(agent, id, { vendor_id: fromLibrary })).status).toBe(201);
    const seen = await list(client, id);
    expect(seen.status).toBe(200);
    expect(seen.body.map((v) => v.name)).toEqual(['Shared Inspector', 'Travis Title']);
    expect(JSON.stringify(seen.body)).not.toContain('CANARY-VENDOR-NOTE');
    // Which vendors came from the agent's own library is the agent's business (its "From library" badge): not the client's.
    expect(JSON.stringify(seen.body)).not.toContain(fromLibrary);
    for (const row of seen.body) {
      expect(row).not.toHaveProperty('agent_notes');
      expect(row).not.toHaveProperty('vendor_library_id');
    }
    const preview = await list(agent, id, '?view=client');
    expect(preview.body).toEqual(seen.body);
    expect((await list(agent, id)).body.map((v) => v.name)).toEqual(['Hidden Handyman', 'Shared Inspector', 'Travis Title']);
    // The third party's details and the agent's notes are sealed in the event store (ADR 0050).
    const raw = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${id}`]));
    expect(raw).not.toContain('CANARY-VENDOR-NOTE');
    expect(raw).not.toContain('Shared Inspector');
  });

  it('removes a vendor; the library vendor it came from stays', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent, client.userId);
    const vendorId = await libraryVendor(agent, { name: 'Keep Me Title', category: 'title_company' });
    const shared = (await add(agent, id, { vendor_id: vendorId })).body;
    const byClient = await remove(client, id, shared.id);
    expect([byClient.status, byClient.body.message]).toEqual([403, 'Forbidden - Only agents can unshare vendors']);
    expect((await remove(agent, id, shared.id)).status).toBe(204);
    expect((await list(agent, id)).body).toEqual([]);
    expect((await library(agent)).map((v) => v.id)).toEqual([vendorId]);
    const again = await remove(agent, id, shared.id);
    expect([again.status, again.body.message]).toEqual([404, 'Transaction vendor not found']);
    expect((await remove(agent, id, 'not-an-id')).status).toBe(404);
  });

  it("each role on every route: the deal's agent alone writes, its client reads, everyone else is refused", async () => {
    const agent = mint('broker');
    const client = mint('client');
    const id = await deal(agent, client.userId);
    const vendor = (await add(agent, id, { name: 'Lone Star Title', category: 'Title Company' })).body;
    const own = await libraryVendor(agent, { name: 'Own Lender', category: 'lender' });
    const forbidden = [403, 'Forbidden - You do not have access to this transaction'];
    for (const who of [mint('agent'), mint('team_lead'), client, mint('client')]) {
      const created = await add(who, id, { name: 'X', category: 'Other' });
      expect([created.status, created.body.message]).toEqual(forbidden);
      const shared = await add(who, id, { vendor_id: own });
      expect([shared.status, shared.body.message]).toEqual(forbidden);
    }
    // Spec 002 §8: a client, the deal's or another, is told only agents unshare vendors; another agent, the deal's 403.
    for (const who of [client, mint('client')]) {
      const byClient = await remove(who, id, vendor.id);
      expect([byClient.status, byClient.body.message]).toEqual([403, 'Forbidden - Only agents can unshare vendors']);
    }
    const byAgent = await remove(mint('agent'), id, vendor.id);
    expect([byAgent.status, byAgent.body.message]).toEqual(forbidden);
    for (const who of [mint('agent'), mint('client')]) expect((await list(who, id)).status).toBe(403);
    expect((await list(client, id)).status).toBe(200);
    const admin = mint('admin');
    for (const answer of [await add(admin, id, { name: 'X', category: 'Other' }), await list(admin, id), await remove(admin, id, vendor.id)]) {
      expect([answer.status, (answer.body as { message?: string }).message]).toEqual([403, 'Forbidden - Invalid role']);
    }
    expect((await add(null, id, { name: 'X', category: 'Other' })).status).toBe(401);
    expect((await list(null, id)).status).toBe(401);
    expect((await remove(null, id, vendor.id)).status).toBe(401);
    expect((await list(agent, randomUUID())).status).toBe(404);
    expect((await add(agent, randomUUID(), { name: 'X', category: 'Other' })).body.message).toBe('Transaction not found');
    expect((await list(agent, id)).body.map((v) => v.id)).toEqual([vendor.id]);
  });

  it('bad input is a 400 in words, never a 500', async () => {
    const agent = mint('agent');
    const id = await deal(agent, mint('client').userId);
    const cases: [unknown, string][] = [
      [{ category: 'Plumber' }, 'Name is required'],
      [{ name: 'X' }, 'Category is required'],
      [{ name: 'X', category: 'plumber' }, 'Category must be one of Inspector, Title Company, Lender, Appraiser, HOA, Electrician, Plumber, HVAC, Roofer, Handyman, Moving Company, Utility Provider, Insurance Agent, Other'],
      [{ name: 'X\u0000', category: 'Other' }, ''],
      [{ name: { a: 1 }, category: 'Other' }, 'name must be text'],
      [{ name: 'X', category: 'Other', share_to_client: 'yes' }, 'share_to_client must be true or false'],
      [{ name: 'X', category: 'Other', add_to_library: null }, 'add_to_library must be true or false'],
      [{ name: HUGE_STRING, category: 'Other' }, 'Name must be at most 200 characters'],
      [{ name: 'X', category: 'Other', agent_notes: 'n'.repeat(5001) }, 'Agent notes must be at most 5000 characters'],
      [{ name: 'X', category: 'Other', website: 'javascript:alert(1)' }, 'Website must be a web address (http or https)'],
      [{ vendor_id: 'not-a-uuid' }, 'vendor_id must be a vendor id (uuid)'],
      [{ vendor_id: 12 }, 'vendor_id must be a vendor id (uuid)'],
      [[], ''],
    ];
    for (const [body, message] of cases) {
      const answer = await add(agent, id, body);
      expect([body, answer.status]).toEqual([body, 400]);
      if (message) expect([body, answer.body.message]).toEqual([body, message]);
    }
    expect((await list(agent, id, '?view=agent')).status).toBe(400);
    expect((await list(agent, id)).body).toEqual([]);
  });

  it('rebuilds transaction_vendors equal to the live rows', async () => {
    const agent = mint('agent');
    const id = await deal(agent, mint('client').userId);
    await add(agent, id, { name: 'Keep', category: 'HVAC', agent_notes: 'note' });
    const gone = (await add(agent, id, { name: 'Gone', category: 'HOA' })).body;
    await remove(agent, id, gone.id);
    const snapshot = () => context.db.query('SELECT * FROM transaction_vendors WHERE transaction_id = $1 ORDER BY id', [id]);
    const live = await snapshot();
    expect(live).toHaveLength(1);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transaction-vendors'] });
    expect(await snapshot()).toEqual(live);
  });
});
