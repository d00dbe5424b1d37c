import { useMemo } from 'react';
import { useDispatch } from 'react-redux';

import { generatedApi, type DealMessageDto } from '@/shared/api/generated';
import { subscribeToSocketEvent } from '@/shared/api/socket';
import { useSocketEvent } from '@/shared/api/use-socket';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';

import { mergeMessages } from '../message-labels';
import { dealUnreadMoved, unreadCountsApi, unreadCountsMoved } from './unread-counts';

/** Server → client (ADR 0044), in room `deal-messages:<transactionId>`. */
/** In the caller's deal-list room `transaction-list:<userId>`: a deal's unread count may have moved. */
const UNREAD_CHANGED_EVENT = 'messages.unread_changed';
const MESSAGE_SENT_EVENT = 'message.sent';
const MESSAGES_READ_EVENT = 'messages.read';
const RESOURCE_SUBSCRIBE_EVENT = 'resource.subscribe';

interface MessagesRead {
  transaction_id: string;
  reader_id: string;
  message_ids: string[];
  read_at: string;
}

/**
 * The thread stays live (spec 002 §5 "New messages arrive live"): a `message.sent` push is merged in,
 * `messages.read` fills read receipts, and after a reconnect the page asks for what came after the
 * last message it holds, so what was sent while it was offline arrives in order and once. The unread
 * count of the Messages tile is read again on either push.
 */
export const messagesApi = unreadCountsApi.enhanceEndpoints({
  endpoints: {
    listDealMessages: {
      async onCacheEntryAdded({ id, after }, { cacheDataLoaded, cacheEntryRemoved, dispatch, updateCachedData, getCacheEntry }) {
        // Only the whole thread is live; a catch-up read is a one-off.
        if (after !== undefined) return;
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const join = { joinEvent: RESOURCE_SUBSCRIBE_EVENT, joinPayload: { resource: 'deal-messages', id } };
        const catchUp = async () => {
          const last = getCacheEntry().data?.at(-1)?.seq ?? 0;
          const missed = await dispatch(generatedApi.endpoints.listDealMessages.initiate({ id, after: last }, { subscribe: false, forceRefetch: true }));
          const fetched = missed.data;
          if (fetched) updateCachedData((draft) => mergeMessages(draft, fetched));
          refreshUnread(dispatch, id);
        };
        const stopSent = subscribeToSocketEvent<DealMessageDto>({
          event: MESSAGE_SENT_EVENT,
          ...join,
          onEvent: (message) => {
            if (message.transaction_id !== id) return;
            updateCachedData((draft) => mergeMessages(draft, [message]));
            refreshUnread(dispatch, id);
          },
          onReconnect: () => void catchUp(),
        });
        const stopRead = subscribeToSocketEvent<MessagesRead>({
          event: MESSAGES_READ_EVENT,
          onEvent: (receipt) => {
            if (receipt.transaction_id !== id) return;
            const read = new Set(receipt.message_ids);
            updateCachedData((draft) => draft.map((message) => (read.has(message.id) && message.read_at === null ? { ...message, read_at: receipt.read_at } : message)));
            refreshUnread(dispatch, id);
          },
        });
        await cacheEntryRemoved;
        stopSent();
        stopRead();
      },
    },
  },
});

function refreshUnread(dispatch: (action: unknown) => unknown, id: string): void {
  dispatch(dealUnreadMoved(id));
}

export const {
  useListDealMessagesQuery,
  useCountUnreadDealMessagesQuery,
  useListUnreadMessageCountsQuery,
  useSendDealMessageMutation,
  useMarkDealMessagesReadMutation,
} = messagesApi;

const NO_UNREAD: ReadonlyMap<string, number> = new Map();

/**
 * The caller's unread messages per deal (the dashboard's badges, issue 22 item 1), kept live: a
 * message sent or read on any of their deals is pushed to their deal-list room and the counts are
 * read again; so are they after a reconnect and whenever a list showing them mounts.
 */
export function useUnreadMessagesByDeal(): ReadonlyMap<string, number> {
  const userId = useAuth(selectProfile)?.id;
  const dispatch = useDispatch();
  const { data } = useListUnreadMessageCountsQuery(undefined, { skip: !userId, refetchOnMountOrArgChange: true });
  const refresh = () => dispatch(unreadCountsMoved());
  useSocketEvent(UNREAD_CHANGED_EVENT, refresh, {
    joinEvent: userId ? RESOURCE_SUBSCRIBE_EVENT : undefined,
    joinPayload: userId ? { resource: 'transaction-list', id: userId } : undefined,
    onReconnect: refresh,
  });
  return useMemo(() => (data ? new Map(data.map((row) => [row.transaction_id, row.count])) : NO_UNREAD), [data]);
}
