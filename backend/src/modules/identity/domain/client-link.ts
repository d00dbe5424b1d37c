import { defineAggregate } from '../../../platform/event-store/aggregate';
import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-error';

/**
 * A link between an agent (broker, team lead) and a client account they did not create (issue 18
 * item 5; ADR 0039). One stream per (agent, client) pair: the agent asks, the client accepts or
 * declines; only an accepted link lets the agent put the client on a deal. A client the agent
 * created (profiles.created_by) is linked without a stream. The events carry ids only: the e-mail
 * job reads the address and the agent's name when it sends.
 */
export type ClientLinkEvent =
  | { type: 'ClientLinkRequested'; data: ClientLinkIds }
  | { type: 'ClientLinkAccepted'; data: ClientLinkIds }
  | { type: 'ClientLinkDeclined'; data: ClientLinkIds };

export interface ClientLinkIds {
  agentId: string;
  clientId: string;
}

export const CLIENT_LINK_EVENT_TYPES: readonly ClientLinkEvent['type'][] = ['ClientLinkRequested', 'ClientLinkAccepted', 'ClientLinkDeclined'];

export type ClientLinkStatus = 'none' | 'pending' | 'accepted' | 'declined';

export interface ClientLinkState {
  status: ClientLinkStatus;
}

export type ClientLinkCommand =
  /** The agent asks (the handler has checked that the address is a client account's). */
  | { type: 'RequestClientLink'; agentId: string; clientId: string }
  /** The client answers their own invitation. */
  | { type: 'AcceptClientLink'; agentId: string; clientId: string }
  | { type: 'DeclineClientLink'; agentId: string; clientId: string }
  /** A link the system records as made (the demo seed): accepted without an invitation, so no e-mail. */
  | { type: 'RecordClientLink'; agentId: string; clientId: string };

export const ClientLinkMessages = {
  alreadyLinked: 'This client is already one of your clients',
  notAClient: 'Only a client account can be invited. This e-mail belongs to another kind of account.',
  noAccount: 'No client account uses this email. Create the client instead.',
  invitationNotFound: 'Invitation not found',
  notYourInvitation: 'Forbidden - This invitation is not yours',
} as const;

export function evolveClientLink(_state: ClientLinkState, event: ClientLinkEvent): ClientLinkState {
  switch (event.type) {
    case 'ClientLinkRequested':
      return { status: 'pending' };
    case 'ClientLinkAccepted':
      return { status: 'accepted' };
    case 'ClientLinkDeclined':
      return { status: 'declined' };
  }
}

export function decideClientLink(command: ClientLinkCommand, state: ClientLinkState, context: { actorId: string | null }): ClientLinkEvent[] {
  const ids: ClientLinkIds = { agentId: command.agentId, clientId: command.clientId };
  switch (command.type) {
    case 'RequestClientLink':
      // A second ask while one waits sends no second e-mail; a declined invitation may be asked again.
      if (state.status === 'pending' || state.status === 'accepted') return [];
      return [{ type: 'ClientLinkRequested', data: ids }];
    case 'RecordClientLink':
      if (state.status === 'accepted') return [];
      return [{ type: 'ClientLinkAccepted', data: ids }];
    case 'AcceptClientLink':
    case 'DeclineClientLink': {
      if (context.actorId !== command.clientId) throw new ForbiddenError(ClientLinkMessages.notYourInvitation);
      const accepting = command.type === 'AcceptClientLink';
      // Answering twice the same way is one answer; an invitation answered otherwise is gone.
      if (state.status === (accepting ? 'accepted' : 'declined')) return [];
      if (state.status !== 'pending') throw new NotFoundError(ClientLinkMessages.invitationNotFound);
      return [{ type: accepting ? 'ClientLinkAccepted' : 'ClientLinkDeclined', data: ids }];
    }
  }
}

export const CLIENT_LINK_STREAM_TYPE = 'client-link';

/** The aggregate's id is the pair. */
export const clientLinkId = (agentId: string, clientId: string) => `${agentId}:${clientId}`;

export const clientLink = defineAggregate<ClientLinkState, ClientLinkCommand, ClientLinkEvent>({
  streamType: CLIENT_LINK_STREAM_TYPE,
  streamId: (id: string) => `client-link-${id}`,
  initialState: () => ({ status: 'none' }),
  evolve: evolveClientLink,
  decide: decideClientLink,
});
