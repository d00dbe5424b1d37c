import { Logger } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Client, ClientConfig, Notification } from 'pg';
import { DataSource } from 'typeorm';
import { StoredEvent } from './event.types';
import { EventStore } from './event-store';

/**
 * Cross-process wake-up for subscription runners (docs/adr/0002-event-store-ordering.md, "Waking
 * the runners"). A store's `appended` signal wakes the runners of its own process at once; this
 * tells the others through PostgreSQL: after each append commits, its process sends one
 * `pg_notify` on this channel with the event types (coalesced: one in flight per process, the types
 * of the appends meanwhile go in the next), and every runner LISTENs. The notification is only a
 * hint: what a runner reads is still decided by its checkpoint and `pg_snapshot_xmin`, and the poll
 * stays as the fallback for a lost connection or a missed notification.
 *
 * Sent after the commit, not from `append_to_stream`: a NOTIFY inside the writing transaction takes
 * a database-wide lock at commit that would serialise every concurrent append.
 */
export const APPENDED_CHANNEL = 'threshold_events_appended';

/** All types, when an append's types would not fit in a notification's payload. */
const ANY_TYPE = '*';
const MAX_PAYLOAD = 7_000; // PostgreSQL's limit is 8,000 bytes

export interface AppendedNotice {
  /** Which store sent it: a runner ignores its own store's notices (its in-process signal came first). */
  origin: string;
  /** Event types appended, or ['*']. */
  types: string[];
}

const origins = new WeakMap<EventStore, string>();

/** The id a store's notices carry; one per store instance (one per process in the app). */
export function originOf(store: EventStore): string {
  let origin = origins.get(store);
  if (!origin) {
    origin = randomUUID();
    origins.set(store, origin);
  }
  return origin;
}

export function typesOf(events: readonly StoredEvent[]): string[] {
  return [...new Set(events.map((event) => event.type))];
}

/** Sends a store's appends to the other processes' runners (see APPENDED_CHANNEL). */
export class AppendBroadcaster {
  private readonly logger = new Logger(AppendBroadcaster.name);
  private readonly origin: string;
  private readonly pending = new Set<string>();
  private sending: Promise<void> | undefined;
  /**
   * Bound to the context the broadcaster was made in (the app's start), not the appending request's:
   * the notify is sent after the answer's commit and no request waits on it, so neither its queries
   * nor its logs belong to the request that happened to append first.
   */
  private readonly onAppended = AsyncResource.bind((events: readonly StoredEvent[]) => {
    typesOf(events).forEach((type) => this.pending.add(type));
    this.kick();
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {
    this.origin = originOf(store);
  }

  start(): void {
    this.store.appended.on('appended', this.onAppended);
  }

  async stop(): Promise<void> {
    this.store.appended.off('appended', this.onAppended);
    await this.sending;
  }

  /** One flush in flight; types that arrive as it ends start the next (none is left unsent). */
  private kick(): void {
    if (this.sending || this.pending.size === 0) return;
    this.sending = this.flush().finally(() => {
      this.sending = undefined;
      this.kick();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.size > 0) {
      let types = [...this.pending];
      this.pending.clear();
      if (JSON.stringify(types).length > MAX_PAYLOAD) types = [ANY_TYPE];
      const notice: AppendedNotice = { origin: this.origin, types };
      try {
        await this.dataSource.query('SELECT pg_notify($1, $2)', [APPENDED_CHANNEL, JSON.stringify(notice)]);
      } catch (error) {
        // Only a hint: the other processes' runners still poll.
        this.logger.warn({ err: error }, 'Could not notify the other processes of an append; their runners will poll');
        this.pending.clear(); // dropped, not retried at once: the database may be away
        return;
      }
    }
  }
}

/** Parses a notice; undefined for anything else on the channel. */
export function parseNotice(payload: string | undefined): AppendedNotice | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<AppendedNotice>;
    if (typeof value.origin !== 'string' || !Array.isArray(value.types) || !value.types.every((t) => typeof t === 'string'))
      return undefined;
    return { origin: value.origin, types: value.types };
  } catch {
    return undefined;
  }
}

/** Whether a notice's types concern a subscription that handles `handles`. */
export function noticeConcerns(
  types: readonly string[],
  handles: readonly string[],
  handlesEvent: (handles: readonly string[], type: string) => boolean,
): boolean {
  return types.includes(ANY_TYPE) || types.some((type) => handlesEvent(handles, type));
}

/**
 * One dedicated connection LISTENing on APPENDED_CHANNEL for a runner; reconnects with backoff when
 * the connection drops (the runner polls meanwhile). Uses the data source's connection settings.
 */
export class AppendListener {
  private readonly logger = new Logger(AppendListener.name);
  private client: Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly onNotice: (notice: AppendedNotice) => void,
  ) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client(connectionConfigOf(this.dataSource));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    client.on('notification', (message: Notification) => {
      const notice = message.channel === APPENDED_CHANNEL ? parseNotice(message.payload) : undefined;
      if (notice) this.onNotice(notice);
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
      this.failures = 0;
    } catch (error) {
      // Once per outage (issue 12: one warning, not one per retry).
      if (!this.stopped && this.failures <= 1)
        this.logger.warn({ err: error }, 'Could not listen for appends of other processes; polling meanwhile');
      this.reconnect(client);
    }
  }

  private reconnect(client: Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.failures += 1;
    this.retryTimer = setTimeout(() => void this.connect(), Math.min(250 * 2 ** this.failures, 30_000));
  }
}

/** The pg settings TypeORM's pool was opened with (url or fields), for one more connection. */
function connectionConfigOf(dataSource: DataSource): ClientConfig {
  const options = dataSource.options as {
    url?: string;
    host?: string;
    port?: number;
    username?: string;
    password?: string;
    database?: string;
    ssl?: ClientConfig['ssl'];
  };
  return {
    connectionString: options.url,
    host: options.host,
    port: options.port,
    user: options.username,
    password: options.password,
    database: options.database,
    ssl: options.ssl,
    application_name: 'threshold-append-listener',
  };
}
