import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { identityClient } from '../../../../test/support/identity-client';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { plainText } from '../../../../test/support/mail-test-context';
import { redisRelay, RedisRelay } from '../../../../test/support/redis-relay';
import { ownDatabase } from '../../../../test/support/own-database';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { ReceivedEmail, startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { startWorkerApp, WorkerApp } from '../../../../test/support/worker-app';
import { TokenService } from '../../platform/auth/token.service';
import { QueueName } from '../../platform/queue/queue-names';
import { QueueService } from '../../platform/queue/queue.service';
import { WORKER_CLOSE_GRACE_MS } from '../../platform/queue/worker-host';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { UnreadMessageWindow } from './jobs/unread-messages-email.job';

/**
 * Issue 22 "Done when": every notification is sent exactly once across a worker restart. The API runs
 * without workers (RUN_WORKERS=false) and the worker app of `npm run worker` runs beside it; the test
 * stops that worker with notifications in flight and queued, starts a new one on the same PostgreSQL and
 * Redis, and counts over the whole inbox of a real SMTP server. Each deal's client is due a document
 * shared e-mail, a milestone dates e-mail and an unread messages e-mail, and its agent a check-in alert.
 * A database of its own: the restart counts every e-mail and alert, so no other suite's may be there.
 */
/** A worker's shutdown: the grace its in-flight jobs get, and a few seconds to drop its connections and pool. */
const SHUTDOWN_BOUND_MS = WORKER_CLOSE_GRACE_MS + 5_000;

describe('notifications across a worker restart', () => {
  const own = ownDatabase('notify_restart');
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
  let env: Record<string, string>;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  /** While set, the mail server holds every message it receives until this resolves (a slow server). */
  let holding: Promise<void> | undefined;
  let held = 0;
  /** Told of each message as the mail server is about to accept it; the server accepts once it is done. */
  let accepting: ((mail: ReceivedEmail) => void | Promise<void>) | undefined;

  beforeAll(async () => {
    inbox = await startSmtpInbox({
      beforeAccept: async (mail) => {
        await accepting?.(mail);
        if (!holding) return;
        held += 1;
        await holding;
      },
    });
    env = { ...(await own.overrides()), SMTP_URL: inbox.url };
    app = await startTestApp({ ...env, RUN_WORKERS: 'false' });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await own.drop();
  });

  function hold(): () => void {
    let release!: () => void;
    holding = new Promise<void>((resolve) => (release = resolve));
    held = 0;
    return () => {
      holding = undefined;
      release();
    };
  }

  /** A worker process's app; the unread-messages window is shortened in it, as the suites do. */
  async function startWorker(overrides: Record<string, string> = {}): Promise<WorkerApp> {
    const worker = await startWorkerApp({ ...env, ...overrides });
    worker.app.get(UnreadMessageWindow).ms = 4_000;
    return worker;
  }

  /**
   * Redis back, the cut-off worker is stopped as SIGTERM stops `npm run worker`: its shutdown ends within
   * the bound, its in-flight jobs let go for another worker to retake (ADR 0088). Then the workers that
   * took over close.
   */
  async function closeAfterCut(relay: RedisRelay, cutOff: WorkerApp, others: readonly WorkerApp[]): Promise<void> {
    accepting = undefined;
    relay.restore();
    const started = Date.now();
    const closed = await Promise.race([
      cutOff.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still closing'), 60_000).unref()),
    ]);
    expect([closed, Date.now() - started <= SHUTDOWN_BOUND_MS]).toEqual(['closed', true]);
    for (const worker of others) await worker.close();
    await relay.close();
  }

  const mint = (role: 'agent' | 'client') => {
    const userId = randomUUID();
    return { userId, token: app.app.get(TokenService).issue(userId, role).token };
  };
  async function call(method: string, path: string, token: string, body: Record<string, unknown> | FormData, status: number): Promise<string> {
    const answer = await api.call<{ id: string; message?: string }>(method, path, body instanceof FormData ? { token, form: body } : { token, body });
    expect([answer.status, answer.body.message]).toEqual([status, undefined]);
    return answer.body.id;
  }

  interface Party {
    agent: { userId: string; token: string };
    client: { userId: string; token: string };
    id: string;
    address: string;
  }
  async function newDeal(address: string): Promise<Party> {
    const agent = mint('agent');
    const client = mint('client');
    const body = await withLinkedClient(app, agent.token, {
      transaction_type: 'buyer',
      client_id: client.userId,
      property_address: address,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
      closing_date: '2027-03-05',
    });
    return { agent, client, id: await call('POST', '/api/transactions', agent.token, body, 201), address };
  }

  /** The work that makes each kind of notification once: a shared document, a moved date, a message left unread, a check-in. */
  async function notifiableWork({ agent, client, id }: Party, n: number): Promise<void> {
    const form = new FormData();
    form.append('kind', 'other');
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `Survey ${n}.pdf`);
    await call('POST', `/api/transactions/${id}/documents`, agent.token, form, 201);
    await call('PATCH', `/api/transactions/${id}`, agent.token, { closing_date: '2027-03-12' }, 200);
    await call('POST', `/api/transactions/${id}/messages`, agent.token, { message_content: `Call me about ${n}` }, 201);
    await call('POST', `/api/transactions/${id}/check-ins`, client.token, { feeling: 'anxious' }, 201);
  }

  const subject = (mail: ReceivedEmail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1];
  /** Exactly the three e-mails each client is due, each once, and nothing else in the whole inbox; one alert per agent. */
  async function expectEachOnce(parties: readonly Party[]): Promise<void> {
    const expected = parties.flatMap(({ client, address }, n) =>
      [`A new document is available: Survey ${n}`, `2 milestone dates changed: ${address}`, `1 unread message about ${address}`].map(
        (line) => `${client.userId} ${line}`,
      ),
    );
    const got = inbox.received.map((mail) => `${/^client\.(.*)@example\.com$/.exec(mail.to[0] ?? '')?.[1]} ${subject(mail)}`);
    expect(got.sort()).toEqual(expected.sort());
    const alerts = await db.query<{ agent_id: string }[]>('SELECT agent_id FROM check_in_alerts WHERE agent_id = ANY($1)', [
      parties.map((party) => party.agent.userId),
    ]);
    expect(alerts.map((row) => row.agent_id).sort()).toEqual(parties.map((party) => party.agent.userId).sort());
  }

  it('a worker stopped with sends in flight and checks queued, then a new one: each notification once', async () => {
    const first = await startWorker();
    inbox.received.splice(0);
    const parties = [await newDeal('1 Restart Row'), await newDeal('2 Restart Row')];
    // The deals' first dates are recorded (nothing to announce) before any date moves.
    await allWorkSettled(app);
    expect(inbox.received).toHaveLength(0);

    const release = hold();
    for (const [n, party] of parties.entries()) await notifiableWork(party, n);
    // The worker is inside a send (the mail server has the message, not yet accepted) when it is stopped.
    await eventually(async () => (held > 0 ? true : undefined), 30_000, 'a send in flight');
    const stopping = first.close();
    release();
    await stopping;
    // Work was left for the next worker: at least the unread-messages checks, due only after their window.
    const deliveredByFirst = inbox.received.length;
    expect(deliveredByFirst).toBeGreaterThan(0);
    expect(deliveredByFirst).toBeLessThan(6);

    const second = await startWorker();
    try {
      await allWorkSettled(app);
      await expectEachOnce(parties);
    } finally {
      await second.close();
    }
  });

  it('a worker cut off from Redis after its send was accepted, before the job’s completion was recorded: the new worker sends nothing again', async () => {
    inbox.received.splice(0);
    const relay = await redisRelay(process.env.REDIS_URL!);
    const first = await startWorker({ REDIS_URL: relay.url });
    const second: WorkerApp[] = [];
    try {
      const parties = [await newDeal('3 Restart Row'), await newDeal('4 Restart Row')];
      await allWorkSettled(app);
      expect(inbox.received).toHaveLength(0);

      // The first message the mail server accepts cuts the worker off from Redis, as a network partition
      // or a dying host would: its e-mail goes out and is logged, its job stays active in BullMQ.
      let cutAt: string | undefined;
      accepting = (mail) => {
        if (cutAt) return;
        cutAt = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];
        relay.cut();
      };
      for (const [n, party] of parties.entries()) await notifiableWork(party, n);
      const jobId = await eventually(async () => {
        if (!cutAt) return undefined;
        const [row] = await db.query<{ job_id: string }[]>('SELECT job_id FROM sent_emails WHERE message_id = $1', [cutAt]);
        return row?.job_id;
      }, 30_000, 'the first e-mail accepted and logged');
      accepting = undefined;
      const job = await app.app.get(QueueService).queue(QueueName.Email).getJob(jobId);
      expect(await job?.getState()).toBe('active');

      // A new worker on the same database and Redis takes the queued work, and the cut-off worker's jobs
      // once their locks lapse (BullMQ's stalled-job check).
      second.push(await startWorker());
      await allWorkSettled(app, 150_000);
      expect(await job?.getState()).toBe('completed');
      await expectEachOnce(parties);
    } finally {
      await closeAfterCut(relay, first, second);
    }
  }, 240_000);

  it('a worker that dies between the milestone e-mail’s acceptance and its job’s commit: the client hears of the move once', async () => {
    inbox.received.splice(0);
    const relay = await redisRelay(process.env.REDIS_URL!);
    // Its own application name, so the test can end its database sessions and no one else's.
    const dying = 'threshold-dying-worker';
    const databaseUrl = new URL(env.DATABASE_URL!);
    databaseUrl.searchParams.set('application_name', dying);
    const first = await startWorker({ REDIS_URL: relay.url, DATABASE_URL: databaseUrl.toString() });
    const second: WorkerApp[] = [];
    try {
      const { agent, client, id } = await newDeal('5 Restart Row');
      await allWorkSettled(app);
      expect(inbox.received).toHaveLength(0);

      // The worker dies as the mail server accepts the move's e-mail: its database sessions end (a
      // transaction open in them rolls back) and it never reaches Redis again, so its job stays active
      // until its lock lapses and another worker retakes it.
      let died = false;
      accepting = async () => {
        if (died) return;
        died = true;
        relay.cut();
        await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [dying]);
      };
      await call('PATCH', `/api/transactions/${id}`, agent.token, { closing_date: '2027-03-12' }, 200);
      await eventually(async () => (inbox.received.length > 0 ? true : undefined), 30_000, 'the move’s e-mail accepted');
      accepting = undefined;

      // Another check of the deal (an edit that moves no date) runs on a new worker while the dead
      // worker's job waits for its lock to lapse; then that job is retaken and runs again.
      second.push(await startWorker());
      await call('PATCH', `/api/transactions/${id}`, agent.token, { property_city: 'Round Rock' }, 200);
      await allWorkSettled(app, 150_000);

      // One message about the move (a copy from ADR 0013's window would carry the same Message-ID).
      const messages = new Map<string, string[]>();
      for (const mail of inbox.received) {
        expect(mail.to).toEqual([`client.${client.userId}@example.com`]);
        messages.set(/^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)![1]!, plainText(mail.raw).match(/^- .*$/gm) ?? []);
      }
      expect([...messages.values()]).toEqual([
        ['- Closing: now Friday, March 12, 2027 (was Friday, March 5, 2027)', '- Possession: now Friday, March 12, 2027 (was Friday, March 5, 2027)'],
      ]);
    } finally {
      await closeAfterCut(relay, first, second);
    }
  }, 240_000);
});
