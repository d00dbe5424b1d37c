import { mailTestContext, plainText } from '../../../../test/support/mail-test-context';
import { ownDatabase } from '../../../../test/support/own-database';
import { allWorkSettled } from '../../../../test/support/queued-work';
import { CheckInReminderClock, CheckInReminderJob } from './jobs/check-in-reminder.job';
import { UnsubscribeTokens } from './unsubscribe-tokens';

const DAY = 24 * 60 * 60_000;

/**
 * Issue 22 item 7 (ADR 0075): a client whose last check-in is 7 or more days old is reminded once a
 * week, counted from that check-in (or from the deal's start when they never checked in); a
 * switched-off kind sends nothing. The sweep's clock is moved days on instead of waiting them; real
 * SMTP server, PostgreSQL and Redis, the app's own scheduled sweep running beside the direct calls.
 * A database of its own: a sweep days ahead reminds every client of every live deal in it, and on the
 * run's shared database that was every deal the earlier files made (CI: past the 60 s timeout).
 */
describe('weekly check-in reminder', () => {
  const database = ownDatabase('reminder');
  const context = mailTestContext(() => database.overrides());
  afterAll(() => database.drop(), 60_000);
  const { mint, clientMails: mailsTo, clientDeal } = context;
  const start = Date.now();
  /** A sweep as of `days` after the test began; the app's own scheduled sweep may run beside it. */
  async function sweepAt(days: number) {
    context.app.app.get(CheckInReminderClock).now = () => new Date(start + days * DAY);
    await context.app.app.get(CheckInReminderJob).process();
    await allWorkSettled(context.app);
  }
  const newDeal = (agentToken: string, clientId: string) =>
    clientDeal(agentToken, clientId, { property_address: '9 Feelings Ct', closing_date: '2027-03-05' });

  it('a client who never checked in hears after 7 days and again after 14, once each; one who checked in counts from it', async () => {
    const agent = mint('agent');
    const silent = mint('client');
    const talker = mint('client');
    const silentDeal = await newDeal(agent.token, silent.userId);
    const talkerDeal = await newDeal(agent.token, talker.userId);
    const checkIn = await context.api.call<{ message?: string }>('POST', `/api/transactions/${talkerDeal}/check-ins`, { token: talker.token, body: { feeling: 'happy' } });
    expect([checkIn.status, checkIn.body.message]).toEqual([201, undefined]);

    await sweepAt(6);
    expect([mailsTo(silent.userId), mailsTo(talker.userId)].map((mails) => mails.length)).toEqual([0, 0]);

    await sweepAt(8);
    await sweepAt(8);
    await sweepAt(13);
    expect([mailsTo(silent.userId), mailsTo(talker.userId)].map((mails) => mails.length)).toEqual([1, 1]);
    const first = plainText(mailsTo(silent.userId)[0]!.raw);
    expect(first).toContain('Subject: How are you feeling about 9 Feelings Ct?');
    expect(first).toContain('You have not yet told');
    expect(first).toContain(`/dashboard/client/${silentDeal}#check-ins`);
    const token = context.app.app.get(UnsubscribeTokens).tokenFor(silent.userId, 'checkin_reminder');
    expect(first).toContain(`/unsubscribe?user=${silent.userId}&kind=checkin_reminder&token=${token}`);
    expect(plainText(mailsTo(talker.userId)[0]!.raw)).toContain('It has been a week or more since you last told');

    await sweepAt(15);
    expect([mailsTo(silent.userId), mailsTo(talker.userId)].map((mails) => mails.length)).toEqual([2, 2]);
  });

  it('a switched-off kind and a closed deal send nothing', async () => {
    const agent = mint('agent');
    const off = mint('client');
    const closed = mint('client');
    await newDeal(agent.token, off.userId);
    const closedDeal = await newDeal(agent.token, closed.userId);
    const link = { user: off.userId, kind: 'checkin_reminder', token: context.app.app.get(UnsubscribeTokens).tokenFor(off.userId, 'checkin_reminder') };
    expect((await context.api.call('POST', '/api/notifications/unsubscribe', { token: null, body: link })).status).toBe(200);
    const closing = await context.api.call<{ message?: string }>('POST', `/api/transactions/${closedDeal}/close`, { token: agent.token });
    expect([closing.status, closing.body.message]).toEqual([200, undefined]);

    await sweepAt(30);
    expect([mailsTo(off.userId), mailsTo(closed.userId)].map((mails) => mails.length)).toEqual([0, 0]);
  });
});
