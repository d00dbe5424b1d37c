import { useEffect, useRef } from 'react';

import { rememberScroll, restoredScroll } from './scroll-memory';

/**
 * Spec 001 §2.1: remembers the window's scroll position for the session and, once the list has
 * rendered (`ready`), restores it when the agent comes back with the same status and sort.
 */
export function useScrollMemory(status: string, sort: string, ready: boolean): void {
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = restoredScroll(window.sessionStorage, status, sort);
    if (y !== null) window.scrollTo({ top: y });
  }, [ready, status, sort]);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => rememberScroll(window.sessionStorage, status, sort, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [status, sort]);
}
