import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { RegistrationFailedError } from '../../domain/identity.errors';
import { inviteCodeDecider, normalizeInviteCode } from '../../domain/invite-code.decide';
import { INVITE_CODE_STREAM_TYPE, InviteCodeEvent, inviteCodeStream } from '../../domain/invite-code.events';
import { validateRegistration } from '../../domain/registration-form';
import { Role } from '../../domain/user.events';
import { RegisterUser } from './register-user.command';
import { UserAccounts } from './user-accounts';

/**
 * Spec 000 §4 "Registration order": validate the form, check the invite code, create the account,
 * store the logo, consume the code, link it to the user.
 *
 * The use of the code is taken before the account is written: the invite stream's expected version
 * lets exactly one of two racers have the last use (the other is told the code was used). If the
 * account then cannot be written (the address was taken meanwhile), the use is given back.
 */
@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: UserAccounts,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: RegisterUser): Promise<{ userId: string; role: Role }> {
    const { userId, metadata } = command;
    const form = validateRegistration(command.form);
    const code = normalizeInviteCode(form.inviteCode);
    const now = new Date();
    const invite = await this.inviteState(code);
    inviteCodeDecider.decide({ type: 'CheckInviteCode', now }, invite);
    const role = invite.role!;

    const [taken] = await this.dataSource.query<unknown[]>('SELECT 1 FROM user_emails WHERE email_lower = $1', [form.email]);
    if (taken) throw new RegistrationFailedError();

    const inviteOptions = { streamId: inviteCodeStream(code), streamType: INVITE_CODE_STREAM_TYPE, metadata };
    await executeOnStream(this.store, inviteCodeDecider, { type: 'ConsumeInviteCode', code, userId, now }, { ...inviteOptions, retries: 5 });
    try {
      await this.accounts.create(userId, { ...form, role, inviteCode: code }, metadata, now);
    } catch (error) {
      await executeOnStream(this.store, inviteCodeDecider, { type: 'ReleaseInviteCode', code, userId }, { ...inviteOptions, retries: 5 });
      throw error;
    }
    if (form.logo) await this.accounts.attachLogo(userId, form.logo, metadata);
    await executeOnStream(this.store, inviteCodeDecider, { type: 'LinkInviteCode', code, userId }, { ...inviteOptions, retries: 5 });
    return { userId, role };
  }

  private async inviteState(code: string) {
    const { events } = await this.store.readStream(inviteCodeStream(code));
    return events.reduce((state, e) => inviteCodeDecider.evolve(state, e as unknown as InviteCodeEvent), inviteCodeDecider.initialState());
  }
}
