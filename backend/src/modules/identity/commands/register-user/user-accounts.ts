import { Injectable, Logger } from '@nestjs/common';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { ConcurrencyError } from '../../../../platform/event-store/event-store.errors';
import { EventStore, StreamAppend } from '../../../../platform/event-store/event-store';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { EmailAddressTakenError } from '../../domain/email-reservation';
import { EmailReservations } from './email-reservations';
import { PasswordHasher } from '../../auth/password-hasher';
import { LogoStorage } from '../../auth/logo-storage';
import { RegistrationFailedError } from '../../domain/identity.errors';
import { DetectedImage } from '../../domain/logo';
import { userDecider } from '../../domain/user.decide';
import { Role, USER_STREAM_TYPE, UserEvent, userStream } from '../../domain/user.events';

export interface AccountFields {
  email: string;
  fullName: string;
  phone: string | null;
  company: string | null;
  licenseNumber: string | null;
  role: Role;
  password: string;
  inviteCode: string | null;
}

/**
 * Writes a new user's stream: UserRegistered + PasswordSet in one append with the reservation of the
 * e-mail address (its own stream, ADR 0006 addendum). A taken address fails that append as a whole,
 * so there is never half an account, whatever a read table says. Personal fields and the hash are
 * sealed with the new user's key.
 */
@Injectable()
export class UserAccounts {
  private readonly logger = new Logger(UserAccounts.name);

  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
    private readonly logos: LogoStorage,
    private readonly reservations: EmailReservations,
  ) {}

  async create(userId: string, fields: AccountFields, metadata: EventMetadata, now = new Date()): Promise<void> {
    const events = await this.newAccountEvents(userId, fields, now);
    try {
      await this.appendNewAccount(userId, fields.email, events, metadata, now);
    } catch (error) {
      throw asRegistrationFailure(error);
    }
  }

  /** Another account holds the address (the log's reservation, not a read table). */
  async emailTaken(email: string): Promise<boolean> {
    return (await this.reservations.heldBy(email)) !== null;
  }

  /**
   * The new account's stream, its address's reservation and any other appends (an invite code's
   * use) in one transaction. EmailAddressTakenError when the address is held, also when a racer
   * reserved it between the read and the append; a conflict on another stream is the caller's.
   */
  async appendNewAccount(userId: string, email: string, events: readonly UserEvent[], metadata: EventMetadata, now: Date, others: readonly StreamAppend[] = []): Promise<void> {
    const reservation = await this.reservations.reserve(email, userId);
    try {
      await this.store.appendMany(
        [...others, { streamId: userStream(userId), streamType: USER_STREAM_TYPE, expected: 'no_stream', events }, ...reservation],
        metadata,
        { occurredAt: now },
      );
    } catch (error) {
      if (error instanceof ConcurrencyError && reservation.some((append) => append.streamId === error.streamId)) throw new EmailAddressTakenError();
      throw error;
    }
  }

  /**
   * The new user's events (UserRegistered + PasswordSet), hashed, ready to append (the store seals
   * the personal fields, ADR 0016): alone (`create`) or in one transaction with the invite code's
   * use (registration, ADR 0011).
   */
  async newAccountEvents(userId: string, fields: AccountFields, now: Date): Promise<UserEvent[]> {
    const passwordHash = await this.hasher.hash(fields.password);
    // An empty optional field is no data (as the vault's sealOptional had it).
    const optional = (value: string | null) => (value === null || value === '' ? null : value);
    return userDecider.decide(
      {
        type: 'RegisterUser',
        userId,
        email: fields.email,
        fullName: fields.fullName,
        phone: optional(fields.phone),
        company: optional(fields.company),
        licenseNumber: optional(fields.licenseNumber),
        role: fields.role,
        inviteCode: fields.inviteCode,
        passwordHash,
        now,
      },
      userDecider.initialState(),
      { now, actorId: null },
    );
  }

  /** Spec 000 §8: a logo that cannot be stored is logged and the account goes on without one. */
  async attachLogo(userId: string, logo: DetectedImage & { bytes: Buffer; size: number }, metadata: EventMetadata): Promise<void> {
    try {
      const fileName = await this.logos.save(userId, logo.extension, logo.bytes);
      await executeOnStream(
        this.store,
        userDecider,
        { type: 'RecordLogo', userId, fileName, contentType: logo.contentType, size: logo.size },
        { streamId: userStream(userId), streamType: USER_STREAM_TYPE, metadata },
      );
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'Logo upload failed; the account has no logo');
    }
  }
}

/** The address is taken (its reservation, or user_emails' key behind it): the spec's generic registration failure. */
export function asRegistrationFailure(error: unknown): unknown {
  return isEmailTaken(error) ? new RegistrationFailedError() : error;
}

export function isEmailTaken(error: unknown): boolean {
  if (error instanceof EmailAddressTakenError) return true;
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const constraint = e.driverError?.constraint ?? e.constraint;
  return code === '23505' && typeof constraint === 'string' && constraint.startsWith('user_emails');
}
