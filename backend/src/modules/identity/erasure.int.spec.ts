import { CommandBus } from '@nestjs/cqrs';
import { randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AdminTestApp, startAdminTestApp } from '../../../../test/support/admin-test-app';
import { validRegistration } from '../../../../test/support/identity-client';
import { eventually, TestApp } from '../../../../test/support/test-app';
import { failStep } from '../../../../test/support/injected-failure';
import { EraseUser } from './identity.public';
import { keyMaterialOf } from '../../../../test/support/vault-keys';

/**
 * Issue 7 findings 4 and 10, docs/adr/0011-erasure-routine.md: one erasure routine for the admin's
 * delete and for deletion requests, which takes the person's public-form leads with everything
 * else; an access export holds exactly what that routine erases; and the routine is one DB
 * transaction, so a failure at any step leaves the person whole and a retry erases them completely.
 */
describe('identity: the one erasure routine', () => {
  let context: AdminTestApp;
  let app: TestApp;
  let api: AdminTestApp['api'];
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    context = await startAdminTestApp('erasure');
    ({ app, api, db, admin } = context);
  });

  afterAll(() => context.close());

  /** A registered agent who also wrote in through the contact and waitlist forms, before signing up. */
  async function personWithLeads() {
    const unique = randomUUID().replace(/-/g, '').slice(0, 10);
    const form = validRegistration(await api.createInviteCode(admin), {
      fullName: `Rowan Qx${unique}`,
      email: `rowan.${unique}@example.test`,
      phone: `512-${randomInt(100, 999)}-${randomInt(1000, 9999)}`,
    });
    const registered = await api.register(form);
    expect(registered.status).toBe(201);
    // An address of its own out of millions: the run's rate-limit counters outlive each file, and a
    // small range collides with another file's posts (429).
    const ip = `100.${randomInt(64, 128)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const post = (kind: string, body: unknown) =>
      fetch(`${app.url}/api/leads/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    const email = form.email!;
    expect((await post('contact', { name: form.fullName, email: email.toUpperCase(), message: `Contact ${unique}`, interests: 'something-else' })).status).toBe(201);
    expect(
      (await post('waitlist', { fullName: form.fullName, email, phone: form.phone, brokerage: `Brokerage ${unique}`, headache: `Headache ${unique}` })).status,
    ).toBe(201);
    return { userId: registered.body.userId as string, email, fullName: form.fullName!, password: form.password!, unique };
  }

  const adminGet = (path: string) => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
  const leadIdsOf = async (email: string) =>
    (await db.query<{ id: string }[]>('SELECT id FROM leads WHERE lower(email) = lower($1) ORDER BY id', [email])).map((r) => r.id);
  const keyMaterial = (subjectId: string) => keyMaterialOf(db, subjectId);

  it("an admin's delete erases the person's public-form leads too: gone from the Leads tab, its CSV and the table (finding 4)", async () => {
    const person = await personWithLeads();
    const leads = await leadIdsOf(person.email);
    expect(leads).toHaveLength(2);
    expect(await (await adminGet(`/api/leads/export?q=${person.unique}`)).text()).toContain(person.email);

    expect((await api.call('DELETE', `/api/admin/users/${person.userId}`, { token: admin })).status).toBe(204);

    const list = (await (await adminGet(`/api/leads?q=${person.unique}`)).json()) as { total: number };
    expect(list.total).toBe(0);
    const csv = await (await adminGet(`/api/leads/export?q=${person.unique}`)).text();
    expect(csv).not.toContain(person.email);
    expect(csv).not.toContain(person.unique);
    expect(await leadIdsOf(person.email)).toEqual([]);
    for (const id of leads) expect(await keyMaterial(`lead:${id}`)).toBe(0); // their events no longer open
    expect(await keyMaterial(person.userId)).toBe(0);
  });

  it('an access export holds every record the erasure would erase: the lead submissions included (finding 4)', async () => {
    const person = await personWithLeads();
    const session = await api.signIn(person.email, person.password);
    const filed = await api.call<{ id: string }>('POST', '/api/data-requests', { token: session.token, body: { requestType: 'access' } });
    expect(filed.status).toBe(201);
    await api.call('PATCH', `/api/admin/data-requests/${filed.body.id}`, { token: admin, body: { status: 'completed' } });
    const exported = await eventually(
      async () => {
        const answer = await api.call<{ otherRecords: { leads: { id: string; email: string; message: string | null }[] } }>(
          'GET',
          `/api/data-requests/${filed.body.id}/export`,
          { token: session.token },
        );
        return answer.status === 200 ? answer.body : undefined;
      },
      20_000,
      'the export',
    );
    const leads = await leadIdsOf(person.email);
    expect(exported.otherRecords.leads.map((l) => l.id).sort()).toEqual(leads);
    expect(exported.otherRecords.leads.map((l) => l.message)).toContain(`Contact ${person.unique}`);

    // Whatever erasure then removes was in the export.
    await app.app.get(CommandBus).execute(new EraseUser(person.userId, { actorId: null, correlationId: randomUUID(), causationId: null }));
    expect(await leadIdsOf(person.email)).toEqual([]);
  });

  describe('a crash between any two steps loses nothing (finding 10)', () => {
    const failing = (table: string, operation: 'INSERT' | 'UPDATE' | 'DELETE', when: string) => failStep(db, table, operation, when);

    const steps: [string, string, 'INSERT' | 'UPDATE' | 'DELETE', string][] = [
      ['appending UserErased', 'events', 'INSERT', "NEW.event_type = 'UserErased'"],
      ['scrubbing the profile', 'profiles', 'UPDATE', 'NEW.erased_at IS NOT NULL'],
      ['queueing the clean-up job', 'outbox', 'INSERT', "NEW.job_name = 'finish-user-erasure'"],
      ['erasing the leads', 'leads', 'DELETE', 'true'],
      ['deleting sessions', 'user_sessions', 'DELETE', 'true'],
      ['destroying the key', 'personal_data_keys', 'INSERT', 'true'],
    ];

    it.each(steps)('fails while %s: nothing is erased, and running it again erases everything', async (_step, table, operation, when) => {
      const person = await personWithLeads();
      await api.signIn(person.email, person.password);
      const leads = await leadIdsOf(person.email);
      const erase = () =>
        app.app.get(CommandBus).execute(new EraseUser(person.userId, { actorId: null, correlationId: randomUUID(), causationId: null }));

      const restore = await failing(table, operation, when);
      try {
        await expect(erase()).rejects.toThrow('injected crash');
      } finally {
        await restore();
      }
      // All or nothing: the person is whole (the routine only signed them out beforehand).
      const [profile] = await db.query('SELECT full_name, erased_at FROM profiles WHERE id = $1', [person.userId]);
      expect(profile).toEqual({ full_name: person.fullName, erased_at: null });
      expect(await leadIdsOf(person.email)).toEqual(leads);
      expect(await keyMaterial(person.userId)).toBe(1);
      const [{ erasures }] = await db.query(
        "SELECT count(*)::int AS erasures FROM events WHERE stream_id = $1 AND event_type = 'UserErased'",
        [`user-${person.userId}`],
      );
      expect(erasures).toBe(0);
      expect((await api.call('POST', '/api/auth/sign-in', { body: { email: person.email, password: person.password } })).status).toBe(200);

      await erase();
      const [erased] = await db.query('SELECT email, erased_at FROM profiles WHERE id = $1', [person.userId]);
      expect(erased.email).toBeNull();
      expect(erased.erased_at).not.toBeNull();
      expect(await leadIdsOf(person.email)).toEqual([]);
      expect(await keyMaterial(person.userId)).toBe(0);
      const [{ sessions }] = await db.query('SELECT count(*)::int AS sessions FROM user_sessions WHERE user_id = $1', [person.userId]);
      expect(sessions).toBe(0);
      // The step after the commit rides on the outbox row written with the event: it runs and is done.
      await eventually(async () => {
        const [row] = await db.query(
          "SELECT dispatched_at FROM outbox WHERE job_name = 'finish-user-erasure' AND payload->>'userId' = $1",
          [person.userId],
        );
        return row?.dispatched_at ? true : undefined;
      }, 15_000, 'the clean-up job to be queued');
      await erase(); // and once done, running it again is a no-op
    });

    it('a deletion request whose job dies after the erasure and before recording it is finished by the retry', async () => {
      const person = await personWithLeads();
      const session = await api.signIn(person.email, person.password);
      const filed = await api.call<{ id: string }>('POST', '/api/data-requests', { token: session.token, body: { requestType: 'deletion' } });
      const restore = await failing('events', 'INSERT', "NEW.event_type = 'PersonalDataErased'");
      let restored = false;
      try {
        await api.call('PATCH', `/api/admin/data-requests/${filed.body.id}`, { token: admin, body: { status: 'completed' } });
        // The first attempt erased the person (its own transaction) and then died recording it.
        await eventually(async () => ((await keyMaterial(person.userId)) === 0 ? true : undefined), 20_000, 'the erasure');
        const [job] = await db.query("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'PersonalDataErased'", [
          `data-request-${filed.body.id}`,
        ]);
        expect(job.n).toBe(0);
        expect(await leadIdsOf(person.email)).toEqual([]);
        await restore();
        restored = true;
        // BullMQ retries the job (backoff); the erasure step is a no-op the second time, the record is written.
        await eventually(
          async () => {
            const { items: rows } = (await (await adminGet('/api/admin/data-requests?limit=200')).json()) as {
              items: { id: string; erasedAt: string | null }[];
            };
            return rows.find((r) => r.id === filed.body.id)?.erasedAt ? true : undefined;
          },
          30_000,
          'the recorded erasure',
        );
      } finally {
        if (!restored) await restore();
      }
    });
  });
});
