import { Benchmark } from './bench.types';
import { eventAppendBenchmark } from './event-append.bench';
import { healthLiveBenchmark } from './http-live.bench';

/**
 * Every benchmark `npm run bench` runs, in this order. Each returns measurements with a baseline
 * taken in the same run, so the ratios compare like with like on whatever machine runs them.
 */
export const BENCHMARKS: readonly Benchmark[] = [
  eventAppendBenchmark,
  healthLiveBenchmark,

  // ─── EXTENSION POINT: third benchmark ──────────────────────────────────────────────────────────
  // Front-end bundle size against a fresh Vite React template. Add `bench/bundle-size.bench.ts`
  // exporting a `Benchmark` (id 'bundle-size') and list it here. Its run() should build our front
  // end (`vite build --config frontend/vite.config.ts`) and a fresh React + TypeScript template in a
  // temporary folder, both production builds, and return a Measurement such as
  //   { name: 'front-end JS, gzip (initial route)', unit: 'KiB', ours, baselineName: 'fresh Vite React template',
  //     baseline, higherIsBetter: false }
  // It needs no database: don't call context.database(), and none is created. Record the figures in
  // docs/benchmarks.md as the others are.
];
