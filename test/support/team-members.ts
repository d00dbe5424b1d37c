import { ApiTestContext } from './api-test-context';
import { validRegistration } from './identity-client';
import { demoAdminToken } from './registered-agent';

export type OverseenRole = 'agent' | 'team_lead' | 'broker';

/** A person of a brokerage with a real account: `name` says their part in the test. */
export interface TeamMember {
  name: string;
  userId: string;
  token: string;
  email: string;
  /** The profile's full name, as dashboards show it. */
  fullName: string;
}

/**
 * The people of the oversight suites (issue 24, ADR 0046): registered through the demo admin's invite
 * code for their role, then put under a team lead or a broker the way the admin console does it
 * (`PUT /api/admin/users/:id/team-lead|broker`). Call from a test or hook, after the context started.
 */
export function teamMembers(context: ApiTestContext) {
  const adminToken = () => demoAdminToken(context.api);

  async function person(name: string, role: OverseenRole, fullName?: string): Promise<TeamMember> {
    const code = await context.api.createInviteCode(await adminToken(), { role });
    const registration = validRegistration(code, fullName === undefined ? {} : { fullName });
    const registered = await context.api.register(registration);
    if (registered.status !== 201) throw new Error(`Registering ${name} answered ${registered.status}: ${JSON.stringify(registered.body)}`);
    const userId = registered.body.userId as string;
    return { name, userId, token: context.mint(role, userId).token, email: registration.email!, fullName: registration.fullName! };
  }

  /** `member` gets `overseer` as their team lead or broker, or none with null (200, or the test fails here). */
  async function assign(member: Pick<TeamMember, 'userId'>, what: 'team-lead' | 'broker', overseer: Pick<TeamMember, 'userId'> | null): Promise<void> {
    const id = overseer?.userId ?? null;
    const body = what === 'team-lead' ? { teamLeadId: id } : { brokerId: id };
    const answer = await context.api.call('PUT', `/api/admin/users/${member.userId}/${what}`, { token: await adminToken(), body });
    if (answer.status !== 200) throw new Error(`Assigning ${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }

  return { person, assign, adminToken };
}
