import { MembershipMessages, ProposedOverseer } from './membership';
import { UserCommand, userDecider } from './user.decide';
import { Role, UserEvent } from './user.events';
import { deciderSpec } from '../../../../../test/support/decider-spec';

/** Issue 24 item 1 (ADR 0046): who may be whose team lead and broker, decided on the member's stream. */
const given = deciderSpec(userDecider);

const userId = 'member';
const registeredAs = (role: Role): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: 'e',
    fullName: 'n',
    phone: null,
    company: null,
    licenseNumber: null,
    role,
    policyVersion: 'v1.0.0',
    termsAcceptedAt: '2026-01-01T00:00:00.000Z',
    inviteCode: null,
  },
});
const agent = registeredAs('agent');
const lead: ProposedOverseer = { id: 'lead', role: 'team_lead', erased: false };
const broker: ProposedOverseer = { id: 'broker', role: 'broker', erased: false };
const assignLead = (teamLead: ProposedOverseer | null, teamLeadId = teamLead?.id ?? null): UserCommand => ({
  type: 'AssignTeamLead',
  userId,
  teamLeadId,
  teamLead,
  assignedBy: 'admin',
});
const assignBroker = (proposed: ProposedOverseer | null, brokerId = proposed?.id ?? null): UserCommand => ({
  type: 'AssignBroker',
  userId,
  brokerId,
  broker: proposed,
  assignedBy: 'admin',
});
const leadAssigned: UserEvent = { type: 'TeamLeadAssigned', data: { userId, teamLeadId: 'lead', previousTeamLeadId: null, assignedBy: 'admin' } };
const brokerAssigned: UserEvent = { type: 'BrokerAssigned', data: { userId, brokerId: 'broker', previousBrokerId: null, assignedBy: 'admin' } };
const changeRole = (role: Role): UserCommand => ({ type: 'ChangeRole', userId, role, changedBy: 'admin' });
const roleChanged = (from: Role, to: Role): UserEvent => ({ type: 'RoleChanged', data: { userId, from, to, changedBy: 'admin' } });

describe('team lead of an agent', () => {
  it('an agent gets an active team lead', () => given(agent).when(assignLead(lead)).then([leadAssigned]));

  it('a second team lead replaces the first, naming it: at most one', () =>
    given(agent, leadAssigned)
      .when(assignLead({ ...lead, id: 'lead-2' }))
      .then([{ type: 'TeamLeadAssigned', data: { userId, teamLeadId: 'lead-2', previousTeamLeadId: 'lead', assignedBy: 'admin' } }]));

  it('the same team lead again records nothing', () => given(agent, leadAssigned).when(assignLead(lead)).then([]));

  it('null clears it; clearing none records nothing', () => {
    given(agent, leadAssigned)
      .when(assignLead(null))
      .then([{ type: 'TeamLeadCleared', data: { userId, previousTeamLeadId: 'lead', clearedBy: 'admin', reason: 'cleared' } }]);
    given(agent).when(assignLead(null)).then([]);
  });

  it.each<Role>(['broker', 'team_lead', 'client', 'admin'])('a %s cannot have a team lead', (role) =>
    given(registeredAs(role)).when(assignLead(lead)).thenFails(400, MembershipMessages.onlyAgentsHaveTeamLead));

  it.each<[string, ProposedOverseer | null]>([
    ['an agent', { ...lead, role: 'agent' }],
    ['a broker', { ...lead, role: 'broker' }],
    ['a deleted team lead', { ...lead, erased: true }],
    ['nobody', null],
  ])('%s cannot be a team lead', (_name, proposed) =>
    given(agent).when(assignLead(proposed, 'lead')).thenFails(400, MembershipMessages.teamLeadNotEligible));

  it('nobody is their own team lead', () =>
    given(agent).when(assignLead({ id: userId, role: 'team_lead', erased: false })).thenFails(400, MembershipMessages.notOwnOverseer));

  it('a deleted member has no membership to change', () =>
    given(agent, { type: 'UserErased', data: { userId, erasedBy: 'admin' } }).when(assignLead(lead)).thenFails(404, 'User not found'));
});

describe('broker of an agent or team lead', () => {
  it.each<Role>(['agent', 'team_lead'])('a %s gets a broker', (role) =>
    given(registeredAs(role)).when(assignBroker(broker)).then([brokerAssigned]));

  it.each<Role>(['broker', 'client', 'admin'])('a %s cannot have a broker', (role) =>
    given(registeredAs(role)).when(assignBroker(broker)).thenFails(400, MembershipMessages.onlyAgentsOrLeadsHaveBroker));

  it.each<[string, ProposedOverseer | null]>([
    ['a team lead', { ...broker, role: 'team_lead' }],
    ['a deleted broker', { ...broker, erased: true }],
    ['nobody', null],
  ])('%s cannot be a broker', (_name, proposed) =>
    given(agent).when(assignBroker(proposed, 'broker')).thenFails(400, MembershipMessages.brokerNotEligible));

  it('a second broker replaces the first; null clears it', () => {
    given(agent, brokerAssigned)
      .when(assignBroker({ ...broker, id: 'broker-2' }))
      .then([{ type: 'BrokerAssigned', data: { userId, brokerId: 'broker-2', previousBrokerId: 'broker', assignedBy: 'admin' } }]);
    given(agent, brokerAssigned)
      .when(assignBroker(null))
      .then([{ type: 'BrokerCleared', data: { userId, previousBrokerId: 'broker', clearedBy: 'admin', reason: 'cleared' } }]);
  });
});

describe("a role change ends the member's memberships that no longer hold, in the same append", () => {
  it('an agent made team lead loses the team lead and keeps the broker', () =>
    given(agent, leadAssigned, brokerAssigned)
      .when(changeRole('team_lead'))
      .then([
        roleChanged('agent', 'team_lead'),
        { type: 'TeamLeadCleared', data: { userId, previousTeamLeadId: 'lead', clearedBy: 'admin', reason: 'member_role_changed' } },
      ]));

  it('an agent made broker loses both', () =>
    given(agent, leadAssigned, brokerAssigned)
      .when(changeRole('broker'))
      .then([
        roleChanged('agent', 'broker'),
        { type: 'TeamLeadCleared', data: { userId, previousTeamLeadId: 'lead', clearedBy: 'admin', reason: 'member_role_changed' } },
        { type: 'BrokerCleared', data: { userId, previousBrokerId: 'broker', clearedBy: 'admin', reason: 'member_role_changed' } },
      ]));

  it('a change without memberships is the role change alone', () => given(agent).when(changeRole('broker')).then([roleChanged('agent', 'broker')]));
});

describe("the server ends a membership whose overseer's role changed or account was deleted", () => {
  it('ends the one it saw', () =>
    given(agent, leadAssigned)
      .when({ type: 'EndTeamLeadMembership', userId, teamLeadId: 'lead', reason: 'overseer_role_changed' })
      .then([{ type: 'TeamLeadCleared', data: { userId, previousTeamLeadId: 'lead', clearedBy: null, reason: 'overseer_role_changed' } }]));

  it('leaves one assigned since to someone else, and records nothing for a deleted member', () => {
    given(agent, brokerAssigned).when({ type: 'EndBrokerMembership', userId, brokerId: 'other', reason: 'overseer_erased' }).then([]);
    given(agent, brokerAssigned, { type: 'UserErased', data: { userId, erasedBy: null } })
      .when({ type: 'EndBrokerMembership', userId, brokerId: 'broker', reason: 'overseer_erased' })
      .then([]);
  });
});
