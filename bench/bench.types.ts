import type { DataSource } from 'typeorm';

/**
 * One comparison: our figure and a baseline measured in the same run on the same machine, so the
 * ratio means something even where the absolute numbers depend on the hardware.
 */
export interface Measurement {
  /** What was measured, e.g. "event append, 8 concurrent". */
  name: string;
  unit: string;
  ours: number;
  baselineName: string;
  baseline: number;
  /** Throughput: higher is better; sizes and latencies: lower is better. */
  higherIsBetter: boolean;
  /** Secondary figures shown under the row (latency percentiles, counts), not part of the ratio. */
  details?: Array<{ label: string; ours: string; baseline: string }>;
}

export interface BenchContext {
  /** The repository root (where package.json is). */
  root: string;
  /** Seconds each measured phase runs (BENCH_SECONDS, default 5). */
  seconds: number;
  redisUrl: string;
  /** A prefix of its own for every Redis key, removed at the end. */
  redisPrefix: string;
  /**
   * The secrets and data directory every API process of this run shares: one run, one vault. A
   * process started with a master key of its own could not unwrap the data keys an earlier one
   * seeded into the same database, and the clone's own data/ (left by `npm start`) is never touched.
   */
  api: { jwtSecret: string; vaultMasterKey: string; dataDir: string };
  /** A fresh PostgreSQL database, migrated, created on first use and dropped at the end. */
  database(): Promise<{ url: string; dataSource: DataSource }>;
  /**
   * An empty PostgreSQL database for one benchmark alone (`threshold_bench_<run>_<name>`), dropped at
   * the end: an API started on it creates its tables as `npm start` does. For a benchmark that must
   * not inherit what the others wrote to the shared one (an API's subscriptions working through it).
   */
  ownDatabase(name: string): Promise<string>;
  log(message: string): void;
}

export interface Benchmark {
  /** Short id for BENCH_ONLY=id,id. */
  id: string;
  title: string;
  run(context: BenchContext): Promise<Measurement[]>;
}
