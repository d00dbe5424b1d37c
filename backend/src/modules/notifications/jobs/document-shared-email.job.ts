import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { sqlOf } from '../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { CLIENT_DOCUMENT_FILTER, clientPortalLink } from '../../transactions/transactions.public';
import { claimNotification } from '../notification-ledger';
import { NotificationEmails } from '../notification-email';

export const DOCUMENT_SHARED_EMAIL_JOB = 'notify-document-shared';

interface DocumentSharedData {
  transactionId: string;
  documentId: string;
}

/** Ids only. A client's own upload and an agent-only document are not routed at all. */
function route(eventType: string): OutboxRoute {
  return {
    eventType,
    queue: QueueName.Email,
    jobName: DOCUMENT_SHARED_EMAIL_JOB,
    payload: (stored: StoredEvent) => {
      const data = stored.data as { transactionId: string; documentId: string; visibility: string; uploaderRole?: string };
      if (data.visibility === 'agent_only' || data.uploaderRole === 'client') return { skip: true };
      return { transactionId: data.transactionId, documentId: data.documentId };
    },
  };
}

/**
 * Issue 22 item 7: the client hears of a document that became visible to them, by upload or by a
 * change of visibility (an e-mailed link is its own e-mail, ADR 0053). Read when the job runs: a
 * document hidden or deleted meanwhile, one the client's role never sees (a seller client's appraisal
 * report, ADR 0085), a draft or deleted deal, an erased client or a switch turned off sends nothing. The ledger key (client, document) sends one e-mail per document however often
 * its visibility moves; the job id comes from the event id, so a retry or a worker restart does not
 * send twice (ADR 0013, ADR 0067). The e-mail names the document and the address, nothing agent-only.
 */
@Injectable()
export class DocumentSharedEmailJob implements JobProcessor<DocumentSharedData & { skip?: boolean }> {
  static readonly routes = [route('TransactionDocumentAttached'), route('TransactionDocumentVisibilityChanged')];
  readonly queue = QueueName.Email;
  readonly jobName = DOCUMENT_SHARED_EMAIL_JOB;
  private readonly logger = new Logger(DocumentSharedEmailJob.name);

  constructor(
    private readonly emails: NotificationEmails,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<DocumentSharedData & { skip?: boolean }>): Promise<string> {
    if (job.data.skip) return 'not for the client';
    const sql = sqlOf(this.dataSource);
    const [row] = await sql.query<{ title: string; client_id: string; email: string | null; property_address: string }>(
      `SELECT d.title, t.client_id, p.email, t.property_address
         FROM transaction_documents d
         JOIN transactions t ON t.id = d.transaction_id
         JOIN profiles p ON p.id = t.client_id AND p.erased_at IS NULL
        WHERE d.id = $1 AND d.transaction_id = $2
          AND EXISTS (SELECT 1 FROM transaction_documents cd WHERE cd.id = d.id ${CLIENT_DOCUMENT_FILTER})
          AND t.deleted_at IS NULL AND t.status <> 'draft'`,
      [job.data.documentId, job.data.transactionId],
    );
    if (!row?.email) return 'not visible to a client now';
    if (!(await claimNotification(sql, `document_shared:${row.client_id}:${job.data.documentId}`, job.id!))) return 'already notified';
    const outcome = await this.emails.send(sql, job.id!, {
      recipientId: row.client_id,
      kind: 'document_shared',
      to: row.email,
      subject: `A new document is available: ${row.title}`,
      paragraphs: [
        `Your agent shared "${row.title}" with you for ${row.property_address}.`,
        `Sign in to see it: ${clientPortalLink(this.emails.appUrl, job.data.transactionId, 'documents')}`,
      ],
    });
    this.logger.log({ documentId: job.data.documentId, outcome }, 'Document shared e-mail');
    return outcome;
  }
}
