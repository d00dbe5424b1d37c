import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { identityClient, validRegistration } from '../../../../../../test/support/identity-client';
import { demoAdminToken, registeredAgent } from '../../../../../../test/support/registered-agent';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { INVALID_DEAL_VIEW } from '../../kernel/deal-reader';

/**
 * Spec 002 §2 "Preview as Client" and §6 (ADR 0034): the deal's agent with `view=client` reads exactly
 * what the deal's client reads — the deal cut by the client's deny list, the client's timeline,
 * contacts, utilities and shared tasks — decided by the server; never the client's private tasks.
 * Anyone else keeps the deal's refusals. And the client portal's agent card (§2).
 */
describe('client view preview and the agent card', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Deal = { id: string; version: number; status: string; [field: string]: unknown };
  type Named = { id: string; [field: string]: unknown };

  const get = <T>(token: string | null, path: string) => context.api.call<T>('GET', path, { token });
  const post = async <T = Named>(token: string, path: string, body: unknown): Promise<T> => {
    const answer = await context.api.call<T>('POST', path, { token, body });
    if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  async function dealOf(agentToken: string, body: Record<string, unknown>): Promise<Deal> {
    const created = await post<Deal>(
      agentToken,
      '/api/transactions',
      await withLinkedClient(context.app, agentToken, {
        property_address: '4410 Duval St',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78751',
        closing_date: dealDay(30),
        ...body,
      }),
    );
    return settledDeal(context.api, agentToken, created);
  }

  /** A buyer deal holding, for each read, something only its agent may see next to something its client may. */
  async function furnishedBuyerDeal(agentToken: string, client: { userId: string; token: string }) {
    const deal = await dealOf(agentToken, {
      transaction_type: 'buyer',
      client_id: client.userId,
      // repair_notes: on the buyer client's deny list (transaction-visibility.ts); internal_notes: agent-only.
      repair_notes: 'Seller will not fix the roof',
      internal_notes: 'Client is price sensitive',
      // appraisal_target is the agent's milestone only (generate-milestones.ts).
      appraisal_due_date: dealDay(5),
      contacts: [
        { role: 'lender', name: 'Lee Lender' },
        { role: 'title_company', name: 'Tia Title', is_agent_only: true },
        { role: 'buyer_agent', name: 'Cora Counter' },
      ],
    });
    const id = deal.id;
    await post(agentToken, `/api/transactions/${id}/milestones`, { milestone_name: 'Call the appraiser', due_date: dealDay(6), is_client_visible: false });
    await post(agentToken, `/api/transactions/${id}/milestones`, { milestone_name: 'Pick up the keys', due_date: dealDay(31), is_client_visible: true });
    await post(agentToken, `/api/transactions/${id}/tasks`, { title: 'Chase the lender', is_client_visible: false });
    await post(agentToken, `/api/transactions/${id}/tasks`, { title: 'Book the movers', is_client_visible: true });
    await post(client.token, `/api/transactions/${id}/tasks`, { title: 'Buy curtains', is_private: true });
    await post(agentToken, `/api/transactions/${id}/utilities`, {
      utility_type: 'Electric',
      notes: 'Start service on closing day',
      account_number: 'AE-5512-0093',
      confirmation_number: 'C-77',
    });
    await post(agentToken, `/api/transactions/${id}/utilities`, { utility_type: 'Internet', is_client_visible: false });
    return (await get<Deal>(agentToken, `/api/transactions/${id}`)).body;
  }

  const names = (rows: Named[], key: string) => rows.map((row) => row[key]);

  it("the deal's agent with view=client reads exactly what its buyer client reads, and not what only the agent may (spec 002 §2, §6)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await furnishedBuyerDeal(agent.token, client);
    const path = `/api/transactions/${deal.id}`;

    // The deal: the plain read has the buyer's hidden fields, the preview has not, and is the client's.
    const own = await get<Deal>(agent.token, path);
    const preview = await get<Deal>(agent.token, `${path}?view=client`);
    const clients = await get<Deal>(client.token, path);
    expect(own.body).toMatchObject({ repair_notes: 'Seller will not fix the roof', internal_notes: 'Client is price sensitive' });
    expect(preview.status).toBe(200);
    expect(preview.body).not.toHaveProperty('repair_notes');
    expect(preview.body).not.toHaveProperty('internal_notes');
    expect(preview.body).toEqual(clients.body);
    // The client's next milestone and progress: the agent-only appraisal target is not it.
    expect(own.body.next_milestone_type).toBe('appraisal_target');
    expect(preview.body.next_milestone_type).not.toBe('appraisal_target');
    // Same version and ETag: If-Match still takes the version the preview shows.
    expect(preview.headers.get('etag')).toBe(`W/"${deal.version}"`);
    expect(preview.body.version).toBe(own.body.version);

    // The timeline: no agent-only milestone, generated or custom.
    const ownMilestones = (await get<Named[]>(agent.token, `${path}/milestones`)).body;
    const previewMilestones = (await get<Named[]>(agent.token, `${path}/milestones?view=client`)).body;
    expect(names(ownMilestones, 'milestone_type')).toContain('appraisal_target');
    expect(names(ownMilestones, 'milestone_name')).toContain('Call the appraiser');
    expect(names(previewMilestones, 'milestone_type')).not.toContain('appraisal_target');
    expect(names(previewMilestones, 'milestone_name')).not.toContain('Call the appraiser');
    expect(names(previewMilestones, 'milestone_name')).toContain('Pick up the keys');
    expect(previewMilestones).toEqual((await get<Named[]>(client.token, `${path}/milestones`)).body);

    // Contacts: no agent-only one, no agent or counterparty role.
    expect(names((await get<Named[]>(agent.token, `${path}/contacts`)).body, 'name')).toEqual(['Cora Counter', 'Lee Lender', 'Tia Title']);
    const previewContacts = (await get<Named[]>(agent.token, `${path}/contacts?view=client`)).body;
    expect(names(previewContacts, 'name')).toEqual(['Lee Lender']);
    expect(previewContacts).toEqual((await get<Named[]>(client.token, `${path}/contacts`)).body);

    // Tasks: the shared ones only — neither the agent's own nor the client's private ones (spec 002 §6).
    const ownTasks = (await get<Named[]>(agent.token, `${path}/tasks`)).body;
    const previewTasks = (await get<Named[]>(agent.token, `${path}/tasks?view=client`)).body;
    const clientTasks = (await get<Named[]>(client.token, `${path}/tasks`)).body;
    expect(names(ownTasks, 'title')).toContain('Chase the lender');
    expect(names(clientTasks, 'title')).toContain('Buy curtains');
    expect(names(previewTasks, 'title')).toContain('Book the movers');
    expect(names(previewTasks, 'title')).not.toContain('Chase the lender');
    expect(names(previewTasks, 'title')).not.toContain('Buy curtains');
    expect(previewTasks).toEqual(clientTasks.filter((task) => task.title !== 'Buy curtains'));
    expect((await get<Named[]>(agent.token, `${path}/tasks?view=client&scope=client_private`)).body).toEqual([]);
    expect((await get<Named[]>(agent.token, `${path}/tasks?view=client&scope=client_shared`)).body).toEqual(
      (await get<Named[]>(client.token, `${path}/tasks?scope=client_shared`)).body,
    );

    // Utilities: the visible ones, without notes or account details.
    expect((await get<Named[]>(agent.token, `${path}/utilities`)).body.map((u) => [u.utility_type, u.account_number ?? null])).toEqual([
      ['Internet', null],
      ['Electric', 'AE-5512-0093'],
    ]);
    const previewUtilities = (await get<Named[]>(agent.token, `${path}/utilities?view=client`)).body;
    expect(names(previewUtilities, 'utility_type')).toEqual(['Electric']);
    for (const hidden of ['notes', 'account_number', 'confirmation_number']) expect(previewUtilities[0]).not.toHaveProperty(hidden);
    expect(previewUtilities).toEqual((await get<Named[]>(client.token, `${path}/utilities`)).body);
  });

  it("a seller deal's preview is cut with the seller client's list (the deal's type decides)", async () => {
    const agent = mint('team_lead');
    const client = mint('client');
    const deal = await dealOf(agent.token, { transaction_type: 'seller', client_id: client.userId, earnest_money_due_date: dealDay(3), repair_notes: 'Roof' });
    const path = `/api/transactions/${deal.id}`;
    expect((await get<Deal>(agent.token, path)).body).toMatchObject({ earnest_money_due_date: dealDay(3) });
    const preview = (await get<Deal>(agent.token, `${path}?view=client`)).body;
    expect(preview).not.toHaveProperty('earnest_money_due_date');
    expect(preview).not.toHaveProperty('repair_notes');
    expect(preview).toEqual((await get<Deal>(client.token, path)).body);
  });

  it("a draft is not there for its client, so its preview is 404 like the client's own read", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const draft = await context.api.call<Deal>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(context.app, agent.token, { transaction_type: 'buyer', client_id: client.userId, as_draft: true }),
    });
    expect(draft.status).toBe(201);
    const path = `/api/transactions/${draft.body.id}`;
    expect((await get(agent.token, path)).status).toBe(200);
    expect((await get(client.token, path)).status).toBe(404);
    const preview = await get<{ message: string }>(agent.token, `${path}?view=client`);
    expect([preview.status, preview.body.message]).toEqual([404, 'Transaction not found']);
  });

  it('view=client answers by role on every read: the agent and client of the deal, nobody else; a bad view is 400', async () => {
    const owner = mint('broker');
    const client = mint('client');
    const deal = await dealOf(owner.token, { transaction_type: 'buyer', client_id: client.userId });
    const who: Record<string, string | null> = {
      owner: owner.token,
      otherAgent: mint('agent').token,
      client: client.token,
      otherClient: mint('client').token,
      admin: mint('admin').token,
      anonymous: null,
    };
    const expected = { owner: 200, otherAgent: 403, client: 200, otherClient: 403, admin: 403, anonymous: 401 };
    for (const read of ['', '/milestones', '/contacts', '/tasks', '/utilities']) {
      const path = `/api/transactions/${deal.id}${read}`;
      for (const [name, token] of Object.entries(who)) {
        const answer = await get(token, `${path}?view=client`);
        expect([path, name, answer.status]).toEqual([path, name, expected[name as keyof typeof expected]]);
      }
      // For the client, view changes nothing.
      expect((await get(client.token, `${path}?view=client`)).body).toEqual((await get(client.token, path)).body);
      for (const token of [owner.token, client.token]) {
        const bad = await get<{ message: unknown }>(token, `${path}?view=agent`);
        expect([path, bad.status, JSON.stringify(bad.body.message)]).toEqual([path, 400, expect.stringContaining(INVALID_DEAL_VIEW)]);
      }
    }
  });

  describe('the agent card (spec 002 §2 Client portal)', () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR agent card logo')]);

    /** An agent with a real profile and a logo, signed in. */
    async function agentWithLogo(api: ReturnType<typeof identityClient>) {
      const form = validRegistration(await api.createInviteCode(await demoAdminToken(api), { role: 'agent' }), { fullName: 'Rosa Realtor', company: 'Barton Creek Homes' });
      const registered = await api.register(form, { bytes: PNG, name: 'logo.png', type: 'image/png' });
      if (registered.status !== 201) throw new Error(`Registration answered ${registered.status}`);
      return { userId: registered.body.userId, email: form.email!, token: (await api.signIn(form.email!, form.password)).token };
    }

    it("the deal's client and agent read the agent's name, e-mail, phone, company and logo; nobody else", async () => {
      const agent = await agentWithLogo(context.api);
      const client = mint('client');
      const deal = await dealOf(agent.token, { transaction_type: 'buyer', client_id: client.userId });
      const path = `/api/transactions/${deal.id}/agent-card`;
      const card = {
        full_name: 'Rosa Realtor',
        email: agent.email,
        phone: '512-555-0142',
        company: 'Barton Creek Homes',
        // Signed for the caller (ADR 0045): the card's <img> sends no bearer header.
        logo_url: expect.stringMatching(new RegExp(`^/api/users/${agent.userId}/logo\\?sub=`)),
        // Never reassigned (ADR 0069): nothing to tell the client.
        reassigned_at: null,
      };
      for (const token of [client.token, agent.token]) {
        const answer = await get(token, path);
        expect([answer.status, answer.body]).toEqual([200, card]);
      }
      const signed = (await get(client.token, path)).body as { logo_url: string };
      const logo = await context.api.call('GET', signed.logo_url, { token: null });
      expect(logo.status).toBe(200);
      for (const [name, token, status] of [
        ['another client', mint('client').token, 403],
        ['another agent', mint('agent').token, 403],
        ['admin', mint('admin').token, 403],
        ['nobody', null, 401],
      ] as const) {
        expect([name, (await get(token, path)).status]).toEqual([name, status]);
      }
      expect((await get(client.token, `/api/transactions/${randomUUID()}/agent-card`)).status).toBe(404);
    });

    it('an agent without a logo has logo_url null; an erased agent leaves a card with nothing of them', async () => {
      const agent = await registeredAgent(context.api);
      const client = mint('client');
      const deal = await dealOf(agent.token, { transaction_type: 'buyer', client_id: client.userId });
      const path = `/api/transactions/${deal.id}/agent-card`;
      expect((await get(client.token, path)).body).toMatchObject({ full_name: 'Ana Ruiz', email: agent.email, logo_url: null });
      expect((await context.api.call('DELETE', `/api/admin/users/${agent.userId}`, { token: await demoAdminToken(context.api) })).status).toBe(204);
      const erased = await get(client.token, path);
      expect([erased.status, erased.body]).toEqual([200, { full_name: null, email: null, phone: null, company: null, logo_url: null, reassigned_at: null }]);
    });
  });
});
