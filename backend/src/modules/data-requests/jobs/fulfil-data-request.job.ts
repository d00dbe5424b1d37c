import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { PersonalDataVault } from '../../../platform/privacy/personal-data-vault';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { USER_ERASED } from '../data-requests.public';
import { dataRequest } from '../domain/data-request.decide';
import { DataExportStore } from '../exports/data-export.store';
import { PersonalDataExportBuilder } from '../exports/personal-data-export.builder';
import { IdentityGateway } from '../identity.gateway';

export const FULFIL_DATA_REQUEST_JOB = 'fulfil-data-request';
export const REMOVE_DATA_EXPORTS_JOB = 'remove-data-exports';

interface FulfilDataRequestData {
  requestId: string;
  eventId: string;
  correlationId: string;
  /** The admin who completed the request: the erasure and the export are theirs in the audit trail. */
  actorId: string | null;
}

/**
 * The real fulfilment of a completed request (issue #3 part 8), after the commit and retried on
 * failure. Access: build the JSON export, store it, record it. Deletion: remove their exports, erase
 * the person through identity's one routine (one transaction that also destroys their key, ADR 0011),
 * record the erasure (read tables scrub on it). Every step is idempotent, so BullMQ's retry of a job
 * that crashed between two steps finishes the run.
 */
@Injectable()
export class FulfilDataRequestJob implements JobProcessor<FulfilDataRequestData> {
  readonly queue = QueueName.DataExports;
  readonly jobName = FULFIL_DATA_REQUEST_JOB;
  private readonly logger = new Logger(FulfilDataRequestJob.name);

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly vault: PersonalDataVault,
    private readonly identity: IdentityGateway,
    private readonly exports: DataExportStore,
    private readonly builder: PersonalDataExportBuilder,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<FulfilDataRequestData>): Promise<void> {
    const { requestId, eventId, correlationId, actorId } = job.data;
    const metadata: EventMetadata = { actorId, correlationId, causationId: eventId };
    const { state } = await this.pipeline.load(dataRequest, requestId);
    // Reopened before the worker got to it: nothing to fulfil (a later completion queues a new job).
    if (!state.exists || state.status !== 'completed' || !state.userId) return;
    const userId = state.userId;
    if (state.requestType === 'access') {
      if (await this.vault.isForgotten(userId)) return; // erased meanwhile: there is nothing left to export
      const content = await this.builder.build(requestId, userId, eventId);
      await this.exports.write(requestId, JSON.stringify(content, null, 2));
      await this.pipeline.handle(dataRequest, requestId, { type: 'RecordDataExport', requestId }, { metadata });
      return;
    }
    // Files first: once identity has erased the person, readers may already treat them as gone.
    await removeExportsOf(this.dataSource, this.exports, userId);
    await this.identity.erase(userId, metadata);
    await this.pipeline.handle(dataRequest, requestId, { type: 'RecordPersonalDataErased', requestId }, { metadata });
    this.logger.log({ requestId }, 'Deletion request fulfilled');
  }
}

/** Removes the stored exports of a person's access requests (they are full of their personal data). */
export async function removeExportsOf(dataSource: DataSource, exports: DataExportStore, userId: string): Promise<void> {
  const rows = await dataSource.query<{ id: string }[]>(
    "SELECT id FROM data_requests WHERE user_id = $1 AND request_type = 'access'",
    [userId],
  );
  for (const row of rows) await exports.remove(row.id);
}

/** An account erased by any path (an admin deleting it included) loses its stored exports. */
@Injectable()
export class RemoveDataExportsJob implements JobProcessor<{ userId: string }> {
  readonly queue = QueueName.DataExports;
  readonly jobName = REMOVE_DATA_EXPORTS_JOB;

  constructor(
    private readonly exports: DataExportStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<{ userId: string }>): Promise<void> {
    await removeExportsOf(this.dataSource, this.exports, job.data.userId);
  }
}

export const dataRequestRoutes: OutboxRoute[] = [
  {
    eventType: 'DataRequestCompleted',
    queue: QueueName.DataExports,
    jobName: FULFIL_DATA_REQUEST_JOB,
    payload: (event) => ({
      requestId: (event.data as { requestId: string }).requestId,
      eventId: event.eventId,
      correlationId: event.metadata.correlationId,
      actorId: event.metadata.actorId,
    }),
  },
  {
    eventType: USER_ERASED,
    queue: QueueName.DataExports,
    jobName: REMOVE_DATA_EXPORTS_JOB,
    payload: (event) => ({ userId: (event.data as { userId: string }).userId }),
  },
];
