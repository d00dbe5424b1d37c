import { deciderSpec, SPEC_CONTEXT } from '../../../../../test/support/decider-spec';
import { clientLink, ClientLinkCommand } from './client-link';

const AGENT = 'agent-1';
const CLIENT = 'client-1';
const ids = { agentId: AGENT, clientId: CLIENT };
const requested = { type: 'ClientLinkRequested' as const, data: ids };
const accepted = { type: 'ClientLinkAccepted' as const, data: ids };
const declined = { type: 'ClientLinkDeclined' as const, data: ids };
const command = (type: ClientLinkCommand['type']): ClientLinkCommand => ({ type, ...ids });
const as = (actorId: string | null) => ({ ...SPEC_CONTEXT, actorId });
const given = deciderSpec(clientLink);

/** Issue 18 item 5 (ADR 0039): an agent asks, only the client answers, and only an accepted link counts. */
describe('client link', () => {
  it('asks once while waiting or linked; asks again after a decline', () => {
    given().when(command('RequestClientLink'), as(AGENT)).then([requested]);
    given(requested).when(command('RequestClientLink'), as(AGENT)).then([]);
    given(requested, accepted).when(command('RequestClientLink'), as(AGENT)).then([]);
    given(requested, declined).when(command('RequestClientLink'), as(AGENT)).then([requested]);
  });

  it('only the invited client answers, once; nothing to answer is 404', () => {
    given(requested).when(command('AcceptClientLink'), as(CLIENT)).then([accepted]);
    given(requested).when(command('DeclineClientLink'), as(CLIENT)).then([declined]);
    given(requested, accepted).when(command('AcceptClientLink'), as(CLIENT)).then([]);
    given().when(command('AcceptClientLink'), as(CLIENT)).thenFails(404, 'Invitation not found');
    given(requested, declined).when(command('AcceptClientLink'), as(CLIENT)).thenFails(404, 'Invitation not found');
    given(requested).when(command('AcceptClientLink'), as(AGENT)).thenFails(403, 'Forbidden - This invitation is not yours');
  });

  it('a recorded link is accepted without an invitation (no e-mail)', () => {
    given().when(command('RecordClientLink'), as(null)).then([accepted]);
    given(accepted).when(command('RecordClientLink'), as(null)).then([]);
  });
});
