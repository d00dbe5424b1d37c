import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { StaleVersionError } from '../../../../platform/event-store/event-store.errors';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PersonalDataHolders } from '../../../../platform/privacy/personal-data-holders';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { SessionService } from '../../auth/session.service';
import { user } from '../../domain/user.decide';
import { userStream } from '../../domain/user.events';
import { EmailReservations } from '../register-user/email-reservations';
import { EraseUser } from './erase-user.command';

/**
 * The one erasure routine (docs/adr/0011-erasure-routine.md), for an admin deleting the account and
 * for a completed deletion request alike. One DB transaction holds UserErased (its inline projections
 * scrub the profile and drop e-mail, credentials and reset rows), every module's personal data found
 * by other means than the person's key (PersonalDataHolders: their leads), their sessions, activity
 * and tokens, and the destruction of their key: it all happens or none of it does.
 *
 * Around it, steps that are not database work and are safe to repeat: sessions are revoked in Redis
 * first (a failure after that has only signed the person out), the erasure ledger is written after
 * the commit (the vault catches up at start if that is lost), and the outbox carries UserErased to
 * `FinishUserErasureJob` (logo files, sessions opened meanwhile) and to the data-export clean-up.
 *
 * It goes through the CommandPipeline (`within` keeps the one transaction). It stays a bus command
 * because data-requests sends it too; an admin's stale If-Match is refused before any session ends.
 */
@CommandHandler(EraseUser)
export class EraseUserHandler implements ICommandHandler<EraseUser> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly vault: PersonalDataVault,
    private readonly holders: PersonalDataHolders,
    private readonly sessions: SessionService,
    private readonly reservations: EmailReservations,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: EraseUser): Promise<void> {
    const { userId, pin } = command;
    await this.refuseStale(userId, pin.expectedVersion);
    await this.sessions.endAllFor(userId);
    const [account] = await this.dataSource.query<{ email_lower: string }[]>('SELECT email_lower FROM user_emails WHERE user_id = $1', [userId]);
    const subject = { userId, email: account?.email_lower ?? null };
    // The address is free again once the account is gone, in the erasure's own append.
    const released = subject.email === null ? [] : await this.reservations.release(subject.email, userId);
    const forgotten: string[] = [];
    await this.pipeline.handle(
      user,
      userId,
      { type: 'EraseUser', userId, erasedBy: command.metadata.actorId },
      {
        metadata: command.metadata,
        expectedVersion: pin.expectedVersion,
        onVersion: pin.onVersion,
        alongside: released,
        within: async (sql) => {
          for (const holder of this.holders.all()) forgotten.push(...(await holder.erase(subject, sql)));
          await this.sessions.deleteRowsFor(userId, sql);
          await this.vault.forget(userId, sql);
          forgotten.push(userId);
        },
      },
    );
    this.vault.recordErased(forgotten);
  }

  /** The append checks the pin again; this check only keeps a stale request from signing the person out. */
  private async refuseStale(userId: string, expected: EraseUser['pin']['expectedVersion']): Promise<void> {
    if (expected === undefined) return;
    const { version } = await this.pipeline.load(user, userId);
    if (typeof expected === 'number' ? version !== expected : version === 0) throw new StaleVersionError(userStream(userId), version);
  }
}
