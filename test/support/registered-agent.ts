import { identityClient, validRegistration } from './identity-client';

/**
 * An agent with a real account (profile, e-mail, password), registered through an invite of the demo
 * admin: for what a minted token cannot stand in for (the profile is read, or e-mail is sent).
 */
export async function registeredAgent(api: ReturnType<typeof identityClient>): Promise<{ email: string; token: string; userId: string }> {
  const admin = (await api.signIn('admin@threshold.demo')).token;
  const code = await api.createInviteCode(admin, { role: 'agent' });
  const form = validRegistration(code);
  const registered = await api.register(form);
  if (registered.status !== 201) throw new Error(`Registration answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  return { email: form.email!, token: (await api.signIn(form.email!, form.password)).token, userId: registered.body.userId as string };
}
