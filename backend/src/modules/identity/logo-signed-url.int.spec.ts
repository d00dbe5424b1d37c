import { FileUrls } from '../../platform/storage/signed-file-url';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { validRegistration } from '../../../../test/support/identity-client';
import { demoAdminToken } from '../../../../test/support/registered-agent';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR signed logo')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');

/**
 * ADR 0045: an agent's logo loads in an <img> — no bearer header — through the URL signed for the
 * caller that a profile answer carries, for that caller, that file and a few minutes; nobody else.
 */
describe("identity: agents' logos through signed file URLs", () => {
  const context = apiTestContext();

  /** A registered agent with a logo, signed in: their session's profile carries the signed logo URL. */
  async function agentWithLogo(logo = { bytes: PNG, name: 'logo.png', type: 'image/png' }) {
    const form = validRegistration(await context.api.createInviteCode(await demoAdminToken(context.api), { role: 'agent' }));
    const registered = await context.api.register(form, logo);
    if (registered.status !== 201) throw new Error(`Registration answered ${registered.status}`);
    const session = await context.api.signIn(form.email!, form.password);
    return { userId: registered.body.userId, ...session, logoUrl: (session.profile as unknown as { logoUrl: string }).logoUrl };
  }

  /** A GET as an <img> makes it: no Authorization header, no cookie. */
  const asImage = (url: string) => fetch(`${context.app.url}${url}`);

  it('the sign-in, /auth/me and the admin list hand out logo URLs an <img> loads without a bearer header', async () => {
    const agent = await agentWithLogo();
    expect(agent.logoUrl).toMatch(new RegExp(`^/api/users/${agent.userId}/logo\\?sub=${agent.userId}&role=agent&sid=[^&]+&exp=\\d+&sig=[\\w-]{43}$`));
    const image = await asImage(agent.logoUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    const me = await context.api.call<{ logoUrl: string }>('GET', '/api/auth/me', { token: agent.token });
    expect((await asImage(me.body.logoUrl)).status).toBe(200);

    const admin = await context.api.signIn('admin@threshold.demo');
    const list = await context.api.call<{ items: { id: string; logoUrl: string | null }[] }>('GET', '/api/admin/users?role=agent&limit=50', { token: admin.token });
    const row = list.body.items.find((item) => item.id === agent.userId)!;
    expect(row.logoUrl).toContain(`sub=${admin.profile.id}&role=admin`);
    expect((await asImage(row.logoUrl!)).status).toBe(200);
  });

  it('without a signature an <img> gets 401; a bearer token still works for any signed-in role', async () => {
    const agent = await agentWithLogo();
    const path = `/api/users/${agent.userId}/logo`;
    expect((await asImage(path)).status).toBe(401);
    for (const role of ['agent', 'broker', 'team_lead', 'client', 'admin'] as const) {
      expect([role, (await context.api.call('GET', path, { token: context.mint(role).token })).status]).toEqual([role, 200]);
    }
  });

  it('refuses a URL that is expired, tampered with, or signed for another file', async () => {
    const agent = await agentWithLogo();
    const other = await agentWithLogo();
    const urls = context.app.app.get(FileUrls);
    const caller = { userId: agent.userId, role: 'agent', sessionId: agent.profile.id, expiresAt: Math.floor(Date.now() / 1000) + 900 };
    const expired = urls.sign(`/api/users/${agent.userId}/logo`, caller, Date.now() - 11 * 60_000);
    const foreign = agent.logoUrl.replace(`/api/users/${agent.userId}/logo`, `/api/users/${other.userId}/logo`);
    const later = agent.logoUrl.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    const asAdmin = agent.logoUrl.replace('role=agent', 'role=admin');
    const forged = agent.logoUrl.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`);
    for (const [name, url] of [['expired', expired], ['foreign file', foreign], ['later expiry', later], ['another role', asAdmin], ['forged signature', forged]]) {
      expect([name, (await asImage(url!)).status]).toEqual([name, 401]);
    }
    expect((await asImage(agent.logoUrl)).status).toBe(200);
  });

  it('a signed URL dies with its session: after sign-out it loads nothing', async () => {
    const agent = await agentWithLogo();
    expect((await asImage(agent.logoUrl)).status).toBe(200);
    expect((await context.api.call('POST', '/api/auth/sign-out', { token: agent.token, cookie: agent.cookie })).status).toBe(204);
    expect((await asImage(agent.logoUrl)).status).toBe(401);
  });

  it('a signature is no credential anywhere but the file route it was made for', async () => {
    const agent = await agentWithLogo();
    const urls = context.app.app.get(FileUrls);
    const caller = { userId: agent.userId, role: 'agent', sessionId: 'any', expiresAt: Math.floor(Date.now() / 1000) + 900 };
    expect((await asImage(urls.sign('/api/auth/me', caller))).status).toBe(401);
  });

  it('an SVG logo (which may hold script) is an attachment, sandboxed and nosniff, even through its signed URL', async () => {
    const agent = await agentWithLogo({ bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' });
    const image = await asImage(agent.logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
  });
});
