import { QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { QueueName } from '../queue/queue-names';
import { QueueService } from '../queue/queue.service';
import { createWorkerConnection } from '../queue/redis-connections';
import { PersonalDataVault } from '../privacy/personal-data-vault';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { messageIdFor } from './email-delivery';
import { SEND_EMAIL_JOB } from './send-email.job';

describe('e-mail through the queue and a real SMTP server', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let events: QueueEvents;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    events = new QueueEvents(QueueName.Email, { connection: createWorkerConnection(process.env.REDIS_URL!), prefix: process.env.REDIS_PREFIX });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await events.close();
    events.disconnect();
    await app.close();
    await inbox.close();
  });

  it('sends nothing more when the same job runs again after its e-mail was accepted (sent-log, not BullMQ, stops it)', async () => {
    const queue = app.app.get(QueueService).queue(QueueName.Email);
    const jobId = `send-email__mail-int-${randomUUID()}`;
    const email = { to: 'team@threshold.test', subject: `Queue check ${randomUUID().slice(0, 8)}`, text: 'Hello from the worker' };
    const copies = () => inbox.received.filter((m) => m.raw.includes(email.subject));

    const first = await queue.add(SEND_EMAIL_JOB, email, { jobId });
    expect(await first.waitUntilFinished(events, 15_000)).toBe('sent');
    expect(copies()).toHaveLength(1);
    expect(copies()[0].to).toEqual(['team@threshold.test']);
    expect(headerOf(copies()[0].raw, 'Message-ID')).toBe(messageIdFor(jobId, app.app.get<AppConfig>(APP_CONFIG).mailFrom));

    // BullMQ forgets the job (its completed entry aged out, or Redis lost it), so the same job id is
    // accepted and run again: only the sent-log can keep this from sending a second e-mail.
    await first.remove();
    const again = await queue.add(SEND_EMAIL_JOB, email, { jobId });
    expect(await again.waitUntilFinished(events, 15_000)).toBe('already sent');
    expect(copies()).toHaveLength(1);
  });

  it('opens sealed fields just before sending, and sends nothing once the person was erased', async () => {
    const vault = app.app.get(PersonalDataVault);
    const queue = app.app.get(QueueService).queue(QueueName.Email);
    const sealedTo = await vault.seal('mail-subject-1', 'sealed.person@threshold.test');
    const sealedText = await vault.seal('mail-subject-1', 'Private greeting for Sealed Person');
    await queue.add(SEND_EMAIL_JOB, { to: sealedTo, subject: 'Sealed check', text: sealedText }, { jobId: 'send-email__mail-int-2' });
    const message = await eventually(async () => inbox.received.find((m) => m.raw.includes('Sealed check')), 15_000, 'the sealed e-mail');
    expect(message.to).toEqual(['sealed.person@threshold.test']);
    expect(message.raw).toContain('Private greeting for Sealed Person');

    const erasedTo = await vault.seal('mail-subject-2', 'erased.person@threshold.test');
    await vault.forget('mail-subject-2');
    const job = await queue.add(SEND_EMAIL_JOB, { to: erasedTo, subject: 'Erased check', text: 'x' }, { jobId: 'send-email__mail-int-3' });
    const outcome = await eventually(async () => ((await job.isCompleted()) ? (await queue.getJob(job.id!))?.returnvalue : undefined), 15_000, 'the job');
    expect(outcome).toBe('cancelled: personal data erased');
    expect(inbox.received.some((m) => m.raw.includes('Erased check'))).toBe(false);
  });
});

function headerOf(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw)?.[1]?.trim();
}
