import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { loadState } from '../../../../platform/event-store/command-handling';
import { ConcurrencyError } from '../../../../platform/event-store/event-store.errors';
import { EventStore, StreamAppend } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { decideEmailReservation, EmailReservationCommand, emailReservation } from '../../domain/email-reservation';
import { normalizeEmail } from '../../domain/registration-form';

/**
 * The e-mail address reservations (domain/email-reservation.ts) as appends that ride along with a
 * new account's (or an erasure's) own append: read the address's stream, decide, and hand back the
 * append at the version read, so a racer who reserved meanwhile fails the whole append.
 */
@Injectable()
export class EmailReservations {
  constructor(
    private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The address's key: a keyed HMAC, so the log names no address and no one without the key can confirm one. */
  keyOf(email: string): string {
    return createHmac('sha256', this.config.emailKeySecret).update(normalizeEmail(email)).digest('base64url');
  }

  streamIdOf(email: string): string {
    return emailReservation.streamId(this.keyOf(email));
  }

  async heldBy(email: string): Promise<string | null> {
    return (await loadState(this.store, emailReservation, this.streamIdOf(email))).state.heldBy;
  }

  /** The reservation for a new account; EmailAddressTakenError when another account holds the address. */
  reserve(email: string, userId: string): Promise<StreamAppend[]> {
    return this.appendFor(email, { type: 'ReserveEmailAddress', userId });
  }

  /** The release by an account being erased (none when it does not hold the address). */
  release(email: string, userId: string): Promise<StreamAppend[]> {
    return this.appendFor(email, { type: 'ReleaseEmailAddress', userId });
  }

  private async appendFor(email: string, command: EmailReservationCommand): Promise<StreamAppend[]> {
    const streamId = this.streamIdOf(email);
    const { state, version } = await loadState(this.store, emailReservation, streamId);
    const events = decideEmailReservation(command, state);
    if (events.length === 0) return [];
    return [{ streamId, streamType: emailReservation.streamType, expected: version === 0 ? 'no_stream' : version, events }];
  }
}

/**
 * Accounts made before the reservations existed get theirs at start, from the addresses the profiles
 * projection holds (one row per address), once: an address whose stream exists is left alone, and a
 * second process doing the same at the same moment loses the race harmlessly.
 */
@Injectable()
export class EmailReservationBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailReservationBackfill.name);

  constructor(
    private readonly store: EventStore,
    private readonly reservations: EmailReservations,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const accounts = await this.dataSource.query<{ email_lower: string; user_id: string }[]>('SELECT email_lower, user_id FROM user_emails');
    if (accounts.length === 0) return;
    const streamIds = accounts.map((account) => this.reservations.streamIdOf(account.email_lower));
    const present = new Set(
      (await this.dataSource.query<{ stream_id: string }[]>('SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1)', [streamIds])).map((row) => row.stream_id),
    );
    let reserved = 0;
    for (const [i, account] of accounts.entries()) {
      if (present.has(streamIds[i])) continue;
      try {
        await this.store.append(
          streamIds[i],
          emailReservation.streamType,
          'no_stream',
          [{ type: 'EmailAddressReserved', data: { userId: account.user_id } }],
          { actorId: null, correlationId: 'email-reservation-backfill', causationId: null },
        );
        reserved += 1;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
    if (reserved > 0) this.logger.log(`Reserved the e-mail addresses of ${reserved} existing accounts`);
  }
}
