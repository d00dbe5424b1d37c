import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../test/support/api-test-context';
import { PDF } from '../../../../../test/support/hostile-files';
import { linkedClient } from '../../../../../test/support/linked-client';
import { settledDeal } from '../../../../../test/support/settled-deal';

/**
 * Spec 002 §8: 'Forbidden - You do not have access to this transaction (also: milestone, task,
 * document, utility)'. A milestone, document or utility of another deal, named through a deal the
 * caller may act on, is refused with the spec's 403 for that entity; a caller who is no party of the
 * deal in the path meets the transaction's 403 first; an id on no deal stays a 404. Per role: the
 * deal's agent, the other deal's agent, the deal's client, another client, a broker, an admin, nobody.
 */
describe("another deal's milestone, document or utility", () => {
  const context = apiTestContext();
  const { mint } = context;
  const TRANSACTION = 'Forbidden - You do not have access to this transaction';

  async function newDeal() {
    const agent = mint('agent');
    const clientId = await linkedClient(context.app, agent.token);
    const client = mint('client', clientId);
    const created = await context.api.call<{ id: string; version: number }>('POST', '/api/transactions', {
      token: agent.token,
      body: {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '12 Other Deal Rd',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
      },
    });
    expect(created.status).toBe(201);
    const deal = await settledDeal(context.api, agent.token, created.body);
    const milestone = await context.api.call<{ id: string }>('POST', `/api/transactions/${deal.id}/milestones`, {
      token: agent.token,
      body: { milestone_name: 'Keys' },
    });
    const utility = await context.api.call<{ id: string }>('POST', `/api/transactions/${deal.id}/utilities`, {
      token: agent.token,
      body: { utility_type: 'Water' },
    });
    const form = new FormData();
    form.append('kind', 'other');
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'deed.pdf');
    const document = await context.api.call<{ id: string }>('POST', `/api/transactions/${deal.id}/documents`, {
      token: agent.token,
      form,
    });
    expect([milestone.status, utility.status, document.status]).toEqual([201, 201, 201]);
    return { agent, client, id: deal.id, milestone: milestone.body.id, utility: utility.body.id, document: document.body.id };
  }

  /** Every route that names one of the three by its id, aimed at `theirs` through deal `id`. */
  const reach = (id: string, theirs: { milestone: string; utility: string; document: string }) =>
    [
      {
        kind: 'milestone',
        call: ['PATCH', `/api/transactions/${id}/milestones/${theirs.milestone}`, { milestone_name: 'Mine' }],
      },
      { kind: 'milestone', call: ['DELETE', `/api/transactions/${id}/milestones/${theirs.milestone}`] },
      { kind: 'utility', call: ['PATCH', `/api/transactions/${id}/utilities/${theirs.utility}`, { provider_name: 'Mine' }] },
      { kind: 'utility', call: ['DELETE', `/api/transactions/${id}/utilities/${theirs.utility}`] },
      { kind: 'document', call: ['PATCH', `/api/transactions/${id}/documents/${theirs.document}`, { title: 'Mine' }] },
      { kind: 'document', call: ['DELETE', `/api/transactions/${id}/documents/${theirs.document}`] },
      { kind: 'document', call: ['GET', `/api/transactions/${id}/documents/${theirs.document}/file`] },
      {
        kind: 'document',
        call: ['POST', `/api/transactions/${id}/documents/${theirs.document}/email-link`, { recipientEmail: 'a@example.com' }],
      },
    ] as const;

  const send = (token: string | null, [method, path, body]: readonly [string, string, unknown?]) =>
    context.api.call<{ message?: string }>(method as 'GET', path, { token, ...(body === undefined ? {} : { body }) });

  it('the deal’s agent is refused another deal’s with the spec’s 403 for it; nothing there changes', async () => {
    const mine = await newDeal();
    const theirs = await newDeal();
    for (const { kind, call } of reach(mine.id, theirs)) {
      const answer = await send(mine.agent.token, call);
      expect([call[0], call[1], answer.status, answer.body.message]).toEqual([
        call[0],
        call[1],
        403,
        `Forbidden - You do not have access to this ${kind}`,
      ]);
    }
    // The other deal's own agent still reaches all three through their deal.
    for (const { call } of reach(theirs.id, theirs).filter(({ call }) => call[0] === 'PATCH')) {
      expect((await send(theirs.agent.token, call)).status).toBe(200);
    }
  });

  it('the deal’s client reaching another deal’s document through theirs meets the document’s 403; a write meets the deal’s agent-only refusal', async () => {
    const mine = await newDeal();
    const theirs = await newDeal();
    const download = await send(mine.client.token, ['GET', `/api/transactions/${mine.id}/documents/${theirs.document}/file`]);
    expect([download.status, download.body.message]).toEqual([403, 'Forbidden - You do not have access to this document']);
    for (const { call } of reach(mine.id, theirs).filter(({ call }) => call[0] !== 'GET')) {
      expect((await send(mine.client.token, call)).status).toBe(403);
    }
  });

  it('a caller who is no party of the deal in the path meets the transaction’s 403 first; nobody 401; an id on no deal 404', async () => {
    const mine = await newDeal();
    const theirs = await newDeal();
    const outsiders = {
      'the other deal’s agent': theirs.agent.token,
      'other client': mint('client').token,
      broker: mint('broker').token,
      'the other deal’s client': theirs.client.token,
    };
    for (const [who, token] of Object.entries(outsiders)) {
      for (const { call } of reach(mine.id, theirs)) {
        const answer = await send(token, call);
        expect([who, call[0], call[1], answer.status, answer.body.message]).toEqual([who, call[0], call[1], 403, TRANSACTION]);
      }
    }
    for (const { call } of reach(mine.id, theirs)) {
      expect((await send(mint('admin').token, call)).status).toBe(403);
      expect((await send(null, call)).status).toBe(401);
    }
    const nowhere = { milestone: randomUUID(), utility: randomUUID(), document: randomUUID() };
    for (const { kind, call } of reach(mine.id, nowhere)) {
      const answer = await send(mine.agent.token, call);
      expect([call[0], call[1], answer.status, answer.body.message]).toEqual([
        call[0],
        call[1],
        404,
        `${kind[0].toUpperCase()}${kind.slice(1)} not found`,
      ]);
    }
  });
});
