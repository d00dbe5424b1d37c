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
 */
export class HorizonWatch {
  /** Per subscription: the transaction id the horizon must pass, and how to wake it. */
  private readonly waiters = new Map<string, { xid: bigint; wake: () => void }>();
  private watching: Promise<void> | undefined;
  private stopped = false;

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

  async stop(): Promise<void> {
    this.stopped = true;
    this.waiters.clear();
    await this.watching;
  }

  private async watch(): Promise<void> {
    while (!this.stopped && this.waiters.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.intervalMs));
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
