import { deciderSpec } from '../../../../../test/support/decider-spec';
import { emailReservation, EmailReservationEvent } from './email-reservation';

/** Issue 18 item 10: one account per address, held by the address's own stream. */
const given = deciderSpec(emailReservation);
const reserved = (userId: string): EmailReservationEvent => ({ type: 'EmailAddressReserved', data: { userId } });
const released = (userId: string): EmailReservationEvent => ({ type: 'EmailAddressReleased', data: { userId } });

describe('e-mail address reservation', () => {
  it('a free address is reserved for the new account', () => {
    given().when({ type: 'ReserveEmailAddress', userId: 'u1' }).then([reserved('u1')]);
  });

  it('an address another account holds is refused; its holder asking again changes nothing', () => {
    given(reserved('u1')).when({ type: 'ReserveEmailAddress', userId: 'u2' }).thenFails(409, 'Email address already in use');
    given(reserved('u1')).when({ type: 'ReserveEmailAddress', userId: 'u1' }).then([]);
  });

  it('erasure frees it for a new account; only its holder can free it', () => {
    given(reserved('u1')).when({ type: 'ReleaseEmailAddress', userId: 'u1' }).then([released('u1')]);
    given(reserved('u1')).when({ type: 'ReleaseEmailAddress', userId: 'u2' }).then([]);
    given(reserved('u1'), released('u1')).when({ type: 'ReserveEmailAddress', userId: 'u2' }).then([reserved('u2')]);
  });
});
