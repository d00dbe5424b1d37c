import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateUserAccount } from '../../../backend/src/modules/identity/identity.public';
import { apiTestContext } from '../../support/api-test-context';
import { dealDay } from '../../support/deal-today';
import { DEMO_PASSWORD, validRegistration } from '../../support/identity-client';
import { linkedClient } from '../../support/linked-client';
import { demoAdminToken } from '../../support/registered-agent';
import { FileUrls } from '../../../backend/src/platform/storage/signed-file-url';
import { AGENT_PRINCIPALS, OVERSEER_PRINCIPALS, DEAL_RECORDS, DealRecord, EXPECTED, expectedCell, Principal, PRINCIPALS, SIGNED_FILE_ROWS } from './expected';

/**
 * Issue 19 item 8: one access matrix as data. Every operation of openapi/openapi.json × every
 * principal × every record is sent on the raw wire (real HTTP to the app on real PostgreSQL and Redis)
 * and its status compared with the hand-written table in ./expected.ts. An operation without a row, a
 * row without an operation, or an operation without a request here fails the test.
 */
jest.setTimeout(300_000);

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

function openApiOperations(): (Operation & { query: string[] })[] {
  const document = JSON.parse(readFileSync(join(__dirname, '../../../openapi/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    })),
  );
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-image-body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

function fileForm(parts: Record<string, string>, file: { bytes: Buffer; name: string; type: string; field?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

interface Person {
  token: string | null;
  userId: string;
}

/** How a deal of the fixture was made, so a destructive cell can get a fresh one like it. */
interface DealRecipe {
  agent: Person;
  client: Person;
  type: 'buyer' | 'seller';
  draft?: boolean;
}

/** A deal with one of each part, as its agent and client made them. */
interface DealFixture {
  id: string;
  clientId: string;
  taskId: string;
  utilityId: string;
  contactId: string;
  transactionVendorId: string;
  milestoneId: string;
  checkInId: string;
  documentId: string;
  /** A link to the document the agent e-mailed (ADR 0053). */
  documentLinkId: string;
  recipe?: DealRecipe;
}

const unknownDeal = (): DealFixture => ({
  id: randomUUID(),
  clientId: randomUUID(),
  taskId: randomUUID(),
  utilityId: randomUUID(),
  contactId: randomUUID(),
  transactionVendorId: randomUUID(),
  milestoneId: randomUUID(),
  checkInId: randomUUID(),
  documentId: randomUUID(),
  documentLinkId: randomUUID(),
});

interface Request {
  method: string;
  path: string;
  body?: unknown;
  form?: FormData;
}

interface CellContext {
  who: Principal;
  deal: DealFixture;
}

/** Commands after which the record is not what it was: a cell expecting success gets a fresh record. */
const DESTRUCTIVE = new Set([
  'deleteTransaction',
  'closeTransaction',
  'reopenTransaction',
  'archiveTransaction',
  'changeTransactionStatus',
  'submitTransactionDraft',
  'deleteTransactionTask',
  'deleteTransactionUtility',
  'deleteTransactionDocument',
  'deleteTransactionContact',
  'deleteTransactionVendor',
  'deleteCustomMilestone',
]);
/** Commands whose fresh record is a closed deal. */
const ON_A_CLOSED_DEAL = new Set(['reopenTransaction', 'archiveTransaction']);

describe('the access matrix: every operation × principal × record on the raw wire (issue 19 item 8)', () => {
  const context = apiTestContext();
  const operations = openApiOperations();
  const people = {} as Record<Principal, Person>;
  const deals = {} as Record<'A' | 'S' | 'B' | 'BR' | 'TL' | 'X' | 'D' | 'R', DealFixture>;
  /** Each principal's own deal (ids in `deals`); none for anonymous and admin. */
  const OWN: Record<Principal, keyof typeof deals | null> = {
    anonymous: null,
    admin: null,
    agent: 'A',
    anotherAgent: 'B',
    broker: 'BR',
    teamLead: 'TL',
    buyerClient: 'A',
    sellerClient: 'S',
    anotherClient: 'B',
    demotedAgent: 'X',
    // ADR 0055: the agent's buyer deal, which the first two oversee and the last two do not.
    agentsBroker: 'A',
    agentsTeamLead: 'A',
    unrelatedBroker: 'A',
    unrelatedTeamLead: 'A',
  };
  let adminToken: string;
  let throwaway: { email: string; password: string }[];
  let demotedEmail: string;

  const call = (token: string | null, request: Request) =>
    context.api.call<Record<string, unknown>>(request.method, request.path, { token, body: request.body, form: request.form });

  async function created(token: string | null, request: Request): Promise<Record<string, unknown>> {
    const answer = await call(token, request);
    if (answer.status >= 300) throw new Error(`${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async function registered(role: 'agent' | 'broker' | 'team_lead'): Promise<Person & { email: string; password: string }> {
    const form = validRegistration(await context.api.createInviteCode(adminToken, { role }));
    const answer = await context.api.register(form);
    if (answer.status !== 201) throw new Error(`Registration answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const session = await context.api.signIn(form.email!, form.password);
    return { token: session.token, userId: answer.body.userId, email: form.email!, password: form.password! };
  }

  async function clientOf(agent: Person): Promise<Person> {
    const id = await linkedClient(context.app, agent.token!);
    return { userId: id, token: context.mint('client', id).token };
  }

  /** A client account linked to no one (an invitation's addressee). */
  async function unlinkedClientEmail(): Promise<string> {
    const email = `invitee.${randomUUID()}@example.com`;
    await context.app.app
      .get(CommandBus)
      .execute(
        new CreateUserAccount(
          randomUUID(),
          { email, fullName: 'Ivy Invitee', role: 'client', password: randomUUID() },
          { actorId: null, correlationId: randomUUID(), causationId: null },
        ),
      );
    return email;
  }

  const basics = (type: string, clientId: string) => ({
    transaction_type: type,
    client_id: clientId,
    property_address: '4 Matrix Row',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
    effective_date: dealDay(-3),
    closing_date: dealDay(30),
  });

  async function makeDeal(recipe: DealRecipe, closed = false): Promise<DealFixture> {
    const { agent, client } = recipe;
    const body = recipe.draft ? { transaction_type: recipe.type, client_id: client.userId, as_draft: true } : basics(recipe.type, client.userId);
    const deal = await created(agent.token, { method: 'POST', path: '/api/transactions', body });
    const id = deal.id as string;
    const fixture: DealFixture = { ...unknownDeal(), id, clientId: client.userId, recipe };
    if (recipe.draft) return fixture;
    const path = `/api/transactions/${id}`;
    fixture.taskId = (
      await created(agent.token, {
        method: 'POST',
        path: `${path}/tasks`,
        body: { title: 'Send the survey', is_client_visible: true },
      })
    ).id as string;
    // Utilities apply to buyer deals only: a seller deal keeps an id no utility has.
    if (recipe.type === 'buyer')
      fixture.utilityId = (
        await created(agent.token, {
          method: 'POST',
          path: `${path}/utilities`,
          body: { utility_type: 'Electric', action: 'Transfer', is_client_visible: true },
        })
      ).id as string;
    fixture.contactId = (
      await created(agent.token, {
        method: 'POST',
        path: `${path}/contacts`,
        body: { role: 'inspector', name: 'Ida Inspector' },
      })
    ).id as string;
    fixture.milestoneId = (
      await created(agent.token, {
        method: 'POST',
        path: `${path}/milestones`,
        body: { milestone_name: 'Keys', due_date: dealDay(31) },
      })
    ).id as string;
    fixture.documentId = (
      await created(agent.token, {
        method: 'POST',
        path: `${path}/documents`,
        form: fileForm({ kind: 'other', visibility: 'agent_and_client' }, { bytes: PDF, name: 'Contract.pdf', type: 'application/pdf' }),
      })
    ).id as string;
    fixture.documentLinkId = (
      await created(agent.token, {
        method: 'POST',
        path: `${path}/documents/${fixture.documentId}/email-link`,
        body: { recipientEmail: 'matrix.lender@example.test' },
      })
    ).id as string;
    await created(agent.token, {
      method: 'POST',
      path: `${path}/photo`,
      form: fileForm({}, { bytes: PNG, name: 'house.png', type: 'image/png' }),
    });
    fixture.transactionVendorId = (
      await created(agent.token, { method: 'POST', path: `${path}/vendors`, body: { name: 'Matrix Inspections', category: 'Inspector' } })
    ).id as string;
    fixture.checkInId = (await created(client.token, { method: 'POST', path: `${path}/check-ins`, body: { feeling: 'happy', note: 'All good' } })).id as string;
    if (closed) await created(agent.token, { method: 'POST', path: `${path}/close` });
    return fixture;
  }

  beforeAll(async () => {
    adminToken = await demoAdminToken(context.api);
    const [agent, anotherAgent, broker, teamLead, demoted] = await Promise.all([
      registered('agent'),
      registered('agent'),
      registered('broker'),
      registered('team_lead'),
      registered('agent'),
    ]);
    Object.assign(people, {
      anonymous: { token: null, userId: randomUUID() },
      admin: { token: adminToken, userId: '' },
      agent,
      anotherAgent,
      broker,
      teamLead,
    });
    people.admin.userId = (await context.api.call<{ id: string }>('GET', '/api/auth/me', { token: adminToken })).body.id;
    people.buyerClient = await clientOf(agent);
    people.sellerClient = await clientOf(agent);
    people.anotherClient = await clientOf(anotherAgent);
    const brokerClient = await clientOf(broker);
    const leadClient = await clientOf(teamLead);
    const demotedClient = await clientOf(demoted);
    deals.A = await makeDeal({ agent, client: people.buyerClient, type: 'buyer' });
    deals.S = await makeDeal({ agent, client: people.sellerClient, type: 'seller' });
    deals.B = await makeDeal({ agent: anotherAgent, client: people.anotherClient, type: 'buyer' });
    deals.BR = await makeDeal({ agent: broker, client: brokerClient, type: 'buyer' });
    deals.TL = await makeDeal({ agent: teamLead, client: leadClient, type: 'buyer' });
    deals.X = await makeDeal({ agent: demoted, client: demotedClient, type: 'buyer' });
    deals.D = await makeDeal({ agent, client: people.buyerClient, type: 'buyer' });
    expect((await call(agent.token, { method: 'DELETE', path: `/api/transactions/${deals.D.id}` })).status).toBe(204);
    deals.R = await makeDeal({ agent, client: people.buyerClient, type: 'buyer', draft: true });

    // An admin makes the agent a client; they sign in again (a role change ends their sessions).
    const changed = await call(adminToken, {
      method: 'PATCH',
      path: `/api/admin/users/${demoted.userId}/role`,
      body: { role: 'client' },
    });
    expect(changed.status).toBe(200);
    demotedEmail = demoted.email;
    people.demotedAgent = { userId: demoted.userId, token: (await context.api.signIn(demoted.email, demoted.password)).token };
    // As a client now, they consent like any client (ADR 0051), so the table shows their role's answers, not the consent refusal.
    expect((await call(people.demotedAgent.token, { method: 'POST', path: '/api/auth/consent' })).status).toBe(200);

    // The oversight principals (ADR 0055): memberships an admin sets. The unrelated broker is the
    // broker of the team lead principal (so over someone, not over the agent); the unrelated team lead
    // leads no one.
    const [agentsBroker, agentsTeamLead, unrelatedBroker, unrelatedTeamLead] = await Promise.all([
      registered('broker'),
      registered('team_lead'),
      registered('broker'),
      registered('team_lead'),
    ]);
    Object.assign(people, { agentsBroker, agentsTeamLead, unrelatedBroker, unrelatedTeamLead });
    const memberships: [string, string, Record<string, string>][] = [
      [agent.userId, 'team-lead', { teamLeadId: agentsTeamLead.userId }],
      [agent.userId, 'broker', { brokerId: agentsBroker.userId }],
      [teamLead.userId, 'broker', { brokerId: unrelatedBroker.userId }],
    ];
    for (const [member, what, body] of memberships) {
      expect((await call(adminToken, { method: 'PUT', path: `/api/admin/users/${member}/${what}`, body })).status).toBe(200);
    }

    const throwaways = await Promise.all([registered('agent'), registered('agent')]);
    throwaway = throwaways.map(({ email, password }) => ({ email, password }));
  }, 120_000);

  /** The record a cell is about, from the principal's side (see expected.ts). */
  function recordOf(who: Principal, record: DealRecord): DealFixture {
    const own = OWN[who];
    switch (record) {
      case 'own':
        return deals[own!];
      case 'another':
        return own === 'A' ? deals.B : deals.A;
      case 'unknown':
        return unknownDeal();
      case 'deleted':
        return deals.D;
      case 'draft':
        return deals.R;
    }
  }

  const unknown = () => randomUUID();
  const dealPath = (c: CellContext, rest = '') => `/api/transactions/${c.deal.id}${rest}`;
  const isClient = (who: Principal) => ![...AGENT_PRINCIPALS, ...OVERSEER_PRINCIPALS].includes(who as never);

  /** One request per operation, keyed like the table. */
  const REQUESTS: Record<string, (c: CellContext) => Request | Promise<Request>> = {
    recordActivity: () => ({ method: 'POST', path: '/api/activity', body: { events: [] } }),
    getMe: () => ({ method: 'GET', path: '/api/auth/me' }),
    recordClientConsent: () => ({ method: 'POST', path: '/api/auth/consent' }),
    getReviewWindow: () => ({ method: 'GET', path: '/api/oversight/review-window' }),
    setReviewWindow: () => ({ method: 'PUT', path: '/api/oversight/review-window', body: { days: 7 } }),
    getReviewQueue: () => ({ method: 'GET', path: '/api/oversight/review-queue' }),
    listNotificationPreferences: () => ({ method: 'GET', path: '/api/notifications/preferences' }),
    setNotificationPreference: () => ({ method: 'PUT', path: '/api/notifications/preferences/new_message', body: { enabled: true } }),
    // A link no one signed: refused alike, signed in or not (the signature is the credential).
    checkUnsubscribeLink: () => ({ method: 'GET', path: '/api/notifications/unsubscribe?user=3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f&kind=new_message&token=forged' }),
    unsubscribe: () => ({ method: 'POST', path: '/api/notifications/unsubscribe', body: { user: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f', kind: 'new_message', token: 'forged' } }),
    changePassword: () => ({
      method: 'POST',
      path: '/api/auth/change-password',
      body: { currentPassword: 'not-the-password', newPassword: 'another-secret-1', confirmPassword: 'another-secret-1' },
    }),
    updateMyProfile: () => ({ method: 'PATCH', path: '/api/auth/me', body: { licenseNumber: 'TX-MATRIX-1' } }),
    uploadMyLogo: () => ({ method: 'PUT', path: '/api/auth/me/logo', form: fileForm({}, { bytes: PNG, name: 'logo.png', type: 'image/png', field: 'logo' }) }),
    removeMyLogo: () => ({ method: 'DELETE', path: '/api/auth/me/logo' }),
    forgotPassword: () => ({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: { email: `nobody.${randomUUID()}@example.test` },
    }),
    refreshSession: () => ({ method: 'POST', path: '/api/auth/refresh' }),
    register: async () => ({
      method: 'POST',
      path: '/api/auth/register',
      form: context.api.registrationForm(validRegistration(await context.api.createInviteCode(adminToken, { role: 'agent' }))),
    }),
    resetPassword: () => ({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: randomUUID().replace(/-/g, 'x'), password: 'another-secret-1', confirmPassword: 'another-secret-1' },
    }),
    checkResetLink: () => ({
      method: 'POST',
      path: '/api/auth/reset-password/check',
      body: { token: randomUUID().replace(/-/g, 'x') },
    }),
    signIn: (c) => ({ method: 'POST', path: '/api/auth/sign-in', body: throwaway[PRINCIPALS.indexOf(c.who) % throwaway.length] }),
    signOut: () => ({ method: 'POST', path: '/api/auth/sign-out' }),
    // The admin's id: an admin cannot upload one (uploadMyLogo), so the answer is the same whatever ran before.
    getUserLogo: () => ({ method: 'GET', path: `/api/users/${people.admin.userId}/logo` }),

    listAuditEntries: () => ({ method: 'GET', path: '/api/admin/audit' }),
    listAuditActions: () => ({ method: 'GET', path: '/api/admin/audit/actions' }),
    exportAuditCsv: () => ({ method: 'GET', path: '/api/admin/audit/export.csv' }),
    listAllDataRequests: () => ({ method: 'GET', path: '/api/admin/data-requests' }),
    updateDataRequest: () => ({
      method: 'PATCH',
      path: `/api/admin/data-requests/${unknown()}`,
      body: { adminNotes: 'Checked' },
    }),
    downloadDataExport: () => ({ method: 'GET', path: `/api/admin/data-requests/${unknown()}/export` }),
    listAllFeedback: () => ({ method: 'GET', path: '/api/admin/feedback' }),
    updateFeedback: () => ({ method: 'PATCH', path: `/api/admin/feedback/${unknown()}`, body: { adminNotes: 'Seen' } }),
    listInviteCodes: () => ({ method: 'GET', path: '/api/admin/invite-codes' }),
    createInviteCode: () => ({ method: 'POST', path: '/api/admin/invite-codes', body: { role: 'agent', maxUses: 1 } }),
    revokeInviteCode: () => ({ method: 'POST', path: `/api/admin/invite-codes/NOSUCHCODE/revoke` }),
    getAdminStats: () => ({ method: 'GET', path: '/api/admin/stats' }),
    getSubscriptionsOverview: () => ({ method: 'GET', path: '/api/admin/subscriptions' }),
    retryParkedEvent: () => ({ method: 'POST', path: `/api/admin/subscriptions/parked/${unknown()}/retry` }),
    listAdminTransactions: () => ({ method: 'GET', path: '/api/admin/transactions' }),
    listAdminUsers: () => ({ method: 'GET', path: '/api/admin/users' }),
    deleteUser: () => ({ method: 'DELETE', path: `/api/admin/users/${unknown()}` }),
    getUserAnalytics: () => ({ method: 'GET', path: `/api/admin/users/${unknown()}/analytics` }),
    changeUserRole: () => ({ method: 'PATCH', path: `/api/admin/users/${unknown()}/role`, body: { role: 'agent' } }),
    assignTeamLead: () => ({ method: 'PUT', path: `/api/admin/users/${unknown()}/team-lead`, body: { teamLeadId: null } }),
    assignBroker: () => ({ method: 'PUT', path: `/api/admin/users/${unknown()}/broker`, body: { brokerId: null } }),
    listDiagnosticPings: () => ({ method: 'GET', path: '/api/diagnostics/pings' }),
    recordDiagnosticPing: () => ({ method: 'POST', path: '/api/diagnostics/pings', body: { message: 'matrix' } }),
    listLeads: () => ({ method: 'GET', path: '/api/leads' }),
    exportLeadsCsv: () => ({ method: 'GET', path: '/api/leads/export' }),

    submitContactMessage: () => ({
      method: 'POST',
      path: '/api/leads/contact',
      body: { name: 'Pat Doe', email: `pat.${randomUUID()}@example.test`, message: 'Hello' },
    }),
    submitInvestorInquiry: () => ({
      method: 'POST',
      path: '/api/leads/investor',
      body: { name: 'Pat Doe', email: `pat.${randomUUID()}@example.test` },
    }),
    joinWaitlist: () => ({
      method: 'POST',
      path: '/api/leads/waitlist',
      body: {
        fullName: 'Pat Doe',
        email: `pat.${randomUUID()}@example.test`,
        brokerage: 'Hill Country Realty',
        headache: 'Deadlines',
      },
    }),
    getLiveness: () => ({ method: 'GET', path: '/api/health/live' }),
    getReadiness: () => ({ method: 'GET', path: '/api/health/ready' }),
    getCalendarFeed: () => ({ method: 'GET', path: `/api/calendar/${randomUUID().replace(/-/g, '')}.ics` }),

    listMyDataRequests: () => ({ method: 'GET', path: '/api/data-requests' }),
    submitDataRequest: () => ({ method: 'POST', path: '/api/data-requests', body: { requestType: 'access' } }),
    downloadMyDataExport: () => ({ method: 'GET', path: `/api/data-requests/${unknown()}/export` }),

    listMyClients: () => ({ method: 'GET', path: '/api/clients' }),
    createClient: () => ({
      method: 'POST',
      path: '/api/clients',
      body: { full_name: 'Casey Client', email: `casey.${randomUUID()}@example.com` },
    }),
    listSentClientInvitations: () => ({ method: 'GET', path: '/api/clients/invitations' }),
    inviteClient: async () => ({
      method: 'POST',
      path: '/api/clients/invitations',
      body: { email: await unlinkedClientEmail() },
    }),
    listEducationPrompts: () => ({ method: 'GET', path: '/api/education-prompts' }),
    createEducationPrompt: () => ({
      method: 'POST',
      path: '/api/education-prompts',
      body: { milestone_type: 'inspection', title: 'Inspection day', prompt_text: 'Ask what the inspector looks at.' },
    }),
    updateEducationPrompt: () => ({
      method: 'PATCH',
      path: `/api/education-prompts/${unknown()}`,
      body: { title: 'Renamed', prompt_text: 'New text.' },
    }),
    deleteEducationPrompt: () => ({ method: 'DELETE', path: `/api/education-prompts/${unknown()}` }),
    listVendors: () => ({ method: 'GET', path: '/api/vendors' }),
    listVendorShareTargets: () => ({ method: 'GET', path: '/api/vendors/share-targets' }),
    createVendor: () => ({ method: 'POST', path: '/api/vendors', body: { name: 'Hill Country Inspections', category: 'home_inspector' } }),
    updateVendor: () => ({ method: 'PATCH', path: `/api/vendors/${unknown()}`, body: { name: 'Renamed' } }),
    deleteVendor: () => ({ method: 'DELETE', path: `/api/vendors/${unknown()}` }),
    listMyFeedback: () => ({ method: 'GET', path: '/api/feedback' }),
    submitFeedback: () => ({
      method: 'POST',
      path: '/api/feedback',
      body: { title: 'Filters reset', description: 'The status filter is lost.' },
    }),
    getMyFeedback: () => ({ method: 'GET', path: `/api/feedback/${unknown()}` }),
    deleteFeedback: () => ({ method: 'DELETE', path: `/api/feedback/${unknown()}` }),
    listCalendarFeeds: () => ({ method: 'GET', path: '/api/calendar-feeds' }),
    revokeCalendarFeed: () => ({ method: 'DELETE', path: `/api/calendar-feeds/${unknown()}` }),
    listAlerts: () => ({ method: 'GET', path: '/api/transactions/alerts' }),
    markAlertsRead: () => ({ method: 'POST', path: '/api/transactions/alerts/read' }),
    previewTransactionMilestones: () => ({
      method: 'POST',
      path: '/api/transactions/milestone-preview',
      body: { ...basics('buyer', randomUUID()), client_id: undefined },
    }),
    listUpcomingMilestones: () => ({ method: 'GET', path: '/api/transactions/upcoming-milestones' }),
    listUpcomingTasks: () => ({ method: 'GET', path: '/api/transactions/upcoming-tasks' }),
    getOversightDashboard: () => ({ method: 'GET', path: '/api/oversight/dashboard' }),
    exportOversightDealsCsv: () => ({ method: 'GET', path: '/api/oversight/dashboard/export' }),
    listClientInvitations: () => ({ method: 'GET', path: '/api/client-invitations' }),
    acceptClientInvitation: () => ({ method: 'POST', path: `/api/client-invitations/${unknown()}/accept` }),
    declineClientInvitation: () => ({ method: 'POST', path: `/api/client-invitations/${unknown()}/decline` }),
    listTransactions: () => ({ method: 'GET', path: '/api/transactions' }),

    createTransaction: (c) => ({ method: 'POST', path: '/api/transactions', body: basics('buyer', c.deal.clientId) }),
    createCalendarFeed: (c) => ({ method: 'POST', path: '/api/calendar-feeds', body: { transaction_id: c.deal.id } }),

    getTransaction: (c) => ({ method: 'GET', path: dealPath(c) }),
    getTransactionAgentCard: (c) => ({ method: 'GET', path: dealPath(c, '/agent-card') }),
    listTransactionContacts: (c) => ({ method: 'GET', path: dealPath(c, '/contacts') }),
    listTransactionDocuments: (c) => ({ method: 'GET', path: dealPath(c, '/documents') }),
    downloadTransactionDocument: (c) => ({ method: 'GET', path: dealPath(c, `/documents/${c.deal.documentId}/file`) }),
    updateTransactionDocument: (c) => ({
      method: 'PATCH',
      path: dealPath(c, `/documents/${c.deal.documentId}`),
      body: { title: 'Signed Contract' },
    }),
    deleteTransactionDocument: (c) => ({ method: 'DELETE', path: dealPath(c, `/documents/${c.deal.documentId}`) }),
    emailTransactionDocumentLink: (c) => ({
      method: 'POST',
      path: dealPath(c, `/documents/${c.deal.documentId}/email-link`),
      body: { recipientEmail: 'matrix.recipient@example.test', message: 'Matrix' },
    }),
    listTransactionDocumentLinks: (c) => ({ method: 'GET', path: dealPath(c, `/documents/${c.deal.documentId}/links`) }),
    revokeTransactionDocumentLink: (c) => ({ method: 'DELETE', path: dealPath(c, `/documents/${c.deal.documentId}/links/${c.deal.documentLinkId}`) }),
    openDocumentLink: () => ({ method: 'GET', path: `/api/document-links/${randomUUID()}?exp=1&sig=x` }),
    getTransactionPhoto: (c) => ({ method: 'GET', path: dealPath(c, '/photo') }),
    listTransactionMilestones: (c) => ({ method: 'GET', path: dealPath(c, '/milestones') }),
    listTransactionTasks: (c) => ({ method: 'GET', path: dealPath(c, '/tasks') }),
    listTransactionUtilities: (c) => ({ method: 'GET', path: dealPath(c, '/utilities') }),
    listTransactionVendors: (c) => ({ method: 'GET', path: dealPath(c, '/vendors') }),
    getHomeVault: (c) => ({ method: 'GET', path: dealPath(c, '/home-vault') }),
    listClientCheckIns: (c) => ({ method: 'GET', path: dealPath(c, '/check-ins') }),
    listDealMessages: (c) => ({ method: 'GET', path: dealPath(c, '/messages') }),
    countUnreadDealMessages: (c) => ({ method: 'GET', path: dealPath(c, '/messages/unread-count') }),
    sendDealMessage: (c) => ({ method: 'POST', path: dealPath(c, '/messages'), body: { message_content: 'Matrix hello' } }),
    markDealMessagesRead: (c) => ({ method: 'POST', path: dealPath(c, '/messages/read') }),
    listUnreadMessageCounts: () => ({ method: 'GET', path: '/api/messages/unread' }),
    checkMilestoneIntegrity: (c) => ({ method: 'GET', path: dealPath(c, '/milestone-integrity') }),
    listRemovedMilestones: (c) => ({ method: 'GET', path: dealPath(c, '/removed-milestones') }),

    updateTransaction: (c) => ({ method: 'PATCH', path: dealPath(c), body: { lot_size: '0.25 acres' } }),
    saveTransactionDraft: (c) => ({
      method: 'PUT',
      path: dealPath(c, '/draft'),
      body: { transaction_type: 'buyer', client_id: c.deal.clientId, wizard_step: 3, completed_steps: [0, 1, 2] },
    }),
    submitTransactionDraft: (c) => ({ method: 'POST', path: dealPath(c, '/submit'), body: basics('buyer', c.deal.clientId) }),
    updateTransactionClient: (c) => ({ method: 'PATCH', path: dealPath(c, '/client'), body: { phone: '512-555-0199' } }),
    changeTransactionStatus: (c) => ({ method: 'PUT', path: dealPath(c, '/status'), body: { status: 'cancelled' } }),
    closeTransaction: (c) => ({ method: 'POST', path: dealPath(c, '/close') }),
    reopenTransaction: (c) => ({ method: 'POST', path: dealPath(c, '/reopen') }),
    archiveTransaction: (c) => ({ method: 'POST', path: dealPath(c, '/archive') }),
    deleteTransaction: (c) => ({ method: 'DELETE', path: dealPath(c) }),
    uploadTransactionPhoto: (c) => ({
      method: 'POST',
      path: dealPath(c, '/photo'),
      form: fileForm({}, { bytes: PNG, name: 'house.png', type: 'image/png' }),
    }),
    uploadTransactionDocument: (c) => ({
      method: 'POST',
      path: dealPath(c, '/documents'),
      form: fileForm({ kind: 'other' }, { bytes: PDF, name: 'Addendum.pdf', type: 'application/pdf' }),
    }),
    uploadClientDocument: (c) => ({
      method: 'POST',
      path: dealPath(c, '/client-documents'),
      form: fileForm({}, { bytes: PDF, name: 'Pre-approval.pdf', type: 'application/pdf' }),
    }),
    createTransactionContact: (c) => ({
      method: 'POST',
      path: dealPath(c, '/contacts'),
      body: { role: 'lender', name: 'Lee Lender', email: 'lee@bank.test' },
    }),
    updateTransactionContact: (c) => ({
      method: 'PATCH',
      path: dealPath(c, `/contacts/${c.deal.contactId}`),
      body: { phone: '512-555-0199' },
    }),
    deleteTransactionContact: (c) => ({ method: 'DELETE', path: dealPath(c, `/contacts/${c.deal.contactId}`) }),
    createCustomMilestone: (c) => ({
      method: 'POST',
      path: dealPath(c, '/milestones'),
      body: { milestone_name: 'Movers booked', due_date: dealDay(10) },
    }),
    updateCustomMilestone: (c) => ({
      method: 'PATCH',
      path: dealPath(c, `/milestones/${c.deal.milestoneId}`),
      body: { milestone_name: 'Keys handed over' },
    }),
    deleteCustomMilestone: (c) => ({ method: 'DELETE', path: dealPath(c, `/milestones/${c.deal.milestoneId}`) }),
    amendContractDeadline: (c) => ({
      method: 'POST',
      path: dealPath(c, '/milestones/earnest_money/amendments'),
      body: { date: dealDay(4), amended_on: dealDay(-1) },
    }),
    confirmMilestone: (c) => ({ method: 'PUT', path: dealPath(c, '/milestones/option_period_end/confirmation') }),
    withdrawMilestoneConfirmation: (c) => ({ method: 'DELETE', path: dealPath(c, '/milestones/option_period_end/confirmation') }),
    getTransactionReview: (c) => ({ method: 'GET', path: dealPath(c, '/review') }),
    decideTransactionReview: (c) => ({ method: 'POST', path: dealPath(c, '/review'), body: { decision: 'approved' } }),
    resolveTransactionReturn: (c) => ({ method: 'POST', path: dealPath(c, '/review/resolve') }),
    removeGeneratedMilestone: (c) => ({ method: 'PUT', path: dealPath(c, '/milestones/inspection/removal') }),
    restoreGeneratedMilestone: (c) => ({ method: 'DELETE', path: dealPath(c, '/milestones/inspection/removal') }),
    // No If-Match: who may reassign meets its 400; everyone else is refused before (ADR 0069).
    reassignTransaction: (c) => ({ method: 'POST', path: dealPath(c, '/reassign'), body: { agent_id: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f' } }),
    listReassignTargets: (c) => ({ method: 'GET', path: dealPath(c, '/reassign/agents') }),
    setMilestoneEducation: (c) => ({
      method: 'PUT',
      path: dealPath(c, '/milestone-education/closing'),
      body: { custom_education_text: 'Bring your ID' },
    }),
    resetMilestoneEducation: (c) => ({ method: 'DELETE', path: dealPath(c, '/milestone-education/closing') }),
    fixMilestoneIntegrity: (c) => ({ method: 'POST', path: dealPath(c, '/milestone-integrity/fix') }),
    createTransactionTask: (c) => ({ method: 'POST', path: dealPath(c, '/tasks'), body: { title: 'Call the lender' } }),
    updateTransactionTask: (c) => ({
      method: 'PATCH',
      path: dealPath(c, `/tasks/${c.deal.taskId}`),
      body: isClient(c.who) ? { completed_at: new Date().toISOString() } : { priority: 'high' },
    }),
    deleteTransactionTask: (c) => ({ method: 'DELETE', path: dealPath(c, `/tasks/${c.deal.taskId}`) }),
    createTransactionUtility: (c) => ({
      method: 'POST',
      path: dealPath(c, '/utilities'),
      body: { utility_type: 'Gas', action: 'Transfer' },
    }),
    updateTransactionUtility: (c) => ({
      method: 'PATCH',
      path: dealPath(c, `/utilities/${c.deal.utilityId}`),
      body: { status: 'Confirmed' },
    }),
    deleteTransactionUtility: (c) => ({ method: 'DELETE', path: dealPath(c, `/utilities/${c.deal.utilityId}`) }),
    createTransactionVendor: (c) => ({ method: 'POST', path: dealPath(c, '/vendors'), body: { name: 'Matrix Plumbing', category: 'Plumber' } }),
    deleteTransactionVendor: (c) => ({ method: 'DELETE', path: dealPath(c, `/vendors/${c.deal.transactionVendorId}`) }),
    submitCheckIn: (c) => ({
      method: 'POST',
      path: dealPath(c, '/check-ins'),
      body: { feeling: 'anxious', note: 'The appraisal' },
    }),
    markCheckInViewed: (c) => ({ method: 'POST', path: dealPath(c, `/check-ins/${c.deal.checkInId}/viewed`) }),
    listTransactionOversightReads: (c) => ({ method: 'GET', path: dealPath(c, '/oversight-reads') }),
    respondToCheckIn: (c) => ({
      method: 'PUT',
      path: dealPath(c, `/check-ins/${c.deal.checkInId}/response`),
      body: { response: 'Noted' },
    }),
  };

  it('has a reviewed row and a request for every operation of openapi.json, and nothing else', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !(id in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !(id in REQUESTS))).toEqual([]);
    expect(Object.keys(REQUESTS).filter((id) => !ids.includes(id))).toEqual([]);
    // A deal operation is one whose path or body names a deal; the table's scope says the same.
    for (const { operationId, path } of operations) {
      const namesDeal = path.startsWith('/api/transactions/{id}') || operationId === 'createTransaction' || operationId === 'createCalendarFeed';
      expect([operationId, EXPECTED[operationId].scope]).toEqual([operationId, namesDeal ? 'deal' : 'global']);
    }
  });

  it('answers every cell as the table says', async () => {
    const mismatches: string[] = [];
    let sent = 0;
    // Reads and constructive writes first, then the commands that change what a record is, then sign-out.
    const rank = (id: string) => (id === 'signOut' ? 2 : DESTRUCTIVE.has(id) ? 1 : 0);
    const ordered = [...operations].sort((a, b) => rank(a.operationId) - rank(b.operationId));
    async function sendCell(operationId: string, who: Principal, record: DealRecord | 'global', expected: number): Promise<void> {
      let deal = record === 'global' ? unknownDeal() : recordOf(who, record);
      if (record !== 'global' && DESTRUCTIVE.has(operationId) && expected < 300 && deal.recipe) {
        deal = await makeDeal(deal.recipe, ON_A_CLOSED_DEAL.has(operationId));
      }
      const request = await REQUESTS[operationId]({ who, deal });
      const answer = await call(people[who].token, request);
      sent += 1;
      if (answer.status !== expected) {
        const message = typeof answer.body === 'object' && answer.body ? (answer.body as { message?: unknown }).message : answer.body;
        mismatches.push(
          `${operationId} ${request.method} ${request.path} as ${who} on ${record}: ${answer.status} (expected ${expected}) ${JSON.stringify(message)}`,
        );
      }
    }
    for (const { operationId, method } of ordered) {
      const row = EXPECTED[operationId];
      const records: (DealRecord | 'global')[] = row.scope === 'global' ? ['global'] : [...DEAL_RECORDS];
      const cells = PRINCIPALS.flatMap((who) =>
        records.flatMap((record) => {
          const expected = expectedCell(operationId, who, record);
          return typeof expected === 'number' ? [{ who, record, expected }] : [];
        }),
      );
      // Reads change nothing: their cells go out together. Writes one at a time, so two callers'
      // successes on one record never race each other (a lost race is 409, not an access answer).
      if (method === 'GET') await Promise.all(cells.map(({ who, record, expected }) => sendCell(operationId, who, record, expected)));
      else for (const { who, record, expected } of cells) await sendCell(operationId, who, record, expected);
    }
    expect(sent).toBeGreaterThan(2000);
    expect(mismatches).toEqual([]);
  });

  it('list and detail agree on which deals each principal sees', async () => {
    const disagreements: string[] = [];
    for (const who of PRINCIPALS) {
      // (The table signs everyone out last; each principal signs in again here where it can.)
      const token = await freshToken(who);
      const listed = await context.api.call<{ id: string }[]>('GET', '/api/transactions?include_inactive=true', { token });
      const listedIds = new Set(Array.isArray(listed.body) ? listed.body.map((row) => row.id) : []);
      for (const [name, fixture] of Object.entries(deals)) {
        const detail = await context.api.call('GET', `/api/transactions/${fixture.id}`, { token });
        if ((detail.status === 200) !== listedIds.has(fixture.id)) {
          disagreements.push(`${who} on ${name}: detail ${detail.status}, ${listedIds.has(fixture.id) ? 'listed' : 'not listed'}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers a signed file URL as the bearer: the photo and logo cell by cell, nothing more for a signature made for another path or caller', async () => {
    // Every route taking a file signature has a row in SIGNED_FILE_ROWS, and no other.
    const signedRoutes = operations.filter(({ query }) => ['sub', 'role', 'sid', 'exp', 'sig'].every((name) => query.includes(name)));
    expect(signedRoutes.map(({ operationId }) => operationId).sort()).toEqual(Object.keys(SIGNED_FILE_ROWS).sort());
    const urls = context.app.app.get(FileUrls);
    const agentToken = await freshToken('agent');
    await created(agentToken, { method: 'PUT', path: '/api/auth/me/logo', form: fileForm({}, { bytes: PNG, name: 'logo.png', type: 'image/png', field: 'logo' }) });
    // The table's earlier cells gave the fixture's draft a photo (uploadTransactionPhoto): a fresh draft has none.
    const draft = await makeDeal({ ...deals.R.recipe!, agent: { ...people.agent, token: agentToken } });
    const pathOf = (operationId: string, who: Principal, record: DealRecord | 'global') =>
      operationId === 'getUserLogo'
        ? `/api/users/${people.agent.userId}/logo`
        : dealPath({ who, deal: record === 'draft' ? draft : recordOf(who, record as DealRecord) }, '/photo');
    /** A GET as an <img> makes it: no Authorization header, no cookie. */
    const asImage = (path: string) => fetch(`${context.app.url}${path}`);
    const mismatches: string[] = [];
    const signedFor: Partial<Record<Principal, (path: string) => string>> = {};
    for (const who of PRINCIPALS) {
      const token = await freshToken(who);
      if (!token) continue;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; role: string; sid: string; exp: number };
      signedFor[who] = (path) => urls.sign(path, { userId: claims.sub, role: claims.role, sessionId: claims.sid, expiresAt: claims.exp });
    }
    for (const [operationId, row] of Object.entries(SIGNED_FILE_ROWS)) {
      const records: (DealRecord | 'global')[] = row.scope === 'global' ? ['global'] : [...DEAL_RECORDS];
      for (const who of PRINCIPALS) {
        for (const record of records) {
          const expected = row.scope === 'global' ? row.status[who] : row.status[who][record as DealRecord];
          if (typeof expected !== 'number') continue;
          const path = pathOf(operationId, who, record);
          const answer = await asImage(signedFor[who]?.(path) ?? path);
          if (answer.status !== expected) mismatches.push(`${operationId} ${path} signed for ${who} on ${record}: ${answer.status} (expected ${expected})`);
        }
      }
    }
    expect(mismatches).toEqual([]);

    // A signature is for its path and its caller only.
    const photo = signedFor.buyerClient!(pathOf('getTransactionPhoto', 'buyerClient', 'own'));
    expect((await asImage(photo)).status).toBe(200);
    const replays = [
      photo.replace(deals.A.id, deals.B.id), // another deal's photo
      photo.replace(`sub=${people.buyerClient.userId}`, `sub=${people.agent.userId}`), // another caller
      photo.replace('role=client', 'role=agent'), // another role
      photo.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 600}`), // a longer life
      photo.replace(/sig=[\w-]+/, 'sig=forged'), // no signature of ours
    ];
    for (const replay of replays) expect([replay, (await asImage(replay)).status]).toEqual([replay, 401]);
  });

  async function freshToken(who: Principal): Promise<string | null> {
    if (who === 'anonymous') return null;
    if (who === 'admin') return context.mint('admin', people.admin.userId).token;
    if (who === 'demotedAgent') return (await context.api.signIn(demotedEmail, 'secret-pass')).token;
    const person = people[who] as Person & { email?: string; password?: string };
    if (person.email) return (await context.api.signIn(person.email, person.password ?? DEMO_PASSWORD)).token;
    return context.mint('client', person.userId).token;
  }
});
