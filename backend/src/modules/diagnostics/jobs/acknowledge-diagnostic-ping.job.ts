import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { diagnosticPing } from '../domain/diagnostic-ping.decide';

interface AcknowledgeDiagnosticPingData {
  pingId: string;
  eventId: string;
  correlationId: string;
}

/** The worker's part of the slice: it answers a recorded ping with a command of its own. */
@Injectable()
export class AcknowledgeDiagnosticPingJob implements JobProcessor<AcknowledgeDiagnosticPingData> {
  readonly queue = QueueName.Diagnostics;
  readonly jobName = 'acknowledge-diagnostic-ping';

  constructor(private readonly pipeline: CommandPipeline) {}

  async process(job: Job<AcknowledgeDiagnosticPingData>): Promise<void> {
    const { pingId, eventId, correlationId } = job.data;
    await this.pipeline.handle(
      diagnosticPing,
      pingId,
      { type: 'AcknowledgeDiagnosticPing', pingId },
      { metadata: { actorId: null, correlationId, causationId: eventId } },
    );
  }
}

export const acknowledgeDiagnosticPingRoute: OutboxRoute = {
  eventType: 'DiagnosticPingRecorded',
  queue: QueueName.Diagnostics,
  jobName: 'acknowledge-diagnostic-ping',
  payload: (event) => ({
    pingId: (event.data as { pingId: string }).pingId,
    eventId: event.eventId,
    correlationId: event.metadata.correlationId,
  }),
};
