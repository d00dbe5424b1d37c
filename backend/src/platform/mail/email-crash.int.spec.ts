import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { openTestDatabase } from '../../../../test/support/test-database';
import { eventually } from '../../../../test/support/test-app';
import { QueueName } from '../queue/queue-names';
import { QueueService } from '../queue/queue.service';
import { messageIdFor } from './email-delivery';
import { SEND_EMAIL_JOB } from './send-email.job';

const WORKER_SCRIPT = join(process.cwd(), 'test', 'support', 'email-worker-process.cjs');
const BUILT_JOB = join(process.cwd(), 'dist', 'backend', 'src', 'platform', 'mail', 'send-email.job.js');

interface WorkerProcess {
  child: ChildProcess;
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  kill(): Promise<void>;
}

/**
 * docs/adr/0013-email-delivery.md, issue 7 finding 12: a worker process killed with SIGKILL at each
 * point of a send. Real worker processes, a real SMTP server, real PostgreSQL and Redis. The e-mail
 * always arrives; it arrives twice only when the kill falls between the SMTP server's acceptance and
 * the sent-log write, and then both copies carry the same Message-ID.
 */
describe('e-mail delivery when the worker is killed mid-send (kill -9, real processes)', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let dataSource: DataSource;
  let queues: QueueService;
  // A prefix of this file's own: no other worker of the run may pick these jobs up.
  const prefix = `${process.env.REDIS_PREFIX}-mail-crash-${randomUUID().slice(0, 8)}`;
  const started: WorkerProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(BUILT_JOB)) throw new Error(`${BUILT_JOB} is missing: run \`npm run build:api\` first`);
    inbox = await startSmtpInbox();
    dataSource = await openTestDatabase(2);
    queues = new QueueService(process.env.REDIS_URL!, prefix);
  });

  afterEach(async () => {
    for (const worker of started.splice(0)) await worker.kill();
  });

  afterAll(async () => {
    await queues.close();
    await dataSource.destroy();
    await inbox.close();
  });

  function startWorker(crashAt?: string): WorkerProcess {
    let output = '';
    const child = spawn(process.execPath, [WORKER_SCRIPT], {
      env: { ...process.env, SMTP_URL: inbox.url, REDIS_PREFIX: prefix, CRASH_AT: crashAt ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const worker: WorkerProcess = {
      child,
      waitFor: (text, timeoutMs = 20_000) =>
        eventually(async () => {
          if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}:\n${output}`);
          return output.includes(text) ? true : undefined;
        }, timeoutMs, `"${text}" from the worker`).then(() => undefined),
      kill: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    };
    started.push(worker);
    return worker;
  }

  async function runUntilKilledAt(point: string) {
    const jobId = `send-email__crash-${point}-${randomUUID()}`;
    const subject = `Crash ${randomUUID().slice(0, 8)}`; // short: a long subject is folded across lines
    const copies = () => inbox.received.filter((m) => m.raw.includes(subject));

    const doomed = startWorker(point);
    await doomed.waitFor('READY');
    await queues.queue(QueueName.Email).add(SEND_EMAIL_JOB, { to: 'buyer@threshold.test', subject, text: 'Your closing is booked.' }, { jobId });
    await doomed.waitFor(`PAUSED ${point}`);
    await doomed.kill(); // SIGKILL: no handler, no cleanup, the job stays locked until its lock expires
    const beforeRecovery = copies().length;

    const recovering = startWorker();
    await recovering.waitFor('READY');
    const outcome = await eventually(
      async () => {
        const job = await queues.queue(QueueName.Email).getJob(jobId);
        if (!job || !(await job.isCompleted())) return undefined;
        // Read it again: the copy above can predate the completion isCompleted() just saw, and then
        // carries no return value yet (a race that only a loaded machine makes wide enough to hit).
        return String((await queues.queue(QueueName.Email).getJob(jobId))?.returnvalue);
      },
      30_000,
      'the recovered job to complete',
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // a stray second send would land by now
    const messageIds = copies().map((m) => /^Message-ID:\s*(.+)$/im.exec(m.raw)?.[1]?.trim());
    const logged = await dataSource.query('SELECT message_id FROM sent_emails WHERE job_id = $1', [jobId]);
    return { jobId, beforeRecovery, outcome, messageIds, logged };
  }

  it('killed before sending: the recovered job sends the e-mail, once', async () => {
    const run = await runUntilKilledAt('before-send');
    expect(run.beforeRecovery).toBe(0);
    expect(run.outcome).toBe('sent');
    expect(run.messageIds).toEqual([messageIdFor(run.jobId, 'no-reply@threshold.test')]);
    expect(run.logged).toHaveLength(1);
  });

  it('killed after the SMTP server accepted but before the sent-log write (the documented window): sent again with the same Message-ID', async () => {
    const run = await runUntilKilledAt('after-accept');
    expect(run.beforeRecovery).toBe(1);
    expect(run.outcome).toBe('sent');
    const expected = messageIdFor(run.jobId, 'no-reply@threshold.test');
    expect(run.messageIds).toEqual([expected, expected]); // a receiver drops the copy by its Message-ID
    expect(run.logged).toEqual([{ message_id: expected }]);
  });

  it('killed after the sent-log write: the recovered job sends nothing more', async () => {
    const run = await runUntilKilledAt('after-log');
    expect(run.beforeRecovery).toBe(1);
    expect(run.outcome).toBe('already sent');
    expect(run.messageIds).toEqual([messageIdFor(run.jobId, 'no-reply@threshold.test')]);
    expect(run.logged).toHaveLength(1);
  });
});
