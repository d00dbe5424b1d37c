import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueService } from '../queue/queue.service';
import { QueueName } from '../queue/queue-names';

interface OutboxRow {
  id: string;
  queue: QueueName;
  job_name: string;
  job_id: string;
  payload: Record<string, unknown>;
}

/**
 * Moves outbox rows into BullMQ. A row is marked dispatched only after Redis accepted the job;
 * a crash in between re-adds it, which BullMQ ignores because the job id is the same.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly intervalMs = 250,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.busy;
  }

  /** Dispatches what is pending now; returns how many jobs were handed to BullMQ. */
  async dispatchPending(batchSize = 100): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let dispatched = 0;
    try {
      await runner.startTransaction();
      const rows: OutboxRow[] = await runner.query(
        `SELECT id, queue, job_name, job_id, payload FROM outbox
          WHERE dispatched_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      for (const row of rows) {
        try {
          await this.queues.queue(row.queue).add(row.job_name, row.payload, { jobId: row.job_id });
          await runner.query('UPDATE outbox SET dispatched_at = now(), attempts = attempts + 1 WHERE id = $1', [row.id]);
          dispatched += 1;
        } catch (error) {
          await runner.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
            row.id,
            String((error as Error).message ?? error).slice(0, 1000),
          ]);
          this.logger.warn({ jobId: row.job_id, err: error }, 'Outbox dispatch failed; will retry');
          break; // Redis is likely away: keep order and try again on the next tick
        }
      }
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
    return dispatched;
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = this.dispatchPending().catch((error) => {
      this.logger.error({ err: error }, 'Outbox relay failed');
      return 0;
    });
    await this.busy;
    this.busy = undefined;
  }
}
