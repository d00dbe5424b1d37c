import { randomUUID } from 'node:crypto';
import { identityClient } from '../../../../../../test/support/identity-client';
import { liveDealFor } from '../../../../../../test/support/linked-client';
import { startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { Role, TokenService } from '../../../../platform/auth/token.service';

/**
 * Issue 21 item 1, ADR 0085: the appraisal report (spec 001 §5, PDF) is a document kind filling
 * `appraisal_report_url`. Spec 002 §6 denies a seller client the appraisal's report field, so the
 * document goes with it: never listed, downloaded or previewed for the seller client, whatever its
 * own visibility. A buyer client sees it as its visibility says. Per role, on real PostgreSQL and disk.
 */
describe('appraisal report documents', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let tokens: TokenService;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    tokens = app.app.get(TokenService);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const mint = (role: Role, userId = randomUUID()) => ({ userId, token: tokens.issue(userId, role).token });
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
  type Document = { id: string; kind: string; title: string; file_url: string };

  const newDeal = async (agentToken: string, clientId: string, transactionType: 'buyer' | 'seller') =>
    (await liveDealFor(app, agentToken, clientId, { transaction_type: transactionType, property_address: '500 Appraisal Ln' })).id;

  async function upload(token: string, id: string, kind: string, visibility = 'agent_and_client'): Promise<Document> {
    const form = new FormData();
    form.append('kind', kind);
    form.append('visibility', visibility);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${kind}.pdf`);
    const answer = await api.call<Document & { message?: string }>('POST', `/api/transactions/${id}/documents`, { token, form });
    expect([answer.status, answer.body.message]).toEqual([201, undefined]);
    return answer.body;
  }

  const listed = async (token: string, id: string, view = '') => {
    const answer = await api.call<Document[]>('GET', `/api/transactions/${id}/documents${view}`, { token });
    return { status: answer.status, kinds: answer.status === 200 ? answer.body.map((document) => document.kind).sort() : [] };
  };
  const downloaded = async (token: string, path: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, same: Buffer.from(await response.arrayBuffer()).equals(PDF) };
  };
  const reportUrl = async (token: string, id: string, view = '') =>
    (await api.call<Record<string, unknown>>('GET', `/api/transactions/${id}${view}`, { token })).body.appraisal_report_url;

  it('lists and serves the report to the agent and a buyer client, never to a seller client or another agent (spec 002 §6)', async () => {
    const owner = mint('agent');
    const otherAgent = mint('agent');
    const buyer = mint('client');
    const seller = mint('client');
    const buyerDeal = await newDeal(owner.token, buyer.userId, 'buyer');
    const sellerDeal = await newDeal(owner.token, seller.userId, 'seller');
    const reports = { buyer: await upload(owner.token, buyerDeal, 'appraisal_report'), seller: await upload(owner.token, sellerDeal, 'appraisal_report') };
    expect(reports.buyer.title).toBe('Appraisal Report');
    // A kind the seller client may see, so their list is not empty for another reason.
    await upload(owner.token, sellerDeal, 'sellers_disclosure');

    // The agent: both deals, the report listed, opened and its URL field set.
    expect(await listed(owner.token, buyerDeal)).toEqual({ status: 200, kinds: ['appraisal_report'] });
    expect(await listed(owner.token, sellerDeal)).toEqual({ status: 200, kinds: ['appraisal_report', 'sellers_disclosure'] });
    expect(await downloaded(owner.token, reports.seller.file_url)).toEqual({ status: 200, same: true });
    expect(await reportUrl(owner.token, sellerDeal)).toBe(reports.seller.file_url);

    // The buyer client: their deal's report, as its visibility (agent_and_client) says.
    expect(await listed(buyer.token, buyerDeal)).toEqual({ status: 200, kinds: ['appraisal_report'] });
    expect(await downloaded(buyer.token, reports.buyer.file_url)).toEqual({ status: 200, same: true });
    expect(await reportUrl(buyer.token, buyerDeal)).toBe(reports.buyer.file_url);

    // The seller client: not listed, not served (the same 404 as an unknown document), no URL field.
    expect(await listed(seller.token, sellerDeal)).toEqual({ status: 200, kinds: ['sellers_disclosure'] });
    const refused = await api.call<{ message: string }>('GET', reports.seller.file_url, { token: seller.token });
    expect([refused.status, refused.body.message]).toEqual([404, 'Document not found']);
    expect(await reportUrl(seller.token, sellerDeal)).toBeUndefined();
    // The agent's Preview as Client of the seller deal shows what the seller client gets.
    expect(await listed(owner.token, sellerDeal, '?view=client')).toEqual({ status: 200, kinds: ['sellers_disclosure'] });
    expect(await listed(owner.token, buyerDeal, '?view=client')).toEqual({ status: 200, kinds: ['appraisal_report'] });

    // Another agent: neither deal, neither file.
    for (const [deal, report] of [[buyerDeal, reports.buyer], [sellerDeal, reports.seller]] as const) {
      expect((await listed(otherAgent.token, deal)).status).toBe(403);
      expect((await downloaded(otherAgent.token, report.file_url)).status).toBe(403);
    }
  });

  it("a buyer client does not see an agent_only report; the seller client's rule holds whatever the report's visibility", async () => {
    const owner = mint('agent');
    const buyer = mint('client');
    const seller = mint('client');
    const buyerDeal = await newDeal(owner.token, buyer.userId, 'buyer');
    const sellerDeal = await newDeal(owner.token, seller.userId, 'seller');
    const hidden = await upload(owner.token, buyerDeal, 'appraisal_report', 'agent_only');
    expect(await listed(buyer.token, buyerDeal)).toEqual({ status: 200, kinds: [] });
    expect((await downloaded(buyer.token, hidden.file_url)).status).toBe(404);

    const open = await upload(owner.token, sellerDeal, 'appraisal_report', 'all_parties');
    expect(await listed(seller.token, sellerDeal)).toEqual({ status: 200, kinds: [] });
    expect((await downloaded(seller.token, open.file_url)).status).toBe(404);
  });
});
