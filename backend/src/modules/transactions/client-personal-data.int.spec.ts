import { CommandBus } from '@nestjs/cqrs';
import { tablesHolding as tablesHoldingIn } from '../../../../test/support/tables-holding';
import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { linkedClient } from '../../../../test/support/linked-client';
import { settledDeal } from '../../../../test/support/settled-deal';
import { eventually } from '../../../../test/support/test-app';
import { EventStore } from '../../platform/event-store/event-store';
import { foldSealed } from '../../platform/event-store/command-handling';
import { transaction, TRANSACTION_SNAPSHOT_VERSION } from './transaction.aggregate';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../platform/event-store/rebuild-projections';
import { ERASED_PERSONAL_DATA } from '../../platform/privacy/personal-data-sealing';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { PersonalDataExportBuilder } from '../data-requests/exports/personal-data-export.builder';
import { EraseUser } from '../identity/identity.public';
import { formatAuditValue } from '../audit/audit-wording';

/**
 * Issue 19 items 3 and 4 (ADR 0040): a client's own words follow the client — sealed under their
 * subject, in their access export in readable form, and gone from every table, event and audit
 * entry once they are erased — and the deal's free text and identifiers are never plaintext in the
 * log, nor values in the audit trail an admin reads.
 */
describe("the deal's private and free-text values", () => {
  const context = apiTestContext();
  const { mint } = context;
  const canary = (label: string) => `Canary${label}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  const tablesHolding = (strings: readonly string[]) => tablesHoldingIn(context.db, strings);

  async function auditCaughtUp(): Promise<void> {
    await eventually(
      async () => {
        const [{ behind }] = await context.db.query<{ behind: number }[]>(
          `SELECT count(*)::int AS behind FROM events e WHERE NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.global_position = e.global_position)`,
        );
        return behind === 0 ? true : undefined;
      },
      20_000,
      'the audit trail to catch up',
    );
  }

  const auditOf = (dealId: string) =>
    context.db.query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]>(
      'SELECT action, before, after FROM audit_entries WHERE stream_id = $1 ORDER BY global_position',
      [`transaction-${dealId}`],
    );

  /** A field's value as the audit screen and CSV show it. */
  const shown = (entry: { after: Record<string, unknown> | null }, field: string) => formatAuditValue(field, entry.after?.[field]);

  /** A deal on which its client checked in (answered by the agent), keeps a private task and wrote notes on a shared one. */
  async function clientWroteOnDeal() {
    const agent = mint('agent');
    const clientId = await linkedClient(context.app, agent.token);
    const client = mint('client', clientId);
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: 'buyer', client_id: clientId, property_address: '12 Wren Row', property_city: 'Austin', property_state: 'TX', property_zip: '78702' },
    });
    expect(created.status).toBe(201);
    const dealId = (await settledDeal(context.api, agent.token, created.body)).id;
    const words = {
      note: canary('Note'),
      answer: canary('Answer'),
      privateTitle: canary('PrivateTitle'),
      privateDescription: canary('PrivateDescription'),
      notes: canary('Notes'),
    };
    const checkIn = await context.api.call<{ id: string }>('POST', `/api/transactions/${dealId}/check-ins`, {
      token: client.token,
      body: { feeling: 'anxious', note: words.note },
    });
    expect(checkIn.status).toBe(201);
    const answered = await context.api.call('PUT', `/api/transactions/${dealId}/check-ins/${checkIn.body.id}/response`, {
      token: agent.token,
      body: { response: words.answer },
    });
    expect(answered.status).toBe(200);
    const privateTask = await context.api.call<{ id: string }>('POST', `/api/transactions/${dealId}/tasks`, {
      token: client.token,
      body: { title: words.privateTitle, description: words.privateDescription },
    });
    expect(privateTask.status).toBe(201);
    const shared = await context.api.call<{ id: string }>('POST', `/api/transactions/${dealId}/tasks`, {
      token: agent.token,
      body: { title: 'Bring the keys', is_client_visible: true },
    });
    expect(shared.status).toBe(201);
    const noted = await context.api.call('PATCH', `/api/transactions/${dealId}/tasks/${shared.body.id}`, { token: client.token, body: { client_notes: words.notes } });
    expect(noted.status).toBe(200);
    return { agent, clientId, dealId, words, privateTaskId: privateTask.body.id, sharedTaskId: shared.body.id };
  }

  const erase = (userId: string) =>
    context.app.app.get(CommandBus).execute(new EraseUser(userId, { actorId: null, correlationId: randomUUID(), causationId: null }));

  it("a client's check-ins, private tasks and notes are never plaintext in the log, nor values in the audit trail", async () => {
    const { dealId, words, privateTaskId } = await clientWroteOnDeal();
    const events = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${dealId}`]));
    for (const word of Object.values(words)) expect(events).not.toContain(word);

    await auditCaughtUp();
    const trail = await auditOf(dealId);
    expect(JSON.stringify(trail)).not.toMatch(/Canary/);
    const createdPrivate = trail.find((entry) => entry.action === 'TransactionTaskCreated' && entry.after?.taskId === privateTaskId)!;
    expect(shown(createdPrivate, 'title')).toBe('Hidden (private)');
    expect(shown(createdPrivate, 'description')).toBe('Hidden (private)');
  });

  it("the client's access export holds their deal as they see it, their check-ins with the answers, their tasks and notes, readable", async () => {
    const { clientId, dealId, words } = await clientWroteOnDeal();
    await auditCaughtUp();
    const [{ event_id: lastEventId }] = await context.db.query<{ event_id: string }[]>(
      'SELECT event_id FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1',
      [`transaction-${dealId}`],
    );
    const exported = await context.app.app.get(PersonalDataExportBuilder, { strict: false }).build(randomUUID(), clientId, lastEventId);
    const part = exported.otherRecords.transactions;
    expect(part).toContainEqual({ kind: 'deal', deal: expect.objectContaining({ id: dealId, property_address: '12 Wren Row' }) });
    expect(part).toContainEqual({ kind: 'check_in', check_in: expect.objectContaining({ feeling: 'anxious', note: words.note, agent_response: words.answer }) });
    expect(part).toContainEqual({ kind: 'task', task: expect.objectContaining({ title: words.privateTitle, description: words.privateDescription, is_private: true }) });
    expect(part).toContainEqual({ kind: 'task', task: expect.objectContaining({ title: 'Bring the keys', client_notes: words.notes }) });
    // As they see it: the agent-only fields of the deal are not theirs to export.
    const deal = (part as { kind: string; deal?: Record<string, unknown> }[]).find((entry) => entry.kind === 'deal')!.deal!;
    expect(deal).not.toHaveProperty('internal_notes');
  });

  it("after the client's erasure no table, event or audit entry yields what they wrote; the deal still reads", async () => {
    const { agent, clientId, dealId, words, sharedTaskId } = await clientWroteOnDeal();
    await auditCaughtUp();
    await erase(clientId);
    await auditCaughtUp();

    expect(await tablesHolding(Object.values(words))).toEqual([]);
    // The log still folds: the client's values read as erased, the agent's task as written.
    const { events: stream } = await context.app.app.get(EventStore).readStream(`transaction-${dealId}`);
    const opened = JSON.stringify(stream.map((event) => event.data));
    for (const word of Object.values(words)) expect(opened).not.toContain(word);
    expect(opened).toContain(ERASED_PERSONAL_DATA);
    expect(opened).toContain('Bring the keys');
    const tasks = await context.api.call<{ id: string; client_notes: string | null }[]>('GET', `/api/transactions/${dealId}/tasks`, { token: agent.token });
    expect(tasks.body.find((task) => task.id === sharedTaskId)?.client_notes).toBeNull();
    const checkIns = await context.api.call<unknown[]>('GET', `/api/transactions/${dealId}/check-ins`, { token: agent.token });
    expect(checkIns.body).toEqual([]);
  });

  it('events stored before ADR 0040 (in clear, or sealed under the deal) still read, and the erasure leaves no table, event or audit entry with them (ADR 0056)', async () => {
    const { agent, clientId, dealId, words, privateTaskId } = await clientWroteOnDeal();
    // The log as the earlier code wrote it, with no field saying whose the words are: ADR 0035 sealed the
    // check-in's note and answer under the deal's subject; task titles, descriptions and notes were in clear.
    const vault = context.app.app.get(PersonalDataVault);
    const dealSubject = `transaction-${dealId}`;
    const plain: Record<string, string> = {
      note: await vault.seal(dealSubject, words.note),
      response: await vault.seal(dealSubject, words.answer),
      client_notes: words.notes,
      feeling: 'anxious',
    };
    const rows = await context.db.query<{ event_id: string; event_type: string; data: Record<string, unknown> }[]>(
      'SELECT event_id, event_type, data FROM events WHERE stream_id = $1',
      [`transaction-${dealId}`],
    );
    for (const row of rows) {
      const data = { ...row.data };
      for (const key of Object.keys(plain)) if (key in data && data[key] !== null) data[key] = plain[key];
      if (data.taskId === privateTaskId && row.event_type === 'TransactionTaskCreated') Object.assign(data, { title: words.privateTitle, description: words.privateDescription });
      delete data.notes_by;
      delete data.private_to;
      if (row.event_type === 'ClientCheckInAnswered') delete data.clientId;
      await context.db.query('UPDATE events SET data = $2 WHERE event_id = $1', [row.event_id, data]);
    }
    await context.db.query("UPDATE transaction_tasks SET client_notes_by = NULL WHERE transaction_id = $1", [dealId]);
    await context.db.query('DELETE FROM audit_entries WHERE stream_id = $1', [`transaction-${dealId}`]);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), {
      only: ['transaction-tasks', 'client-check-ins', 'audit-trail'],
    });
    // Old events read as they always did, and the log holds the words (in clear, or under the deal's key).
    const tasks = await context.api.call<{ id: string; title: string }[]>('GET', `/api/transactions/${dealId}/tasks`, { token: mint('client', clientId).token });
    expect(tasks.body.find((task) => task.id === privateTaskId)?.title).toBe(words.privateTitle);
    const checkIns = await context.api.call<{ note: string; agent_response: string }[]>('GET', `/api/transactions/${dealId}/check-ins`, { token: agent.token });
    expect(checkIns.body[0]).toMatchObject({ note: words.note, agent_response: words.answer });
    expect((await tablesHolding([words.privateTitle, words.notes])).filter((found) => found.startsWith('events:'))).toHaveLength(2);
    // The audit trail hides them by their declaration, sealed or not.
    await auditCaughtUp();
    expect(JSON.stringify(await auditOf(dealId))).not.toMatch(/Canary/);

    // A snapshot of the deal folded from the old log (ADR 0081): the rewrite below drops it, so no snapshot
    // outlives the one edit of the log we allow (the state keeps none of these words today; a later one might).
    const store = context.app.app.get(EventStore);
    const streamId = `transaction-${dealId}`;
    const { version: head, events: asStored } = await store.readStream(streamId, 0, { asStored: true });
    await store.writeSnapshot(streamId, head, TRANSACTION_SNAPSHOT_VERSION, foldSealed(store, transaction, undefined, asStored));
    expect(await context.db.query('SELECT stream_version FROM stream_snapshots WHERE stream_id = $1', [streamId])).toEqual([{ stream_version: head }]);

    await erase(clientId);
    await auditCaughtUp();
    expect(await context.db.query('SELECT 1 FROM stream_snapshots WHERE stream_id = $1', [streamId])).toEqual([]);
    // No table yields them — the events table included — and nothing read from the log does, rebuilt or not.
    expect(await tablesHolding(Object.values(words))).toEqual([]);
    const { events: stream } = await context.app.app.get(EventStore).readStream(`transaction-${dealId}`);
    const opened = JSON.stringify(stream.map((event) => event.data));
    for (const word of Object.values(words)) expect(opened).not.toContain(word);
    expect(opened).toContain('Bring the keys');
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), {
      only: ['transaction-tasks', 'client-check-ins', 'audit-trail'],
    });
    expect(await tablesHolding(Object.values(words))).toEqual([]);
    const after = await context.api.call<{ id: string; title: string }[]>('GET', `/api/transactions/${dealId}/tasks`, { token: agent.token });
    expect(after.body.find((task) => task.title === 'Bring the keys')).toBeDefined();
  });

  it("the deal's free text, document titles, file names and the policy number are sealed; the audit hides agent-only values as such", async () => {
    const agent = mint('agent');
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: 'buyer', client_id: await linkedClient(context.app, agent.token), property_address: '14 Wren Row', property_city: 'Austin', property_state: 'TX', property_zip: '78702' },
    });
    expect(created.status).toBe(201);
    const dealId = (await settledDeal(context.api, agent.token, created.body)).id;
    const words = {
      internal: canary('Internal'),
      policy: canary('Policy'),
      provisions: canary('Provisions'),
      utilityNotes: canary('UtilityNotes'),
      documentTitle: canary('DocumentTitle'),
      fileName: canary('FileName'),
    };
    const patched = await context.api.call('PATCH', `/api/transactions/${dealId}`, {
      token: agent.token,
      body: { internal_notes: words.internal, insurance_policy_number: words.policy, special_provisions: words.provisions },
    });
    expect(patched.status).toBe(200);
    const utility = await context.api.call('POST', `/api/transactions/${dealId}/utilities`, {
      token: agent.token,
      body: { utility_type: 'Electric', provider_name: 'Austin Energy', notes: words.utilityNotes },
    });
    expect(utility.status).toBe(201);
    const form = new FormData();
    form.append('kind', 'other');
    form.append('title', words.documentTitle);
    form.append('visibility', 'agent_only');
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%canary\n'))], { type: 'application/pdf' }), `${words.fileName}.pdf`);
    const document = await context.api.call('POST', `/api/transactions/${dealId}/documents`, { token: agent.token, form });
    expect(document.status).toBe(201);

    const events = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${dealId}`]));
    for (const word of Object.values(words)) expect(events).not.toContain(word);
    // Read models still hold what the screens show.
    const deal = await context.api.call<Record<string, unknown>>('GET', `/api/transactions/${dealId}`, { token: agent.token });
    expect(deal.body).toMatchObject({ internal_notes: words.internal, insurance_policy_number: words.policy, special_provisions: words.provisions });

    await auditCaughtUp();
    const trail = await auditOf(dealId);
    expect(JSON.stringify(trail)).not.toMatch(/Canary/);
    const fieldsChanged = trail.find((entry) => entry.action === 'TransactionFieldsChanged' && entry.after && 'internal_notes' in entry.after)!;
    expect(shown(fieldsChanged, 'internal_notes')).toBe('Hidden (agent only)');
    expect(shown(fieldsChanged, 'insurance_policy_number')).toBe('Hidden (agent only)');
    expect(shown(fieldsChanged, 'special_provisions')).toBe('Hidden (personal data)');
    const attached = trail.find((entry) => entry.action === 'TransactionDocumentAttached')!;
    expect(shown(attached, 'title')).toBe('Hidden (agent only)');
  });
});
