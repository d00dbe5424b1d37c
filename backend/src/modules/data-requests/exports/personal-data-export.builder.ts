import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { PersonalDataHolders } from '../../../platform/privacy/personal-data-holders';
import { AuditEntryDto, HasAudited, ListAuditEntries } from '../../audit/audit.public';
import { FeedbackDto, ListOwnFeedback } from '../../feedback/feedback.public';
import { DataRequestDto } from '../data-requests.dto';
import { IdentityGateway } from '../identity.gateway';
import type { PersonalDataOfUser } from '../../identity/identity.public';
import { ListDataRequests } from '../queries/list-data-requests/list-data-requests.query';

export const EXPORT_FORMAT = 'threshold-personal-data-export';

export interface PersonalDataExport {
  format: typeof EXPORT_FORMAT;
  version: 1;
  generatedAt: string;
  requestId: string;
  userId: string;
  /** Profile, sessions, activity and invite codes, as identity holds them. */
  account: PersonalDataOfUser;
  feedback: FeedbackDto[];
  dataRequests: DataRequestDto[];
  /** Every recorded action the person took; personal values of events read '[personal data]'. */
  auditTrail: AuditEntryDto[];
  /**
   * What other modules hold of the person and erase with them (PersonalDataHolders, ADR 0011), by
   * holder: `leads` are their submissions of the public forms, found by their address.
   */
  otherRecords: Record<string, unknown[]>;
}

const AUDIT_BATCH = 200;
/** How long the export waits for the async audit trail to reach the completing event before retrying later. */
const AUDIT_WAIT_MS = 10_000;

export class AuditTrailBehindError extends Error {
  constructor() {
    super('The audit trail has not reached the request yet; the export will be retried');
  }
}

/** Everything the platform holds about one person (spec 002 access requests; issue #3 part 8). */
@Injectable()
export class PersonalDataExportBuilder {
  constructor(
    private readonly identity: IdentityGateway,
    private readonly queries: QueryBus,
    private readonly holders: PersonalDataHolders,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  /** `upToEventId`: the event that completed the request; the audit part is complete up to it. */
  async build(requestId: string, userId: string, upToEventId: string, now = new Date()): Promise<PersonalDataExport> {
    await this.waitForAuditTrail(upToEventId);
    const auditTrail: AuditEntryDto[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.queries.execute(new ListAuditEntries({ actorId: userId }, AUDIT_BATCH, cursor));
      auditTrail.push(...page.entries);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const account = await this.identity.personalDataOf(userId);
    const subject = { userId, email: account.profile?.email ?? null };
    const otherRecords: Record<string, unknown[]> = {};
    for (const holder of this.holders.all()) otherRecords[holder.name] = await holder.exportOf(subject, this.dataSource);
    return {
      format: EXPORT_FORMAT,
      version: 1,
      generatedAt: now.toISOString(),
      requestId,
      userId,
      account,
      feedback: await this.queries.execute(new ListOwnFeedback(userId)),
      dataRequests: await this.queries.execute(new ListDataRequests({ userId })),
      auditTrail,
      otherRecords,
    };
  }

  private async waitForAuditTrail(eventId: string): Promise<void> {
    const deadline = Date.now() + AUDIT_WAIT_MS;
    while (!(await this.queries.execute(new HasAudited(eventId)))) {
      if (Date.now() > deadline) throw new AuditTrailBehindError(); // the job's retry tries again later
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
