import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { newIp } from '../../../../test/support/identity-client';
import { demoAdminToken, registeredAgent } from '../../../../test/support/registered-agent';
import { settledDeal } from '../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { CALENDAR_FEEDS_PER_AGENT } from './domain/calendar-feed';

interface Feed {
  id: string;
  scope: 'all' | 'transaction';
  transaction_id: string | null;
  property_address: string | null;
  url?: string;
  webcal_url?: string;
  statusCode?: number;
  message?: string;
}

/**
 * Issue 10 item 9: an agent's secret calendar links (all deals, or one) serve the deals' milestones as
 * iCalendar to any calendar app, stop at once when revoked, and never serve what is not the owner's.
 */
describe('calendar links', () => {
  const context = apiTestContext();

  const texasDeal = (fields: Record<string, unknown> = {}) => ({
    transaction_type: 'buyer',
    client_id: randomUUID(),
    property_address: `${Math.floor(Math.random() * 9000) + 100} Barton Hills Dr`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    effective_date: '2026-11-25',
    option_period_days: 7,
    option_fee_amount: 200,
    closing_date: '2027-01-08',
    ...fields,
  });
  async function deal(token: string, fields: Record<string, unknown> = {}) {
    const created = await context.api.call<{ id: string; property_address: string }>('POST', '/api/transactions', { token, body: await withLinkedClient(context.app, token, texasDeal(fields)) });
    expect(created.status).toBe(201);
    return settledDeal(context.api, token, created.body);
  }
  const create = (token: string, body: Record<string, unknown> = {}) => context.api.call<Feed>('POST', '/api/calendar-feeds', { token, body });
  /** What a calendar app gets: no session, a client address of its own. */
  const fetchFeed = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, context.app.url), { headers: { 'x-forwarded-for': newIp() } });

  it("serves every live deal's milestones of its owner as iCalendar, and nobody else's", async () => {
    const agent = await registeredAgent(context.api);
    const other = await registeredAgent(context.api);
    const mine = await deal(agent.token);
    const theirs = await deal(other.token);
    const created = await create(agent.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ scope: 'all', transaction_id: null, property_address: null });
    expect(created.body.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.body.webcal_url).toBe(created.body.url!.replace(/^https?:/, 'webcal:'));

    const answer = await fetchFeed(created.body.url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const text = await answer.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Threshold · My deals');
    // The option period ends at 5:00 p.m. Central on Wednesday, December 2 (TREC 20-18 ¶5B): 23:00 UTC.
    expect(unfolded).toMatch(new RegExp(`SUMMARY:Option Period Ends · ${mine.property_address}`, 'i'));
    expect(unfolded).toContain('DTSTART:20261202T230000Z');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270108'); // closing, a whole day
    expect(unfolded).toContain(`transactionId=${mine.id}`);
    expect(unfolded).not.toContain(theirs.id);
    expect(unfolded).not.toContain(theirs.property_address);

    // The list never shows the secret again.
    const listed = await context.api.call<Feed[]>('GET', '/api/calendar-feeds', { token: agent.token });
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, scope: 'all' })]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.url!.split('/').pop()!.replace('.ics', ''));
  });

  it('serves the ¶6C survey and ¶6D title objection deadlines the contract terms give (issue 18 item 3)', async () => {
    const agent = await registeredAgent(context.api);
    // ¶6C(2): effective Wednesday, November 25 + 14 days = Wednesday, December 9. ¶6D: commitment received
    // Tuesday, December 1, survey not recorded (read as no later) + 10 days = Friday, December 11.
    const mine = await deal(agent.token, {
      survey_required: true,
      survey_option: 'buyer_new',
      survey_days: 14,
      title_commitment_received: true,
      title_commitment_received_date: '2026-12-01',
      title_objection_days: 10,
    });
    const created = await create(agent.token, { transaction_id: mine.id });
    const text = (await (await fetchFeed(created.body.url!)).text()).replace(/\r\n /g, '');
    // A single-deal feed names the milestone alone.
    const event = (summary: string) => text.split('BEGIN:VEVENT').find((block) => block.includes(`SUMMARY:${summary}\r\n`)) ?? '';
    expect(event('Survey Due')).toContain('DTSTART;VALUE=DATE:20261209');
    expect(event('Title Objection Deadline')).toContain('DTSTART;VALUE=DATE:20261211');
  });

  it('a single-deal link serves that deal only, and only its own agent may make one', async () => {
    const agent = await registeredAgent(context.api);
    const other = await registeredAgent(context.api);
    const first = await deal(agent.token);
    const second = await deal(agent.token);
    const theirs = await deal(other.token);
    expect((await create(agent.token, { transaction_id: theirs.id })).body).toEqual({
      statusCode: 403,
      message: 'Forbidden - You do not have access to this transaction',
    });
    expect((await create(agent.token, { transaction_id: randomUUID() })).body).toEqual({ statusCode: 404, message: 'Transaction not found' });
    // The demo deals' ids are name-based (version 5): an id is any UUID (issue 20).
    expect((await create(agent.token, { transaction_id: '2ed5e2a4-7f1c-5b3e-9a8d-4c6b1e0f3a27' })).body).toEqual({ statusCode: 404, message: 'Transaction not found' });
    expect((await create(agent.token, { transaction_id: 'not-a-uuid' })).body).toMatchObject({ statusCode: 400, message: 'transaction_id must be a UUID' });
    expect((await create(agent.token, { transaction_id: { $ne: null } })).status).toBe(400);

    const single = await create(agent.token, { transaction_id: first.id });
    expect(single.status).toBe(201);
    expect(single.body).toMatchObject({ scope: 'transaction', transaction_id: first.id, property_address: first.property_address });
    const text = (await (await fetchFeed(single.body.url!)).text()).replace(/\r\n /g, '');
    expect(text).toContain(`X-WR-CALNAME:Threshold · ${first.property_address}`);
    expect(text).toContain(`transactionId=${first.id}`);
    expect(text).not.toContain(second.id);

    // The deal deleted: the link points at nothing.
    expect((await context.api.call('DELETE', `/api/transactions/${first.id}`, { token: agent.token })).status).toBe(204);
    expect((await fetchFeed(single.body.url!)).status).toBe(404);
  });

  it("a permanently deleted deal's link leaves the agent's list for good (issue 18 item 5)", async () => {
    const agent = await registeredAgent(context.api);
    const gone = await deal(agent.token);
    const kept = await deal(agent.token);
    const forGone = await create(agent.token, { transaction_id: gone.id });
    const forKept = await create(agent.token, { transaction_id: kept.id });
    expect((await context.api.call('DELETE', `/api/transactions/${gone.id}?force=true`, { token: agent.token })).status).toBe(204);
    const listed = await context.api.call<Feed[]>('GET', '/api/calendar-feeds', { token: agent.token });
    expect(listed.body.map((feed) => feed.id)).toEqual([forKept.body.id]);
    expect((await fetchFeed(forGone.body.url!)).status).toBe(404);
  });

  it('revoked, it stops at once; only its owner can revoke it; revoking twice is done already', async () => {
    const agent = await registeredAgent(context.api);
    const other = await registeredAgent(context.api);
    const created = await create(agent.token);
    expect((await fetchFeed(created.body.url!)).status).toBe(200);
    expect((await context.api.call('DELETE', `/api/calendar-feeds/${created.body.id}`, { token: other.token })).body).toEqual({
      statusCode: 404,
      message: 'Calendar link not found',
    });
    expect((await fetchFeed(created.body.url!)).status).toBe(200);
    expect((await context.api.call('DELETE', `/api/calendar-feeds/${created.body.id}`, { token: agent.token })).status).toBe(204);
    const gone = await fetchFeed(created.body.url!);
    expect([gone.status, await gone.json()]).toEqual([404, { statusCode: 404, message: 'Calendar link not found' }]);
    expect((await context.api.call('DELETE', `/api/calendar-feeds/${created.body.id}`, { token: agent.token })).status).toBe(204);
    expect((await context.api.call('DELETE', '/api/calendar-feeds/nope', { token: agent.token })).status).toBe(404);
    expect((await context.api.call<Feed[]>('GET', '/api/calendar-feeds', { token: agent.token })).body).toEqual([]);
  });

  it('answers 404, never 500, for any other path a caller makes up (a NUL byte is the platform\'s 400)', async () => {
    const made = ['x.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}.txt`, `${'A'.repeat(5000)}.ics`, '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE.ics'];
    for (const file of [...made, '%00.ics']) {
      const answer = await fetch(`${context.app.url}/api/calendar/${file}`, { headers: { 'x-forwarded-for': newIp() } });
      expect([file, answer.status]).toEqual([file, file === '%00.ics' ? 400 : 404]);
    }
  });

  it(`allows ${CALENDAR_FEEDS_PER_AGENT} live links per agent`, async () => {
    const agent = context.mint('agent');
    for (let made = 0; made < CALENDAR_FEEDS_PER_AGENT; made += 1) expect((await create(agent.token)).status).toBe(201);
    expect((await create(agent.token)).body).toEqual({
      statusCode: 409,
      message: 'You can have at most 20 calendar links. Revoke one you no longer use first.',
    });
    const [oldest] = (await context.api.call<Feed[]>('GET', '/api/calendar-feeds', { token: agent.token })).body.slice(-1);
    expect((await context.api.call('DELETE', `/api/calendar-feeds/${oldest.id}`, { token: agent.token })).status).toBe(204);
    expect((await create(agent.token)).status).toBe(201);
  });

  it('is for agents: a client is refused, and no session is 401', async () => {
    const client = context.mint('client');
    expect((await create(client.token)).body).toEqual({ statusCode: 403, message: 'Forbidden - Invalid role' });
    expect((await context.api.call('GET', '/api/calendar-feeds', { token: client.token })).status).toBe(403);
    expect((await context.api.call('GET', '/api/calendar-feeds')).status).toBe(401);
    expect((await context.api.call('POST', '/api/calendar-feeds', { body: {} })).status).toBe(401);
  });

  it("stops serving an agent's links once their account is erased", async () => {
    const agent = await registeredAgent(context.api);
    await deal(agent.token);
    const created = await create(agent.token);
    expect((await fetchFeed(created.body.url!)).status).toBe(200);
    const admin = await demoAdminToken(context.api);
    const erased = await context.api.call('DELETE', `/api/admin/users/${agent.userId}`, { token: admin });
    expect(erased.status).toBe(204);
    expect((await fetchFeed(created.body.url!)).status).toBe(404);
    const [{ count }] = await context.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM calendar_feeds WHERE owner_id = $1', [agent.userId]);
    expect(count).toBe(0);
  });
});
