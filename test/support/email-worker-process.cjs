/**
 * A real e-mail worker process for the crash tests (backend/src/platform/mail/email-crash.int.spec.ts),
 * built from the compiled code in dist/ (run `npm run build:api` first): the same SendEmailJob,
 * EmailDelivery, SentEmailLog, MailerService and WorkerHost as `npm run worker`, on the e-mail
 * queue only, with a short BullMQ lock so a killed worker's job is recovered within seconds.
 *
 * With CRASH_AT set, the worker stops dead at that point of the first send and prints
 * `PAUSED <point>`, so the test can `kill -9` it exactly there:
 *   before-send   the sent-log was checked, nothing was sent yet
 *   after-accept  the SMTP server accepted the message, the sent-log is not written yet
 *   after-log     the sent-log row is committed, the job is not marked completed yet
 * Without CRASH_AT it is the recovering worker. It prints `READY` once it takes jobs.
 */
require('reflect-metadata');
const { join } = require('node:path');

const dist = join(__dirname, '..', '..', 'dist', 'backend', 'src', 'platform');
const { createDataSource } = require(join(dist, 'database', 'data-source.js'));
const { MailerService } = require(join(dist, 'mail', 'mailer.service.js'));
const { SentEmailLog } = require(join(dist, 'mail', 'sent-email-log.js'));
const { EmailDelivery } = require(join(dist, 'mail', 'email-delivery.js'));
const { SendEmailJob } = require(join(dist, 'mail', 'send-email.job.js'));
const { WorkerHost } = require(join(dist, 'queue', 'worker-host.js'));

const crashAt = process.env.CRASH_AT || undefined;

/** Announces the point and never returns: the test kills the process here. */
function pauseAt(point) {
  process.stdout.write(`PAUSED ${point}\n`);
  return new Promise(() => undefined);
}

async function main() {
  const dataSource = createDataSource(process.env.DATABASE_URL, 2);
  await dataSource.initialize();
  const config = { smtpUrl: process.env.SMTP_URL, dataDir: 'data', mailFrom: 'Threshold <no-reply@threshold.test>' };
  const mailer = new MailerService(config);
  const log = new SentEmailLog(dataSource);

  if (crashAt === 'before-send') mailer.send = () => pauseAt('before-send');
  if (crashAt === 'after-accept') {
    const send = mailer.send.bind(mailer);
    mailer.send = async (email) => {
      await send(email);
      return pauseAt('after-accept');
    };
  }
  if (crashAt === 'after-log') {
    const record = log.record.bind(log);
    log.record = async (jobId, messageId) => {
      await record(jobId, messageId);
      return pauseAt('after-log');
    };
  }

  // The crash tests send unsealed e-mail only, so the vault is never asked to open anything.
  const vault = { open: () => Promise.reject(new Error('this test worker sends unsealed e-mail only')) };
  const job = new SendEmailJob(new EmailDelivery(mailer, log, config), vault);
  const host = new WorkerHost(process.env.REDIS_URL, [job], process.env.REDIS_PREFIX, 1, { lockDuration: 1_500, stalledInterval: 500 });
  host.start();
  process.stdout.write('READY\n');
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
