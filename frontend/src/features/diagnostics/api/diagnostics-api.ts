import { generatedApi, type DiagnosticPingDto as DiagnosticPing } from '@/shared/api/generated';
import { subscribeToSocketEvent } from '@/shared/api/socket';

/** Server → client push when a worker has acknowledged a ping (payload: the ping). */
export const PING_ACKNOWLEDGED_EVENT = 'diagnostics.ping_acknowledged';
/** Client → server: join room `diagnostics` (anonymous sockets are allowed in this room only). */
export const DIAGNOSTICS_SUBSCRIBE_EVENT = 'diagnostics.subscribe';
/** GET /api/diagnostics/pings returns the newest 50. */
export const PING_LIST_LIMIT = 50;

/**
 * Folds pings into a list: union by id, newest first, at most PING_LIST_LIMIT. An
 * acknowledgement is never undone by an older copy of the same ping: a push can overtake the
 * POST response or a refetch that started before the acknowledgement.
 */
export function mergePings(current: readonly DiagnosticPing[], incoming: readonly DiagnosticPing[]): DiagnosticPing[] {
  const byId = new Map(current.map((ping) => [ping.id, ping]));
  for (const ping of incoming) {
    const known = byId.get(ping.id);
    byId.set(ping.id, { ...ping, acknowledgedAt: ping.acknowledgedAt ?? known?.acknowledgedAt ?? null });
  }
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, PING_LIST_LIMIT);
}

export const diagnosticsApi = generatedApi.enhanceEndpoints({
  endpoints: {
    listDiagnosticPings: {
      // A refetch (after a POST or a reconnect) merges into the cache instead of replacing it.
      merge: (current, incoming) => mergePings(current, incoming),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // The entry was removed before its first data arrived.
        }
        const unsubscribe = subscribeToSocketEvent<DiagnosticPing>({
          event: PING_ACKNOWLEDGED_EVENT,
          joinEvent: DIAGNOSTICS_SUBSCRIBE_EVENT,
          onEvent: (ping) => updateCachedData((draft) => mergePings(draft, [ping])),
          // Pushes sent while we were offline are lost: read the list again.
          onReconnect: () => dispatch(generatedApi.util.invalidateTags(['diagnostics'])),
        });
        await cacheEntryRemoved;
        unsubscribe();
      },
    },
    recordDiagnosticPing: {
      // Show the new ping at once; the tag invalidation then refreshes the list.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: ping } = await queryFulfilled;
          dispatch(generatedApi.util.updateQueryData('listDiagnosticPings', undefined, (draft) => mergePings(draft, [ping])));
        } catch {
          // The form shows the error.
        }
      },
    },
  },
});

export const { useListDiagnosticPingsQuery, useRecordDiagnosticPingMutation, useGetReadinessQuery } = diagnosticsApi;

export const { useGetSubscriptionsOverviewQuery, useRetryParkedEventMutation } = generatedApi;
