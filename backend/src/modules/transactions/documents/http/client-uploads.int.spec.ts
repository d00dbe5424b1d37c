import { CommandBus } from '@nestjs/cqrs';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { HOSTILE_DOCUMENTS, PDF, PNG, TXT } from '../../../../../../test/support/hostile-files';
import { linkedClient } from '../../../../../../test/support/linked-client';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { ERASED_PERSONAL_DATA } from '../../../../platform/privacy/personal-data-sealing';
import { PersonalDataExportBuilder } from '../../../data-requests/exports/personal-data-export.builder';
import { EraseUser } from '../../../identity/identity.public';

type Document = {
  id: string;
  title: string;
  kind: string;
  visibility: string;
  file_url: string;
  uploaded_by: string;
  uploaded_by_client: boolean;
  uploaded_by_name: string | null;
  description: string | null;
};

/**
 * Issue 22 item 3 (ADR 0052): the client's side of the deal's documents. The client lists what the
 * server lets them see, downloads through the checked route and uploads their own (client-uploads
 * prefix, agent_and_client, the agent's content checks and messages), sealed under the client, in
 * their export and erased with them. Per role: buyer client, seller client, another client, the agent,
 * another agent, an admin and nobody.
 */
describe("the client's documents", () => {
  const context = apiTestContext();
  const { mint } = context;
  const canary = (label: string) => `Canary${label}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  function form(parts: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts)) body.append(name, value);
    if (file) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
    return body;
  }

  async function newDeal(transactionType: 'buyer' | 'seller' = 'buyer') {
    const agent = mint('agent');
    const clientId = await linkedClient(context.app, agent.token);
    const client = mint('client', clientId);
    const created = await context.api.call<{ id: string; version: number }>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: transactionType, client_id: clientId, property_address: '7 Ledger Ln', property_city: 'Austin', property_state: 'TX', property_zip: '78704' },
    });
    expect(created.status).toBe(201);
    const deal = await settledDeal(context.api, agent.token, created.body);
    return { agent, client, dealId: deal.id };
  }

  const clientUpload = (token: string | null, dealId: string, parts: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) =>
    context.api.call<Document & { message?: string }>('POST', `/api/transactions/${dealId}/client-documents`, { token, form: form(parts, file) });
  const agentUpload = (token: string, dealId: string, parts: Record<string, string>) =>
    context.api.call<Document>('POST', `/api/transactions/${dealId}/documents`, { token, form: form({ kind: 'other', ...parts }, { bytes: PDF, name: 'agent.pdf' }) });
  const list = (token: string | null, dealId: string) => context.api.call<Document[]>('GET', `/api/transactions/${dealId}/documents`, { token });
  const download = async (token: string | null, path: string) => {
    const response = await fetch(`${context.app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  async function filesUnder(root: string): Promise<string[]> {
    if (!existsSync(root)) return [];
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  }
  const uploadDir = () => context.app.app.get<AppConfig>(APP_CONFIG).uploadDir;

  it.each(['buyer', 'seller'] as const)('the %s client uploads a document: under client-uploads, agent_and_client, marked for the agent', async (type) => {
    const { agent, client, dealId } = await newDeal(type);
    const answer = await clientUpload(client.token, dealId, { title: '  Pre-approval letter  ', description: 'From my bank' }, { bytes: PDF, name: 'preapproval.pdf' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ title: 'Pre-approval letter', kind: 'other', visibility: 'agent_and_client', uploaded_by: client.userId, uploaded_by_client: true, description: 'From my bank' });
    expect(await filesUnder(join(uploadDir(), 'transactions', dealId))).toEqual([expect.stringMatching(/^client-uploads\/[0-9a-f-]{36}\/preapproval\.pdf$/)]);

    // The agent sees it, marked as the client's; the client sees it; both download it.
    const agentList = await list(agent.token, dealId);
    expect(agentList.body).toEqual([expect.objectContaining({ id: answer.body.id, uploaded_by_client: true, uploaded_by_name: 'Test Client' })]);
    expect((await list(client.token, dealId)).body.map((document) => document.id)).toEqual([answer.body.id]);
    for (const token of [agent.token, client.token]) {
      const file = await download(token, answer.body.file_url);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(PDF)).toBe(true);
    }
    // The agent's own upload is not marked.
    const own = await agentUpload(agent.token, dealId, { title: 'Inspection' });
    expect(own.body.uploaded_by_client).toBe(false);

    // The title defaults to the file name; nothing the client sends chooses the kind or visibility.
    const plain = await clientUpload(client.token, dealId, { kind: 'contract', visibility: 'agent_only' }, { bytes: TXT, name: 'notes on the house.txt' });
    expect(plain.status).toBe(400);
    const named = await clientUpload(client.token, dealId, {}, { bytes: TXT, name: 'notes on the house.txt' });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ title: 'notes on the house', kind: 'other', visibility: 'agent_and_client' });
  });

  it('anyone but the deal\'s client is refused, before a byte is stored; the deal\'s agent uses their own route', async () => {
    const { agent, dealId } = await newDeal();
    const other = await newDeal();
    const file = { bytes: PDF, name: 'x.pdf' };
    const refused: [string, string | null, number][] = [
      ['anonymous', null, 401],
      ['admin', mint('admin').token, 403],
      ['the deal\'s agent', agent.token, 403],
      ['another agent', mint('agent').token, 403],
      ['another deal\'s client', other.client.token, 403],
    ];
    for (const [who, token, status] of refused) {
      const answer = await clientUpload(token, dealId, {}, file);
      expect([who, answer.status]).toEqual([who, status]);
    }
    // An unknown deal, and an id that is no id, are not found.
    expect((await clientUpload(other.client.token, randomUUID(), {}, file)).status).toBe(404);
    expect((await clientUpload(other.client.token, 'not-a-deal', {}, file)).status).toBe(404);
    expect(await filesUnder(join(uploadDir(), 'transactions', dealId))).toEqual([]);
    expect((await list(agent.token, dealId)).body).toEqual([]);
  });

  it('the client lists and downloads only what the server lets them see; another client, another agent, admin and nobody none of it', async () => {
    const { agent, client, dealId } = await newDeal();
    const shared = await agentUpload(agent.token, dealId, { title: 'Shared' });
    const hidden = await agentUpload(agent.token, dealId, { title: 'Agent notes', visibility: 'agent_only' });
    const survey = await context.api.call<Document>('POST', `/api/transactions/${dealId}/documents`, {
      token: agent.token,
      form: form({ kind: 'survey' }, { bytes: PDF, name: 'survey.pdf' }),
    });
    expect(survey.status).toBe(201);
    // The deal's switch keeps the survey from the client (issue 19 item 2).
    const switched = await context.api.call('PATCH', `/api/transactions/${dealId}`, { token: agent.token, body: { survey_client_doc_visibility: false } });
    expect(switched.status).toBe(200);
    const mine = await clientUpload(client.token, dealId, {}, { bytes: PNG, name: 'meter.png' });
    expect(mine.status).toBe(201);

    const seen = await list(client.token, dealId);
    expect(seen.status).toBe(200);
    expect(seen.body.map((document) => document.title).sort()).toEqual(['Shared', 'meter']);
    expect((await download(client.token, shared.body.file_url)).status).toBe(200);
    expect((await download(client.token, hidden.body.file_url)).status).toBe(404);
    expect((await download(client.token, survey.body.file_url)).status).toBe(404);
    expect((await list(agent.token, dealId)).body).toHaveLength(4);
    // Preview as Client: the server gives the agent the client's list.
    const previewed = await context.api.call<Document[]>('GET', `/api/transactions/${dealId}/documents?view=client`, { token: agent.token });
    expect(previewed.body.map((document) => document.id).sort()).toEqual(seen.body.map((document) => document.id).sort());
    expect((await context.api.call('GET', `/api/transactions/${dealId}/documents?view=everything`, { token: agent.token })).status).toBe(400);

    const other = await newDeal();
    for (const [who, token, status] of [
      ['another client', other.client.token, 403],
      ['another agent', mint('agent').token, 403],
      ['admin', mint('admin').token, 403],
      ['anonymous', null, 401],
    ] as const) {
      expect([who, (await list(token, dealId)).status]).toEqual([who, status]);
      expect([who, (await download(token, mine.body.file_url)).status]).toEqual([who, status]);
    }
  });

  it('a client edits and deletes nothing, their own upload included (ADR 0052); the agent may', async () => {
    const { agent, client, dealId } = await newDeal();
    const theirs = await agentUpload(agent.token, dealId, { title: 'Agent file' });
    const mine = await clientUpload(client.token, dealId, {}, { bytes: PDF, name: 'mine.pdf' });
    for (const document of [theirs.body, mine.body]) {
      const path = `/api/transactions/${dealId}/documents/${document.id}`;
      const deal = await context.api.call<{ version: number }>('GET', `/api/transactions/${dealId}`, { token: agent.token });
      const ifMatch = `"${deal.body.version}"`;
      expect((await context.api.call('PATCH', path, { token: client.token, ifMatch, body: { title: 'Mine now' } })).status).toBe(403);
      expect((await context.api.call('DELETE', path, { token: client.token, ifMatch })).status).toBe(403);
    }
    const deal = await context.api.call<{ version: number }>('GET', `/api/transactions/${dealId}`, { token: agent.token });
    const removed = await context.api.call('DELETE', `/api/transactions/${dealId}/documents/${mine.body.id}`, { token: agent.token, ifMatch: `"${deal.body.version}"` });
    expect(removed.status).toBe(204);
    expect(await filesUnder(join(uploadDir(), 'transactions', dealId, 'client-uploads'))).toEqual([]);
  });

  it('hostile files are refused with the agent upload\'s messages; nothing is stored', async () => {
    const { client, dealId } = await newDeal();
    for (const [what, upload] of HOSTILE_DOCUMENTS) {
      const answer = await clientUpload(client.token, dealId, {}, upload);
      expect([what, answer.status]).toEqual([what, 400]);
      expect(['Please select a PDF, Word, JPG, PNG or text file', 'File size must be less than 10MB']).toContain(answer.body.message);
    }
    expect((await clientUpload(client.token, dealId, {})).body.message).toBe('Please select a file to upload');
    for (const [what, parts] of [
      ['a NUL byte in the title', { title: 'a\u0000b' }],
      ['a huge title', { title: 'x'.repeat(10_000) }],
      ['a huge description', { description: 'x'.repeat(10_000) }],
    ] as const) {
      const answer = await clientUpload(client.token, dealId, parts, { bytes: PDF, name: 'a.pdf' });
      expect([what, answer.status]).toEqual([what, 400]);
    }
    expect(await filesUnder(join(uploadDir(), 'transactions', dealId))).toEqual([]);
  });

  it("the upload's title and file name are sealed under the client: in their export, erased with them", async () => {
    const { agent, client, dealId } = await newDeal();
    const title = canary('Title');
    const fileName = canary('File');
    const uploaded = await clientUpload(client.token, dealId, { title, description: 'Bank letter' }, { bytes: PDF, name: `${fileName}.pdf` });
    expect(uploaded.status).toBe(201);
    const events = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${dealId}`]));
    expect(events).not.toContain(title);
    expect(events).not.toContain(fileName);

    const [{ event_id: lastEventId }] = await context.db.query<{ event_id: string }[]>(
      'SELECT event_id FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1',
      [`transaction-${dealId}`],
    );
    const exported = await context.app.app.get(PersonalDataExportBuilder, { strict: false }).build(randomUUID(), client.userId, lastEventId);
    expect(exported.otherRecords.transaction_client_uploads).toEqual([
      expect.objectContaining({ id: uploaded.body.id, transaction_id: dealId, title, description: 'Bank letter', file_type: 'application/pdf' }),
    ]);

    await context.app.app.get(CommandBus).execute(new EraseUser(client.userId, { actorId: null, correlationId: randomUUID(), causationId: null }));
    const [row] = await context.db.query<{ title: string; storage_path: string; description: string | null }[]>(
      'SELECT title, storage_path, description FROM transaction_documents WHERE id = $1',
      [uploaded.body.id],
    );
    expect(row).toEqual({ title: ERASED_PERSONAL_DATA, storage_path: ERASED_PERSONAL_DATA, description: null });
    expect(await filesUnder(join(uploadDir(), 'transactions', dealId))).toEqual([]);
    expect((await download(agent.token, uploaded.body.file_url)).status).toBe(404);
  });
});
