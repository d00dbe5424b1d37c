import { EMAIL_MAX_LENGTH, isEmailAddress, multiLine, singleLine } from '../../../../../openapi/shared-rules';
import { defineAggregate, PersonalFields } from '../../../platform/event-store/aggregate';
import { ValidationError } from '../../../platform/errors/domain-error';
import {
  BRAND,
  CONTACT_INTERESTS,
  ContactInterest,
  INVESTOR_INQUIRY_SUBJECT,
  InvestorInquirySubmittedData,
  LeadEvent,
  LeadState,
  LEAD_STREAM_TYPE,
  evolveLead,
  initialLeadState,
  leadStream,
} from './lead.events';

/**
 * Generous limits: the spec shows none (000 §5), but a public endpoint needs some. They are far
 * above anything a person types, and the DTOs answer 400 with the same numbers.
 */
export const LEAD_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  message: 5000,
  organization: 200,
  phone: 40,
  brokerage: 200,
  headache: 5000,
  interests: 200,
} as const;

export type LeadCommand =
  | { type: 'SubmitContactMessage'; leadId: string; name: string; email: string; message: string; interests: string }
  | { type: 'SubmitInvestorInquiry'; leadId: string; name: string; email: string; organization?: string; message?: string }
  | {
      type: 'JoinWaitlist';
      leadId: string;
      fullName: string;
      email: string;
      phone?: string;
      brokerage: string;
      headache: string;
    };


function required(value: string, label: string, max: number): string {
  if (value.length === 0) throw new ValidationError(`${label} is required`);
  return limited(value, label, max);
}

function limited(value: string, label: string, max: number): string {
  if (value.length > max) throw new ValidationError(`${label} must be at most ${max} characters`);
  return value;
}

function optional(value: string, label: string, max: number): string | null {
  return value.length === 0 ? null : limited(value, label, max);
}

function email(value: string | undefined): string {
  const address = required(singleLine(value), 'Email', LEAD_LIMITS.email);
  if (!isEmailAddress(address)) throw new ValidationError('Email must be a valid e-mail address');
  return address;
}

/** Spec 000 §3: the interests arrive as one comma-separated string of option ids. */
export function parseInterests(raw: string): ContactInterest[] {
  limited(raw, 'Interests', LEAD_LIMITS.interests);
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  for (const id of ids) {
    if (!(CONTACT_INTERESTS as readonly string[]).includes(id)) {
      throw new ValidationError(`Unknown interest "${id}"; choose from ${CONTACT_INTERESTS.join(', ')}`);
    }
  }
  // Stored in the order the form shows them, whatever order they were ticked in.
  return CONTACT_INTERESTS.filter((id) => ids.includes(id));
}

export function decideLead(command: LeadCommand, state: LeadState): LeadEvent[] {
  switch (command.type) {
    case 'SubmitContactMessage': {
      // Spec 000 §5: name, email and message required.
      const data = {
        leadId: command.leadId,
        name: required(singleLine(command.name), 'Name', LEAD_LIMITS.name),
        email: email(command.email),
        message: required(multiLine(command.message), 'Message', LEAD_LIMITS.message),
        interests: parseInterests(command.interests),
      };
      return state.submitted ? [] : [{ type: 'ContactMessageSubmitted', data }];
    }
    case 'SubmitInvestorInquiry': {
      // Spec 000 §5: name and email required; organization and message optional.
      const data: InvestorInquirySubmittedData = {
        leadId: command.leadId,
        name: required(singleLine(command.name), 'Name', LEAD_LIMITS.name),
        email: email(command.email),
        organization: optional(singleLine(command.organization), 'Organization', LEAD_LIMITS.organization),
        message: optional(multiLine(command.message), 'Message', LEAD_LIMITS.message),
        subject: INVESTOR_INQUIRY_SUBJECT,
        brand: BRAND,
      };
      return state.submitted ? [] : [{ type: 'InvestorInquirySubmitted', data }];
    }
    case 'JoinWaitlist': {
      // Spec 000 §5: fullName, email, brokerage and headache required; phone optional.
      const data = {
        leadId: command.leadId,
        fullName: required(singleLine(command.fullName), 'Full name', LEAD_LIMITS.name),
        email: email(command.email),
        phone: optional(singleLine(command.phone), 'Phone', LEAD_LIMITS.phone),
        brokerage: required(singleLine(command.brokerage), 'Brokerage', LEAD_LIMITS.brokerage),
        headache: required(multiLine(command.headache), 'Biggest transaction headache', LEAD_LIMITS.headache),
      };
      return state.submitted ? [] : [{ type: 'WaitlistJoined', data }];
    }
  }
}

/** The vault subject of a lead: its own key, so erasing one person's leads touches nobody else's. */
export const leadSubject = (leadId: string) => `lead:${leadId}`;

/** Who wrote in, how to reach them and what they wrote; the form's choices (interests, subject, brand) stay in clear. */
const personal = <TData extends { leadId: string }>(...fields: (keyof TData & string)[]): PersonalFields<TData> => ({
  subject: (data) => leadSubject(data.leadId),
  fields,
});

/** One submission of a public form (ADR 0016): its personal fields are sealed by the store under the lead's key. */
export const lead = defineAggregate<LeadState, LeadCommand, LeadEvent>({
  streamType: LEAD_STREAM_TYPE,
  streamId: leadStream,
  initialState: initialLeadState,
  evolve: evolveLead,
  decide: decideLead,
  personalData: {
    ContactMessageSubmitted: personal('name', 'email', 'message'),
    InvestorInquirySubmitted: personal('name', 'email', 'organization', 'message'),
    WaitlistJoined: personal('fullName', 'email', 'phone', 'brokerage', 'headache'),
  },
});

export const leadDecider = lead;
