import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { eventsPastHorizon } from '../../../../test/support/event-horizon';
import { openTestDatabase } from '../../../../test/support/test-database';
import { EventRow, EVENT_COLUMNS, EventStore } from '../event-store/event-store';
import { StoredEvent } from '../event-store/event.types';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { SqlExecutor } from '../event-store/sql-executor';
import { SubscriptionRunner } from '../event-store/subscription-runner';
import { ConflictError } from '../errors/domain-error';
import { ErasureLedger } from './erasure-ledger';
import { ERASED_PERSONAL_DATA, PersonalDataRegistry, PersonalDataSealing } from './personal-data-sealing';
import { PersonalDataErasedError, PersonalDataVault } from './personal-data-vault';
import { VaultKeyring } from './vault-keyring';

const metadata = { actorId: null, correlationId: 'sealing', causationId: null };

class NoteRefused extends ConflictError {
  constructor() {
    super('No new notes about an erased person');
  }
}

/**
 * ADR 0016: declared personal fields are sealed by the store on append and opened on every read;
 * decide, evolve and projections see plain values, an erased person's as ERASED_PERSONAL_DATA.
 */
describe('personal data sealed at the store boundary (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let dir: string;
  let vault: PersonalDataVault;
  let store: EventStore;
  let sealingRegistry: PersonalDataRegistry;
  const type = `ProbeNoted${randomUUID().slice(0, 8)}`;
  const inlineSaw: unknown[] = [];

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'threshold-sealing-'));
    vault = new PersonalDataVault(dataSource, new VaultKeyring(process.env.VAULT_MASTER_KEY!), new ErasureLedger(join(dir, 'erased')));
    const personalData = new PersonalDataRegistry();
    sealingRegistry = personalData;
    personalData.declare({ [type]: { subject: (data: { personId: string }) => data.personId, fields: ['name', 'note'], erased: () => new NoteRefused() } });
    const projections = new ProjectionRegistry();
    projections.addProjection({
      name: `probe-${type}`,
      mode: 'inline',
      readTables: [],
      handles: [type],
      apply: async (_sql, event) => void inlineSaw.push(event.data),
    });
    store = new EventStore(dataSource, projections, undefined, new PersonalDataSealing(personalData, vault));
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const storedRows = (streamId: string) =>
    dataSource.query<EventRow[]>(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);

  /** What a fresh async subscriber of the type gets from the log. */
  async function subscriberSees(): Promise<unknown[]> {
    const seen: unknown[] = [];
    const runner = new SubscriptionRunner(dataSource, store, [
      { id: `probe-${randomUUID()}`, handles: [type], handle: async (event: StoredEvent) => void seen.push(event.data) },
    ]);
    await eventsPastHorizon(dataSource);
    await runner.drain();
    return seen;
  }

  it('stores declared fields sealed, hands the inline projection, the caller, readStream and subscribers the plain values', async () => {
    const personId = `person-${randomUUID()}`;
    const streamId = `probe-${randomUUID()}`;
    const data = { personId, name: 'Jordan Avery', note: 'Prefers mornings', other: 'kept as is', empty: null };
    const { events } = await store.append(streamId, 'probe', 'no_stream', [{ type, data }], metadata);
    expect(events[0].data).toEqual(data);
    expect(inlineSaw.at(-1)).toEqual(data);

    const [row] = await storedRows(streamId);
    const stored = row.data as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain('Jordan');
    expect(JSON.stringify(stored)).not.toContain('mornings');
    expect(stored).toMatchObject({ personId, other: 'kept as is', empty: null, name: expect.stringMatching(/^pii:v1:/), note: expect.stringMatching(/^pii:v1:/) });

    expect((await store.readStream(streamId)).events[0].data).toEqual(data);
    expect(await subscriberSees()).toContainEqual(data);
  });

  it('reads an erased person as the placeholder everywhere, and refuses new personal data for them with the rule’s error', async () => {
    const personId = `person-${randomUUID()}`;
    const streamId = `probe-${randomUUID()}`;
    await store.append(streamId, 'probe', 'no_stream', [{ type, data: { personId, name: 'Sam Lee', note: 'x' } }], metadata);
    await vault.forget(personId);

    const erased = { personId, name: ERASED_PERSONAL_DATA, note: ERASED_PERSONAL_DATA };
    expect((await store.readStream(streamId)).events[0].data).toEqual(erased);
    expect(await subscriberSees()).toContainEqual(erased);
    await expect(store.append(streamId, 'probe', 1, [{ type, data: { personId, name: 'Sam again', note: null } }], metadata)).rejects.toBeInstanceOf(NoteRefused);
    expect((await store.readStream(streamId)).version).toBe(1);
    // Without a rule of its own, the vault's refusal (a conflict, never a 500).
    await expect(vault.seal(personId, 'again')).rejects.toBeInstanceOf(PersonalDataErasedError);
  });

  it('leaves event types that declare nothing as they are', async () => {
    const streamId = `probe-${randomUUID()}`;
    await store.append(streamId, 'probe', 'no_stream', [{ type: `${type}Plain`, data: { name: 'Not personal' } }], metadata);
    expect((await storedRows(streamId))[0].data).toEqual({ name: 'Not personal' });
  });

  it('asks for each person’s key once per read batch', async () => {
    const personId = `person-${randomUUID()}`;
    const streamId = `probe-${randomUUID()}`;
    const many = Array.from({ length: 5 }, (_, n) => ({ type, data: { personId, name: `Name ${n}`, note: `Note ${n}` } }));
    await store.append(streamId, 'probe', 'no_stream', many, metadata);
    const keyQueries: string[] = [];
    const counting: SqlExecutor = {
      query: (text, params) => {
        if (text.includes('personal_data_keys')) keyQueries.push(text);
        return dataSource.query(text, params);
      },
    };
    const opened = await store.readEvents(await storedRows(streamId), { sql: counting, keys: new Map() });
    expect(opened.map((e) => (e.data as { name: string }).name)).toEqual(['Name 0', 'Name 1', 'Name 2', 'Name 3', 'Name 4']);
    expect(keyQueries).toHaveLength(1);
  });

  it('reads or makes each person’s key once per append, however many fields and events it seals', async () => {
    const known = `person-${randomUUID()}`;
    await store.append(`probe-${randomUUID()}`, 'probe', 'no_stream', [{ type, data: { personId: known, name: 'First', note: 'x' } }], metadata);
    const fresh = `person-${randomUUID()}`;
    const keyQueries: string[] = [];
    const counting = new EventStore(
      { createQueryRunner: () => {
          // The append sends its transaction to the connection in batches of statements (ADR 0086): each statement counted.
          const runner = dataSource.createQueryRunner();
          const connect = runner.connect.bind(runner);
          runner.connect = async () => {
            const client = (await connect()) as { query(text: string): Promise<unknown> };
            const query = client.query.bind(client);
            return {
              query: (text: string) => {
                keyQueries.push(...text.split(';\n').filter((statement) => statement.includes('personal_data_keys')).map((statement) => statement.trim()));
                return query(text);
              },
            };
          };
          return runner;
        } } as unknown as DataSource,
      new ProjectionRegistry(),
      undefined,
      new PersonalDataSealing(sealingRegistry, vault),
    );
    const events = (people: string[]) => people.map((personId, n) => ({ type, data: { personId, name: `Name ${n}`, note: `Note ${n}` } }));
    // Two streams in one append (one transaction), each with both people's fields.
    await counting.appendMany(
      [
        { streamId: `probe-${randomUUID()}`, streamType: 'probe', expected: 'no_stream', events: events([known, fresh]) },
        { streamId: `probe-${randomUUID()}`, streamType: 'probe', expected: 'no_stream', events: events([fresh, known]) },
      ],
      metadata,
    );
    // The known person's key read once; the new person's looked for once and made once.
    expect(keyQueries.filter((text) => text.startsWith('SELECT'))).toHaveLength(2);
    expect(keyQueries.filter((text) => text.includes('INSERT'))).toHaveLength(1);
  });
});
