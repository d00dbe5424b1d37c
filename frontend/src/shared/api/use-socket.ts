import { useEffect, useRef, useState } from 'react';

import { subscribeToSocketEvent, watchConnection, type ConnectionStatus } from './socket';

/**
 * Runs `handler` for every `event` the server pushes while the component is mounted.
 * To keep server state fresh, dispatch a tag invalidation from the handler, e.g.
 * `useSocketEvent('transaction.changed', () => dispatch(generatedApi.util.invalidateTags(['transactions'])))`.
 * For data that lives in one cache entry, prefer `onCacheEntryAdded` + `updateCachedData`
 * (see features/diagnostics/api/diagnostics-api.ts).
 */
export function useSocketEvent<T>(
  event: string,
  handler: (payload: T) => void,
  options: { joinEvent?: string; joinPayload?: unknown; onReconnect?: () => void } = {},
): void {
  const latest = useRef({ handler, onReconnect: options.onReconnect });
  useEffect(() => {
    latest.current = { handler, onReconnect: options.onReconnect };
  });
  const { joinEvent } = options;
  // Compared by value, so a payload object built at each render does not resubscribe.
  const joinKey = options.joinPayload === undefined ? undefined : JSON.stringify(options.joinPayload);

  useEffect(
    () =>
      subscribeToSocketEvent<T>({
        event,
        joinEvent,
        joinPayload: joinKey === undefined ? undefined : (JSON.parse(joinKey) as unknown),
        onEvent: (payload) => latest.current.handler(payload),
        onReconnect: () => latest.current.onReconnect?.(),
      }),
    [event, joinEvent, joinKey],
  );
}

/** The live connection's state, for a status indicator. */
export function useSocketStatus(): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  useEffect(() => watchConnection(setStatus), []);
  return status;
}
