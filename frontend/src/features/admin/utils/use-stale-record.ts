import { useCallback, useState } from 'react';

import { staleRecordOf } from '@/shared/api/concurrency';

/**
 * An admin item's saves carry the version the list read (If-Match, ADR 0016/0018). When one is
 * refused as stale, the item shows the StaleRecordNotice until the admin reloads: the list may
 * already have refetched the newer version behind it, and the notice says why what they chose
 * did not stick.
 */
export function useStaleRecord() {
  const [stale, setStale] = useState(false);
  /** True (and the notice shown) when the error says someone else's change came first. */
  const refusedAsStale = useCallback((error: unknown) => {
    if (!staleRecordOf(error)) return false;
    setStale(true);
    return true;
  }, []);
  const reloaded = useCallback(() => setStale(false), []);
  return { stale, refusedAsStale, reloaded };
}
