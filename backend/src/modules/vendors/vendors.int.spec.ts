import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { dealDay } from '../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { HUGE_STRING } from '../../../../test/support/hostile-values';
import { registeredAgent } from '../../../../test/support/registered-agent';
import { EventStore } from '../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../platform/event-store/rebuild-projections';
import { EraseUser } from '../identity/identity.public';
import { VENDOR_CATEGORIES } from './domain/vendor.events';
import { VendorPersonalDataHolder } from './vendor-personal-data.holder';

/**
 * Issue 21 item 5: the agent's Vendor Library (spec 001 §2.4, §3, §5, §6, §7, §8; ADR 0043) — each
 * route per role, bad input, search and filter, If-Match, the share targets read from the deal table,
 * and the third party's details sealed under the agent.
 */
describe('vendor library', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Vendor {
    id: string;
    name: string;
    category: string;
    contact_name: string | null;
    company: string | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    notes: string | null;
    version: number;
  }
  type Token = { token: string; userId: string };

  const add = (who: Token, body: Record<string, unknown>) => context.api.call<Vendor & { message?: string }>('POST', '/api/vendors', { token: who.token, body });
  const list = (who: Token, query = '') => context.api.call<Vendor[]>('GET', `/api/vendors${query}`, { token: who.token });
  const names = async (who: Token, query = '') => {
    const answer = await list(who, query);
    expect(answer.status).toBe(200);
    return answer.body.map((vendor) => vendor.name);
  };
  async function library(who: Token) {
    const rows = [
      { name: 'Hill Country Inspections', category: 'home_inspector', contact_name: 'Dana Reyes', company: 'HCI LLC', email: 'dana@hci.example', phone: '512-555-0100' },
      { name: 'Lone Star Title', category: 'title_company', contact_name: 'Pat Okafor', company: 'Lone Star Title Co' },
      { name: 'Bluebonnet Lending', category: 'lender', contact_name: 'Sam Hill', company: 'Bluebonnet Bank', notes: 'Fast pre-approvals' },
      { name: 'appraise_100%', category: 'appraiser' },
    ];
    const made: Vendor[] = [];
    for (const row of rows) {
      const answer = await add(who, row);
      expect(answer.status).toBe(201);
      made.push(answer.body);
    }
    return made;
  }

  describe('add, list, edit, delete (the owner)', () => {
    it('adds a vendor with blank optional fields saved as none, lists by name, and answers the version as ETag', async () => {
      const agent = mint('agent');
      const created = await add(agent, { name: '  Zed Surveying ', category: 'surveyor', contact_name: '   ', company: '', email: null, phone: ' 512 555 0199 ' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Zed Surveying',
        category: 'surveyor',
        contact_name: null,
        company: null,
        email: null,
        phone: '512 555 0199',
        website: null,
        notes: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });
      expect(created.headers.get('etag')).toBe('"1"');
      await library(agent);
      expect(await names(agent)).toEqual(['appraise_100%', 'Bluebonnet Lending', 'Hill Country Inspections', 'Lone Star Title', 'Zed Surveying']);
      // Another agent's library is their own.
      expect(await names(mint('agent'))).toEqual([]);
    });

    it('adds once per Idempotency-Key: a double click or a retried submit answers the first vendor again (ADR 0038)', async () => {
      const agent = mint('agent');
      const key = randomUUID();
      const send = (body: Record<string, unknown>) =>
        context.api.call<Vendor & { message?: string }>('POST', '/api/vendors', { token: agent.token, body, headers: { 'idempotency-key': key } });
      const [first, second] = await Promise.all([send({ name: 'Twice Clicked', category: 'stager' }), send({ name: 'Twice Clicked', category: 'stager' })]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      expect(await names(agent)).toEqual(['Twice Clicked']);
      const other = await send({ name: 'Another', category: 'stager' });
      expect({ status: other.status, message: other.body.message }).toEqual({ status: 422, message: 'This Idempotency-Key was already used with a different request' });
    });

    it('searches name, company and contact name case-insensitively, filters by category, and both together', async () => {
      const agent = mint('agent');
      await library(agent);
      expect(await names(agent, '?search=hill')).toEqual(['Bluebonnet Lending', 'Hill Country Inspections']); // contact Sam Hill; name
      expect(await names(agent, '?search=LONE%20STAR%20TITLE%20CO')).toEqual(['Lone Star Title']); // company
      expect(await names(agent, '?search=okafor')).toEqual(['Lone Star Title']); // contact name
      expect(await names(agent, '?search=pre-approvals')).toEqual([]); // notes are not searched (spec 001 §2.4)
      expect(await names(agent, '?search=100%25')).toEqual(['appraise_100%']); // % is a character, not a wildcard
      expect(await names(agent, '?search=%25')).toEqual(['appraise_100%']);
      expect(await names(agent, '?search=_')).toEqual(['appraise_100%']);
      expect(await names(agent, '?search=%20%20')).toHaveLength(4); // blank is no search
      expect(await names(agent, '?category=lender')).toEqual(['Bluebonnet Lending']);
      expect(await names(agent, '?category=home_inspector&search=hill')).toEqual(['Hill Country Inspections']);
      expect(await names(agent, '?category=escrow')).toEqual([]);
    });

    it('edits with If-Match: omitted fields stay, blank clears, a stale version is 412 with the current one', async () => {
      const agent = mint('agent');
      const [inspector] = await library(agent);
      const edited = await context.api.call<Vendor>('PATCH', `/api/vendors/${inspector!.id}`, {
        token: agent.token,
        ifMatch: '"1"',
        body: { category: 'contractor', phone: '  ', notes: 'Brings a drone' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Hill Country Inspections', category: 'contractor', phone: null, notes: 'Brings a drone', email: 'dana@hci.example', version: 2 });
      expect(edited.headers.get('etag')).toBe('"2"');
      const stale = await context.api.call<{ statusCode: number; currentVersion: number }>('PATCH', `/api/vendors/${inspector!.id}`, {
        token: agent.token,
        ifMatch: '"1"',
        body: { name: 'Overwritten' },
      });
      expect(stale.status).toBe(412);
      expect(stale.body.currentVersion).toBe(2);
      const staleDelete = await context.api.call('DELETE', `/api/vendors/${inspector!.id}`, { token: agent.token, ifMatch: '"1"' });
      expect(staleDelete.status).toBe(412);
      expect((await list(agent, '?category=contractor')).body[0]).toMatchObject({ name: 'Hill Country Inspections', version: 2 });
      // The same values again are no change: the version stays.
      const same = await context.api.call<Vendor>('PATCH', `/api/vendors/${inspector!.id}`, { token: agent.token, ifMatch: '"2"', body: { name: 'Hill Country Inspections' } });
      expect(same.status).toBe(200);
      expect(same.body.version).toBe(2);
    });

    it('deletes: the vendor leaves the list and its id is then 404', async () => {
      const agent = mint('agent');
      const [inspector] = await library(agent);
      const deleted = await context.api.call('DELETE', `/api/vendors/${inspector!.id}`, { token: agent.token, ifMatch: '"1"' });
      expect(deleted.status).toBe(204);
      expect(await names(agent)).not.toContain('Hill Country Inspections');
      for (const [method, body] of [['PATCH', { name: 'Back' }], ['DELETE', undefined]] as const) {
        const again = await context.api.call('DELETE' === method ? 'DELETE' : 'PATCH', `/api/vendors/${inspector!.id}`, { token: agent.token, body });
        expect({ status: again.status, message: again.body.message }).toEqual({ status: 404, message: 'Vendor not found in library' });
      }
    });
  });

  describe('who may (spec 001 §2 roles agent, broker, team_lead; §8)', () => {
    it('brokers and team leads keep their own library like agents', async () => {
      for (const role of ['broker', 'team_lead'] as const) {
        const who = mint(role);
        const created = await add(who, { name: `${role} lender`, category: 'lender' });
        expect(created.status).toBe(201);
        expect(await names(who)).toEqual([`${role} lender`]);
        expect((await context.api.call('GET', '/api/vendors/share-targets', { token: who.token })).status).toBe(200);
        expect((await context.api.call('DELETE', `/api/vendors/${created.body.id}`, { token: who.token })).status).toBe(204);
      }
    });

    it("another agent gets 403 'Forbidden - You do not own this vendor'; an unknown or malformed id 404; nothing changes", async () => {
      const owner = mint('agent');
      const [inspector] = await library(owner);
      const other = mint('agent');
      const refusals = [
        await context.api.call('PATCH', `/api/vendors/${inspector!.id}`, { token: other.token, body: { name: 'Mine' } }),
        await context.api.call('PATCH', `/api/vendors/${inspector!.id}`, { token: other.token, ifMatch: '"1"', body: { name: 'Mine' } }),
        await context.api.call('DELETE', `/api/vendors/${inspector!.id}`, { token: other.token }),
      ];
      for (const refused of refusals) expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: 'Forbidden - You do not own this vendor' });
      for (const id of [randomUUID(), 'not-a-uuid', '..%2F..%2Fetc']) {
        for (const method of ['PATCH', 'DELETE'] as const) {
          const answer = await context.api.call(method, `/api/vendors/${id}`, { token: owner.token, body: method === 'PATCH' ? { name: 'x' } : undefined });
          expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 404, message: 'Vendor not found in library' });
        }
      }
      expect((await list(owner)).body.find((vendor) => vendor.id === inspector!.id)).toMatchObject({ name: 'Hill Country Inspections', version: 1 });
    });

    it("admins and clients get 403 'Forbidden - Invalid role' on every route, whatever the id; anonymous 401", async () => {
      const owner = mint('agent');
      const [inspector] = await library(owner);
      const routes = [
        ['GET', '/api/vendors', undefined],
        ['GET', '/api/vendors/share-targets', undefined],
        ['POST', '/api/vendors', { name: 'Sneaky', category: 'other' }],
        ['PATCH', `/api/vendors/${inspector!.id}`, { name: 'Sneaky' }],
        ['PATCH', `/api/vendors/${randomUUID()}`, { name: 'Sneaky' }],
        ['DELETE', `/api/vendors/${inspector!.id}`, undefined],
        ['DELETE', `/api/vendors/${randomUUID()}`, undefined],
      ] as const;
      for (const [method, path, body] of routes) {
        for (const role of ['admin', 'client'] as const) {
          const answer = await context.api.call(method, path, { token: mint(role).token, body });
          expect({ route: `${method} ${path}`, role, status: answer.status, message: answer.body.message }).toEqual({
            route: `${method} ${path}`,
            role,
            status: 403,
            message: 'Forbidden - Invalid role',
          });
        }
        const anonymous = await context.api.call(method, path, { body });
        expect({ route: `${method} ${path}`, status: anonymous.status }).toEqual({ route: `${method} ${path}`, status: 401 });
      }
      expect((await list(owner)).body).toHaveLength(4);
    });
  });

  describe('bad input gets a 400 with the reason, never a 500', () => {
    it('refuses missing, blank, wrong-typed, unknown and oversized values', async () => {
      const agent = mint('agent');
      const cases: [Record<string, unknown>, string | RegExp][] = [
        [{ category: 'lender' }, 'Name is required'],
        [{ name: null, category: 'lender' }, 'Name is required'],
        [{ name: '   ', category: 'lender' }, 'Name is required'],
        [{ name: { first: 'Pat' }, category: 'lender' }, 'Name is required'],
        [{ name: ['Pat'], category: 'lender' }, 'Name is required'],
        [{ name: 42, category: 'lender' }, 'Name is required'],
        [{ name: 'Pat' }, 'Category is required'],
        [{ name: 'Pat', category: '' }, 'Category is required'],
        [{ name: 'Pat', category: 'plumber' }, `Category must be one of ${VENDOR_CATEGORIES.join(', ')}`],
        [{ name: 'Pat', category: 'lender', email: 'not an address' }, 'Please enter a valid email address'],
        [{ name: 'Pat', category: 'lender', phone: { n: 1 } }, 'phone must be text'],
        [{ name: 'Pat', category: 'lender', notes: 7 }, 'notes must be text'],
        [{ name: 'Pat\u0000Evil', category: 'lender' }, /NUL/],
        [{ name: 'Pat', category: 'lender', company: 'A\u0000B' }, /NUL/],
        [{ name: HUGE_STRING, category: 'lender' }, 'Name must be at most 200 characters'],
        [{ name: 'Pat', category: 'lender', notes: 'n'.repeat(5001) }, 'Notes must be at most 5000 characters'],
        [{ name: 'Pat', category: 'lender', website: 'w'.repeat(501) }, 'Website must be at most 500 characters'],
      ];
      for (const [body, message] of cases) {
        const answer = await add(agent, body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        const said = Array.isArray(answer.body.message) ? (answer.body.message as string[]).join('; ') : String(answer.body.message);
        if (typeof message === 'string') expect(said).toContain(message);
        else expect(said).toMatch(message);
      }
      const [first] = await library(agent);
      for (const body of [{ name: '' }, { name: null }, { category: 'hvac' }, { email: 'x@' }, { name: 'A\u0000' }, { notes: HUGE_STRING }]) {
        const answer = await context.api.call('PATCH', `/api/vendors/${first!.id}`, { token: agent.token, body });
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      }
      for (const query of ['?category=plumber', '?search=a%00b', `?search=${'s'.repeat(201)}`, '?search[a]=1', '?category[]=lender']) {
        expect({ query, status: (await list(agent, query)).status }).toEqual({ query, status: 400 });
      }
      for (const ifMatch of ['1', 'W/"1"', '"01"', '"-1"', '"1", "2"']) {
        const answer = await context.api.call('PATCH', `/api/vendors/${first!.id}`, { token: agent.token, ifMatch, body: { name: 'x' } });
        expect({ ifMatch, status: answer.status, message: answer.body.message }).toEqual({ ifMatch, status: 400, message: 'Invalid If-Match header' });
      }
      expect(await names(agent)).toHaveLength(4);
    });
  });

  describe('share targets (spec 001 §4, §5, §7)', () => {
    it("lists the agent's own live deals that are pending or under contract, by address, and nothing else", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const deal = async (address: string, extra: Record<string, unknown> = {}, token = agent.token) => {
        const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
          token,
          body: await withLinkedClient(context.app, token, {
            transaction_type: 'buyer',
            client_id: client.userId,
            property_address: address,
            property_city: 'Austin',
            property_state: 'TX',
            property_zip: '78704',
            closing_date: dealDay(30),
            ...extra,
          }),
        });
        expect(created.status).toBe(201);
        return created.body;
      };
      const status = async (id: string, next: string) => expect((await context.api.call('PUT', `/api/transactions/${id}/status`, { token: agent.token, body: { status: next } })).status).toBe(200);
      const pending = await deal('200 Pending Pl');
      expect(pending.status).toBe('pending');
      const underContract = await deal('100 Contract Ave', { contract_date: dealDay(-2) });
      expect(underContract.status).toBe('under_contract');
      const inspection = await deal('300 Inspection Ct', { contract_date: dealDay(-2) });
      await status(inspection.id, 'inspection');
      const closingDeal = await deal('400 Closing Cir', { contract_date: dealDay(-2) });
      await status(closingDeal.id, 'closing');
      const cancelled = await deal('500 Cancelled Way', { contract_date: dealDay(-2) });
      await status(cancelled.id, 'cancelled');
      const closed = await deal('600 Closed Dr', { contract_date: dealDay(-2) });
      expect((await context.api.call('POST', `/api/transactions/${closed.id}/close`, { token: agent.token })).status).toBe(200);
      const deleted = await deal('700 Deleted Rd', { contract_date: dealDay(-2) });
      expect((await context.api.call('DELETE', `/api/transactions/${deleted.id}`, { token: agent.token })).status).toBe(204);
      await deal('800 Draft Ln', { as_draft: true });
      const other = mint('agent');
      await deal('050 Other Agent St', {}, other.token);

      const targets = await context.api.call<{ id: string; property_address: string; property_city: string; status: string }[]>('GET', '/api/vendors/share-targets', { token: agent.token });
      expect(targets.status).toBe(200);
      expect(targets.body).toEqual([
        { id: underContract.id, property_address: '100 Contract Ave', property_city: 'Austin', status: 'under_contract' },
        { id: pending.id, property_address: '200 Pending Pl', property_city: 'Austin', status: 'pending' },
        { id: inspection.id, property_address: '300 Inspection Ct', property_city: 'Austin', status: 'inspection' },
        { id: closingDeal.id, property_address: '400 Closing Cir', property_city: 'Austin', status: 'closing' },
      ]);
      expect((await context.api.call<unknown[]>('GET', '/api/vendors/share-targets', { token: mint('agent').token })).body).toEqual([]);
    });
  });

  describe("the third party's details are the agent's record (ADR 0043)", () => {
    it('are sealed in the event log, exported with the agent, and gone with their erasure, rebuilds included', async () => {
      const registered = await registeredAgent(context.api);
      const agent = { token: registered.token, userId: registered.userId };
      const marker = `canary-${randomUUID()}`;
      const created = await add(agent, { name: `${marker} Roofing`, category: 'contractor', contact_name: `${marker} contact`, email: `${marker}@example.com`, phone: '512-555-0142', notes: `${marker} notes` });
      expect(created.status).toBe(201);
      const eventsText = async () =>
        (await context.db.query<{ data: string }[]>('SELECT data::text AS data FROM events WHERE stream_id = $1', [`vendor-${created.body.id}`])).map((row) => row.data);
      const stored = await eventsText();
      expect(stored).toHaveLength(1);
      expect(stored[0]).not.toContain(marker);
      expect(stored[0]).not.toContain('512-555-0142');
      expect(stored[0]).toContain('contractor');

      // The agent's access export holds their library, readable; nobody else's holds it.
      const holder = context.app.app.get(VendorPersonalDataHolder);
      expect(await holder.exportOf({ userId: agent.userId, email: registered.email }, context.db)).toEqual([
        expect.objectContaining({ id: created.body.id, name: `${marker} Roofing`, email: `${marker}@example.com`, notes: `${marker} notes` }),
      ]);
      expect(await holder.exportOf({ userId: mint('agent').userId, email: null }, context.db)).toEqual([]);

      // The erasure routine (identity's EraseUser, ADR 0011): the rows go, and a rebuild does not bring them back.
      await context.app.app.get(CommandBus).execute(new EraseUser(agent.userId, { actorId: null, correlationId: randomUUID(), causationId: null }));
      const rows = () => context.db.query('SELECT id FROM vendor_library WHERE agent_id = $1', [agent.userId]);
      expect(await rows()).toEqual([]);
      await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['vendor-library'] });
      expect(await rows()).toEqual([]);
      expect((await eventsText()).join()).not.toContain(marker);
    });
  });
});
