import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { DEFAULT_JOB_OPTIONS } from './job-processor';
import { ALL_QUEUES, QueueName } from './queue-names';
import { createProducerConnection } from './redis-connections';

/** The producer side of every queue, sharing one fail-fast Redis connection. */
export class QueueService {
  private readonly connection: IORedis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(redisUrl: string, private readonly prefix = 'threshold') {
    this.connection = createProducerConnection(redisUrl);
    for (const name of ALL_QUEUES) {
      const queue = new Queue(name, { connection: this.connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      // The connection's errors reach the dependency watch; without a listener BullMQ prints each one.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  get queuePrefix(): string {
    return this.prefix;
  }

  async close(): Promise<void> {
    await Promise.all(this.all().map((q) => q.close()));
    this.connection.disconnect();
  }
}
