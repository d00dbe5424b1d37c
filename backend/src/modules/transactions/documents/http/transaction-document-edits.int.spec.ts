import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { identityClient } from '../../../../../../test/support/identity-client';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { Role, TokenService } from '../../../../platform/auth/token.service';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';

/**
 * ADR 0047 (issue 21 item 1): renaming, re-scoping and deleting a deal's documents on a real disk,
 * PostgreSQL and event store; per role, with hostile input; a client never sees an agent_only
 * document; a deleted one is gone with its file; required documents move the stored percent_complete.
 */
describe('transaction document edits', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let tokens: TokenService;
  let uploadDir: string;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    tokens = app.app.get(TokenService);
    uploadDir = app.app.get<AppConfig>(APP_CONFIG).uploadDir;
    db = app.app.get<DataSource>(DATA_SOURCE);
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  const mint = (role: Role, userId = randomUUID()) => ({ userId, token: tokens.issue(userId, role).token });
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

  type Deal = Record<string, unknown> & { id: string; version: number; percent_complete: number | null; message?: string };
  type Document = { id: string; title: string; visibility: string; description: string | null; is_required: boolean; file_url: string; message?: string };

  async function newDeal(agentToken: string, clientId: string, extra: Record<string, unknown> = {}): Promise<Deal> {
    const created = await api.call<Deal>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '100 Congress Ave',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78701',
        ...extra,
      }),
    });
    expect([created.status, created.body.message]).toEqual([201, undefined]);
    return settledDeal(api, agentToken, created.body);
  }

  const upload = (token: string, id: string, parts: Record<string, string>, name = 'Inspection Report.pdf') => {
    const body = new FormData();
    for (const [key, value] of Object.entries(parts)) body.append(key, value);
    body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
    return api.call<Document>('POST', `/api/transactions/${id}/documents`, { token, form: body });
  };
  const patch = (token: string | null, dealId: string, documentId: string, body: unknown) =>
    api.call<Document>('PATCH', `/api/transactions/${dealId}/documents/${documentId}`, { token, body });
  const remove = (token: string | null, dealId: string, documentId: string) =>
    api.call<{ message?: string }>('DELETE', `/api/transactions/${dealId}/documents/${documentId}`, { token });
  const list = (token: string, dealId: string) => api.call<Document[]>('GET', `/api/transactions/${dealId}/documents`, { token });
  const fileStatus = async (token: string, path: string) =>
    (await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
  const deal = async (token: string, id: string) => (await api.call<Deal>('GET', `/api/transactions/${id}`, { token })).body;

  it('keeps the upload defaults and the description (spec 002 §5)', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const { id } = await newDeal(owner.token, client.userId);
    const plain = await upload(owner.token, id, { kind: 'other' }, 'Roof Inspection.v2.pdf');
    expect(plain.body).toMatchObject({ title: 'Roof Inspection.v2', visibility: 'agent_and_client', description: null });
    const described = await upload(owner.token, id, { kind: 'other', description: 'From the inspector' });
    expect(described.body.description).toBe('From the inspector');
  });

  it('answers rename and delete per role, and refuses bad input with the spec words', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const otherClient = mint('client');
    const { id } = await newDeal(owner.token, client.userId);
    const other = await newDeal(owner.token, otherClient.userId);
    const document = (await upload(owner.token, id, { kind: 'other' })).body;
    const foreign = (await upload(owner.token, other.id, { kind: 'other' })).body;
    const refused = { otherAgent: mint('agent').token, client: client.token, otherClient: otherClient.token, admin: mint('admin').token, anonymous: null };
    const expected = { otherAgent: 403, client: 403, otherClient: 403, admin: 403, anonymous: 401 };
    for (const [name, token] of Object.entries(refused)) {
      const renamed = await patch(token, id, document.id, { title: 'Theirs' });
      const deleted = await remove(token, id, document.id);
      expect([name, renamed.status, deleted.status]).toEqual([name, expected[name as keyof typeof expected], expected[name as keyof typeof expected]]);
    }
    const bad: [unknown, string][] = [
      [{ title: '   ' }, 'Document title cannot be empty'],
      [{ title: 'a\u0000b' }, 'title must not contain a NUL character'],
      [{ title: 'x'.repeat(100_000) }, 'Document title must be at most 200 characters'],
    ];
    for (const [body, message] of bad) {
      const answer = await patch(owner.token, id, document.id, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    for (const body of [{ title: { $ne: '' } }, { visibility: 'public' }, { visibility: ['agent_only'] }, { title: null }]) {
      expect((await patch(owner.token, id, document.id, body)).status).toBe(400);
    }
    // Another deal's document: the spec's 403 for the document (ADR 0077).
    const foreignRename = await patch(owner.token, id, foreign.id, { title: 'Mine' });
    const foreignDelete = await remove(owner.token, id, foreign.id);
    expect([foreignRename.status, foreignRename.body.message, foreignDelete.status]).toEqual([403, 'Forbidden - You do not have access to this document', 403]);
    // An unknown one and a malformed id are not found here.
    for (const documentId of [randomUUID(), 'not-a-uuid']) {
      const renamed = await patch(owner.token, id, documentId, { title: 'Mine' });
      const deleted = await remove(owner.token, id, documentId);
      expect([renamed.status, renamed.body.message, deleted.status]).toEqual([404, 'Document not found', 404]);
    }
    expect((await list(owner.token, id)).body.map((row) => row.title)).toEqual(['Inspection Report']);
    const renamed = await patch(owner.token, id, document.id, { title: '  Final Inspection  ' });
    expect([renamed.status, renamed.body.title]).toEqual([200, 'Final Inspection']);
  });

  it('a client never lists or downloads an agent_only document, and a deleted one is gone with its file', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const { id } = await newDeal(owner.token, client.userId);
    const document = (await upload(owner.token, id, { kind: 'other' })).body;
    expect((await list(client.token, id)).body.map((row) => row.id)).toEqual([document.id]);
    const before = (await deal(owner.token, id)).version;
    const hidden = await patch(owner.token, id, document.id, { visibility: 'agent_only' });
    expect([hidden.status, hidden.body.visibility]).toEqual([200, 'agent_only']);
    expect((await deal(owner.token, id)).version).toBeGreaterThan(before);
    expect((await list(client.token, id)).body).toEqual([]);
    expect(await fileStatus(client.token, document.file_url)).toBe(404);
    expect(await fileStatus(owner.token, document.file_url)).toBe(200);
    // The same visibility again records nothing.
    const version = (await deal(owner.token, id)).version;
    expect((await patch(owner.token, id, document.id, { visibility: 'agent_only' })).status).toBe(200);
    expect((await deal(owner.token, id)).version).toBe(version);

    const [{ storage_path: storagePath }] = await db.query<{ storage_path: string }[]>('SELECT storage_path FROM transaction_documents WHERE id = $1', [
      document.id,
    ]);
    expect(existsSync(join(uploadDir, storagePath))).toBe(true);
    expect((await remove(owner.token, id, document.id)).status).toBe(204);
    expect((await list(owner.token, id)).body).toEqual([]);
    expect(await fileStatus(owner.token, document.file_url)).toBe(404);
    expect(existsSync(join(uploadDir, storagePath))).toBe(false);
    expect((await remove(owner.token, id, document.id)).status).toBe(404);
    expect((await patch(owner.token, id, document.id, { title: 'Back' })).status).toBe(404);
  });

  it('required documents count in the stored percent_complete as they arrive and leave (spec 002 §4, ADR 0047)', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const { id } = await newDeal(owner.token, client.userId, { effective_date: '2030-01-10', closing_date: '2030-02-20', t47_required: true, t47_due_date: '2030-01-20' });
    const start = (await deal(owner.token, id)).percent_complete!;
    // Not a required kind: nothing moves.
    expect((await upload(owner.token, id, { kind: 'other' })).body.is_required).toBe(false);
    expect((await deal(owner.token, id)).percent_complete).toBe(start);
    const contract = (await upload(owner.token, id, { kind: 'contract' }, 'contract.pdf')).body;
    expect(contract.is_required).toBe(true);
    const withContract = (await deal(owner.token, id)).percent_complete!;
    expect(withContract).toBeGreaterThan(start);
    // A second contract satisfies nothing more.
    expect((await upload(owner.token, id, { kind: 'contract' }, 'contract-copy.pdf')).body.is_required).toBe(false);
    expect((await deal(owner.token, id)).percent_complete).toBe(withContract);
    const t47 = (await upload(owner.token, id, { kind: 't47' }, 't47.pdf')).body;
    expect(t47.is_required).toBe(true);
    const withBoth = (await deal(owner.token, id)).percent_complete!;
    expect(withBoth).toBeGreaterThan(withContract);
    // The MUD/PID notice is not required on this deal.
    expect((await upload(owner.token, id, { kind: 'mud_pid' }, 'mud.pid.pdf')).body.is_required).toBe(false);
    // Deleting the first contract hands the requirement to the copy; deleting the T-47 takes its share away.
    expect((await remove(owner.token, id, contract.id)).status).toBe(204);
    expect((await list(owner.token, id)).body.filter((row) => row.is_required).map((row) => row.title).sort()).toEqual(['Executed Contract', 'T-47 Affidavit']);
    expect((await remove(owner.token, id, t47.id)).status).toBe(204);
    expect((await deal(owner.token, id)).percent_complete).toBe(withContract);
  });

  it('the HOA resale certificate is required when hoa_resale_cert_required is set, and only then (ADR 0047 addendum)', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const { id } = await newDeal(owner.token, client.userId, { effective_date: '2030-01-10', closing_date: '2030-02-20' });
    expect((await upload(owner.token, id, { kind: 'hoa_resale_cert' }, 'resale.pdf')).body.is_required).toBe(false);
    const other = await newDeal(owner.token, client.userId, {
      effective_date: '2030-01-10',
      closing_date: '2030-02-20',
      hoa_exists: true,
      hoa_resale_cert_required: true,
      hoa_resale_cert_due_date: '2030-01-25',
    });
    const before = (await deal(owner.token, other.id)).percent_complete!;
    const certificate = (await upload(owner.token, other.id, { kind: 'hoa_resale_cert' }, 'resale.pdf')).body;
    expect(certificate.is_required).toBe(true);
    expect((await deal(owner.token, other.id)).percent_complete).toBeGreaterThan(before);
  });
});
