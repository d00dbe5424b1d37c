import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../../platform/event-store/projection';
import { EmailDelivery } from '../../../../platform/mail/email-delivery';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { isSealed, PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { JobProcessor } from '../../../../platform/queue/job-processor';
import { QueueName } from '../../../../platform/queue/queue-names';
import { DOCUMENT_LINK_DAYS, SENDER_FALLBACK, TransactionDocumentLinkSentData } from '../domain/document-links.events';
import { DocumentLinkSigner } from '../http/document-link-signer';

export const SEND_DOCUMENT_LINK_EMAIL_JOB = 'send-document-link-email';

/** Ids and sealed values only: neither the address, the message nor the link rests in the outbox or Redis in clear. */
export type DocumentLinkEmailData = Pick<
  TransactionDocumentLinkSentData,
  'transactionId' | 'documentId' | 'linkId' | 'sentBy' | 'expiresAt' | 'recipientEmail' | 'recipientName' | 'message'
>;

export const documentLinkEmailRoute: OutboxRoute = {
  eventType: 'TransactionDocumentLinkSent',
  queue: QueueName.Email,
  jobName: SEND_DOCUMENT_LINK_EMAIL_JOB,
  payload: (stored: StoredEvent) => {
    const data = stored.data as unknown as TransactionDocumentLinkSentData;
    const payload: DocumentLinkEmailData = {
      transactionId: data.transactionId,
      documentId: data.documentId,
      linkId: data.linkId,
      sentBy: data.sentBy,
      expiresAt: data.expiresAt,
      recipientEmail: data.recipientEmail,
      recipientName: data.recipientName,
      message: data.message,
    };
    return { ...payload };
  },
};

/**
 * The one e-mail a document link share sends (spec 002 §7 "Email a document"; ADR 0053): to the
 * recipient, from the agent's name (fallback 'Your Agent'), with the document's title, the agent's
 * message and the signed link. The link is signed here, never stored. A link revoked or a document
 * deleted or made agent-only before the job runs sends nothing. The job id comes from the event id and
 * EmailDelivery keeps a sent-log by it, so a retry does not send twice (ADR 0013).
 */
@Injectable()
export class SendDocumentLinkEmailJob implements JobProcessor<DocumentLinkEmailData> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_DOCUMENT_LINK_EMAIL_JOB;
  private readonly logger = new Logger(SendDocumentLinkEmailJob.name);

  constructor(
    private readonly delivery: EmailDelivery,
    private readonly vault: PersonalDataVault,
    private readonly signer: DocumentLinkSigner,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: Job<DocumentLinkEmailData>): Promise<void> {
    const { data } = job;
    const [row] = await this.dataSource.query<{ title: string; full_name: string | null }[]>(
      `SELECT d.title, p.full_name
         FROM transaction_document_links l
         JOIN transaction_documents d ON d.id = l.document_id AND d.transaction_id = l.transaction_id AND d.visibility <> 'agent_only'
         LEFT JOIN profiles p ON p.id = l.sent_by AND p.erased_at IS NULL
        WHERE l.id = $1 AND l.revoked_at IS NULL`,
      [data.linkId],
    );
    if (!row) {
      this.logger.log({ linkId: data.linkId }, 'Document link e-mail skipped: the link was revoked or the document is no longer shared');
      return;
    }
    const to = await this.opened(data.recipientEmail);
    if (!to) {
      this.logger.log({ linkId: data.linkId }, 'Document link e-mail skipped: the recipient was erased');
      return;
    }
    const name = await this.opened(data.recipientName);
    const message = await this.opened(data.message);
    const sender = row.full_name?.trim() || SENDER_FALLBACK;
    const link = `${this.config.appUrl}${this.signer.path(data.linkId, new Date(data.expiresAt))}`;
    const until = new Date(data.expiresAt).toUTCString();
    await this.delivery.deliverOnce(job.id!, {
      to,
      subject: `${sender} shared a document with you: ${row.title}`,
      text: [
        name ? `Hello ${name},` : 'Hello,',
        '',
        `${sender} sent you a link to the document "${row.title}".`,
        ...(message ? ['', `Message from ${sender}:`, message] : []),
        '',
        `Open or download it here (the link works for ${DOCUMENT_LINK_DAYS} days, until ${until}, and no account is needed):`,
        link,
        '',
        'If you did not expect this e-mail, you can ignore it. Please do not forward the link: anyone who has it can open the document.',
      ].join('\n'),
    });
  }

  private async opened(value: unknown): Promise<string | null> {
    if (value === null || value === undefined) return null;
    if (isSealed(value)) return this.vault.open(value);
    return typeof value === 'string' ? value : null;
  }
}
