import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { JobProcessor } from '../../../../platform/queue/job-processor';
import { QueueName } from '../../../../platform/queue/queue-names';
import { offeredTaskIds } from '../domain/task-templates';
import { transaction } from '../../transaction.aggregate';

export const HANDLE_GENERATE_TASKS_JOB = 'handle-generate-tasks';

interface HandleGenerateTasksData {
  transactionId: string;
  eventId: string;
  correlationId: string;
}

/**
 * Spec 001 §7 "After wizard creation: function handle-generate-tasks with body transactionId" (ADR
 * 0027). A live deal's create or draft submit now generates its tasks in its own append (issue 18
 * item 7), so nothing queues this job any more; it stays to drain the jobs that outbox rows written
 * before that change still hand to the queue. The deal's decide generates only templates not
 * generated before, so for those deals a run appends nothing.
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
  const taskIds = offeredTaskIds(randomUUID);
  const handled = await pipeline.handle(transaction, transactionId, { type: 'GenerateTransactionTasks', transactionId, taskIds }, { metadata });
  return handled.events.length;
}
