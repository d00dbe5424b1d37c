import { LeadCommand, leadDecider } from './lead.decide';
import { LeadEvent } from './lead.events';
import { deciderSpec } from '../../../../../test/support/decider-spec';

const given = deciderSpec(leadDecider);

const contact: LeadCommand = {
  type: 'SubmitContactMessage',
  leadId: 'l1',
  name: '  Ana   Ruiz ',
  email: ' ana@example.com ',
  message: '  Line one\r\nLine two  ',
  interests: 'something-else, agent-beta,agent-beta',
};

const contactSubmitted: LeadEvent = {
  type: 'ContactMessageSubmitted',
  data: {
    leadId: 'l1',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    message: 'Line one\nLine two',
    interests: ['agent-beta', 'something-else'],
  },
};

describe('lead decider', () => {
  it('records a contact message, tidied, with its interests in form order and without repeats (spec 000 §3)', () => {
    given().when(contact).then([contactSubmitted]);
  });

  it('accepts a contact message without interests', () => {
    given()
      .when({ ...contact, interests: '' })
      .then([{ ...contactSubmitted, data: { ...contactSubmitted.data, interests: [] } }] as LeadEvent[]);
  });

  it('requires name, email and message on the contact form (spec 000 §5)', () => {
    given()
      .when({ ...contact, name: '   ' })
      .thenFails(400, 'Name is required');
    given()
      .when({ ...contact, email: '' })
      .thenFails(400, 'Email is required');
    given()
      .when({ ...contact, email: 'not-an-address' })
      .thenFails(400, 'Email must be a valid e-mail address');
    given()
      .when({ ...contact, message: '\n' })
      .thenFails(400, 'Message is required');
  });

  it('refuses an interest the form does not offer', () => {
    given()
      .when({ ...contact, interests: 'agent-beta,free-money' })
      .thenFails(
        400,
        'Unknown interest "free-money"; choose from agent-beta, broker-partnership, investor-advisor, something-else',
      );
  });

  it('refuses over-long fields with the limit in the message', () => {
    given()
      .when({ ...contact, name: 'x'.repeat(201) })
      .thenFails(400, 'Name must be at most 200 characters');
    given()
      .when({ ...contact, message: 'x'.repeat(5001) })
      .thenFails(400, 'Message must be at most 5000 characters');
  });

  it('records an investor enquiry with the fixed subject and the brand; organization and message are optional', () => {
    given()
      .when({
        type: 'SubmitInvestorInquiry',
        leadId: 'l2',
        name: 'Lee Park',
        email: 'lee@fund.vc',
        organization: ' ',
        message: undefined,
      })
      .then([
        {
          type: 'InvestorInquirySubmitted',
          data: {
            leadId: 'l2',
            name: 'Lee Park',
            email: 'lee@fund.vc',
            organization: null,
            message: null,
            subject: 'New Investor Inquiry',
            brand: 'Threshold',
          },
        },
      ]);
  });

  it('records a waitlist request; phone is optional, brokerage and headache are required', () => {
    const join: LeadCommand = {
      type: 'JoinWaitlist',
      leadId: 'l3',
      fullName: 'Sam Cole',
      email: 'sam@kw.com',
      brokerage: 'Hill Country Realty',
      headache: 'Chasing lenders',
    };
    given()
      .when(join)
      .then([
        {
          type: 'WaitlistJoined',
          data: {
            leadId: 'l3',
            fullName: 'Sam Cole',
            email: 'sam@kw.com',
            phone: null,
            brokerage: 'Hill Country Realty',
            headache: 'Chasing lenders',
          },
        },
      ]);
    given()
      .when({ ...join, brokerage: '' })
      .thenFails(400, 'Brokerage is required');
    given()
      .when({ ...join, headache: ' ' })
      .thenFails(400, 'Biggest transaction headache is required');
  });

  it('records a submission once, even when the same command is retried', () => {
    given(contactSubmitted).when(contact).then([]);
  });
});
