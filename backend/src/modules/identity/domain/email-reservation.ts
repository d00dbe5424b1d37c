import { defineAggregate } from '../../../platform/event-store/aggregate';
import { ConflictError } from '../../../platform/errors/domain-error';

/**
 * One account per e-mail address, held by the log rather than by a rebuildable read table (issue 18
 * item 10; ADR 0006 addendum). Each address has a stream of its own, named by a keyed HMAC of the
 * normalised address (never the address, nor a plain hash anyone could confirm it with). A new
 * account's append carries `EmailAddressReserved` at the version it read, so two registrations of
 * one address cannot both commit; erasure releases it in the erasure's own append.
 */
export const EMAIL_RESERVATION_STREAM_TYPE = 'email-address';

export type EmailReservationEvent =
  | { type: 'EmailAddressReserved'; data: { userId: string } }
  | { type: 'EmailAddressReleased'; data: { userId: string } };

export type EmailReservationCommand = { type: 'ReserveEmailAddress'; userId: string } | { type: 'ReleaseEmailAddress'; userId: string };

export interface EmailReservationState {
  /** The account holding the address, or null while it is free. */
  heldBy: string | null;
}

/** The address is another account's (the callers answer with their own message: spec 000 §8 hides it at registration). */
export class EmailAddressTakenError extends ConflictError {
  constructor() {
    super('Email address already in use');
  }
}

export function evolveEmailReservation(state: EmailReservationState, event: EmailReservationEvent): EmailReservationState {
  switch (event.type) {
    case 'EmailAddressReserved':
      return { heldBy: event.data.userId };
    case 'EmailAddressReleased':
      return state.heldBy === event.data.userId ? { heldBy: null } : state;
  }
}

export function decideEmailReservation(command: EmailReservationCommand, state: EmailReservationState): EmailReservationEvent[] {
  switch (command.type) {
    case 'ReserveEmailAddress':
      if (state.heldBy === command.userId) return [];
      if (state.heldBy !== null) throw new EmailAddressTakenError();
      return [{ type: 'EmailAddressReserved', data: { userId: command.userId } }];
    case 'ReleaseEmailAddress':
      // Only its holder releases it: an erased account never frees an address someone else holds.
      return state.heldBy === command.userId ? [{ type: 'EmailAddressReleased', data: { userId: command.userId } }] : [];
  }
}

export const emailReservation = defineAggregate<EmailReservationState, EmailReservationCommand, EmailReservationEvent>({
  streamType: EMAIL_RESERVATION_STREAM_TYPE,
  /** `id` is the address's key (EmailReservations.keyOf), never the address. */
  streamId: (key) => `email-address-${key}`,
  initialState: () => ({ heldBy: null }),
  evolve: evolveEmailReservation,
  decide: (command, state) => decideEmailReservation(command, state),
});
