/**
 * Events of a lead: a message that reached the team through one of the public forms
 * (spec 000 §3 "Contact form submission", "Investor enquiry", "Waitlist submission").
 * Each submission is a stream of its own; the stored data is what the team reads and exports.
 */
export type LeadKind = 'contact' | 'investor' | 'waitlist';
export const LEAD_KINDS: readonly LeadKind[] = ['contact', 'investor', 'waitlist'];

/** The About page's interest checkboxes (spec 000 §2), in the order they are shown. */
export const CONTACT_INTERESTS = ['agent-beta', 'broker-partnership', 'investor-advisor', 'something-else'] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** How each interest reads to a person (the same words as the form's checkboxes). */
export const CONTACT_INTEREST_LABELS: Record<ContactInterest, string> = {
  'agent-beta': 'Joining the agent beta',
  'broker-partnership': 'A brokerage partnership',
  'investor-advisor': 'Investing or advising',
  'something-else': 'Something else',
};

/** Spec 000 §3: the investor enquiry carries a fixed subject and the brand. */
export const INVESTOR_INQUIRY_SUBJECT = 'New Investor Inquiry';
export const BRAND = 'Threshold';

export interface ContactMessageSubmittedData {
  leadId: string;
  name: string;
  email: string;
  message: string;
  interests: ContactInterest[];
}

export interface InvestorInquirySubmittedData {
  leadId: string;
  name: string;
  email: string;
  organization: string | null;
  message: string | null;
  subject: typeof INVESTOR_INQUIRY_SUBJECT;
  brand: typeof BRAND;
}

export interface WaitlistJoinedData {
  leadId: string;
  fullName: string;
  email: string;
  phone: string | null;
  brokerage: string;
  headache: string;
}

export type LeadEvent =
  | { type: 'ContactMessageSubmitted'; data: ContactMessageSubmittedData }
  | { type: 'InvestorInquirySubmitted'; data: InvestorInquirySubmittedData }
  | { type: 'WaitlistJoined'; data: WaitlistJoinedData };

export const LEAD_EVENT_TYPES: readonly LeadEvent['type'][] = [
  'ContactMessageSubmitted',
  'InvestorInquirySubmitted',
  'WaitlistJoined',
];

export interface LeadState {
  submitted: boolean;
}

export const initialLeadState = (): LeadState => ({ submitted: false });

export function evolveLead(state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case 'ContactMessageSubmitted':
    case 'InvestorInquirySubmitted':
    case 'WaitlistJoined':
      return { ...state, submitted: true };
  }
}

export const leadStream = (leadId: string) => `lead-${leadId}`;
export const LEAD_STREAM_TYPE = 'lead';
