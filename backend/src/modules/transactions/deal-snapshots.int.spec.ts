import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PDF } from '../../../../test/support/hostile-files';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { linkedClient } from '../../../../test/support/linked-client';
import { loadState } from '../../platform/event-store/command-handling';
import { EventStore } from '../../platform/event-store/event-store';
import { ERASED_PERSONAL_DATA } from '../../platform/privacy/personal-data-sealing';
import { EraseUser } from '../identity/identity.public';
import { transactionStream } from './kernel/domain/deal-stream';
import { transaction, TRANSACTION_SNAPSHOT_EVERY, TRANSACTION_SNAPSHOT_VERSION } from './transaction.aggregate';

/**
 * The deal's sealed snapshots (issue 23 item 2, ADR 0081): a snapshot holds a person's values only as
 * ciphertext under that person's key, so a copy of the table reads nobody and an erasure shreds the
 * snapshot with the events; and a snapshot of another schema version is never used.
 */
describe("the deal's snapshots keep personal values sealed (ADR 0081)", () => {
  const context = apiTestContext();
  const canary = (label: string) => `Snap${label}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const store = () => context.app.app.get(EventStore);
  const withoutSnapshots = { ...transaction, snapshot: undefined };

  const snapshotRow = async (dealId: string) =>
    (
      await context.db.query<{ stream_version: number; schema_version: number; state: unknown; text: string }[]>(
        'SELECT stream_version, schema_version, state, state::text AS text FROM stream_snapshots WHERE stream_id = $1',
        [transactionStream(dealId)],
      )
    )[0];

  /** A live deal naming its seller, with an upload by its client, then ticked until it has passed a snapshot point. */
  async function dealWithClientUpload() {
    const agent = context.mint('agent');
    const clientId = await linkedClient(context.app, agent.token);
    const client = context.mint('client', clientId);
    const words = { seller: canary('Seller'), upload: canary('Upload') };
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: 'buyer', client_id: clientId, property_address: '5 Finch Court', property_city: 'Austin', property_state: 'TX', property_zip: '78702', seller_name: words.seller },
    });
    expect(created.status).toBe(201);
    const dealId = created.body.id;
    const path = `/api/transactions/${dealId}`;
    const form = new FormData();
    form.append('title', words.upload);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'inspection.pdf');
    const upload = await context.api.call<{ id: string }>('POST', `${path}/client-documents`, { token: client.token, form });
    expect(upload.status).toBe(201);
    const tasks = await context.api.call<{ id: string }[]>('GET', `${path}/tasks?bucket=system`, { token: agent.token });
    const taskId = tasks.body[0]!.id;
    for (let done = true; (await store().streamVersion(transactionStream(dealId))) < TRANSACTION_SNAPSHOT_EVERY + 2; done = !done) {
      const ticked = await context.api.call('PATCH', `${path}/tasks/${taskId}`, { token: agent.token, body: { completed_at: done ? new Date().toISOString() : null } });
      expect(ticked.status).toBe(200);
    }
    return { dealId, clientId, documentId: upload.body.id, words };
  }

  it("holds no plaintext; loads equal to the full fold; after the client's erasure their upload reads as the placeholder from the snapshot too", async () => {
    const { dealId, clientId, documentId, words } = await dealWithClientUpload();
    const streamId = transactionStream(dealId);

    const row = await snapshotRow(dealId);
    expect(row).toMatchObject({ stream_version: TRANSACTION_SNAPSHOT_EVERY, schema_version: TRANSACTION_SNAPSHOT_VERSION });
    // Neither the deal's party nor the client's upload is in clear; each is its event's ciphertext under its own subject.
    expect(row!.text).not.toContain(words.seller);
    expect(row!.text).not.toContain(words.upload);
    const sealed = row!.state as { state: { fields: Record<string, string>; documents: Record<string, { title: string }> } };
    expect(sealed.state.fields.seller_name).toMatch(/^pii:v1:transaction-/);
    expect(sealed.state.documents[documentId]!.title).toMatch(new RegExp(`^pii:v1:${clientId}:`));

    const loaded = await loadState(store(), transaction, streamId);
    expect(loaded.snapshotVersion).toBe(TRANSACTION_SNAPSHOT_EVERY);
    expect(loaded.state.fields.seller_name).toBe(words.seller);
    expect(loaded.state.documents[documentId]!.title).toBe(words.upload);
    expect(loaded.state).toEqual((await loadState(store(), withoutSnapshots, streamId)).state);

    await context.app.app.get(CommandBus).execute(new EraseUser(clientId, { actorId: null, correlationId: randomUUID(), causationId: null }));

    // The snapshot is still there and still used, and it no longer yields the client's words: their key is gone.
    expect((await snapshotRow(dealId))!.text).not.toContain(words.upload);
    const afterErasure = await loadState(store(), transaction, streamId);
    expect(afterErasure.snapshotVersion).toBeGreaterThanOrEqual(TRANSACTION_SNAPSHOT_EVERY);
    expect(afterErasure.state.documents[documentId]!.title).toBe(ERASED_PERSONAL_DATA);
    expect(JSON.stringify(afterErasure.state)).not.toContain(words.upload);
    // The deal's own party is the deal's, not the client's: still readable.
    expect(afterErasure.state.fields.seller_name).toBe(words.seller);
    expect(afterErasure.state).toEqual((await loadState(store(), withoutSnapshots, streamId)).state);
  }, 60_000);

  it('is ignored once the fold changes shape (another schema version), and a clear string that looks sealed stays as it is', async () => {
    const { dealId } = await dealWithClientUpload();
    const streamId = transactionStream(dealId);
    const full = (await loadState(store(), withoutSnapshots, streamId)).state;
    // Mark the stored snapshot: a load that used it shows the mark.
    await context.db.query(`UPDATE stream_snapshots SET state = jsonb_set(state, '{state,previousStatus}', '"marked"') WHERE stream_id = $1`, [streamId]);
    expect((await loadState(store(), transaction, streamId)).state.previousStatus).toBe('marked');

    const next = { ...transaction, snapshot: { ...transaction.snapshot!, version: TRANSACTION_SNAPSHOT_VERSION + 1 } };
    const reloaded = await loadState(store(), next, streamId);
    expect(reloaded.snapshotVersion).toBe(0);
    expect(reloaded.state).toEqual(full);

    // Only the recorded paths are opened: a value in clear that starts like a sealed one is the deal's own text.
    await context.db.query(`UPDATE stream_snapshots SET state = jsonb_set(state, '{state,previousStatus}', '"pii:v1:nobody:x:y:z"') WHERE stream_id = $1`, [streamId]);
    expect((await loadState(store(), transaction, streamId)).state.previousStatus).toBe('pii:v1:nobody:x:y:z');
  }, 60_000);
});
