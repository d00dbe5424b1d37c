import { dealMessages, DealMessageCommand, MESSAGE_LIMITS } from './messages.decide';
import { DealMessageEvent } from './messages.events';
import { deciderSpec, SPEC_CONTEXT } from '../../../../../test/support/decider-spec';

const given = deciderSpec(dealMessages);
const { now } = SPEC_CONTEXT;

const send = (messageId: string, senderId: string, content: string): DealMessageCommand => ({ type: 'SendDealMessage', transactionId: 't1', messageId, senderId, content });
const sent = (messageId: string, senderId: string, content: string): DealMessageEvent => ({
  type: 'DealMessageSent',
  data: { transactionId: 't1', messageId, senderId, content },
});
const markRead = (readerId: string): DealMessageCommand => ({ type: 'MarkDealMessagesRead', transactionId: 't1', readerId });

describe('deal messages decider (spec 002 §5 Messages)', () => {
  it('sends a message with its text trimmed', () => {
    given().when(send('m1', 'agent', '  Hello\r\nthere  ')).then([sent('m1', 'agent', 'Hello\nthere')]);
  });

  it('refuses an empty or blank message (spec 002 §5: a message cannot be empty)', () => {
    given().when(send('m1', 'agent', '')).thenFails(400, 'Message cannot be empty');
    given().when(send('m1', 'agent', ' \n\t ')).thenFails(400, 'Message cannot be empty');
  });

  it('refuses a message over the limit', () => {
    given().when(send('m1', 'agent', 'x'.repeat(MESSAGE_LIMITS.content))).then([sent('m1', 'agent', 'x'.repeat(MESSAGE_LIMITS.content))]);
    given()
      .when(send('m1', 'agent', 'x'.repeat(MESSAGE_LIMITS.content + 1)))
      .thenFails(400, `Message must be at most ${MESSAGE_LIMITS.content} characters`);
  });

  it("marks read only the other party's unread messages (spec 002 §7)", () => {
    given(sent('m1', 'agent', 'Hi'), sent('m2', 'client', 'Hello'), sent('m3', 'agent', 'How are you?'))
      .when(markRead('client'))
      .then([{ type: 'DealMessagesRead', data: { transactionId: 't1', readerId: 'client', messageIds: ['m1', 'm3'], readAt: now.toISOString() } }]);
  });

  it('marking read twice, or with nothing unread, records nothing', () => {
    given(sent('m1', 'agent', 'Hi'), { type: 'DealMessagesRead', data: { transactionId: 't1', readerId: 'client', messageIds: ['m1'], readAt: now.toISOString() } })
      .when(markRead('client'))
      .then([]);
    given(sent('m1', 'agent', 'Hi')).when(markRead('agent')).then([]);
    given().when(markRead('client')).then([]);
  });
});
