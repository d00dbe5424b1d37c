import { ValidationError } from '../../../platform/errors/domain-error';
import type { MembershipEndReason, Role, UserEvent, UserState } from './user.events';

/**
 * Teams and brokerage (issue 24 item 1, ADR 0046). The spec gives brokers and team leads the
 * powers of an agent and nothing more; these memberships are what a later oversight policy reads.
 * A membership lives on the member's stream, so "at most one team lead, at most one broker" is
 * one stream's rule, checked with its version.
 */
export const MembershipMessages = {
  onlyAgentsHaveTeamLead: 'Only an agent can have a team lead',
  teamLeadNotEligible: 'The team lead must be an active user with the role Team lead',
  onlyAgentsOrLeadsHaveBroker: 'Only an agent or a team lead can have a broker',
  brokerNotEligible: 'The broker must be an active user with the role Broker',
  notOwnOverseer: 'A person cannot be their own team lead or broker',
  teamLeadIdInvalid: "teamLeadId must be a user's id, or null to clear the team lead",
  brokerIdInvalid: "brokerId must be a user's id, or null to clear the broker",
} as const;

/** The person proposed as team lead or broker, as the handler found them (null when no such account). */
export interface ProposedOverseer {
  id: string;
  role: Role;
  erased: boolean;
}

/** Which roles may have each kind of overseer, and which role the overseer must hold. */
export const MEMBERSHIP_RULES = {
  teamLead: { members: ['agent'] as readonly Role[], overseer: 'team_lead' as Role },
  broker: { members: ['agent', 'team_lead'] as readonly Role[], overseer: 'broker' as Role },
};

export type MembershipCommand =
  | { type: 'AssignTeamLead'; userId: string; teamLeadId: string | null; teamLead: ProposedOverseer | null; assignedBy: string | null }
  | { type: 'AssignBroker'; userId: string; brokerId: string | null; broker: ProposedOverseer | null; assignedBy: string | null }
  /** Issued by the server when the overseer's role changed or their account was deleted. */
  | { type: 'EndTeamLeadMembership'; userId: string; teamLeadId: string; reason: MembershipEndReason }
  | { type: 'EndBrokerMembership'; userId: string; brokerId: string; reason: MembershipEndReason };

/** `state` is a living user's (the caller checked). */
export function decideMembership(command: MembershipCommand, state: UserState): UserEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'AssignTeamLead': {
      if (command.teamLeadId === null) return clearTeamLead(state, userId, command.assignedBy, 'cleared');
      if (!MEMBERSHIP_RULES.teamLead.members.includes(state.role!)) throw new ValidationError(MembershipMessages.onlyAgentsHaveTeamLead);
      if (command.teamLeadId === userId) throw new ValidationError(MembershipMessages.notOwnOverseer);
      if (!eligible(command.teamLead, command.teamLeadId, MEMBERSHIP_RULES.teamLead.overseer)) throw new ValidationError(MembershipMessages.teamLeadNotEligible);
      if (state.teamLeadId === command.teamLeadId) return [];
      return [{ type: 'TeamLeadAssigned', data: { userId, teamLeadId: command.teamLeadId, previousTeamLeadId: state.teamLeadId, assignedBy: command.assignedBy } }];
    }
    case 'AssignBroker': {
      if (command.brokerId === null) return clearBroker(state, userId, command.assignedBy, 'cleared');
      if (!MEMBERSHIP_RULES.broker.members.includes(state.role!)) throw new ValidationError(MembershipMessages.onlyAgentsOrLeadsHaveBroker);
      if (command.brokerId === userId) throw new ValidationError(MembershipMessages.notOwnOverseer);
      if (!eligible(command.broker, command.brokerId, MEMBERSHIP_RULES.broker.overseer)) throw new ValidationError(MembershipMessages.brokerNotEligible);
      if (state.brokerId === command.brokerId) return [];
      return [{ type: 'BrokerAssigned', data: { userId, brokerId: command.brokerId, previousBrokerId: state.brokerId, assignedBy: command.assignedBy } }];
    }
    // Only the membership the server saw end is ended: one assigned since (to someone else) stands.
    case 'EndTeamLeadMembership':
      return state.teamLeadId === command.teamLeadId ? clearTeamLead(state, userId, null, command.reason) : [];
    case 'EndBrokerMembership':
      return state.brokerId === command.brokerId ? clearBroker(state, userId, null, command.reason) : [];
  }
}

/**
 * A role change ends, in the same append, the member's memberships the new role may not have: an
 * agent made team lead loses their team lead and keeps their broker; made broker, admin or client,
 * loses both. The role change itself is never refused for it (the spec lets an admin change any role).
 */
export function membershipsEndedByRole(state: UserState, userId: string, to: Role, changedBy: string | null): UserEvent[] {
  return [
    ...(MEMBERSHIP_RULES.teamLead.members.includes(to) ? [] : clearTeamLead(state, userId, changedBy, 'member_role_changed')),
    ...(MEMBERSHIP_RULES.broker.members.includes(to) ? [] : clearBroker(state, userId, changedBy, 'member_role_changed')),
  ];
}

function eligible(person: ProposedOverseer | null, id: string, role: Role): boolean {
  return person !== null && person.id === id && !person.erased && person.role === role;
}

function clearTeamLead(state: UserState, userId: string, by: string | null, reason: MembershipEndReason): UserEvent[] {
  if (state.teamLeadId === null) return [];
  return [{ type: 'TeamLeadCleared', data: { userId, previousTeamLeadId: state.teamLeadId, clearedBy: by, reason } }];
}

function clearBroker(state: UserState, userId: string, by: string | null, reason: MembershipEndReason): UserEvent[] {
  if (state.brokerId === null) return [];
  return [{ type: 'BrokerCleared', data: { userId, previousBrokerId: state.brokerId, clearedBy: by, reason } }];
}
