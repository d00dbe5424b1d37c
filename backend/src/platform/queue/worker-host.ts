import { Logger } from '@nestjs/common';
import { Job, Worker, WorkerOptions } from 'bullmq';
import { JobProcessor } from './job-processor';
import { QueueName } from './queue-names';
import IORedis from 'ioredis';
import { reportConnectionError } from '../health/dependency-watch';
import { createWorkerConnection } from './redis-connections';

/**
 * Runs a BullMQ Worker per queue that has processors. `close()` lets in-flight jobs finish; a job
 * cut off by a hard kill is returned to the queue by BullMQ's stalled-job check.
 */
export class WorkerHost {
  private readonly logger = new Logger(WorkerHost.name);
  private readonly workers: Worker[] = [];
  private readonly connections: IORedis[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly processors: readonly JobProcessor[],
    private readonly prefix = 'threshold',
    private readonly concurrency = 4,
    /** BullMQ's lock and stalled-check timings; tests shorten them to recover a killed worker's job quickly. */
    private readonly timings: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval'> = {},
  ) {}

  start(): void {
    const byQueue = new Map<QueueName, Map<string, JobProcessor>>();
    for (const processor of this.processors) {
      const jobs = byQueue.get(processor.queue) ?? new Map<string, JobProcessor>();
      jobs.set(processor.jobName, processor);
      byQueue.set(processor.queue, jobs);
    }
    for (const [queue, jobs] of byQueue) {
      const connection = createWorkerConnection(this.redisUrl);
      this.connections.push(connection);
      const worker = new Worker(
        queue,
        async (job: Job) => {
          const processor = jobs.get(job.name);
          if (!processor) throw new Error(`No processor for job ${job.name} on queue ${queue}`);
          return processor.process(job);
        },
        {
          connection,
          prefix: this.prefix,
          concurrency: this.concurrency,
          ...this.timings,
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'Job failed'),
      );
      worker.on('error', (error) => {
        // A lost Redis is one warning from the dependency watch, not one line per worker per retry.
        if (!reportConnectionError(error)) this.logger.error({ queue, err: error }, 'Worker error');
      });
      this.workers.push(worker);
    }
    this.logger.log(`Workers running for ${[...byQueue.keys()].join(', ') || 'no queues'}`);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
    for (const connection of this.connections.splice(0)) connection.disconnect();
  }
}
