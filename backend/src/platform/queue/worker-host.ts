import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Worker, WorkerOptions } from 'bullmq';
import { JobProcessor } from './job-processor';
import { QueueName } from './queue-names';
import IORedis from 'ioredis';
import { reportConnectionError } from '../health/dependency-watch';
import { createWorkerConnection } from './redis-connections';

/**
 * How long a worker's shutdown waits for its in-flight jobs (ADR 0088). After it the jobs still in flight
 * are let go: their locks lapse and BullMQ's stalled-job check gives them to another worker, whose rerun
 * sends nothing twice (the sent-log, ADR 0013). The whole close takes this long at most, plus the moment
 * it takes to drop the connections.
 */
export const WORKER_CLOSE_GRACE_MS = 10_000;

/** BullMQ's Worker, with the end of its main loop (fetching and running jobs) to wait for. */
class StoppableWorker extends Worker {
  /** Resolves when the loop has ended: after a pause, once every job it fetched has run and been recorded. */
  loopEnded(): Promise<void> {
    return this.mainLoopRunning ?? Promise.resolve();
  }
}

/**
 * Runs a BullMQ Worker per queue that has processors. `close()` lets in-flight jobs finish, for
 * WORKER_CLOSE_GRACE_MS at most; a job cut off by a hard kill, or let go by that bound, is returned to
 * the queue by BullMQ's stalled-job check.
 */
export class WorkerHost {
  private readonly logger = new Logger(WorkerHost.name);
  private readonly workers: StoppableWorker[] = [];
  /** Per worker, the jobs it took that BullMQ has not yet recorded as completed or failed. */
  private readonly inFlight = new Map<StoppableWorker, Set<string>>();
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
      const taken = new Set<string>();
      const worker = new StoppableWorker(
        queue,
        async (job: Job) => {
          taken.add(job.id!);
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
      worker.on('completed', (job) => taken.delete(job.id!));
      worker.on('failed', (job, error) => {
        if (job) taken.delete(job.id!);
        this.logger.warn({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'Job failed');
      });
      worker.on('error', (error) => {
        // A lost Redis is one warning from the dependency watch, not one line per worker per retry.
        if (!reportConnectionError(error)) this.logger.error({ queue, err: error }, 'Worker error');
      });
      this.workers.push(worker);
      this.inFlight.set(worker, taken);
    }
    this.logger.log(`Workers running for ${[...byQueue.keys()].join(', ') || 'no queues'}`);
  }

  async close(graceMs = WORKER_CLOSE_GRACE_MS): Promise<void> {
    const deadline = Date.now() + graceMs;
    await Promise.all(this.workers.map((worker) => this.closeWorker(worker, deadline)));
    this.workers.length = 0;
    this.inFlight.clear();
    for (const connection of this.connections.splice(0)) connection.disconnect();
  }

  /**
   * The graceful part is ours, not BullMQ's `close()`: that one first disconnects the worker's blocking
   * connection and waits for its 'end', which ioredis never emits when the disconnect comes between
   * reconnect attempts (a Redis that is away, or has just come back after a partition: BullMQ #4656),
   * and a later `close(true)` only returns the same pending promise. So: stop taking jobs, cut short the
   * wait for the next one, let the worker's loop end (every job it took run and its outcome recorded) or
   * the deadline pass, then close without waiting (`close(true)` drops the blocking connection without
   * waiting for its 'end').
   *
   * The loop's end, not the jobs the processor has seen, is what counts: a fetch under way when the pause
   * came still moves a job to active in Redis (BullMQ checks the pause before it fetches, not after), and
   * that job reaches the processor only later. Closed before then, it stayed active until its lock lapsed
   * and the stalled-job check gave it to another worker, a minute on.
   */
  private async closeWorker(worker: StoppableWorker, deadline: number): Promise<void> {
    await worker.pause(true);
    // Without a disconnect the loop would wait in BZPOPMIN for the next job as long as its block lasts.
    await worker.backend.disconnectBlocking(false);
    const ended = await Promise.race([worker.loopEnded().then(() => true), sleep(Math.max(0, deadline - Date.now()), false, { ref: false })]);
    const taken = this.inFlight.get(worker) ?? new Set<string>();
    if (!ended) this.logger.warn({ queue: worker.name, jobIds: [...taken] }, 'Jobs still in flight at shutdown: left for another worker to retake');
    await worker.close(true);
  }
}
