import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../backend/src/platform/config/app-config';
import { APP_CONFIG } from '../../backend/src/platform/config/config.module';
import { TRANSACTION_SNAPSHOT_EVERY } from '../../backend/src/modules/transactions/transaction.aggregate';
import { PDF } from '../support/hostile-files';
import { tablesHolding as tablesHoldingIn } from '../support/tables-holding';
import { apiTestContext } from '../support/api-test-context';
import { linkedClient } from '../support/linked-client';
import { queuedWorkDone } from '../support/queued-work';
import { settledDeal } from '../support/settled-deal';
import { eventually } from '../support/test-app';

/**
 * Issue 19's done-when (ADR 0056): the access export of a client who used every feature a client has
 * holds all of it in readable form, and after their erasure no table — read models, events, the audit
 * trail, the outbox, every table information_schema lists — yields any of it.
 */
describe("a client's data, exported then erased (issue 19 done-when)", () => {
  const context = apiTestContext();
  const canary = (label: string) => `Cnry${label}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  const tablesHolding = (strings: readonly string[]) => tablesHoldingIn(context.db, strings);

  /** The admin completes the client's request; answers the request's id. */
  async function completedRequest(token: string, requestType: 'access' | 'deletion', reason?: string): Promise<string> {
    const filed = await context.api.call<{ id: string }>('POST', '/api/data-requests', { token, body: { requestType, ...(reason ? { reason } : {}) } });
    expect(filed.status).toBe(201);
    const completed = await context.api.call('PATCH', `/api/admin/data-requests/${filed.body.id}`, {
      token: context.mint('admin').token,
      body: { status: 'completed' },
    });
    expect(completed.status).toBe(200);
    return filed.body.id;
  }

  it('the export holds every feature readable; after the erasure no table, event or audit entry yields any of it', async () => {
    const { api } = context;
    const agent = context.mint('agent');
    const clientId = await linkedClient(context.app, agent.token);
    const client = context.mint('client', clientId);
    const created = await api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: 'buyer', client_id: clientId, property_address: '9 Heron Way', property_city: 'Austin', property_state: 'TX', property_zip: '78702' },
    });
    expect(created.status).toBe(201);
    const dealId = (await settledDeal(api, agent.token, created.body)).id;
    const path = `/api/transactions/${dealId}`;
    const words = {
      name: canary('Name'),
      phone: `+1512${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      checkInNote: canary('CheckInNote'),
      answer: canary('Answer'),
      privateTitle: canary('PrivateTitle'),
      privateDescription: canary('PrivateDescription'),
      privateNote: canary('PrivateNote'),
      sharedNote: canary('SharedNote'),
      clientMessage: canary('ClientMessage'),
      uploadTitle: canary('UploadTitle'),
      uploadDescription: canary('UploadDescription'),
    };
    // The uploaded file's name: in the stored path, not in the export (the file itself stays a download).
    const uploadName = canary('UploadName');

    // Every feature a client has on their deal, their own upload included (ADR 0052).
    const named = await api.call('PATCH', `${path}/client`, { token: agent.token, body: { full_name: words.name, phone: words.phone } });
    expect(named.status).toBe(200);
    const checkIn = await api.call<{ id: string }>('POST', `${path}/check-ins`, { token: client.token, body: { feeling: 'anxious', note: words.checkInNote } });
    expect(checkIn.status).toBe(201);
    expect((await api.call('PUT', `${path}/check-ins/${checkIn.body.id}/response`, { token: agent.token, body: { response: words.answer } })).status).toBe(200);
    const own = await api.call<{ id: string }>('POST', `${path}/tasks`, { token: client.token, body: { title: words.privateTitle, description: words.privateDescription } });
    expect(own.status).toBe(201);
    expect((await api.call('PATCH', `${path}/tasks/${own.body.id}`, { token: client.token, body: { client_notes: words.privateNote } })).status).toBe(200);
    const shared = await api.call<{ id: string }>('POST', `${path}/tasks`, { token: agent.token, body: { title: 'Bring the keys', is_client_visible: true } });
    expect(shared.status).toBe(201);
    expect((await api.call('PATCH', `${path}/tasks/${shared.body.id}`, { token: client.token, body: { client_notes: words.sharedNote } })).status).toBe(200);
    expect((await api.call('POST', `${path}/messages`, { token: client.token, body: { message_content: words.clientMessage } })).status).toBe(201);
    const form = new FormData();
    form.append('title', words.uploadTitle);
    form.append('description', words.uploadDescription);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${uploadName}.pdf`);
    const upload = await api.call<{ id: string }>('POST', `${path}/client-documents`, { token: client.token, form });
    expect(upload.status).toBe(201);
    const uploadFile = `${path}/documents/${upload.body.id}/file`;
    expect((await api.call('GET', uploadFile, { token: agent.token })).status).toBe(200);
    const uploadsDir = join(context.app.app.get<AppConfig>(APP_CONFIG).uploadDir, 'transactions', dealId, 'client-uploads');
    const storedUploads = async () => (existsSync(uploadsDir) ? (await readdir(uploadsDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name) : []);
    expect(await storedUploads()).toEqual([`${uploadName}.pdf`]);
    // The deal past a snapshot point after the upload, so the scan below reads a snapshot that holds the
    // upload's title (sealed under the client, ADR 0081) as well as the events.
    const stream = `transaction-${dealId}`;
    const [{ uploadedAt }] = await context.db.query<{ uploadedAt: number }[]>(
      `SELECT max(stream_version)::int AS "uploadedAt" FROM events WHERE stream_id = $1`,
      [stream],
    );
    const snapshotTaken = async () => (await context.db.query('SELECT 1 FROM stream_snapshots WHERE stream_id = $1 AND stream_version >= $2', [stream, uploadedAt])).length > 0;
    for (let tick = 0; tick < 2 * TRANSACTION_SNAPSHOT_EVERY && !(await snapshotTaken()); tick += 1) {
      const ticked = await api.call('PATCH', `${path}/tasks/${shared.body.id}`, { token: agent.token, body: { completed_at: tick % 2 === 0 ? new Date().toISOString() : null } });
      expect(ticked.status).toBe(200);
    }
    expect(await snapshotTaken()).toBe(true);
    await queuedWorkDone(context.app);

    // The access export: all of it, readable.
    const accessId = await completedRequest(client.token, 'access');
    const exported = await eventually(
      async () => {
        const answered = await api.call('GET', `/api/data-requests/${accessId}/export`, { token: client.token });
        return answered.status === 200 ? JSON.stringify(answered.body) : undefined;
      },
      30_000,
      "the client's export",
    );
    const missing = Object.entries(words).filter(([, word]) => !exported.includes(word)).map(([what]) => what);
    expect(missing).toEqual([]);
    // Before the erasure the words are stored (the scan finds what it looks for).
    expect((await tablesHolding(Object.values(words))).length).toBeGreaterThan(0);
    expect((await tablesHolding([uploadName])).length).toBeGreaterThan(0);

    // The erasure, as the client asks for it.
    await completedRequest(client.token, 'deletion');
    await eventually(
      async () => ((await context.db.query('SELECT 1 FROM personal_data_keys WHERE subject_id = $1 AND erased_at IS NOT NULL', [clientId])).length ? true : undefined),
      30_000,
      'the erasure',
    );
    await queuedWorkDone(context.app);
    expect(await tablesHolding([...Object.values(words), uploadName])).toEqual([]);
    // No file yields it either: the stored upload is gone and its download answers nothing.
    expect(await storedUploads()).toEqual([]);
    expect((await api.call('GET', uploadFile, { token: agent.token })).status).toBe(404);
    // The deal still reads for its agent.
    const deal = await api.call<{ property_address: string }>('GET', path, { token: agent.token });
    expect(deal.body.property_address).toBe('9 Heron Way');
  }, 120_000);
});
