import { configureStore } from '@reduxjs/toolkit';

import { unreadCountsApi as messagesApi, unreadCountsMoved } from '../../frontend/src/features/messages/api/unread-counts';
import { installBaseQuery } from '../../frontend/src/shared/api/base-api';

/** A server that answers as of the moment it reads, and sends the answer when the test lets it go. */
function heldServer() {
  const state = { unread: 0 };
  const held: Array<() => void> = [];
  installBaseQuery(async () => {
    const data = [{ transaction_id: 'deal-1', count: state.unread }];
    await new Promise<void>((release) => held.push(release));
    return { data };
  });
  return { state, held };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the dashboard's unread counts (issue 18: ten messages sent back to back showed 9)", () => {
  it('are read again after a push that lands while a read is in flight, and end at the server’s count', async () => {
    const server = heldServer();
    const store = configureStore({
      reducer: { [messagesApi.reducerPath]: messagesApi.reducer },
      middleware: (defaults) => defaults().concat(messagesApi.middleware),
    });
    // The dashboard's subscription, loaded with no unread message.
    const subscription = store.dispatch(messagesApi.endpoints.listUnreadMessageCounts.initiate(undefined));
    server.held.shift()?.();
    await subscription;

    // The 9th message: its push starts a read, which the server answers as of 9.
    server.state.unread = 9;
    store.dispatch(unreadCountsMoved());
    await settle();
    expect(server.held).toHaveLength(1);
    // The 10th commits and is pushed while that read is still on its way.
    server.state.unread = 10;
    store.dispatch(unreadCountsMoved());

    for (let reads = 0; reads < 5 && server.held.length > 0; reads += 1) {
      server.held.shift()?.();
      await settle();
      await settle();
    }
    const counts = messagesApi.endpoints.listUnreadMessageCounts.select(undefined)(store.getState()).data;
    expect(counts).toEqual([{ transaction_id: 'deal-1', count: 10 }]);
    subscription.unsubscribe();
    // Drops the cache entry now rather than after keepUnusedDataFor's timer.
    store.dispatch(messagesApi.util.resetApiState());
  });
});
