import { Job } from 'bullmq';
import { QueueName } from './queue-names';

/** One processor class per job, with typed data (STYLE.md, twenty's message queue). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds processors of every data type
export interface JobProcessor<TData = any> {
  readonly queue: QueueName;
  readonly jobName: string;
  /** A scheduled job: the worker host keeps one BullMQ job scheduler running it every this many ms. */
  readonly every?: number;
  process(job: Job<TData>): Promise<unknown>;
}

export const DEFAULT_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1_000 },
  // Completed jobs stay a week so a repeated enqueue of the same job id stays a no-op.
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;
