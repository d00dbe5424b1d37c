import { DataSource } from 'typeorm';
import { identityClient } from '../../../../test/support/identity-client';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { PARKED_EVENT_NOT_FOUND } from './subscriptions.controller';

interface Overview {
  subscriptions: { subscriptionId: string; eventsBehind: number; oldestUnprocessedAgeSeconds: number; parked: number }[];
  parked: { id: string; subscriptionId: string; eventId: string; error: string }[];
}

/** docs/adr/0014-subscription-isolation.md: lag on the health endpoint; lag, parked events and retry for admins only. */
describe('subscription lag and parked events over HTTP', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let adminToken: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    adminToken = (await api.signIn('admin@threshold.demo')).token;
    dataSource = app.app.get<DataSource>(DATA_SOURCE);
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports every subscription’s lag in a new section of the health endpoint, without error texts', async () => {
    const health = await api.call<{ status: string; subscriptions: Overview['subscriptions'] }>('GET', '/api/health/ready');
    expect(health.status).toBe(200);
    const audit = health.body.subscriptions.find((s) => s.subscriptionId === 'projection:audit-trail');
    expect(audit).toEqual({ subscriptionId: 'projection:audit-trail', eventsBehind: expect.any(Number), oldestUnprocessedAgeSeconds: expect.any(Number), parked: 0 });
  });

  it('lets only admins see the subscriptions and retry a parked event, which reprocesses it', async () => {
    expect((await api.call('GET', '/api/admin/subscriptions')).status).toBe(401);
    const client = await api.signIn('buyer@threshold.demo');
    expect((await api.call('GET', '/api/admin/subscriptions', { token: client.token })).status).toBe(403);

    // Park a real event of the audit trail as the runner would have, after deleting its audit row.
    const [event] = await dataSource.query<{ global_position: string; event_id: string; event_type: string }[]>(
      'SELECT global_position, event_id, event_type FROM events ORDER BY global_position LIMIT 1',
    );
    await eventually(async () => ((await dataSource.query('SELECT 1 FROM audit_entries WHERE global_position = $1', [event.global_position])).length ? true : undefined), 10_000, 'the audit row');
    await dataSource.query('DELETE FROM audit_entries WHERE global_position = $1', [event.global_position]);
    await dataSource.query(
      `INSERT INTO parked_events (subscription_id, global_position, event_id, event_type, attempts, error) VALUES ('projection:audit-trail', $1, $2, $3, 5, 'Error: simulated')`,
      [event.global_position, event.event_id, event.event_type],
    );

    const overview = await api.call<Overview>('GET', '/api/admin/subscriptions', { token: adminToken });
    expect(overview.status).toBe(200);
    expect(overview.body.subscriptions.find((s) => s.subscriptionId === 'projection:audit-trail')).toMatchObject({ parked: 1 });
    const parked = overview.body.parked.find((p) => p.eventId === event.event_id)!;
    expect(parked).toMatchObject({ subscriptionId: 'projection:audit-trail', error: 'Error: simulated' });

    expect((await api.call('POST', `/api/admin/subscriptions/parked/${parked.id}/retry`, { token: client.token })).status).toBe(403);
    const retried = await api.call('POST', `/api/admin/subscriptions/parked/${parked.id}/retry`, { token: adminToken });
    expect(retried).toMatchObject({ status: 200, body: { status: 'processed' } });
    expect(await dataSource.query('SELECT 1 FROM audit_entries WHERE global_position = $1', [event.global_position])).toHaveLength(1);
    expect((await api.call<Overview>('GET', '/api/admin/subscriptions', { token: adminToken })).body.parked.some((p) => p.id === parked.id)).toBe(false);

    for (const id of [parked.id, 'not-a-number', '99999999999999999999999']) {
      expect(await api.call('POST', `/api/admin/subscriptions/parked/${id}/retry`, { token: adminToken })).toMatchObject({
        status: 404,
        body: { message: PARKED_EVENT_NOT_FOUND },
      });
    }
  });
});
