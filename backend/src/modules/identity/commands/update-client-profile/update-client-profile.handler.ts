import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { UserNotFoundError } from '../../domain/identity.errors';
import { profileChanges } from '../../domain/profile-changes';
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
    const [profile] = await this.dataSource.query<{ full_name: string; phone: string | null }[]>(
      'SELECT full_name, phone FROM profiles WHERE id = $1 AND erased_at IS NULL',
      [command.clientId],
    );
    const edit = { fullName: command.changes.fullName, phone: command.changes.phone };
    // The values are checked before the person is looked up: a bad edit is a 400 whoever it names.
    const changes = profileChanges(edit, profile ? { fullName: profile.full_name, phone: profile.phone } : {}) as { fullName?: string; phone?: string | null };
    if (!profile) throw new UserNotFoundError();
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
