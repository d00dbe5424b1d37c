import { apiTestContext } from '../../../../test/support/api-test-context';
import { UNSUBSCRIBE_ERRORS } from './notifications.controller';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Issue 22 item 7 (ADR 0067): each kind of notification has its own switch in the settings, and the
 * e-mail's signed unsubscribe link turns that one kind off without a session. The link names one
 * person and one kind; a changed or borrowed link is refused.
 */
describe('notification switches and unsubscribe links', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Preference = { kind: string; label: string; enabled: boolean; message?: string };
  const tokens = () => context.app.app.get(UnsubscribeTokens);
  const list = (token: string | null) => context.api.call<Preference[] & { message: string }>('GET', '/api/notifications/preferences', { token });
  const set = (token: string | null, kind: string, body: unknown) => context.api.call<Preference>('PUT', `/api/notifications/preferences/${kind}`, { token, body });
  const unsubscribe = (body: unknown) => context.api.call<Preference>('POST', '/api/notifications/unsubscribe', { token: null, body });
  const check = (query: Record<string, string>) =>
    context.api.call<Preference>('GET', `/api/notifications/unsubscribe?${new URLSearchParams(query).toString()}`, { token: null });
  const enabledOf = async (token: string) => Object.fromEntries((await list(token)).body.map((p) => [p.kind, p.enabled]));

  it('shows each role the kinds it receives, all on at first; admin and no session are refused', async () => {
    const client = mint('client');
    const agent = mint('agent');
    expect(await enabledOf(client.token)).toEqual({ new_message: true, document_shared: true, milestone_date_changed: true, checkin_reminder: true });
    expect(await enabledOf(agent.token)).toEqual({ new_message: true, checkin_submitted: true });
    for (const role of ['broker', 'team_lead'] as const) expect(await enabledOf(mint(role).token)).toEqual({ new_message: true, checkin_submitted: true });
    expect((await list(mint('admin').token)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
    expect((await set(null, 'new_message', { enabled: false })).status).toBe(401);
  });

  it('a switch persists per person and kind; a kind the role does not receive, or bad input, is a 400', async () => {
    const client = mint('client');
    const other = mint('client');
    const off = await set(client.token, 'document_shared', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ kind: 'document_shared', enabled: false });
    expect(await enabledOf(client.token)).toMatchObject({ document_shared: false, new_message: true });
    expect(await enabledOf(other.token)).toMatchObject({ document_shared: true });
    expect((await set(client.token, 'document_shared', { enabled: true })).body.enabled).toBe(true);
    expect((await set(client.token, 'checkin_submitted', { enabled: false })).body).toMatchObject({ message: UNSUBSCRIBE_ERRORS.unknownKind });
    expect((await set(client.token, 'nonsense', { enabled: false })).status).toBe(400);
    expect((await set(client.token, 'new_message', { enabled: 'no' })).status).toBe(400);
    const events = await context.db.query("SELECT data FROM events WHERE stream_id = $1 ORDER BY stream_version", [`notification-preferences-${client.userId}`]);
    expect(events.map((row: { data: { enabled: boolean; via: string } }) => [row.data.enabled, row.data.via])).toEqual([
      [false, 'settings'],
      [true, 'settings'],
    ]);
  });

  it('the signed link works without a session, switches off that kind only, and a second use changes nothing', async () => {
    const client = mint('client');
    const link = { user: client.userId, kind: 'milestone_date_changed', token: tokens().tokenFor(client.userId, 'milestone_date_changed') };
    const looked = await check(link);
    expect(looked.status).toBe(200);
    expect(looked.body).toMatchObject({ kind: 'milestone_date_changed', enabled: true }); // the GET changes nothing
    const done = await unsubscribe(link);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ kind: 'milestone_date_changed', enabled: false });
    expect(await enabledOf(client.token)).toEqual({ new_message: true, document_shared: true, milestone_date_changed: false, checkin_reminder: true });
    expect((await unsubscribe(link)).status).toBe(200);
    const [{ count }] = await context.db.query('SELECT count(*)::int AS count FROM events WHERE stream_id = $1', [`notification-preferences-${client.userId}`]);
    expect(count).toBe(1);
  });

  it('refuses a forged token, another person’s token, and a token for another kind', async () => {
    const victim = mint('client');
    const attacker = mint('client');
    const own = tokens().tokenFor(attacker.userId, 'new_message');
    const refused = [
      { user: victim.userId, kind: 'new_message', token: 'A'.repeat(43) },
      { user: victim.userId, kind: 'new_message', token: own },
      { user: attacker.userId, kind: 'document_shared', token: own },
      { user: victim.userId, kind: 'unknown_kind', token: own },
      { user: victim.userId, kind: 'new_message' },
    ];
    for (const body of refused) {
      const answer = await unsubscribe(body);
      expect([answer.status, answer.body.message]).toEqual([400, UNSUBSCRIBE_ERRORS.invalid]);
    }
    expect((await check(refused[1] as Record<string, string>)).status).toBe(400);
    expect(await enabledOf(victim.token)).toMatchObject({ new_message: true, document_shared: true });
  });
});
