/*
 * Spec 001 §2.1: the scroll position is remembered for the session and restored when the agent
 * returns with the same status and sort.
 */

const KEY = 'threshold.agent-dashboard.scroll';

interface Remembered {
  status: string;
  sort: string;
  y: number;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function rememberScroll(store: SessionStore, status: string, sort: string, y: number): void {
  try {
    store.setItem(KEY, JSON.stringify({ status, sort, y: Math.max(0, Math.round(y)) } satisfies Remembered));
  } catch {
    // Storage full or blocked (private mode): the position is simply not remembered.
  }
}

/** The remembered position for this status and sort, or null when there is none or they differ. */
export function restoredScroll(store: SessionStore, status: string, sort: string): number | null {
  let saved: Partial<Remembered> | null;
  try {
    saved = JSON.parse(store.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
  } catch {
    return null;
  }
  if (!saved || saved.status !== status || saved.sort !== sort || typeof saved.y !== 'number') return null;
  return saved.y;
}
