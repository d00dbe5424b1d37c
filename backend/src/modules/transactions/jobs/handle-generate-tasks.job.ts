import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { TASK_TEMPLATES } from '../domain/tasks/task-templates';
import { transaction } from '../domain/transaction.decide';

export const HANDLE_GENERATE_TASKS_JOB = 'handle-generate-tasks';

interface HandleGenerateTasksData {
  transactionId: string;
  eventId: string;
  correlationId: string;
}

/**
 * Spec 001 §7 "After wizard creation: function handle-generate-tasks with body transactionId" (ADR
 * 0027): queued from the outbox row written with the deal's creation or draft submit, so it runs once
 * the deal is committed. The deal's decide generates only templates not generated before, so a retry
 * or a second run appends nothing; conflicts with other commands on the deal are retried by the pipeline.
 */
@Injectable()
export class HandleGenerateTasksJob implements JobProcessor<HandleGenerateTasksData> {
  readonly queue = QueueName.Transactions;
  readonly jobName = HANDLE_GENERATE_TASKS_JOB;

  constructor(private readonly pipeline: CommandPipeline) {}

  async process(job: Job<HandleGenerateTasksData>): Promise<void> {
    await generateTasks(this.pipeline, job.data.transactionId, { actorId: null, correlationId: job.data.correlationId, causationId: job.data.eventId });
  }
}

/** One run of the generation: a fresh id offered for every template; decide uses those it needs. */
export async function generateTasks(
  pipeline: CommandPipeline,
  transactionId: string,
  metadata: { actorId: null; correlationId: string; causationId: string | null },
): Promise<number> {
  const taskIds = Object.fromEntries(TASK_TEMPLATES.map((template) => [template.id, randomUUID()]));
  const handled = await pipeline.handle(transaction, transactionId, { type: 'GenerateTransactionTasks', transactionId, taskIds }, { metadata });
  return handled.events.length;
}

const route = (eventType: string): OutboxRoute => ({
  eventType,
  queue: QueueName.Transactions,
  jobName: HANDLE_GENERATE_TASKS_JOB,
  payload: (event) => ({
    transactionId: (event.data as { transactionId: string }).transactionId,
    eventId: event.eventId,
    correlationId: event.metadata.correlationId,
  }),
});

/** A live deal is born by a create (a draft's create is a no-op for the job) or by a draft's submit. */
export const handleGenerateTasksRoutes: readonly OutboxRoute[] = [route('TransactionCreated'), route('TransactionDraftSubmitted')];
