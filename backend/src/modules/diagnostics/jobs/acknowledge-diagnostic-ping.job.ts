import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { AcknowledgeDiagnosticPing } from '../commands/acknowledge-diagnostic-ping/acknowledge-diagnostic-ping.command';

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

  constructor(private readonly commands: CommandBus) {}

  async process(job: Job<AcknowledgeDiagnosticPingData>): Promise<void> {
    const { pingId, eventId, correlationId } = job.data;
    await this.commands.execute(new AcknowledgeDiagnosticPing(pingId, { actorId: null, correlationId, causationId: eventId }));
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
