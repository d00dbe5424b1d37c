import { Benchmark } from './bench.types';
import { eventAppendBenchmark } from './event-append.bench';
import { healthLiveBenchmark } from './http-live.bench';
import { bundleSizeBenchmark } from './bundle-size.bench';
import { commandRoundTripBenchmark } from './command-round-trip.bench';
import { dealCommandBenchmark } from './deal-command.bench';
import { projectionLagBenchmark } from './projection-lag.bench';
import { dashboardListBenchmark } from './dashboard-list.bench';
import { oversightListBenchmark } from './oversight-list.bench';
import { milestoneRegenerationBenchmark } from './milestone-regeneration.bench';
import { projectionRebuildBenchmark } from './projection-rebuild.bench';
import { lighthouseBenchmark } from './lighthouse.bench';
import { realtimeFanoutBenchmark } from './realtime-fanout.bench';

/**
 * Every benchmark `npm run bench` runs, in this order. Each returns measurements with a baseline
 * taken in the same run, so the ratios compare like with like on whatever machine runs them.
 */
export const BENCHMARKS: readonly Benchmark[] = [
  eventAppendBenchmark,
  healthLiveBenchmark,
  projectionLagBenchmark,
  commandRoundTripBenchmark,
  dealCommandBenchmark,
  realtimeFanoutBenchmark,
  dashboardListBenchmark,
  oversightListBenchmark,
  milestoneRegenerationBenchmark,
  projectionRebuildBenchmark,
  bundleSizeBenchmark,
  lighthouseBenchmark,
];
