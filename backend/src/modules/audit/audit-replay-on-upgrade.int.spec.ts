import { apiTestContext } from '../../../../test/support/api-test-context';
import { linkedClient } from '../../../../test/support/linked-client';
import { ownDatabase } from '../../../../test/support/own-database';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { AuditTrailReplay1732303300000 } from '../../platform/database/migrations/1732303300000-audit-trail-replay';
import { AGENT_ONLY_PLACEHOLDER } from './projections/audit-trail.projection';

interface AuditPage {
  entries: Array<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; changes: unknown[] }>;
}

/**
 * ADR 0062: entries the audit trail wrote before ADR 0056's `sealed: false` rules hold agent-only
 * values in clear; the upgrade's migration has the worker write the trail again from the log, so an
 * admin no longer sees them.
 *
 * A database of its own: the replay writes the trail again from the whole log, and on the run's shared
 * database that was every event the earlier files wrote (a full int run: past the 60 s timeout).
 */
describe('audit trail replayed on upgrade (ADR 0062)', () => {
  const database = ownDatabase('audit_replay');
  const context = apiTestContext(() => database.overrides());
  afterAll(() => database.drop(), 60_000);

  it('an entry written under the old rule no longer shows the admin an agent-only value once the upgrade ran', async () => {
    const agent = context.mint('agent');
    const admin = context.mint('admin');
    const clientId = await linkedClient(context.app, agent.token);
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '7 Larkspur Bend',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
        who_pays_title: 'split',
      },
    });
    expect(created.status).toBe(201);
    const dealId = created.body.id;
    const edited = await context.api.call('PATCH', `/api/transactions/${dealId}`, {
      token: agent.token,
      body: { who_pays_title: 'seller', title_objection_date: '2097-03-04' },
    });
    expect(edited.status).toBe(200);
    await allWorkSettled(context.app);

    // The entries as the projection wrote them before ADR 0056: each hidden value as the event holds it.
    const rewritten = await context.db.query<unknown[]>(
      `UPDATE audit_entries a
          SET after = (SELECT jsonb_object_agg(x.key, CASE WHEN x.value = to_jsonb($2::text) THEN e.data -> x.key ELSE x.value END)
                         FROM jsonb_each(a.after) AS x(key, value)),
              before = (SELECT jsonb_object_agg(x.key, CASE WHEN x.value = to_jsonb($2::text) THEN to_jsonb('split'::text) ELSE x.value END)
                          FROM jsonb_each(a.before) AS x(key, value))
         FROM events e
        WHERE e.global_position = a.global_position AND a.stream_id = $1 AND a.after::text LIKE '%' || $2 || '%'
        RETURNING a.id`,
      [`transaction-${dealId}`, AGENT_ONLY_PLACEHOLDER],
    );
    expect(rewritten.length).toBeGreaterThan(0);

    const trail = async () => {
      const page = await context.api.call<AuditPage>('GET', `/api/admin/audit?entityId=${dealId}`, { token: admin.token });
      expect(page.status).toBe(200);
      return JSON.stringify(page.body.entries);
    };
    const leaks = (text: string) => ['"split"', '"seller"', '2097-03-04', 'Split', 'Seller'].filter((value) => text.includes(value));
    expect(leaks(await trail())).not.toEqual([]);

    // The upgrade: the migration, as `migration:run` applies it to an existing installation, then the running worker.
    const runner = context.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await new AuditTrailReplay1732303300000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    await allWorkSettled(context.app);

    const after = await trail();
    expect(leaks(after)).toEqual([]);
    expect(after).toContain(AGENT_ONLY_PLACEHOLDER);
    // The replay wrote the whole trail again, not only this deal's.
    const [{ missing }] = await context.db.query<{ missing: number }[]>(
      `SELECT count(*)::int AS missing FROM events e WHERE NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.global_position = e.global_position)`,
    );
    expect(missing).toBe(0);
  });
});
