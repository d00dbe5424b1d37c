import { Logger } from '@nestjs/common';

/**
 * Issue 12: an outage of Redis or PostgreSQL reads like an outage: one warning when it is lost
 * (saying what stops meanwhile), one line when it is back, and not a stack trace per reconnect.
 * Each watched dependency is probed on a timer; connection errors seen anywhere else (ioredis
 * 'error' events, a worker's or subscriber's log line) mark it lost at once and are folded into
 * that one warning instead of being printed.
 */
export class DependencyWatch {
  private readonly logger = new Logger('Dependencies');
  private state: 'up' | 'down' = 'up';
  private lostAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(
    readonly name: 'Redis' | 'PostgreSQL',
    /** host:port, to tell this dependency's connection errors from another's (an SMTP server's). */
    private readonly target: { host: string; port: number },
    /** What stops working while it is away, for the warning. */
    private readonly consequence: string,
    private readonly probe: () => Promise<unknown>,
    private readonly intervalMs = { up: 2_000, down: 1_000 },
  ) {}

  get down(): boolean {
    return !this.stopped && this.state === 'down';
  }

  start(): void {
    this.stopped = false;
    watches.add(this);
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    watches.delete(this);
    clearTimeout(this.timer);
  }

  /** A connection error aimed at this dependency (refused, reset, timed out on its host:port). */
  owns(error: unknown): boolean {
    const found = connectionError(error);
    if (!found) return false;
    if (found.port === undefined) return this.state === 'down';
    return found.port === this.target.port && (!found.address || sameHost(found.address, this.target.host));
  }

  lost(error: unknown): void {
    if (this.stopped || this.state === 'down') return;
    this.state = 'down';
    this.lostAt = Date.now();
    this.logger.warn(
      `${this.name} at ${this.target.host}:${this.target.port} is unreachable (${describe(error)}): ${this.consequence} ` +
        'until it is back. Reconnecting with backoff; one line will say when it is back.',
    );
    this.schedule(this.intervalMs.down);
  }

  private back(): void {
    if (this.state === 'up') return;
    this.state = 'up';
    const seconds = Math.round((Date.now() - this.lostAt) / 1000);
    // A warning too, so whoever saw the first one (LOG_LEVEL=warn) sees the end of it.
    this.logger.warn(`${this.name} is back after ${seconds} s: queued work and live updates resume.`);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.check(), delayMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      await withTimeout(this.probe(), 1_500);
      if (!this.stopped) this.back();
    } catch (error) {
      if (!this.stopped) this.lost(error);
    }
    this.schedule(this.state === 'up' ? this.intervalMs.up : this.intervalMs.down);
  }
}

const watches = new Set<DependencyWatch>();

/** For ioredis 'error' listeners: a connection error marks its dependency lost; true when it was one. */
export function reportConnectionError(error: unknown): boolean {
  let owned = false;
  for (const watch of watches) {
    if (watch.owns(error)) {
      watch.lost(error);
      owned = true;
    }
  }
  return owned;
}

/**
 * pino's `logMethod` hook: a log line carrying a watched dependency's connection error is the
 * outage, already (or now) reported once; it is dropped rather than printed once per retry.
 */
export function foldOutageNoise(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const fields = args[0] as { err?: unknown; error?: unknown } | null;
  const error = typeof fields === 'object' && fields !== null ? (fields.err ?? fields.error) : args[0];
  if (error !== undefined && reportConnectionError(error)) return;
  method.apply(this, args);
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN',
  // PostgreSQL: the server is shutting down or the connection was lost.
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006',
]);
const CONNECTION_MESSAGES = /Connection terminated|Connection is closed|Connection ended|connection timeout|Stream isn't writeable|Reached the max retries per request/i;

function connectionError(error: unknown, depth = 0): { port?: number; address?: string } | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const e = error as { code?: unknown; port?: unknown; address?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if ((typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) || (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message))) {
    return { port: typeof e.port === 'number' ? e.port : undefined, address: typeof e.address === 'string' ? e.address : undefined };
  }
  // AggregateError (a connect to several addresses), TypeORM's QueryFailedError, wrapped causes.
  if (Array.isArray(e.errors)) for (const inner of e.errors) {
    const found = connectionError(inner, depth + 1);
    if (found) return found;
  }
  return connectionError(e.driverError, depth + 1) ?? connectionError(e.cause, depth + 1);
}

function sameHost(address: string, host: string): boolean {
  const loopback = (h: string) => h === 'localhost' || h === '::1' || h.startsWith('127.');
  return address === host || (loopback(address) && loopback(host));
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return message.split('\n')[0]!.slice(0, 200);
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
