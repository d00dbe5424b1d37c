import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../../platform/event-store/projection';
import { DeliveryOutcome, EmailDelivery } from '../../../../platform/mail/email-delivery';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { JobProcessor } from '../../../../platform/queue/job-processor';
import { QueueName } from '../../../../platform/queue/queue-names';
import { clientPortalLink } from '../../kernel/deal-links';
import { TransactionReassignedData } from '../domain/lifecycle.events';

export const NEW_AGENT_EMAIL_JOB = 'send-new-agent-email';

interface NewAgentEmailData {
  transactionId: string;
  agentId: string;
}

/** Ids only: names and addresses are read when the job runs. */
export const newAgentEmailRoute: OutboxRoute = {
  eventType: 'TransactionReassigned',
  queue: QueueName.Email,
  jobName: NEW_AGENT_EMAIL_JOB,
  payload: (stored: StoredEvent) => {
    const data = stored.data as unknown as TransactionReassignedData;
    return { transactionId: data.transactionId, agentId: data.agentId };
  },
};

/**
 * The client is told by e-mail who their agent now is when a deal is reassigned (issue 24 item 5, ADR
 * 0069): the new agent's name, e-mail and phone, and the way to their portal. A service message about
 * their own transaction, so no switch turns it off. Read when the job runs: a deal reassigned again
 * since (the later event's job tells of the later agent), deleted, still a draft, without a client,
 * or an erased client or agent sends nothing. The job id comes from the event (ADR 0013), so a rerun
 * after a worker restart sends nothing more.
 */
@Injectable()
export class NewAgentEmailJob implements JobProcessor<NewAgentEmailData> {
  readonly queue = QueueName.Email;
  readonly jobName = NEW_AGENT_EMAIL_JOB;
  private readonly logger = new Logger(NewAgentEmailJob.name);

  constructor(
    private readonly delivery: EmailDelivery,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: Job<NewAgentEmailData>): Promise<DeliveryOutcome | 'nobody to tell'> {
    const { transactionId, agentId } = job.data;
    const [row] = await this.dataSource.query<
      { client_email: string | null; client_name: string | null; agent_name: string; agent_email: string | null; agent_phone: string | null; property_address: string | null }[]
    >(
      `SELECT c.email AS client_email, c.full_name AS client_name, a.full_name AS agent_name, a.email AS agent_email, a.phone AS agent_phone, t.property_address
         FROM transactions t
         JOIN profiles c ON c.id = t.client_id AND c.erased_at IS NULL
         JOIN profiles a ON a.id = t.agent_id AND a.erased_at IS NULL
        WHERE t.id = $1 AND t.agent_id = $2 AND t.deleted_at IS NULL AND t.status <> 'draft'`,
      [transactionId, agentId],
    );
    if (!row?.client_email) return 'nobody to tell';
    const deal = row.property_address ?? 'your transaction';
    const reach = [row.agent_email, row.agent_phone].filter(Boolean).join(' · ');
    const outcome = await this.delivery.deliverOnce(job.id!, {
      to: row.client_email,
      subject: `Your agent for ${deal} is now ${row.agent_name}`,
      text: [
        `Hello${row.client_name ? ` ${row.client_name.split(' ')[0]}` : ''},`,
        '',
        `${row.agent_name} now handles your transaction for ${deal}. Your deal, its dates, documents and messages stay as they were.`,
        ...(reach ? ['', `You can reach ${row.agent_name.split(' ')[0]} at ${reach}.`] : []),
        '',
        `See your transaction: ${clientPortalLink(this.config.appUrl, transactionId)}`,
      ].join('\n'),
    });
    this.logger.log({ transactionId, outcome }, 'New agent e-mail');
    return outcome;
  }
}
