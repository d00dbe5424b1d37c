import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { HOME_VAULT_MESSAGES } from '../domain/home-vault-access';

/**
 * The Home Vault on the raw wire (spec 002 §2, §6, §8; issue 22 item 4; ADR 0054): a closed deal's
 * vault for its client and its own agent (the client's view), refused to everyone else, not there
 * for an open deal; what the client may see of documents, contacts, vendors and fields.
 */
describe('the Home Vault', () => {
  const context = apiTestContext();
  const { mint } = context;
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
  type Body = Record<string, unknown> & { message?: string };
  type Vault = {
    transaction: Record<string, unknown>;
    documents: { id: string; title: string; file_url: string; file_extension: string; visibility: string }[];
    contacts: { name: string }[];
    vendors: Record<string, unknown>[];
    preview: boolean;
  };

  const call = <T = Body>(method: string, path: string, token: string | null, body?: unknown) => context.api.call<T>(method, path, { token, body });
  const ok = async <T = Body>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(method, path, token, body);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const upload = async (token: string, id: string, title: string, kind: string, visibility: string) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('title', title);
    form.append('visibility', visibility);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'scan.pdf');
    const answer = await context.api.call<{ id: string }>('POST', `/api/transactions/${id}/documents`, { token, form });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  async function furnishedDeal(agentToken: string, clientId: string, transactionType = 'buyer') {
    const created = await ok<{ id: string; version: number }>(
      'POST',
      '/api/transactions',
      agentToken,
      await withLinkedClient(context.app, agentToken, {
        transaction_type: transactionType,
        client_id: clientId,
        property_address: '708 Vault Lane',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
        closing_date: dealDay(10),
        purchase_price: 525000,
        insurance_provider: 'Lone Star Mutual',
        insurance_policy_number: 'POL-SECRET-1',
        internal_notes: 'Agent eyes only',
        contacts: [
          { role: 'lender', name: 'Lee Lender' },
          { role: 'title_company', name: 'Tia Title', is_agent_only: true },
        ],
      }),
    );
    const deal = await settledDeal(context.api, agentToken, created);
    const id = deal.id;
    const shared = await upload(agentToken, id, 'Closing Disclosure', 'other', 'agent_and_client');
    const everyone = await upload(agentToken, id, 'HOA Bylaws', 'other', 'all_parties');
    await upload(agentToken, id, 'Commission split', 'other', 'agent_only');
    await upload(agentToken, id, 'Boundary survey', 'survey', 'agent_and_client');
    await ok('PATCH', `/api/transactions/${id}`, agentToken, { survey_client_doc_visibility: false });
    await ok('POST', `/api/transactions/${id}/vendors`, agentToken, { name: 'Pat Plumber', category: 'Plumber', share_to_client: true, agent_notes: 'Slow to answer' });
    await ok('POST', `/api/transactions/${id}/vendors`, agentToken, { name: 'Hal Handyman', category: 'Handyman', share_to_client: false });
    return { id, shared, everyone };
  }

  const vaultOf = (token: string | null, id: string) => call<Vault & Body>('GET', `/api/transactions/${id}/home-vault`, token);

  it("opens a closed deal's vault for its client and its own agent (the client's view), and refuses everyone else (spec 002 §2, §8)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await furnishedDeal(agent.token, client.userId);

    // Open deal: not there yet, for its parties alike.
    for (const token of [client.token, agent.token]) {
      const open = await vaultOf(token, deal.id);
      expect([open.status, open.body.message]).toEqual([404, HOME_VAULT_MESSAGES.notClosed]);
    }
    // Anyone else is refused before the deal's status is told.
    for (const token of [mint('agent').token, mint('client').token, mint('broker').token]) {
      const stranger = await vaultOf(token, deal.id);
      expect([stranger.status, stranger.body.message]).toEqual([403, HOME_VAULT_MESSAGES.forbidden]);
    }

    await ok('POST', `/api/transactions/${deal.id}/close`, agent.token);

    const clients = await vaultOf(client.token, deal.id);
    expect(clients.status).toBe(200);
    const vault = clients.body;
    expect(vault.preview).toBe(false);
    expect(vault.transaction).toMatchObject({ id: deal.id, status: 'closed', property_address: '708 Vault Lane', insurance_provider: 'Lone Star Mutual' });
    expect(Number(vault.transaction.purchase_price)).toBe(525000);
    expect(vault.transaction.closed_at).toEqual(expect.any(String));
    // The kernel's client visibility: no agent-only fields.
    expect(vault.transaction).not.toHaveProperty('insurance_policy_number');
    expect(vault.transaction).not.toHaveProperty('internal_notes');
    // Documents: shared ones only — not agent_only, not a kind the deal's switch hides; saved as title + extension.
    expect(vault.documents.map((d) => d.title).sort()).toEqual(['Closing Disclosure', 'HOA Bylaws']);
    expect(vault.documents.every((d) => d.file_extension === '.pdf')).toBe(true);
    expect(vault.contacts.map((c) => c.name)).toEqual(['Lee Lender']);
    expect(vault.vendors.map((v) => v.name)).toEqual(['Pat Plumber']);
    expect(vault.vendors[0]).not.toHaveProperty('agent_notes');
    // The listed document downloads through the authorised route.
    const file = await context.api.call('GET', vault.documents[0].file_url, { token: client.token });
    expect(file.status).toBe(200);

    // The deal's own agent: the same view, as a preview.
    const preview = await vaultOf(agent.token, deal.id);
    expect(preview.status).toBe(200);
    expect({ ...preview.body, preview: false }).toEqual(vault);
    expect(preview.body.preview).toBe(true);

    // Another agent, another client: the vault's refusal. Admin: no role on deals. Anonymous: 401.
    for (const token of [mint('agent').token, mint('team_lead').token, mint('client').token]) {
      const stranger = await vaultOf(token, deal.id);
      expect([stranger.status, stranger.body.message]).toEqual([403, HOME_VAULT_MESSAGES.forbidden]);
    }
    expect((await vaultOf(mint('admin').token, deal.id)).status).toBe(403);
    expect((await vaultOf(null, deal.id)).status).toBe(401);
  });

  it('answers an unknown, malformed or deleted deal as not found, never a 500', async () => {
    const agent = mint('agent');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const answer = await vaultOf(agent.token, id);
      expect([answer.status, answer.body.message]).toEqual([404, HOME_VAULT_MESSAGES.notClosed]);
    }
    // A NUL byte is the app's own clear 400.
    const nul = await vaultOf(agent.token, '%00');
    expect([nul.status, nul.body.message]).toEqual([400, 'id must not contain a NUL character']);
    const client = mint('client');
    const deal = await furnishedDeal(agent.token, client.userId, 'seller');
    await ok('DELETE', `/api/transactions/${deal.id}`, agent.token);
    for (const token of [agent.token, client.token]) {
      const answer = await vaultOf(token, deal.id);
      expect([answer.status, answer.body.message]).toEqual([404, HOME_VAULT_MESSAGES.notClosed]);
    }
  });
});
