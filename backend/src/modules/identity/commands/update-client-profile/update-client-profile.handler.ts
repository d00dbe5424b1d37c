import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { IdentityMessages, UserNotFoundError } from '../../domain/identity.errors';
import { MAX_FIELD_LENGTH } from '../../domain/registration-form';
import { user } from '../../domain/user.decide';
import { UpdateClientProfile } from './update-client-profile.command';

/**
 * Checks the values, then records only what differs from the profile (nothing sent or nothing
 * changed: no event). The profile is the inline projection of the same stream, so it is current.
 */
@CommandHandler(UpdateClientProfile)
export class UpdateClientProfileHandler implements ICommandHandler<UpdateClientProfile> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: UpdateClientProfile): Promise<{ changed: boolean }> {
    const { fullName, phone } = command.changes;
    const name = fullName === undefined ? undefined : fullName.trim();
    if (name === '') throw new ValidationError(IdentityMessages.fullNameRequired);
    const newPhone = phone === undefined ? undefined : phone === null || phone.trim() === '' ? null : phone.trim();
    for (const [label, value] of [
      ['Full name', name],
      ['Phone', newPhone],
    ] as const) {
      if (value && value.length > MAX_FIELD_LENGTH) throw new ValidationError(`${label} must be at most ${MAX_FIELD_LENGTH} characters`);
    }
    const [profile] = await this.dataSource.query<{ full_name: string; phone: string | null }[]>(
      'SELECT full_name, phone FROM profiles WHERE id = $1 AND erased_at IS NULL',
      [command.clientId],
    );
    if (!profile) throw new UserNotFoundError();
    const changes = {
      ...(name !== undefined && name !== profile.full_name ? { fullName: name } : {}),
      ...(newPhone !== undefined && newPhone !== profile.phone ? { phone: newPhone } : {}),
    };
    if (Object.keys(changes).length === 0) return { changed: false };
    const { events } = await this.pipeline.handle(
      user,
      command.clientId,
      { type: 'UpdateClientProfile', userId: command.clientId, ...changes, updatedBy: command.metadata.actorId ?? 'system' },
      { metadata: command.metadata },
    );
    return { changed: events.length > 0 };
  }
}
