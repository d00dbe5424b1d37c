import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { dealDay } from '../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { EventStore } from '../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../platform/event-store/rebuild-projections';
import { DEFAULT_EDUCATION, EDUCATED_MILESTONE_TYPES } from '../transactions/transactions.public';

/**
 * Issue 10 item 5: the default education texts on a deal's timeline, the deal's own override (upsert,
 * reset, 'Education text cannot be empty', the deal's agent only), and the Education Prompts Library
 * (system defaults read-only, an agent's own prompts, 'All fields are required'; spec 001 §2.3, §5,
 * §6, §7; 002 §3, §7, §9).
 */
describe('education', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Milestone {
    milestone_type: string;
    is_client_visible: boolean;
    education_text: string | null;
    custom_education_text: string | null;
  }
  interface Prompt {
    id: string;
    milestone_type: string;
    title: string;
    prompt_text: string;
    is_default: boolean;
    version: number | null;
  }

  const inDays = (days: number) => dealDay(days);
  async function deal(agentToken: string, clientId: string) {
    const created = await context.api.call<{ id: string; version: number }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '2104 Lipscomb St',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
        contract_date: inDays(-2),
        inspection_datetime: `${inDays(5)}T15:00:00.000Z`,
        closing_date: inDays(30),
      }),
    });
    expect(created.status).toBe(201);
    return created.body;
  }
  const timeline = (token: string, id: string) => context.api.call<Milestone[]>('GET', `/api/transactions/${id}/milestones`, { token });
  const inspectionOf = (milestones: Milestone[]) => milestones.find((milestone) => milestone.milestone_type === 'inspection')!;

  describe("a deal's education texts", () => {
    it('every client-visible milestone carries the default text until the agent writes the deal\'s own; the client reads the same', async () => {
      const agent = mint('agent');
      const client = mint('client');
      const { id } = await deal(agent.token, client.userId);

      const before = await timeline(agent.token, id);
      expect(before.status).toBe(200);
      for (const milestone of before.body) {
        if (milestone.milestone_type === 'custom') continue;
        expect(milestone.education_text).toBe(DEFAULT_EDUCATION[milestone.milestone_type as keyof typeof DEFAULT_EDUCATION].text);
        expect(milestone.custom_education_text).toBeNull();
      }
      expect(inspectionOf(before.body).education_text).toMatch(/inspector/);

      const text = '  Dana from Hill Country Inspections arrives at 9.\r\nPlan to join for the last hour.  ';
      const set = await context.api.call<Milestone[]>('PUT', `/api/transactions/${id}/milestone-education/inspection`, {
        token: agent.token,
        body: { custom_education_text: text },
      });
      expect(set.status).toBe(200);
      const written = 'Dana from Hill Country Inspections arrives at 9.\nPlan to join for the last hour.';
      expect(inspectionOf(set.body)).toMatchObject({ education_text: written, custom_education_text: written });

      // The client of the deal reads the agent's words.
      const seen = await timeline(client.token, id);
      expect(inspectionOf(seen.body).education_text).toBe(written);

      // Saving the same words again is no change: no second event.
      const again = await context.api.call('PUT', `/api/transactions/${id}/milestone-education/inspection`, {
        token: agent.token,
        body: { custom_education_text: written },
      });
      expect(again.status).toBe(200);
      const rows = await context.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'MilestoneEducationSet'`, [`transaction-${id}`]);
      expect(rows[0].n).toBe(1);

      // Reset: back to the default, for both.
      const reset = await context.api.call<Milestone[]>('DELETE', `/api/transactions/${id}/milestone-education/inspection`, { token: agent.token });
      expect(reset.status).toBe(200);
      expect(inspectionOf(reset.body)).toMatchObject({ education_text: DEFAULT_EDUCATION.inspection.text, custom_education_text: null });
      expect(inspectionOf((await timeline(client.token, id)).body).education_text).toBe(DEFAULT_EDUCATION.inspection.text);
    });

    it("refuses empty text with the spec's words, an unknown type, and everyone but the deal's agent; nothing is stored", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const { id } = await deal(agent.token, client.userId);
      const put = (token: string, type: string, body: unknown, ifMatch?: string) =>
        context.api.call<{ message: string }>('PUT', `/api/transactions/${id}/milestone-education/${type}`, { token, body, ifMatch });

      for (const body of [{ custom_education_text: '  \n ' }, { custom_education_text: '' }]) {
        const refused = await put(agent.token, 'inspection', body);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('Education text cannot be empty');
      }
      for (const body of [{}, { custom_education_text: null }, { custom_education_text: { $ne: 1 } }, { custom_education_text: ['a'] }]) {
        expect((await put(agent.token, 'inspection', body)).status).toBe(400);
      }
      const tooLong = await put(agent.token, 'inspection', { custom_education_text: 'x'.repeat(5001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('Education text must be at most 5000 characters');
      expect((await put(agent.token, 'custom', { custom_education_text: 'Hi' })).status).toBe(400);
      expect((await put(agent.token, 'not_a_type', { custom_education_text: 'Hi' })).status).toBe(400);

      // Another agent, the deal's own client, a stranger client: 403 with the spec's words; an admin is not an agent role.
      for (const token of [mint('agent').token, mint('broker').token, client.token, mint('client').token]) {
        const refused = await put(token, 'inspection', { custom_education_text: 'Mine now' });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Forbidden - You do not have access to this transaction');
        const reset = await context.api.call<{ message: string }>('DELETE', `/api/transactions/${id}/milestone-education/inspection`, { token });
        expect(reset.status).toBe(403);
      }
      expect((await put(mint('admin').token, 'inspection', { custom_education_text: 'Mine now' })).status).toBe(403);
      expect((await context.api.call('PUT', `/api/transactions/${id}/milestone-education/inspection`, { body: { custom_education_text: 'x' } })).status).toBe(401);
      expect((await put(agent.token, 'inspection', { custom_education_text: 'Hi' }, '"7"')).status).toBe(412);
      expect((await context.api.call('PUT', `/api/transactions/${randomUUID()}/milestone-education/inspection`, { token: agent.token, body: { custom_education_text: 'x' } })).status).toBe(404);

      const rows = await context.db.query('SELECT 1 FROM milestone_education_overrides WHERE transaction_id = $1', [id]);
      expect(rows).toHaveLength(0);
    });

    it('a rebuild gives back the same overrides', async () => {
      const agent = mint('agent');
      const { id } = await deal(agent.token, mint('client').userId);
      for (const [type, text] of [
        ['inspection', 'First words'],
        ['closing', 'Bring your ID'],
        ['inspection', 'Second words'],
      ]) {
        expect((await context.api.call('PUT', `/api/transactions/${id}/milestone-education/${type}`, { token: agent.token, body: { custom_education_text: text } })).status).toBe(200);
      }
      expect((await context.api.call('DELETE', `/api/transactions/${id}/milestone-education/closing`, { token: agent.token })).status).toBe(200);
      const read = () => context.db.query('SELECT milestone_type, custom_education_text FROM milestone_education_overrides WHERE transaction_id = $1 ORDER BY 1', [id]);
      const live = await read();
      expect(live).toEqual([{ milestone_type: 'inspection', custom_education_text: 'Second words' }]);
      await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['milestone-education'] });
      expect(await read()).toEqual(live);
    });
  });

  describe('the Education Prompts Library', () => {
    const list = (token: string, query = '') => context.api.call<Prompt[]>('GET', `/api/education-prompts${query}`, { token });
    const create = (token: string, body: unknown) => context.api.call<Prompt & { message?: string }>('POST', '/api/education-prompts', { token, body });

    it('lists the system defaults first, then my own newest first; a type filter narrows both; nobody sees another agent\'s prompts', async () => {
      const agent = mint('agent');
      const other = mint('team_lead');
      const first = await create(agent.token, { milestone_type: 'closing', title: ' What to bring ', prompt_text: 'Your ID and\r\nthe wire confirmation.' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ milestone_type: 'closing', title: 'What to bring', prompt_text: 'Your ID and\nthe wire confirmation.', is_default: false, version: 1 });
      const second = await create(agent.token, { milestone_type: 'inspection', title: 'Inspection day', prompt_text: 'Be there at the end.' });
      expect(second.status).toBe(201);
      await create(other.token, { milestone_type: 'closing', title: 'Someone else', prompt_text: 'Not yours.' });

      const all = await list(agent.token);
      expect(all.status).toBe(200);
      const defaults = all.body.filter((prompt) => prompt.is_default);
      expect(defaults.map((prompt) => prompt.milestone_type)).toEqual(EDUCATED_MILESTONE_TYPES);
      expect(all.body.slice(0, defaults.length).every((prompt) => prompt.is_default)).toBe(true);
      expect(all.body.slice(defaults.length).map((prompt) => prompt.title)).toEqual(['Inspection day', 'What to bring']);

      const closing = await list(agent.token, '?milestone_type=closing');
      expect(closing.body.map((prompt) => [prompt.title, prompt.is_default])).toEqual([
        [DEFAULT_EDUCATION.closing.title, true],
        ['What to bring', false],
      ]);
      expect((await list(agent.token, '?milestone_type=nope')).status).toBe(400);
      expect((await list(agent.token, '?milestone_type[]=closing')).status).toBe(400);
    });

    it('edits and deletes only my own; system defaults are read-only; the type is locked; the spec\'s words for missing fields', async () => {
      const agent = mint('broker');
      const created = await create(agent.token, { milestone_type: 'option_period_end', title: 'Option period', prompt_text: 'Ends at 5 p.m.' });
      const id = created.body.id;

      for (const body of [
        { milestone_type: 'closing', title: ' ', prompt_text: 'x' },
        { milestone_type: 'closing', title: 'x', prompt_text: '\n' },
        { milestone_type: '', title: 'x', prompt_text: 'x' },
        { title: 'x', prompt_text: 'x' },
        { milestone_type: 'closing', title: 'x' },
        { milestone_type: 'closing', title: 7, prompt_text: 'x' },
      ]) {
        const refused = await create(agent.token, body);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('All fields are required');
      }
      expect((await create(agent.token, { milestone_type: 'custom', title: 'x', prompt_text: 'x' })).status).toBe(400);

      // The type is locked on edit: an edit that names one is refused, and changes nothing.
      const retyped = await context.api.call('PATCH', `/api/education-prompts/${id}`, {
        token: agent.token,
        body: { title: 'Option period ends', prompt_text: 'At 5:00 p.m. Central.', milestone_type: 'closing' },
        ifMatch: '"1"',
      });
      expect(retyped.status).toBe(400);
      const edited = await context.api.call<Prompt>('PATCH', `/api/education-prompts/${id}`, {
        token: agent.token,
        body: { title: 'Option period ends', prompt_text: 'At 5:00 p.m. Central.' },
        ifMatch: '"1"',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ milestone_type: 'option_period_end', title: 'Option period ends', prompt_text: 'At 5:00 p.m. Central.', version: 2 });
      const stale = await context.api.call('PATCH', `/api/education-prompts/${id}`, { token: agent.token, body: { title: 'Late', prompt_text: 'Late' }, ifMatch: '"1"' });
      expect(stale.status).toBe(412);

      // Another agent: as unknown as a missing prompt.
      const stranger = mint('agent');
      for (const [method, body] of [
        ['PATCH', { title: 'Mine', prompt_text: 'Mine' }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await context.api.call<{ message: string }>(method, `/api/education-prompts/${id}`, { token: stranger.token, body });
        expect(refused.status).toBe(404);
        expect(refused.body.message).toBe('Education prompt not found');
        const system = await context.api.call<{ message: string }>(method, '/api/education-prompts/system:closing', { token: agent.token, body });
        expect(system.status).toBe(403);
        expect(system.body.message).toBe('System prompts cannot be edited or deleted');
        expect((await context.api.call(method, '/api/education-prompts/not-a-prompt', { token: agent.token, body })).status).toBe(404);
      }
      expect((await list(stranger.token)).body.some((prompt) => prompt.id === id)).toBe(false);

      // Clients and admins have no library; nobody signed out does.
      for (const role of ['client', 'admin'] as const) {
        expect((await list(mint(role).token)).status).toBe(403);
        expect((await create(mint(role).token, { milestone_type: 'closing', title: 'x', prompt_text: 'x' })).status).toBe(403);
      }
      expect((await context.api.call('GET', '/api/education-prompts')).status).toBe(401);

      const deleted = await context.api.call('DELETE', `/api/education-prompts/${id}`, { token: agent.token });
      expect(deleted.status).toBe(204);
      expect((await list(agent.token)).body.some((prompt) => prompt.id === id)).toBe(false);
      expect((await context.api.call('DELETE', `/api/education-prompts/${id}`, { token: agent.token })).status).toBe(404);
    });
  });
});
