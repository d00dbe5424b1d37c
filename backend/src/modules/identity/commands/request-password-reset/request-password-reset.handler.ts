import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { QueueName } from '../../../../platform/queue/queue-names';
import { QueueService } from '../../../../platform/queue/queue.service';
import { normalizeEmail } from '../../domain/registration-form';
import { PASSWORD_RESET_REQUESTS_SUBJECT, PasswordResetRequestData, PROCESS_PASSWORD_RESET_REQUEST_JOB } from '../../jobs/process-password-reset-request.job';
import { RequestPasswordReset } from './request-password-reset.command';

/**
 * Queues the request and returns: the same work whether or not the address has an account, so the
 * answer's timing tells nothing (issue 7 finding 7). The lookup, the PasswordResetRequested event
 * and the e-mail happen in the worker (jobs/process-password-reset-request.job.ts). The address is
 * sealed in the job, so Redis never holds it in clear.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly queues: QueueService,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute(command: RequestPasswordReset): Promise<void> {
    const requestId = randomUUID();
    const data: PasswordResetRequestData = {
      requestId,
      email: await this.vault.seal(PASSWORD_RESET_REQUESTS_SUBJECT, normalizeEmail(command.email)),
      metadata: command.metadata,
    };
    await this.queues.queue(QueueName.Email).add(PROCESS_PASSWORD_RESET_REQUEST_JOB, data, {
      jobId: `${PROCESS_PASSWORD_RESET_REQUEST_JOB}__${requestId}`,
      // Nothing to deduplicate later (every request is new), and the sealed address need not stay.
      removeOnComplete: true,
    });
  }
}
