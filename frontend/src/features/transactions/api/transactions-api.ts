import { generatedApi } from '@/shared/api/generated';
import { subscribeToSocketEvent } from '@/shared/api/socket';

/** Server → client after any of the deal's events commits (contract "Socket.IO"): `{ id, version }`. */
export const TRANSACTION_CHANGED_EVENT = 'transaction.changed';
/** Client → server: join a resource's room, admitted by its access policy (platform/realtime). */
const RESOURCE_SUBSCRIBE_EVENT = 'resource.subscribe';

interface TransactionChanged {
  id: string;
  version: number;
}

/**
 * The open deal stays live: a push for a newer version refetches it, so an editor open on the
 * screen offers the StaleRecordNotice before its save is refused (issue 8 item 2).
 */
export const transactionsApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getTransaction: {
      async onCacheEntryAdded({ id }, { cacheDataLoaded, cacheEntryRemoved, dispatch, getCacheEntry }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const refetch = () => dispatch(generatedApi.util.invalidateTags(['transactions']));
        const unsubscribe = subscribeToSocketEvent<TransactionChanged>({
          event: TRANSACTION_CHANGED_EVENT,
          joinEvent: RESOURCE_SUBSCRIBE_EVENT,
          joinPayload: { resource: 'transaction', id },
          onEvent: (push) => {
            const known = getCacheEntry().data?.version ?? -1;
            if (push.id === id && push.version > known) refetch();
          },
          // Pushes sent while offline are lost: read the deal again.
          onReconnect: refetch,
        });
        await cacheEntryRemoved;
        unsubscribe();
      },
    },
  },
});

export const { useGetTransactionQuery, useListTransactionsQuery } = transactionsApi;
