import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyError } from '../../../../platform/event-store/event-store.errors';
import { EventStore } from '../../../../platform/event-store/event-store';
import { RegistrationFailedError } from '../../domain/identity.errors';
import { inviteCodeDecider, normalizeInviteCode } from '../../domain/invite-code.decide';
import { INVITE_CODE_STREAM_TYPE, InviteCodeEvent, inviteCodeStream } from '../../domain/invite-code.events';
import { validateRegistration } from '../../domain/registration-form';
import { Role, userStream } from '../../domain/user.events';
import { RegisterUser } from './register-user.command';
import { asRegistrationFailure, UserAccounts } from './user-accounts';

const INVITE_RACE_RETRIES = 5;

/**
 * Spec 000 §4 "Registration order": validate the form, check the invite code, create the account,
 * store the logo, consume the code, link it to the user.
 *
 * The use of the code, the account and the link are one append to two streams in one DB
 * transaction (docs/adr/0011-erasure-routine.md): a crash or a failure at any point leaves either
 * all of them or none, so no use is lost and no account exists without its code. The invite
 * stream's expected version lets exactly one of two racers have the last use; the loser re-reads
 * the code and is told it was used. A taken address fails the whole append (its reservation). The
 * logo comes after the commit: spec 000 §8 lets the account go on without one.
 */
@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: UserAccounts,
  ) {}

  async execute(command: RegisterUser): Promise<{ userId: string; role: Role }> {
    const { userId, metadata } = command;
    const form = validateRegistration(command.form);
    const code = normalizeInviteCode(form.inviteCode);
    const now = new Date();
    const role = (await this.checkedInvite(code, now)).state.role!;
    // Cheap early answer; the append's reservation of the address is what settles a race for it.
    if (await this.accounts.emailTaken(form.email)) throw new RegistrationFailedError();
    const account = await this.accounts.newAccountEvents(userId, { ...form, role, inviteCode: code }, now);

    for (let attempt = 0; ; attempt += 1) {
      const { state, version } = await this.checkedInvite(code, now);
      const consumed = inviteCodeDecider.decide({ type: 'ConsumeInviteCode', code, userId, now }, state, { now, actorId: metadata.actorId });
      const holding = consumed.reduce(inviteCodeDecider.evolve, state);
      const linked = inviteCodeDecider.decide({ type: 'LinkInviteCode', code, userId }, holding, { now, actorId: metadata.actorId });
      try {
        await this.accounts.appendNewAccount(userId, form.email, account, metadata, now, [
          { streamId: inviteCodeStream(code), streamType: INVITE_CODE_STREAM_TYPE, expected: version, events: [...consumed, ...linked] },
        ]);
        break;
      } catch (error) {
        if (error instanceof ConcurrencyError && error.streamId === inviteCodeStream(code) && attempt < INVITE_RACE_RETRIES) continue;
        if (error instanceof ConcurrencyError && error.streamId === userStream(userId)) throw new RegistrationFailedError();
        throw asRegistrationFailure(error);
      }
    }
    if (form.logo) await this.accounts.attachLogo(userId, form.logo, metadata);
    return { userId, role };
  }

  /** The code's state and version, refused (invalid, used, expired) as spec 000 §8 words it. */
  private async checkedInvite(code: string, now: Date) {
    const { events, version } = await this.store.readStream(inviteCodeStream(code));
    const state = events.reduce((s, e) => inviteCodeDecider.evolve(s, e as unknown as InviteCodeEvent), inviteCodeDecider.initialState());
    inviteCodeDecider.decide({ type: 'CheckInviteCode', now }, state, { now, actorId: null });
    return { state, version: version === 0 ? ('no_stream' as const) : version };
  }
}
