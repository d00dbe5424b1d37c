import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { FILE_STORE, FileStore } from '../../platform/storage/file-store';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { registeredAgent } from '../../../../test/support/registered-agent';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR my logo')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF my other logo')]);

type Profile = { id: string; fullName: string; phone: string | null; company: string | null; licenseNumber: string | null; logoUrl: string | null };

/** Issue 20 item 6 (ADR 0060): an agent edits their own name, phone, brokerage, license number and logo in Settings. */
describe('identity: the agent edits their own profile', () => {
  const context = apiTestContext();
  const db = () => context.app.app.get<DataSource>(DATA_SOURCE);

  const logoForm = (bytes: Buffer, name = 'logo.png', type = 'image/png') => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };

  it('changes only what is sent, clears what is sent blank or null, and the next read says so', async () => {
    const agent = await registeredAgent(context.api);
    const edited = await context.api.call<Profile>('PATCH', '/api/auth/me', {
      token: agent.token,
      body: { fullName: '  Morgan Reyes  ', phone: '512-555-0142', company: 'Hill Country Realty', licenseNumber: 'TX-0654321' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: agent.userId, fullName: 'Morgan Reyes', phone: '512-555-0142', company: 'Hill Country Realty', licenseNumber: 'TX-0654321' });

    const cleared = await context.api.call<Profile>('PATCH', '/api/auth/me', { token: agent.token, body: { phone: '', licenseNumber: null } });
    expect(cleared.body).toMatchObject({ fullName: 'Morgan Reyes', phone: null, company: 'Hill Country Realty', licenseNumber: null });
    expect((await context.api.call<Profile>('GET', '/api/auth/me', { token: agent.token })).body).toMatchObject({ fullName: 'Morgan Reyes', phone: null });

    // The name, phone, brokerage and license are the person's: sealed in the log, never in clear.
    const events = await db().query<{ data: string }[]>("SELECT data::text AS data FROM events WHERE stream_id = $1 AND event_type = 'ProfileUpdated'", [`user-${agent.userId}`]);
    expect(events).toHaveLength(2);
    for (const event of events) expect(event.data).not.toMatch(/Morgan|Hill Country|TX-0654321|512-555/);
  });

  it('records nothing when nothing changes, and refuses a blank name, long values and wrong types with a 400', async () => {
    const agent = await registeredAgent(context.api);
    const count = async () =>
      (await db().query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'ProfileUpdated'", [`user-${agent.userId}`]))[0]!.n;
    const me = (await context.api.call<Profile>('GET', '/api/auth/me', { token: agent.token })).body;
    expect((await context.api.call('PATCH', '/api/auth/me', { token: agent.token, body: { fullName: me.fullName } })).status).toBe(200);
    expect((await context.api.call('PATCH', '/api/auth/me', { token: agent.token, body: {} })).status).toBe(200);
    expect(await count()).toBe(0);

    const refused: [unknown, number, string | RegExp][] = [
      [{ fullName: '   ' }, 400, 'Full name is required'],
      [{ fullName: null }, 400, /fullName/],
      [{ company: 'x'.repeat(201) }, 400, 'Company must be at most 200 characters'],
      [{ licenseNumber: { $ne: null } }, 400, /licenseNumber/],
      [{ phone: 'a\u0000b' }, 400, /phone/],
      [[{ fullName: 'Array Body' }], 400, /.+/],
    ];
    for (const [body, status, message] of refused) {
      const answer = await context.api.call<{ message: string | string[] }>('PATCH', '/api/auth/me', { token: agent.token, body });
      expect([JSON.stringify(body).slice(0, 40), answer.status]).toEqual([JSON.stringify(body).slice(0, 40), status]);
      expect(String(answer.body.message)).toMatch(message);
    }
    expect(await count()).toBe(0);
  });

  it('is for agents, brokers and team leads: a client and an admin get 403, no session 401', async () => {
    for (const role of ['agent', 'broker', 'team_lead'] as const) {
      // A minted caller has no profile row: the route admits the role and answers the missing user.
      expect([role, (await context.api.call('PATCH', '/api/auth/me', { token: context.mint(role).token, body: { fullName: 'X' } })).status]).toEqual([role, 404]);
    }
    for (const role of ['client', 'admin'] as const) {
      for (const [method, path] of [['PATCH', '/api/auth/me'], ['PUT', '/api/auth/me/logo'], ['DELETE', '/api/auth/me/logo']] as const) {
        expect([role, method, (await context.api.call(method, path, { token: context.mint(role).token, body: {} })).status]).toEqual([role, method, 403]);
      }
    }
    expect((await context.api.call('PATCH', '/api/auth/me', { body: { fullName: 'X' } })).status).toBe(401);
    expect((await context.api.call('DELETE', '/api/auth/me/logo')).status).toBe(401);
  });

  it('uploads, replaces and removes the logo: the image is sniffed, the old file goes, the profile says so', async () => {
    const agent = await registeredAgent(context.api);
    const logoFile = async () => (await db().query<{ logo_file: string | null }[]>('SELECT logo_file FROM profiles WHERE id = $1', [agent.userId]))[0]!.logo_file;

    const notImage = await context.api.call<{ message: string }>('PUT', '/api/auth/me/logo', { token: agent.token, form: logoForm(Buffer.from('%PDF-1.7 not a logo'), 'logo.png') });
    expect(notImage.body).toMatchObject({ statusCode: 400, message: 'Please upload an image file' });
    const none = await context.api.call<{ message: string }>('PUT', '/api/auth/me/logo', { token: agent.token, form: new FormData() });
    expect(none.body).toMatchObject({ statusCode: 400, message: 'Please upload an image file' });
    const huge = await context.api.call<{ message: string }>('PUT', '/api/auth/me/logo', { token: agent.token, form: logoForm(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) });
    expect(huge.body).toMatchObject({ statusCode: 400, message: 'Logo file size must be less than 5MB' });
    expect(await logoFile()).toBeNull();

    const uploaded = await context.api.call<Profile>('PUT', '/api/auth/me/logo', { token: agent.token, form: logoForm(PNG) });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logoUrl).toMatch(new RegExp(`^/api/users/${agent.userId}/logo\\?sub=`));
    const image = await fetch(`${context.app.url}${uploaded.body.logoUrl}`);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect(await logoFile()).toBe(`${agent.userId}-logo.png`);

    // Another type replaces it: the new file is served and the old one is gone from storage.
    const replaced = await context.api.call<Profile>('PUT', '/api/auth/me/logo', { token: agent.token, form: logoForm(JPEG, 'logo.jpg', 'image/jpeg') });
    expect(await logoFile()).toBe(`${agent.userId}-logo.jpg`);
    const second = await fetch(`${context.app.url}${replaced.body.logoUrl}`);
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(JPEG);
    const files = context.app.app.get<FileStore>(FILE_STORE);
    expect(await files.open(`logos/${agent.userId}-logo.png`)).toBeNull();

    const removed = await context.api.call<Profile>('DELETE', '/api/auth/me/logo', { token: agent.token });
    expect(removed.status).toBe(200);
    expect(removed.body.logoUrl).toBeNull();
    expect(await logoFile()).toBeNull();
    expect(await files.open(`logos/${agent.userId}-logo.jpg`)).toBeNull();
    expect((await context.api.call('GET', `/api/users/${agent.userId}/logo`, { token: agent.token })).status).toBe(404);
    // Removing again changes nothing and appends nothing.
    expect((await context.api.call('DELETE', '/api/auth/me/logo', { token: agent.token })).status).toBe(200);
    expect((await db().query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'LogoRemoved'", [`user-${agent.userId}`]))[0]!.n).toBe(1);
  });
});
