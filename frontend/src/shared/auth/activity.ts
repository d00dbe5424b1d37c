/**
 * Activity tracking (spec 000 §3 user_activity_logs; the admin's per-user analytics read it):
 * page views and feature use are queued and sent in batches to POST /api/activity, every 10
 * seconds or at 20 events, and once more when the page is hidden or unloaded (keepalive fetch:
 * unlike sendBeacon it can carry the bearer token). Only signed-in use is recorded; every failure
 * is swallowed (spec 000 §8: activity writes are logged and swallowed).
 */

export type ActivityType = 'page_view' | 'feature_usage';

interface ActivityEvent {
  type: ActivityType;
  details?: string;
  at: string;
}

const ENDPOINT = '/api/activity';
const FLUSH_INTERVAL_MS = 10_000;
const MAX_BATCH = 20;
/** The contract's limit per request. */
const MAX_PER_REQUEST = 100;

let queue: ActivityEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let readToken: () => string | null = () => null;

function send(events: ActivityEvent[], token: string): void {
  try {
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw (e.g. keepalive quota exceeded during unload): the events are dropped.
  }
}

/** Sends what is queued now (also called before sign-out, while the token is still valid). */
export function flushActivity(): void {
  if (timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
  const token = readToken();
  if (!token) {
    queue = [];
    return;
  }
  while (queue.length > 0) send(queue.splice(0, MAX_PER_REQUEST), token);
}

function record(type: ActivityType, details?: string): void {
  if (!readToken()) return;
  queue.push({ type, details, at: new Date().toISOString() });
  if (queue.length >= MAX_BATCH) flushActivity();
  else timer ??= setTimeout(flushActivity, FLUSH_INTERVAL_MS);
}

export const trackPageView = (path: string): void => record('page_view', path);

/** Names a feature the admin's "most used features" counts, e.g. `feedback.submit`. */
export const trackFeature = (feature: string): void => record('feature_usage', feature);

/** Starts listening for page hide; returns the function that stops it. Called once by the session manager. */
export function startActivityTracking(getToken: () => string | null): () => void {
  readToken = getToken;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushActivity();
  };
  window.addEventListener('pagehide', flushActivity);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', flushActivity);
    document.removeEventListener('visibilitychange', onHidden);
    flushActivity();
  };
}
