import { DecisionContext, defineAggregate } from '../../../platform/event-store/aggregate';
import { ConflictError, ValidationError } from '../../../platform/errors/domain-error';
import {
  DEAL_MESSAGES_STREAM_TYPE,
  DealMessageEvent,
  DealMessagesState,
  dealMessagesStream,
  evolveDealMessages,
  initialDealMessagesState,
} from './messages.events';

/** Spec 002 §5, §8 and a bound of our own (ADR 0044): the thread is chat, not documents. */
export const MESSAGE_LIMITS = { content: 5000 } as const;

export const MESSAGE_ERRORS = {
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${MESSAGE_LIMITS.content} characters`,
  senderErased: "The sender's personal data was erased; they can no longer send messages",
} as const;

export class SenderErasedError extends ConflictError {
  constructor() {
    super(MESSAGE_ERRORS.senderErased);
  }
}

export type DealMessageCommand =
  | { type: 'SendDealMessage'; transactionId: string; messageId: string; senderId: string; content: string }
  | { type: 'MarkDealMessagesRead'; transactionId: string; readerId: string };

/** The text as it is kept: line ends unified, trimmed; empty is refused (spec 002 §5: "A message cannot be empty"). */
export function messageText(content: string | undefined): string {
  const clean = (content ?? '').replace(/\r\n?/g, '\n').trim();
  if (clean.length === 0) throw new ValidationError(MESSAGE_ERRORS.empty);
  if (clean.length > MESSAGE_LIMITS.content) throw new ValidationError(MESSAGE_ERRORS.tooLong);
  return clean;
}

/**
 * Who may send or read is the deal's access policy, asked by the route before the command (the
 * thread's parties are the deal's agent and client, ADR 0044); decide keeps the thread's own rules.
 */
export function decideDealMessages(command: DealMessageCommand, state: DealMessagesState, { now }: DecisionContext): DealMessageEvent[] {
  switch (command.type) {
    case 'SendDealMessage': {
      const content = messageText(command.content);
      return [{ type: 'DealMessageSent', data: { transactionId: command.transactionId, messageId: command.messageId, senderId: command.senderId, content } }];
    }
    case 'MarkDealMessagesRead': {
      // Spec 002 §7: read_at is set on the other party's unread messages; one's own stay as they are.
      const messageIds = state.unread.filter((message) => message.senderId !== command.readerId).map((message) => message.messageId);
      if (messageIds.length === 0) return [];
      return [{ type: 'DealMessagesRead', data: { transactionId: command.transactionId, readerId: command.readerId, messageIds, readAt: now.toISOString() } }];
    }
  }
}

/** One deal's thread: its stream, fold, decisions, and the text that is its sender's personal data (ADR 0016). */
export const dealMessages = defineAggregate<DealMessagesState, DealMessageCommand, DealMessageEvent>({
  streamType: DEAL_MESSAGES_STREAM_TYPE,
  streamId: dealMessagesStream,
  initialState: initialDealMessagesState,
  evolve: evolveDealMessages,
  decide: decideDealMessages,
  personalData: {
    DealMessageSent: { subject: (data) => data.senderId, fields: ['content'], erased: () => new SenderErasedError() },
  },
});
