import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { QueueName } from '../queue/queue-names';
import { QueueService } from '../queue/queue.service';
import { PersonalDataVault } from '../privacy/personal-data-vault';
import { SEND_EMAIL_JOB } from './send-email.job';

describe('e-mail through the queue and a real SMTP server', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
  });

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it('delivers an e-mail job once, even when the same job id is enqueued twice', async () => {
    const queue = app.app.get(QueueService).queue(QueueName.Email);
    const email = { to: 'team@threshold.test', subject: 'Queue check', text: 'Hello from the worker' };
    await queue.add(SEND_EMAIL_JOB, email, { jobId: 'send-email__mail-int-1' });
    await queue.add(SEND_EMAIL_JOB, email, { jobId: 'send-email__mail-int-1' });
    const message = await eventually(async () => inbox.received.find((m) => m.raw.includes('Queue check')), 15_000, 'the e-mail');
    expect(message.to).toEqual(['team@threshold.test']);
    expect(message.raw).toContain('Hello from the worker');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.received.filter((m) => m.raw.includes('Queue check'))).toHaveLength(1);
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
