import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { EmailDelivery } from '../../../platform/mail/email-delivery';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { ClientLinkIds } from '../domain/client-link';

export const SEND_CLIENT_INVITATION_EMAIL_JOB = 'send-client-invitation-email';

/** Ids only: the address and the agent's name are read when the e-mail is sent (ADR 0039). */
export const clientInvitationEmailRoute: OutboxRoute = {
  eventType: 'ClientLinkRequested',
  queue: QueueName.Email,
  jobName: SEND_CLIENT_INVITATION_EMAIL_JOB,
  payload: (stored: StoredEvent) => {
    const data = stored.data as unknown as ClientLinkIds;
    return { agentId: data.agentId, clientId: data.clientId };
  },
};

/**
 * Tells the client an agent asked to link them, with a link to their portal where they accept or
 * decline. A client erased meanwhile gets nothing; the job id comes from the event id and the
 * delivery keeps a sent-log by it, so a retry does not send twice (ADR 0013).
 */
@Injectable()
export class SendClientInvitationEmailJob implements JobProcessor<ClientLinkIds> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_CLIENT_INVITATION_EMAIL_JOB;
  private readonly logger = new Logger(SendClientInvitationEmailJob.name);

  constructor(
    private readonly delivery: EmailDelivery,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: Job<ClientLinkIds>): Promise<void> {
    const people = await this.dataSource.query<{ id: string; email: string | null; full_name: string; company: string | null }[]>(
      'SELECT id, email, full_name, company FROM profiles WHERE id = ANY($1) AND erased_at IS NULL',
      [[job.data.agentId, job.data.clientId]],
    );
    const client = people.find((person) => person.id === job.data.clientId);
    const agent = people.find((person) => person.id === job.data.agentId);
    if (!client?.email || !agent) {
      this.logger.log({ clientId: job.data.clientId, agentId: job.data.agentId }, 'Client invitation e-mail skipped: an account was erased');
      return;
    }
    const link = `${this.config.appUrl}/dashboard/client?invitation=${encodeURIComponent(job.data.agentId)}`;
    const from = agent.company ? `${agent.full_name} (${agent.company})` : agent.full_name;
    await this.delivery.deliverOnce(job.id!, {
      to: client.email,
      subject: `${agent.full_name} invited you to follow your transaction on Threshold`,
      text: [
        `${from} asked to add you as their client on Threshold.`,
        '',
        'Once you accept, you see the transactions they manage for you. Sign in and accept or decline here:',
        link,
        '',
        'If you do not know this agent, decline, or ignore this e-mail: nothing is shared until you accept.',
      ].join('\n'),
    });
  }
}
