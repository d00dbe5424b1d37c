import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform.tokens';

/**
 * Which e-mail jobs the mail server has already accepted (table `sent_emails`, keyed by job id).
 * BullMQ's job ids only stop a second enqueue; this log stops a second send when the same job runs
 * again (retry after a crash, stalled-job recovery, re-enqueue after the completed job aged out).
 */
@Injectable()
export class SentEmailLog {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async wasSent(jobId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM sent_emails WHERE job_id = $1', [jobId]);
    return rows.length > 0;
  }

  /** Idempotent: a duplicate from the documented window records nothing new. */
  async record(jobId: string, messageId: string): Promise<void> {
    await this.dataSource.query('INSERT INTO sent_emails (job_id, message_id) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING', [jobId, messageId]);
  }
}
