import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { LogoStorage } from '../auth/logo-storage';
import { SessionService } from '../auth/session.service';
import { USER_ERASED_EVENT } from '../identity.public';

export const FINISH_USER_ERASURE_JOB = 'finish-user-erasure';

const LOGO_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'svg'];

/**
 * What an erasure leaves outside the database, after its transaction committed (ADR 0011): the logo
 * file, and any session opened between the revocation and the commit. Queued from the outbox row
 * written with UserErased, so a crash before it runs only delays it; every step is idempotent, and a
 * failure throws so BullMQ retries.
 */
@Injectable()
export class FinishUserErasureJob implements JobProcessor<{ userId: string }> {
  readonly queue = QueueName.DataExports;
  readonly jobName = FINISH_USER_ERASURE_JOB;

  constructor(
    private readonly sessions: SessionService,
    private readonly logos: LogoStorage,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<{ userId: string }>): Promise<void> {
    const { userId } = job.data;
    await this.sessions.endAllFor(userId);
    await this.sessions.deleteRowsFor(userId, this.dataSource);
    for (const extension of LOGO_EXTENSIONS) await this.logos.remove(`${userId}-logo.${extension}`);
  }
}

export const finishUserErasureRoute: OutboxRoute = {
  eventType: USER_ERASED_EVENT,
  queue: QueueName.DataExports,
  jobName: FINISH_USER_ERASURE_JOB,
  payload: (event) => ({ userId: (event.data as { userId: string }).userId }),
};
