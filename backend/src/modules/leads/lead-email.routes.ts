import { StoredEvent } from '../../platform/event-store/event.types';
import { OutboxRoute } from '../../platform/event-store/projection';
import { OutgoingEmail } from '../../platform/mail/mailer.service';
import { SEND_EMAIL_JOB } from '../../platform/mail/send-email.job';
import { QueueName } from '../../platform/queue/queue-names';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { isErasedLead, leadSubject } from './lead-personal-data';
import {
  BRAND,
  CONTACT_INTEREST_LABELS,
  ContactMessageSubmittedData,
  InvestorInquirySubmittedData,
  LeadEvent,
  WaitlistJoinedData,
} from './domain/lead.events';

/**
 * The team hears about every submission by e-mail, sent by the worker after the event is
 * committed (never inline). Replying answers the person who wrote in.
 */
export function leadEmail(event: LeadEvent, submittedAt: Date, leadId: string, teamInbox: string): OutgoingEmail {
  const footer = [
    '',
    '—',
    `Submitted ${submittedAt.toISOString()} · Lead ${leadId}`,
    `Reply to this e-mail to answer directly; every lead is listed in the ${BRAND} admin console.`,
  ];
  switch (event.type) {
    case 'ContactMessageSubmitted':
      return {
        to: teamInbox,
        replyTo: event.data.email,
        subject: `[${BRAND}] New Contact Message from ${event.data.name}`,
        text: contactText(event.data).concat(footer).join('\n'),
      };
    case 'InvestorInquirySubmitted':
      return {
        to: teamInbox,
        replyTo: event.data.email,
        subject: `[${event.data.brand}] ${event.data.subject}`,
        text: investorText(event.data).concat(footer).join('\n'),
      };
    case 'WaitlistJoined':
      return {
        to: teamInbox,
        replyTo: event.data.email,
        subject: `[${BRAND}] New Waitlist Signup: ${event.data.fullName}`,
        text: waitlistText(event.data).concat(footer).join('\n'),
      };
  }
}

function contactText(data: ContactMessageSubmittedData): string[] {
  const interests = data.interests.map((id) => CONTACT_INTEREST_LABELS[id]).join(', ') || 'None selected';
  return [
    `A new message arrived through the contact form on the ${BRAND} website.`,
    '',
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Interested in: ${interests}`,
    '',
    'Message:',
    data.message,
  ];
}

function investorText(data: InvestorInquirySubmittedData): string[] {
  return [
    `A new investor inquiry arrived through the ${BRAND} investors page.`,
    '',
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Organization: ${data.organization ?? 'Not given'}`,
    '',
    'Message:',
    data.message ?? '(no message)',
  ];
}

function waitlistText(data: WaitlistJoinedData): string[] {
  return [
    `${data.fullName} joined the ${BRAND} Austin beta waitlist.`,
    '',
    `Full name: ${data.fullName}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone ?? 'Not given'}`,
    `Brokerage: ${data.brokerage}`,
    '',
    'Biggest transaction headache:',
    data.headache,
  ];
}

/**
 * One outbox route per lead event, all to the e-mail queue; the job id is derived from the event id.
 * The e-mail is rendered in the append's transaction from the plain event the store hands over, and
 * its personal parts sealed with the lead's key (a job payload, not an event: sealed here, ADR 0016),
 * so neither the outbox nor Redis holds them in clear.
 */
export function leadEmailRoutes(teamInbox: string, vault: PersonalDataVault): OutboxRoute[] {
  return (['ContactMessageSubmitted', 'InvestorInquirySubmitted', 'WaitlistJoined'] as const).map((eventType) => ({
    eventType,
    queue: QueueName.Email,
    jobName: SEND_EMAIL_JOB,
    payload: async (stored: StoredEvent, sql: SqlExecutor) => {
      const event = stored as unknown as LeadEvent;
      const subject = leadSubject(event.data.leadId);
      if (isErasedLead(event)) throw new Error(`Lead ${event.data.leadId} was erased before its e-mail was queued`);
      const email = leadEmail(event, new Date(stored.occurredAt), event.data.leadId, teamInbox);
      return {
        to: email.to,
        subject: await vault.seal(subject, email.subject, sql),
        text: await vault.seal(subject, email.text, sql),
        replyTo: email.replyTo ? await vault.seal(subject, email.replyTo, sql) : undefined,
      };
    },
  }));
}
