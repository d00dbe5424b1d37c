import { identityClient, validRegistration } from './identity-client';

type IdentityClient = ReturnType<typeof identityClient>;

/**
 * The demo admin's token, once per client: the demo accounts are shared by every file of the run and
 * signing in is limited per account (10 a minute), so a file that registers many agents must not sign
 * the admin in for each.
 */
const adminTokens = new WeakMap<IdentityClient, Promise<string>>();
export const demoAdminToken = (api: IdentityClient): Promise<string> => {
  let token = adminTokens.get(api);
  if (!token) {
    token = api.signIn('admin@threshold.demo').then((session) => session.token);
    adminTokens.set(api, token);
  }
  return token;
};

/**
 * An agent with a real account (profile, e-mail, password), registered through an invite of the demo
 * admin: for what a minted token cannot stand in for (the profile is read, or e-mail is sent).
 */
export async function registeredAgent(api: IdentityClient): Promise<{ email: string; token: string; userId: string }> {
  const code = await api.createInviteCode(await demoAdminToken(api), { role: 'agent' });
  const form = validRegistration(code);
  const registered = await api.register(form);
  if (registered.status !== 201) throw new Error(`Registration answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  return { email: form.email!, token: (await api.signIn(form.email!, form.password)).token, userId: registered.body.userId as string };
}
