import { DataSource } from 'typeorm';

/**
 * Wakes subscriptions held back by the horizon as soon as it has passed them (ADR 0002 addendum,
 * issue 23 items 3 and 6). Committed events whose transaction id is at or above
 * `pg_snapshot_xmin` wait for an older transaction to end, and that transaction may be anything (a
 * command, another subscription's batch, a session of another database of the cluster): nothing
 * announces its end. The runner used to look again after 5, 10, 20 … up to 250 ms, so a hold of
 * 40 ms was seen at 75 ms; now one watch per runner reads the horizon alone (no table, a few
 * microseconds in PostgreSQL) every `intervalMs` while any subscription waits on it, and wakes each
 * one whose oldest held transaction id the horizon has passed. The subscription's batch then reads
 * by the same rule as ever (its checkpoint, below the horizon of its own statement): the watch only
 * chooses when to look. A failed read ends the watch; the waiters' poll interval still wakes them.
 *
 * Most holds end with a commit that is announced, though: an append of any type, in this process
 * (its store's `appended`) or in another (its `pg_notify`). `kick` reads the horizon at once on
 * such a commit instead of at the next tick (issue 23 item 3: under a command load the holders are
 * the commands' own appends, whose notices name types the waiting subscription does not handle).
 */
export class HorizonWatch {
  /** Per subscription: the transaction id the horizon must pass, and how to wake it. */
  private readonly waiters = new Map<string, { xid: bigint; wake: () => void }>();
  private watching: Promise<void> | undefined;
  private stopped = false;
  /** Ends the watch's current wait between two reads early. */
  private interrupt: (() => void) | undefined;
  /** A commit was announced while the horizon was being read: read it again without waiting. */
  private kicked = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
  }

  /** Calls `wake` once the horizon is above `xid` (replacing what `key` waited for before). */
  wakeWhenPast(key: string, xid: bigint, wake: () => void): void {
    if (this.stopped) return;
    this.waiters.set(key, { xid, wake });
    this.watching ??= this.watch().finally(() => (this.watching = undefined));
  }

  /** Stops waiting for `key` (it was woken by something else, or stops). */
  forget(key: string): void {
    this.waiters.delete(key);
  }

  /** A transaction has just committed (an append, of any type): read the horizon now if anyone waits. */
  kick(): void {
    if (this.waiters.size === 0) return;
    this.kicked = true;
    this.interrupt?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.waiters.clear();
    this.interrupt?.();
    await this.watching;
  }

  private async watch(): Promise<void> {
    while (!this.stopped && this.waiters.size > 0) {
      if (!this.kicked) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, this.intervalMs);
          this.interrupt = done;
          function done() {
            clearTimeout(timer);
            resolve();
          }
        });
        this.interrupt = undefined;
        if (this.stopped) return;
      }
      this.kicked = false;
      let horizon: bigint;
      try {
        const [row] = await this.dataSource.query<Array<{ xmin: string }>>(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
        horizon = BigInt(row.xmin);
      } catch {
        this.waiters.clear(); // the database away: their poll interval wakes them
        return;
      }
      for (const [key, waiter] of [...this.waiters]) {
        if (waiter.xid >= horizon) continue;
        this.waiters.delete(key);
        waiter.wake();
      }
    }
  }
}
