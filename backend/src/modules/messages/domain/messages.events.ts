/**
 * Events of a deal's message thread (spec 002 §3 Message, §5 Messages; ADR 0044). The thread is a
 * stream of its own, `deal-messages-<transactionId>`, not the deal's: a message never moves the deal's
 * version, so an agent's edit pending on the deal (If-Match) is not made stale by a client's message.
 * A message's text is its sender's personal data, sealed under the sender (declared in
 * messages.decide.ts); here it is plain.
 */
export interface DealMessageSentData {
  transactionId: string;
  messageId: string;
  senderId: string;
  content: string;
}

/** 'Mark all as read' (spec 002 §5, §7): the reader's unread messages from the other party. */
export interface DealMessagesReadData {
  transactionId: string;
  readerId: string;
  messageIds: string[];
  readAt: string;
}

export type DealMessageEvent =
  | { type: 'DealMessageSent'; data: DealMessageSentData }
  | { type: 'DealMessagesRead'; data: DealMessagesReadData };

export const DEAL_MESSAGE_EVENT_TYPES: readonly DealMessageEvent['type'][] = ['DealMessageSent', 'DealMessagesRead'];

/** What decide needs: the messages not read yet, and by whom they were sent. */
export interface DealMessagesState {
  unread: readonly { messageId: string; senderId: string }[];
  sent: number;
}

export const initialDealMessagesState = (): DealMessagesState => ({ unread: [], sent: 0 });

export function evolveDealMessages(state: DealMessagesState, event: DealMessageEvent): DealMessagesState {
  switch (event.type) {
    case 'DealMessageSent':
      return { unread: [...state.unread, { messageId: event.data.messageId, senderId: event.data.senderId }], sent: state.sent + 1 };
    case 'DealMessagesRead': {
      const read = new Set(event.data.messageIds);
      return { ...state, unread: state.unread.filter((message) => !read.has(message.messageId)) };
    }
  }
}

export const DEAL_MESSAGES_STREAM_TYPE = 'deal-messages';
export const dealMessagesStream = (transactionId: string) => `deal-messages-${transactionId}`;
