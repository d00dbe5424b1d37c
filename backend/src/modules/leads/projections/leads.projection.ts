import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { isErasedLead } from '../lead-personal-data';
import { LEAD_EVENT_TYPES, LeadEvent } from '../domain/lead.events';

/**
 * Inline: a submission is listed for admins the moment the form gets its answer. One row per
 * lead, whatever the form; `last_version` makes a replay a no-op.
 */
@Injectable()
export class LeadsProjection implements Projection {
  readonly name = 'leads';
  readonly mode = 'inline' as const;
  readonly readTables = ['leads'];
  readonly handles = LEAD_EVENT_TYPES;

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as LeadEvent;
    if (isErasedLead(event)) return; // erased: the lead is gone from the read model for good
    const row = toRow(event);
    await sql.query(
      `INSERT INTO leads (id, kind, name, email, phone, organization, brokerage, message, interests, headache, submitted_at, last_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO NOTHING`,
      [
        event.data.leadId,
        row.kind,
        row.name,
        row.email,
        row.phone,
        row.organization,
        row.brokerage,
        row.message,
        row.interests,
        row.headache,
        stored.occurredAt,
        stored.streamVersion,
      ],
    );
  }
}

function toRow(event: LeadEvent) {
  const empty = { phone: null, organization: null, brokerage: null, message: null, interests: [] as string[], headache: null };
  switch (event.type) {
    case 'ContactMessageSubmitted':
      return {
        ...empty,
        kind: 'contact',
        name: event.data.name,
        email: event.data.email,
        message: event.data.message,
        interests: event.data.interests,
      };
    case 'InvestorInquirySubmitted':
      return {
        ...empty,
        kind: 'investor',
        name: event.data.name,
        email: event.data.email,
        organization: event.data.organization,
        message: event.data.message,
      };
    case 'WaitlistJoined':
      return {
        ...empty,
        kind: 'waitlist',
        name: event.data.fullName,
        email: event.data.email,
        phone: event.data.phone,
        brokerage: event.data.brokerage,
        headache: event.data.headache,
      };
  }
}
