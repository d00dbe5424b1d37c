import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { IdentityMessages } from '../../domain/identity.errors';
import { isEmail, typedEmail, validateNewPassword } from '../../domain/registration-form';
import { Role } from '../../domain/user.events';
import { UserAccounts } from '../register-user/user-accounts';
import { CreateUserAccount } from './create-user-account.command';

@CommandHandler(CreateUserAccount)
export class CreateUserAccountHandler implements ICommandHandler<CreateUserAccount> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute(command: CreateUserAccount): Promise<{ userId: string; role: Role }> {
    const { account } = command;
    const email = typedEmail(account.email);
    const fullName = account.fullName.trim();
    if (fullName === '') throw new ValidationError(IdentityMessages.fullNameRequired);
    if (!isEmail(email)) throw new ValidationError(IdentityMessages.emailInvalid);
    validateNewPassword(account.password, account.password);
    const trimmed = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    await this.accounts.create(
      command.userId,
      {
        email,
        fullName,
        phone: trimmed(account.phone),
        company: trimmed(account.company),
        licenseNumber: trimmed(account.licenseNumber),
        role: account.role,
        password: account.password,
        inviteCode: null,
      },
      command.metadata,
    );
    return { userId: command.userId, role: account.role };
  }
}
