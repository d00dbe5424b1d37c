import { DataSource } from 'typeorm';
import { AdminTestApp, startAdminTestApp } from '../../../../test/support/admin-test-app';
import { validRegistration } from '../../../../test/support/identity-client';
import { failStep } from '../../../../test/support/injected-failure';

/**
 * Issue 7 finding 10, docs/adr/0011-erasure-routine.md: a registration takes the invite's use, writes
 * the account and links the code in one transaction. A crash between any two of those steps (a
 * trigger makes that step's SQL fail) leaves no account and no spent use, and the same form then
 * registers normally: nothing is lost, nothing half-made answers 500 forever.
 */
describe('identity: registration is all or nothing', () => {
  let context: AdminTestApp;
  let api: AdminTestApp['api'];
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    context = await startAdminTestApp('registration-crash');
    ({ api, db, admin } = context);
  });

  afterAll(() => context.close());

  const failing = (table: string, operation: 'INSERT' | 'UPDATE' | 'DELETE', when: string) => failStep(db, table, operation, when);

  const steps: [string, string, 'INSERT' | 'UPDATE', string][] = [
    ['taking the invite use', 'events', 'INSERT', "NEW.event_type = 'InviteCodeConsumed'"],
    ['counting the use', 'invite_codes', 'UPDATE', 'NEW.current_uses > OLD.current_uses'],
    ['linking the code', 'events', 'INSERT', "NEW.event_type = 'InviteCodeLinked'"],
    ['writing the account', 'events', 'INSERT', "NEW.event_type = 'UserRegistered'"],
    ['claiming the e-mail address', 'user_emails', 'INSERT', 'true'],
    ['storing the credentials', 'user_credentials', 'INSERT', 'true'],
  ];

  it.each(steps)('fails while %s: no account, no use spent; the same form then registers', async (_step, table, operation, when) => {
    const code = await api.createInviteCode(admin);
    const fields = validRegistration(code);
    const state = async () => {
      const [invite] = await db.query('SELECT current_uses, used_at FROM invite_codes WHERE code = $1', [code]);
      const [{ accounts }] = await db.query('SELECT count(*)::int AS accounts FROM user_emails WHERE email_lower = lower($1)', [fields.email]);
      const [{ events }] = await db.query("SELECT count(*)::int AS events FROM events WHERE stream_id = $1 AND event_type <> 'InviteCodeCreated'", [
        `invite-code-${code}`,
      ]);
      return { uses: invite.current_uses, usedAt: invite.used_at, accounts, inviteEvents: events };
    };

    const restore = await failing(table, operation, when);
    try {
      expect((await api.register(fields)).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await state()).toEqual({ uses: 0, usedAt: null, accounts: 0, inviteEvents: 0 });

    const registered = await api.register(fields);
    expect(registered.status).toBe(201);
    const after = await state();
    expect(after).toMatchObject({ uses: 1, accounts: 1, inviteEvents: 2 });
    expect(after.usedAt).not.toBeNull();
    expect((await api.call('POST', '/api/auth/sign-in', { body: { email: fields.email, password: fields.password } })).status).toBe(200);
  });
});
