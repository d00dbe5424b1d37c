import { randomUUID } from 'node:crypto';
import { Socket as ClientSocket } from 'socket.io-client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditChanges } from '../../backend/src/modules/audit/audit-wording';
import { SELLER_REFUSED_FIELDS } from '../../backend/src/modules/transactions/lifecycle/domain/field-dependencies';
import { DeadlineAlertsJob } from '../../backend/src/modules/transactions/milestones/jobs/deadline-alerts.job';
import { apiTestContext } from '../support/api-test-context';
import { linkedClient } from '../support/linked-client';
import { queuedWorkDone } from '../support/queued-work';
import { demoAdminToken, registeredAgent } from '../support/registered-agent';
import { startSmtpInbox } from '../support/smtp-inbox';
import { socketProbe } from '../support/socket-probe';
import { validRegistration } from '../support/identity-client';
import { eventually } from '../support/test-app';

/**
 * Issue 19 item 9: canaries on every channel. Every string property of every write operation's request
 * schema in openapi/openapi.json has a class in CANARY_CLASSES, written here by hand (an unclassified
 * one fails the first test). The second writes a unique canary into each free-text and e-mail property
 * of the deal's records, as the principal that may write it, on a buyer deal and on a seller deal; then
 * collects everything each principal can receive — every GET they may call (with and without
 * `view=client`), every socket frame, every e-mail, the agent's calendar feed, each one's data export —
 * and checks every canary against its class.
 */

/**
 * What a value may reach. `clientVisible`: the deal's agent and its client. `agentOnly`: the agent
 * alone. `buyerSide`: the agent and a buyer deal's client, never a seller client (spec 002 §6 seller
 * deny list). `buyersDetails` / `sellersDetails`: that party's e-mail and phone, never the other side's
 * client (ADR 0036). `authorPrivate`: the client who wrote it alone (their private task). `record`: as
 * the record it belongs to is marked (task, utility, contact, document, custom milestone): the test
 * writes one record of each marking. `outsideDeals`: not deal data (account, credential, lead, admin,
 * feedback): the reason says where it belongs; no deal principal's channel is checked for it here.
 */
type CanaryClass =
  | 'clientVisible'
  | 'agentOnly'
  | 'buyerSide'
  | 'buyersDetails'
  | 'sellersDetails'
  | 'authorPrivate'
  | 'record'
  | { outsideDeals: string };

const ACCOUNT = { outsideDeals: "the person's own account: identity, not a deal's" };
const CREDENTIAL = { outsideDeals: 'a credential: checked, never stored readable nor sent back' };
const LEAD = { outsideDeals: "a public form's submission: admins only (leads module)" };
const ADMIN = { outsideDeals: "an admin's own record" };
const OWN_REQUEST = { outsideDeals: "the person's own feedback or data request: them and admins" };
const CHOICE = { outsideDeals: 'a choice from a fixed list or a file: carries no text of its own' };
const VENDOR = { outsideDeals: "the agent's own Vendor Library: the agent alone (vendors module)" };

/** The deal's fields (the create, the edit and the draft share them), by class. */
const DEAL_FIELDS: Record<string, CanaryClass> = {
  ...Object.fromEntries(
    // prettier-ignore
    [
      'agent_internal_notes', 'appraisal_contingency_notes', 'appraisal_gap_notes', 'appraisal_notes', 'buyer_2_email', 'buyer_2_name',
      'buyer_2_phone', 'closing_gift_ideas', 'closing_notes', 'closing_special_considerations', 'final_walkthrough_notes',
      'inspection_agent_notes', 'insurance_policy_number', 'internal_notes', 'loan_internal_notes', 'other_agent_company',
      'other_agent_email', 'other_agent_name', 'other_agent_phone', 'possession_notes', 'property_use_notes', 'repair_notes',
      'seller_2_email', 'seller_2_name', 'seller_2_phone', 'survey_notes', 'title_commitment_received_date', 'title_objection_date',
      'title_objection_notes', 'who_pays_title',
    ].map((key) => [key, 'agentOnly' as const]),
  ),
  ...Object.fromEntries(
    // prettier-ignore
    [
      'additional_earnest_money_due_date', 'additional_earnest_money_paid_date', 'appraisal_completed_at', 'appraisal_due_date',
      'appraisal_report_url', 'appraisal_scheduled_at', 'appraisal_status', 'builder_lender_type', 'earnest_money_due_date',
      'earnest_money_paid_date', 'earnest_money_receipt_url', 'financing_conditions', 'financing_type',
      'inspection_contingency_cleared_date', 'inspection_notes', 'inspection_outcome', 'inspection_report_url', 'insurance_bind_date',
      'insurance_company', 'insurance_provider', 'insurance_status', 'lender_name', 'lending_type', 'loan_approval_date',
      'loan_approval_status', 'loan_officer_email', 'loan_officer_name', 'loan_officer_phone', 'option_fee_paid_date',
      'option_money_due_date',
    ].map((key) => [key, 'buyerSide' as const]),
  ),
  buyer_email: 'buyersDetails',
  buyer_phone: 'buyersDetails',
  seller_email: 'sellersDetails',
  seller_phone: 'sellersDetails',
  ...Object.fromEntries(
    // prettier-ignore
    [
      'appraisal_contingency_end_date', 'buyer_name', 'buyer_sale_contingency_date', 'client_id', 'closing_appointment_datetime',
      'closing_date', 'closing_location', 'closing_status', 'construction_manager_email', 'construction_manager_name',
      'construction_manager_phone', 'contract_date', 'effective_date', 'escrow_officer_email', 'escrow_officer_name',
      'escrow_officer_phone', 'final_walkthrough_checklist_url', 'final_walkthrough_datetime', 'final_walkthrough_outcome',
      'final_walkthrough_status', 'financing_contingency_end_date', 'funding_datetime', 'hoa_docs_received_date', 'hoa_manager_email',
      'hoa_manager_name', 'hoa_manager_phone', 'hoa_name', 'hoa_package_due_date', 'hoa_package_url', 'hoa_resale_cert_due_date',
      'hoa_resale_cert_url', 'home_sale_contingency_date', 'home_warranty_company', 'home_warranty_coverage_start_date',
      'home_warranty_notes', 'home_warranty_plan_name', 'home_warranty_submitted_date', 'inspection_contingency_date',
      'inspection_contingency_end_date', 'inspection_contingency_status', 'inspection_datetime', 'insurance_agent_email',
      'insurance_agent_name', 'insurance_agent_phone', 'insurance_binder_url', 'leaseback_end_date', 'leaseback_start_date', 'lot_size',
      'mls_number', 'mud_pid_doc_url', 'mud_pid_document_url', 'mud_pid_due_date', 'non_realty_items_list', 'option_period_end',
      'option_period_end_date', 'option_period_start', 'possession_date', 'possession_datetime', 'possession_mode', 'property_address',
      'property_city', 'property_county', 'property_image_url', 'property_state', 'property_type', 'property_zip',
      'reinspection_scheduled_at', 'repairs_deadline_overall', 'seller_disclosure_due_date', 'seller_name',
      'seller_repairs_description', 'special_provisions', 'survey_document_url', 'survey_due_date', 'survey_option', 'survey_paid_by',
      'survey_received_date',
      't47_delivered_date', 't47_doc_url', 't47_due_date', 'title_company_contact', 'title_company_name',
      'transaction_coordinator_email', 'transaction_coordinator_name', 'transaction_coordinator_phone', 'transaction_type',
    ].map((key) => [key, 'clientVisible' as const]),
  ),
};

const TASK: Record<string, CanaryClass> = { title: 'record', description: 'record', due_date: 'record', priority: CHOICE };
const UTILITY: Record<string, CanaryClass> = {
  provider_name: 'record',
  website_url: 'record',
  due_date: 'record',
  // spec 002 §6: "utilities marked client-visible, with account_number, notes and confirmation_number removed"
  account_number: 'agentOnly',
  notes: 'agentOnly',
  confirmation_number: 'agentOnly',
  action: CHOICE,
  status: CHOICE,
  utility_type: CHOICE,
};
// spec 002 §6: "vendors with share_to_client true, without agent_notes" (ADR 0050).
const TRANSACTION_VENDOR: Record<string, CanaryClass> = {
  name: 'record',
  company: 'record',
  email: 'record',
  phone: 'record',
  website: 'record',
  agent_notes: 'agentOnly',
  category: CHOICE,
  vendor_id: CHOICE,
};
const CUSTOM_MILESTONE: Record<string, CanaryClass> = { milestone_name: 'record', due_date: 'record' };

const CONTACT: Record<string, CanaryClass> = { name: 'record', email: 'record', phone: 'record', company: 'record', role: 'record', custom_role: 'record' };

/** Every write operation's request schema, property by property. */
export const CANARY_CLASSES: Record<string, Record<string, CanaryClass>> = {
  CreateTransactionDto: DEAL_FIELDS,
  UpdateTransactionDto: DEAL_FIELDS,
  TransactionDraftDto: DEAL_FIELDS,
  CreateTransactionTaskDto: TASK,
  // The client's note on a shared task is for the agent too (spec 002 §5); on a private task it is theirs alone.
  UpdateTransactionTaskDto: { ...TASK, client_notes: 'record', completed_at: 'record' },
  CreateTransactionUtilityDto: UTILITY,
  UpdateTransactionUtilityDto: UTILITY,
  CreateTransactionVendorDto: TRANSACTION_VENDOR,
  // Contacts: an agent-only one never, other_agent never, the opposite party's by name only (ADR 0036).
  WizardContactDto: CONTACT,
  // An edit of a contact (ADR 0048): the same fields, the same markings.
  UpdateTransactionContactDto: CONTACT,
  UploadTransactionDocumentFormDto: { title: 'record', file: 'record', kind: CHOICE, visibility: CHOICE, description: 'record' },
  UpdateTransactionDocumentDto: { title: 'record', visibility: CHOICE },
  // Email Document Link (ADR 0053): the recipient and the agent's message reach the agent and the
  // recipient's own inbox, never the deal's client (unless the client is the one it is sent to).
  EmailDocumentLinkDto: { contactId: CHOICE, recipientEmail: 'agentOnly', message: 'agentOnly' },
  UploadTransactionPhotoFormDto: { file: 'clientVisible' },
  // A client's upload is always agent_and_client (ADR 0052): theirs and their agent's.
  UploadClientDocumentFormDto: { title: 'clientVisible', file: 'clientVisible', description: 'clientVisible' },
  CreateCustomMilestoneDto: CUSTOM_MILESTONE,
  UpdateCustomMilestoneDto: CUSTOM_MILESTONE,
  AmendContractDeadlineDto: { date: 'clientVisible', amended_on: 'clientVisible', document_id: CHOICE },
  MilestoneEducationDto: { custom_education_text: 'clientVisible' },
  // A check-in is the client's word to their agent, and the agent's answer to them (spec 002 §4).
  SubmitCheckInDto: { note: 'clientVisible', feeling: 'clientVisible' },
  RespondToCheckInDto: { response: 'clientVisible' },
  // A message is between the deal's agent and its client (spec 002 §5; ADR 0044), sealed under its sender.
  SendMessageDto: { message_content: 'clientVisible' },
  // The deal's client's own name and phone, edited by the agent (spec 002 §2): theirs and their agent's.
  UpdateTransactionClientDto: { full_name: 'clientVisible', phone: 'clientVisible' },
  // An admin's assignment of an existing user (ADR 0046): an id chosen from a list, no text of its own.
  AssignTeamLeadDto: { teamLeadId: CHOICE },
  AssignBrokerDto: { brokerId: CHOICE },
  CreateCalendarFeedDto: { transaction_id: CHOICE },
  // ADR 0069: the new agent's id, one of the same team or brokerage.
  ReassignTransactionDto: { agent_id: CHOICE },
  // ADR 0068: the reviewer's note to the agent. Not yet written by the scenario below: the review has its
  // own stream and endpoints, which refuse every client (access matrix rows of the review operations).
  DecideReviewDto: { decision: CHOICE, note: { outsideDeals: "a reviewer's note to the deal's agent: review endpoints refuse clients (access matrix)" } },
  // ADR 0067: a signed link names a person, a kind and its signature; it carries no text.
  UnsubscribeDto: { user: CHOICE, kind: CHOICE, token: CREDENTIAL },
  CreateClientDto: { email: ACCOUNT, full_name: ACCOUNT, phone: ACCOUNT, password: CREDENTIAL },
  InviteClientDto: { email: ACCOUNT },
  RegisterFormDto: {
    email: ACCOUNT,
    fullName: ACCOUNT,
    phone: ACCOUNT,
    company: ACCOUNT,
    licenseNumber: ACCOUNT,
    logo: ACCOUNT,
    inviteCode: CREDENTIAL,
    password: CREDENTIAL,
    confirmPassword: CREDENTIAL,
    acceptResponsibility: CHOICE,
    acceptTerms: CHOICE,
  },
  ChangePasswordDto: { currentPassword: CREDENTIAL, newPassword: CREDENTIAL, confirmPassword: CREDENTIAL },
  // The agent's own profile (ADR 0060): their account, as at registration.
  UpdateMyProfileDto: { fullName: ACCOUNT, phone: ACCOUNT, company: ACCOUNT, licenseNumber: ACCOUNT },
  UploadMyLogoFormDto: { logo: ACCOUNT },
  ResetPasswordDto: { token: CREDENTIAL, password: CREDENTIAL, confirmPassword: CREDENTIAL },
  CheckResetLinkDto: { token: CREDENTIAL },
  ForgotPasswordDto: { email: ACCOUNT },
  SignInDto: { email: ACCOUNT, password: CREDENTIAL },
  CreateInviteCodeDto: { notes: ADMIN, expiresAt: ADMIN, role: CHOICE },
  ChangeRoleDto: { role: CHOICE },
  ChangeTransactionStatusDto: { status: CHOICE },
  UpdateDataRequestDto: { adminNotes: OWN_REQUEST, status: CHOICE },
  UpdateFeedbackDto: { adminNotes: OWN_REQUEST, status: CHOICE },
  SubmitDataRequestDto: { reason: OWN_REQUEST, requestType: CHOICE },
  SubmitFeedbackDto: { title: OWN_REQUEST, description: OWN_REQUEST, category: CHOICE, feedbackType: CHOICE, priority: CHOICE },
  CreateEducationPromptDto: { title: ACCOUNT, prompt_text: ACCOUNT, milestone_type: CHOICE },
  UpdateEducationPromptDto: { title: ACCOUNT, prompt_text: ACCOUNT },
  // A library vendor is the agent's own record (ADR 0043): them alone, and their export.
  CreateVendorDto: { name: VENDOR, category: CHOICE, contact_name: VENDOR, company: VENDOR, email: VENDOR, phone: VENDOR, website: VENDOR, notes: VENDOR },
  UpdateVendorDto: { name: VENDOR, category: CHOICE, contact_name: VENDOR, company: VENDOR, email: VENDOR, phone: VENDOR, website: VENDOR, notes: VENDOR },
  RecordDiagnosticPingDto: { message: { outsideDeals: "a browser's diagnostic ping: admins only" } },
  SubmitContactMessageDto: { name: LEAD, email: LEAD, interests: LEAD, message: LEAD, website: LEAD },
  SubmitInvestorInquiryDto: { name: LEAD, email: LEAD, organization: LEAD, message: LEAD, website: LEAD },
  JoinWaitlistDto: { fullName: LEAD, email: LEAD, phone: LEAD, brokerage: LEAD, headache: LEAD, website: LEAD },
};

// ---------------------------------------------------------------------------------------------
// The contract, read as data

interface SchemaNode {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
}
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const contract = JSON.parse(readFileSync(join(process.cwd(), 'openapi', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaNode> };
};
const resolve = (node: SchemaNode): SchemaNode =>
  node.$ref ? resolve(contract.components.schemas[node.$ref.split('/').pop()!]!) : node;
const stringOf = (node: SchemaNode): SchemaNode | undefined => {
  const resolved = resolve(node);
  if (resolved.type === 'string') return resolved;
  if (resolved.type === 'array' && resolved.items) return stringOf(resolved.items);
  return [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].map(stringOf).find(Boolean);
};

/** Every string property (or array of strings) of every write operation's request schema: [operationId, schema, property]. */
function writtenStrings(): Array<[string, string, string]> {
  const found: Array<[string, string, string]> = [];
  for (const operations of Object.values(contract.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!WRITE_METHODS.includes(method) || !operation.requestBody) continue;
      for (const { schema } of Object.values(operation.requestBody.content)) {
        const name = schema.$ref?.split('/').pop() ?? `${operation.operationId} (inline)`;
        for (const [property, node] of Object.entries(resolve(schema).properties ?? {})) {
          if (stringOf(node)) found.push([operation.operationId, name, property]);
        }
      }
    }
  }
  return found;
}

/**
 * How a property carries a canary (ADR 0056). Free text and e-mail: a unique string. A date or
 * date-time: a unique day (see `uniqueDay`), looked for in every form a channel writes a day in. A
 * choice from a list: no value of it is unique, so the check is the field with its value, keyed
 * (`"field":"value"`), on every JSON channel. Ids and files carry none (their class is still required).
 */
function canaryShape(schemaNames: string[], property: string): { shape: 'text' | 'email' | 'date' | 'datetime' } | { shape: 'enum'; values: string[] } | undefined {
  const declared = schemaNames.map((name) => resolve(contract.components.schemas[name]!).properties?.[property]).find(Boolean);
  const node = stringOf(declared!)!;
  if (node.enum) return { shape: 'enum', values: node.enum.map(String) };
  if (node.format === 'email') return { shape: 'email' };
  if (node.format === 'date') return { shape: 'date' };
  if (node.format === 'date-time') return { shape: 'datetime' };
  return node.format ? undefined : { shape: 'text' };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/**
 * The n-th unique day of a deal's dates: days 11 apart from 2096-09-01 (buyer deal) or 2098-01-20
 * (seller deal), all before the closing (2099-06-30) and every custom milestone (2099-06-01), in the
 * order given (the effective date first: the deal's rules want the option period and the closing after
 * it). No field's day is another's, nor another's plus a whole week: a date the rules derive from
 * another (a milestone N days after) can still land on one — then it shows as a leak to look into,
 * never as a silent pass.
 */
function uniqueDay(deal: 'buyer' | 'seller', n: number): string {
  const start = deal === 'buyer' ? Date.UTC(2096, 8, 1) : Date.UTC(2098, 0, 20);
  return new Date(start + n * 11 * 86_400_000).toISOString().slice(0, 10);
}
/** Every form a channel writes that day in: ISO (JSON, CSV), compact (calendar), long and short month (e-mail, screens). */
function dayForms(day: string): string[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [day, day.replace(/-/g, ''), `${MONTHS[month - 1]} ${date}, ${year}`, `${MONTHS[month - 1]!.slice(0, 3)} ${date}, ${year}`];
}

/** An e-mail as its reader reads it: the raw message, plus its quoted-printable and base64 parts decoded. */
function mailText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = (raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? []).map((block) => Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [raw, unfolded, ...base64].join('\n');
}

/**
 * What the admin's audit trail shows of records an agent keeps from the client (ADR 0040: an agent's
 * task is the deal's business and stays in clear; ADR 0056: so do the names of the agent's hidden
 * milestones and utilities and an agent-only contact's company — only fields agent-only by spec 002 §6
 * (an agent contact's company among them, ADR 0062) and personal or private values are hidden from the admin). Everything else agent-only never reaches them.
 */
const ADMIN_SEES_HIDDEN_RECORDS = [
  'agent task title',
  'agent task description',
  'agent task title, edited',
  'agent task description, edited',
  'hidden utility provider',
  'inspector contact company',
  'hidden custom milestone',
  'hidden milestone due tomorrow',
];

/** Deal fields the test sets itself (the deal's side; the closing after every unique day). */
const CHOICE_FIELDS_SET_BY_THE_TEST = ['transaction_type', 'closing_date'];

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

// ---------------------------------------------------------------------------------------------

/** Canaries that are the client's and their agent's alone: never an overseer's (ADR 0055). */
const BETWEEN_CLIENT_AND_AGENT = / deal (check-in note|check-in answer|agent's message|client's message|client note on a shared task(, edited)?)$/;

describe('canaries on every channel (issue 19 item 9)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  const context = apiTestContext(async () => {
    smtp = await startSmtpInbox();
    return { SMTP_URL: smtp.url };
  });
  afterAll(() => smtp?.close());
  const probe = socketProbe(() => context.app.url);
  afterAll(() => probe.closeAll());

  it('classifies every string property of every write operation', () => {
    const unclassified = writtenStrings()
      .filter(([, schema, property]) => CANARY_CLASSES[schema]?.[property] === undefined)
      .map(([operationId, schema, property]) => `${operationId}: ${schema}.${property}`);
    expect(unclassified).toEqual([]);
    // And nothing in the table that the contract no longer has.
    const written = new Set(writtenStrings().map(([, schema, property]) => `${schema}.${property}`));
    // The deal's three schemas share one table: a field of any of them belongs in it.
    const dealProperties = new Set(
      writtenStrings()
        .filter(([, schema]) => CANARY_CLASSES[schema] === DEAL_FIELDS)
        .map(([, , property]) => property),
    );
    const stale = Object.entries(CANARY_CLASSES).flatMap(([schema, properties]) =>
      Object.keys(properties)
        .map((property) => `${schema}.${property}`)
        .filter((key) => !written.has(key) && !(properties === DEAL_FIELDS && dealProperties.has(key.split('.')[1]!))),
    );
    expect(stale).toEqual([]);
  });

  it('delivers each canary where its class allows and nowhere else', async () => {
    const { api } = context;
    type Principal = { name: string; token: string; userId: string; email: string };
    const agentAccount = await registeredAgent(api);
    const agent: Principal = { name: 'agent', ...agentAccount };
    const clientPrincipal = async (name: string, agentToken: string): Promise<Principal> => {
      const userId = await linkedClient(context.app, agentToken);
      return { name, userId, token: context.mint('client', userId).token, email: `client.${userId}@example.com` };
    };
    const buyerClient = await clientPrincipal('buyer client', agent.token);
    const sellerClient = await clientPrincipal('seller client', agent.token);
    const otherAgent = { name: 'other agent', ...(await registeredAgent(api)) };
    const otherClient = await clientPrincipal('other client', otherAgent.token);
    // The admin: sees every deal (spec 000 §6) but, in the audit trail, no agent-only or private value (ADR 0040, ADR 0056).
    const adminToken = await demoAdminToken(api);
    const admin: Principal = {
      name: 'admin',
      token: adminToken,
      userId: (JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
      email: 'admin@threshold.demo',
    };
    // The agent's team lead (ADR 0055): the agent's view, without what is between client and agent.
    const leadForm = validRegistration(await api.createInviteCode(await demoAdminToken(api), { role: 'team_lead' }));
    const leadRegistered = await api.register(leadForm);
    expect(leadRegistered.status).toBe(201);
    const teamLead: Principal = {
      name: "agent's team lead",
      userId: leadRegistered.body.userId as string,
      token: (await api.signIn(leadForm.email!, leadForm.password)).token,
      email: leadForm.email!,
    };
    const membership = await api.call('PUT', `/api/admin/users/${agent.userId}/team-lead`, {
      token: await demoAdminToken(api),
      body: { teamLeadId: teamLead.userId },
    });
    expect(membership.status).toBe(200);
    const principals = [agent, buyerClient, sellerClient, otherAgent, otherClient, admin, teamLead];

    // Every socket frame each principal receives, from before the first write.
    const frames = new Map<Principal, string[]>(principals.map((p) => [p, []]));
    const sockets = new Map<Principal, ClientSocket>();
    for (const principal of principals) {
      const socket = probe.connect({ token: principal.token });
      socket.io.on('open', () =>
        socket.io.engine.on('packet', (packet) => typeof packet.data === 'string' && frames.get(principal)!.push(packet.data)),
      );
      expect(await probe.outcome(socket)).toBe('connected');
      await socket.timeout(5_000).emitWithAck('resource.subscribe', { resource: 'transaction-list', id: principal.userId });
      sockets.set(principal, socket);
    }

    // The canaries: a unique text per (deal, where it was written), with the class it must obey.
    interface Canary {
      value: string;
      what: string;
      klass: Exclude<CanaryClass, 'record' | { outsideDeals: string }>;
      deal: 'buyer' | 'seller';
      author?: Principal;
      /** Overwritten by a later edit: it may still show in a history its reader may see, but need not. */
      replaced?: boolean;
      /** The forms it is found in (a day's several spellings); the value alone when absent. */
      forms?: string[];
    }
    const canaries: Canary[] = [];
    const canary = (
      deal: 'buyer' | 'seller',
      what: string,
      klass: Canary['klass'],
      shape: 'text' | 'email' = 'text',
      author?: Principal,
    ) => {
      const token = `cnry${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      const value = shape === 'email' ? `${token}@example.com` : token;
      canaries.push({ value: token, what: `${deal} deal ${what}`, klass, deal, author });
      return value;
    };
    /** A date canary: the deal's n-th unique day, as a date or a date-time at noon in Texas (the same day in every US zone). */
    const dateCanary = (deal: 'buyer' | 'seller', what: string, klass: Canary['klass'], shape: 'date' | 'datetime', n: number) => {
      const day = uniqueDay(deal, n);
      canaries.push({ value: day, forms: dayForms(day), what: `${deal} deal ${what}`, klass, deal });
      return shape === 'date' ? day : `${day}T17:00:00.000Z`;
    };
    const seen = (c: Canary, text: string) => (c.forms ?? [c.value]).some((form) => text.includes(form));
    /** A choice canary: the field with the value written, keyed as every JSON channel writes it. */
    interface ChoiceCanary {
      field: string;
      value: string;
      klass: Canary['klass'];
      deal: 'buyer' | 'seller';
    }
    const choices: ChoiceCanary[] = [];
    const ok = async <T>(response: Promise<{ status: number; body: T }>, what: string): Promise<T> => {
      const answered = await response;
      if (answered.status >= 300) throw new Error(`${what} answered ${answered.status}: ${JSON.stringify(answered.body)}`);
      return answered.body;
    };

    const deals: Record<'buyer' | 'seller', { id: string; client: Principal }> = {} as never;
    for (const side of ['buyer', 'seller'] as const) {
      const client = side === 'buyer' ? buyerClient : sellerClient;
      const fields: Record<string, string> = {};
      // The effective date first: the rules want the option period's end and the closing after it.
      const ordered = Object.entries(DEAL_FIELDS).sort(([a], [b]) => Number(b === 'effective_date') - Number(a === 'effective_date'));
      let days = 0;
      for (const [field, klass] of ordered) {
        if (side === 'seller' && (SELLER_REFUSED_FIELDS as readonly string[]).includes(field)) continue; // refused with a 400
        if (CHOICE_FIELDS_SET_BY_THE_TEST.includes(field)) continue;
        const carried = canaryShape(['CreateTransactionDto', 'UpdateTransactionDto', 'TransactionDraftDto'], field);
        if (!carried || typeof klass !== 'string' || klass === 'record' || klass === 'authorPrivate') continue;
        if (carried.shape === 'text' || carried.shape === 'email') fields[field] = canary(side, field, klass, carried.shape);
        else if (carried.shape === 'date' || carried.shape === 'datetime') fields[field] = dateCanary(side, field, klass, carried.shape, days++);
        else if (carried.shape === 'enum') {
          // The last value of its list: never the default a deal starts with.
          const value = carried.values[carried.values.length - 1]!;
          choices.push({ field, value, klass, deal: side });
          fields[field] = value;
        }
      }
      const created = await ok(
        api.call<{ id: string }>('POST', '/api/transactions', {
          token: agent.token,
          // The state is a code the rules read (Texas items), not free text.
          body: { transaction_type: side, client_id: client.userId, closing_date: '2099-06-30', ...fields, property_state: 'TX' },
        }),
        `create the ${side} deal`,
      );
      deals[side] = { id: created.id, client };
      for (const socketOf of [client, agent, teamLead]) {
        await sockets
          .get(socketOf)!
          .timeout(5_000)
          .emitWithAck('resource.subscribe', { resource: 'transaction', id: created.id });
        await sockets.get(socketOf)!.timeout(5_000).emitWithAck('resource.subscribe', { resource: 'deal-messages', id: created.id });
      }
      const path = `/api/transactions/${created.id}`;
      // Tasks: the agent's own, a shared one (with the client's note), the client's private one (with its note).
      const agentTask = await ok(
        api.call<{ id: string }>('POST', `${path}/tasks`, {
          token: agent.token,
          body: {
            title: canary(side, 'agent task title', 'agentOnly'),
            description: canary(side, 'agent task description', 'agentOnly'),
            is_client_visible: false,
          },
        }),
        'agent task',
      );
      const shared = await ok(
        api.call<{ id: string }>('POST', `${path}/tasks`, {
          token: agent.token,
          body: {
            title: canary(side, 'shared task title', 'clientVisible'),
            description: canary(side, 'shared task description', 'clientVisible'),
            is_client_visible: true,
          },
        }),
        'shared task',
      );
      await ok(
        api.call('PATCH', `${path}/tasks/${shared.id}`, {
          token: client.token,
          body: { client_notes: canary(side, 'client note on a shared task', 'clientVisible') },
        }),
        'client note',
      );
      const own = await ok(
        api.call<{ id: string }>('POST', `${path}/tasks`, {
          token: client.token,
          body: {
            title: canary(side, 'private task title', 'authorPrivate', 'text', client),
            description: canary(side, 'private task description', 'authorPrivate', 'text', client),
          },
        }),
        'private task',
      );
      await ok(
        api.call('PATCH', `${path}/tasks/${own.id}`, {
          token: client.token,
          body: { client_notes: canary(side, 'note on a private task', 'authorPrivate', 'text', client) },
        }),
        'private note',
      );
      // Edits, so that every "before" an audit trail or export pairs with them is checked too (item 5).
      await ok(
        api.call('PATCH', `${path}/tasks/${own.id}`, {
          token: client.token,
          body: {
            title: canary(side, 'private task title, edited', 'authorPrivate', 'text', client),
            description: canary(side, 'private task description, edited', 'authorPrivate', 'text', client),
          },
        }),
        'private task edit',
      );
      // The edit replaced them: a private value's history is hidden in the audit trail, from its author
      // too (ADR 0040), so the author's export holds the current title and description only.
      for (const c of canaries)
        if (
          c.deal === side &&
          ['private task title', 'private task description'].some((what) => c.what === `${side} deal ${what}`)
        )
          c.replaced = true;
      await ok(
        api.call('PATCH', `${path}/tasks/${agentTask.id}`, {
          token: agent.token,
          body: {
            title: canary(side, 'agent task title, edited', 'agentOnly'),
            description: canary(side, 'agent task description, edited', 'agentOnly'),
          },
        }),
        'agent task edit',
      );
      await ok(
        api.call('PATCH', `${path}/tasks/${shared.id}`, {
          token: client.token,
          body: { client_notes: canary(side, 'client note on a shared task, edited', 'clientVisible') },
        }),
        'client note edit',
      );
      // Utilities (buyer deals only): a client-visible one (its account number, notes and confirmation still agent-only), a hidden one.
      for (const visible of side === 'buyer' ? [true, false] : []) {
        await ok(
          api.call('POST', `${path}/utilities`, {
            token: agent.token,
            body: {
              utility_type: 'Electric',
              action: 'Transfer',
              is_client_visible: visible,
              provider_name: canary(
                side,
                `${visible ? 'visible' : 'hidden'} utility provider`,
                visible ? 'clientVisible' : 'agentOnly',
              ),
              account_number: canary(side, 'utility account number', 'agentOnly'),
              notes: canary(side, 'utility notes', 'agentOnly'),
              confirmation_number: canary(side, 'utility confirmation number', 'agentOnly'),
            },
          }),
          'utility',
        );
      }
      // Transaction vendors: a shared one (its agent notes still agent-only), an unshared one (ADR 0050).
      for (const shared of [true, false]) {
        const klass = shared ? 'clientVisible' : 'agentOnly';
        const label = shared ? 'shared vendor' : 'unshared vendor';
        await ok(
          api.call('POST', `${path}/vendors`, {
            token: agent.token,
            body: {
              category: 'Inspector',
              share_to_client: shared,
              name: canary(side, `${label} name`, klass),
              company: canary(side, `${label} company`, klass),
              email: canary(side, `${label} email`, klass, 'email'),
              phone: canary(side, `${label} phone`, klass),
              // A web address needs a dot in its host name.
              website: `${canary(side, `${label} website`, klass)}.example`,
              agent_notes: canary(side, `${label} agent notes`, 'agentOnly'),
            },
          }),
          'transaction vendor',
        );
      }
      // Contacts: the lender (client-visible), an agent-only one, the other agent, the opposite party.
      const opposite = side === 'buyer' ? 'seller' : 'buyer';
      const contacts: Array<[string, boolean, Canary['klass'], Canary['klass']]> = [
        ['lender', false, 'clientVisible', 'clientVisible'],
        ['inspector', true, 'agentOnly', 'agentOnly'],
        ['other_agent', false, 'agentOnly', 'agentOnly'],
        [opposite, false, 'clientVisible', side === 'buyer' ? 'sellersDetails' : 'buyersDetails'],
      ];
      for (const [role, agentOnlyContact, nameClass, detailsClass] of contacts) {
        await ok(
          api.call('POST', `${path}/contacts`, {
            token: agent.token,
            body: {
              role,
              is_agent_only: agentOnlyContact,
              name: canary(side, `${role} contact name`, nameClass),
              company: canary(side, `${role} contact company`, nameClass),
              email: canary(side, `${role} contact email`, detailsClass, 'email'),
              phone: canary(side, `${role} contact phone`, detailsClass),
            },
          }),
          `${role} contact`,
        );
      }
      // Documents: the agent's agent-only one and a shared one (title and file name). The upload answers the agent only.
      const documents: Array<[Principal, string | undefined, Canary['klass'], string]> = [
        [agent, 'agent_only', 'agentOnly', 'agent-only document'],
        [agent, 'agent_and_client', 'clientVisible', 'shared document'],
      ];
      for (const [uploader, visibility, klass, what] of documents) {
        const form = new FormData();
        form.append('kind', 'other');
        form.append('title', canary(side, `${what} title`, klass));
        if (visibility) form.append('visibility', visibility);
        form.append(
          'file',
          new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
          // The stored file name is the uploader's record (its audit entry): reads show the title, never the file name.
          `${canary(side, `${what} file name`, 'agentOnly')}.pdf`,
        );
        const uploaded = await ok(api.call<{ id: string }>('POST', `${path}/documents`, { token: uploader.token, form }), what);
        // The shared document's link, e-mailed by the agent to a third party with a message (ADR 0053).
        if (visibility === 'agent_and_client') {
          await ok(
            api.call('POST', `${path}/documents/${uploaded.id}/email-link`, {
              token: agent.token,
              body: {
                recipientEmail: canary(side, 'document link recipient', 'agentOnly', 'email'),
                message: canary(side, 'document link message', 'agentOnly'),
              },
            }),
            'document link',
          );
        }
      }
      // The client's own upload (ADR 0052): agent_and_client, its title, description and file name the client's and their agent's.
      const clientForm = new FormData();
      clientForm.append('title', canary(side, 'client upload title', 'clientVisible', 'text', client));
      clientForm.append('description', canary(side, 'client upload description', 'clientVisible', 'text', client));
      clientForm.append(
        'file',
        new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
        `${canary(side, 'client upload file name', 'clientVisible', 'text', client)}.pdf`,
      );
      await ok(api.call('POST', `${path}/client-documents`, { token: client.token, form: clientForm }), 'client upload');
      // Custom milestones, visible and hidden; the education text.
      for (const visible of [true, false]) {
        await ok(
          api.call('POST', `${path}/milestones`, {
            token: agent.token,
            body: {
              milestone_name: canary(
                side,
                `${visible ? 'visible' : 'hidden'} custom milestone`,
                visible ? 'clientVisible' : 'agentOnly',
              ),
              due_date: '2099-06-01',
              is_client_visible: visible,
            },
          }),
          'custom milestone',
        );
      }
      // Two due tomorrow, so that the deadline sweep e-mails their names (and the deal's address) to the agent.
      for (const visible of [true, false]) {
        await ok(
          api.call('POST', `${path}/milestones`, {
            token: agent.token,
            body: {
              milestone_name: canary(side, `${visible ? 'visible' : 'hidden'} milestone due tomorrow`, visible ? 'clientVisible' : 'agentOnly'),
              due_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
              is_client_visible: visible,
            },
          }),
          'custom milestone due tomorrow',
        );
      }
      await ok(
        api.call('PUT', `${path}/milestone-education/closing`, {
          token: agent.token,
          body: { custom_education_text: canary(side, 'education text', 'clientVisible') },
        }),
        'education',
      );
      // A check-in and the agent's answer.
      const checkIn = await ok(
        api.call<{ id: string }>('POST', `${path}/check-ins`, {
          token: client.token,
          body: { feeling: 'happy', note: canary(side, 'check-in note', 'clientVisible') },
        }),
        'check-in',
      );
      await ok(
        api.call('PUT', `${path}/check-ins/${checkIn.id}/response`, {
          token: agent.token,
          body: { response: canary(side, 'check-in answer', 'clientVisible') },
        }),
        'answer',
      );
      // The thread: a message each way.
      for (const [sender, what] of [[agent, "agent's message"], [client, "client's message"]] as const) {
        await ok(api.call('POST', `${path}/messages`, { token: sender.token, body: { message_content: canary(side, what, 'clientVisible') } }), what);
      }
    }
    await queuedWorkDone(context.app);

    // Collect what each principal can receive.
    const received = new Map<Principal, string[]>(principals.map((p) => [p, []]));
    const gets = Object.entries(contract.paths).filter(([path, operations]) => operations.get && !/\{(?!id\})/.test(path));
    for (const principal of principals) {
      const into = received.get(principal)!;
      for (const [path] of gets) {
        const ids = path.includes('{id}') ? [deals.buyer.id, deals.seller.id, principal.userId] : [''];
        for (const id of ids) {
          for (const query of ['', '?view=client', '?scope=client_private', '?scope=client_shared']) {
            const answered = await api.call('GET', `${path.replace('{id}', id)}${query}`, { token: principal.token });
            if (answered.status < 300) into.push(`GET ${path}${query} ${JSON.stringify(answered.body)}`);
          }
        }
      }
      // Their data export.
      const filed = await api.call<{ id: string }>('POST', '/api/data-requests', {
        token: principal.token,
        body: { requestType: 'access' },
      });
      if (filed.status < 300) {
        await ok(
          api.call('PATCH', `/api/admin/data-requests/${filed.body.id}`, {
            token: await demoAdminToken(api),
            body: { status: 'completed' },
          }),
          'complete',
        );
        const exported = await eventually(
          async () => {
            const answered = await api.call('GET', `/api/data-requests/${filed.body.id}/export`, { token: principal.token });
            return answered.status === 200 ? answered.body : undefined;
          },
          30_000,
          `${principal.name}'s export`,
        );
        into.push(`export ${JSON.stringify(exported)}`);
      }
    }
    // The deadline sweep's e-mails (to the deal's agent), collected with every other e-mail below.
    await context.app.app.get(DeadlineAlertsJob).process();
    // The agents' calendar feeds (clients have none).
    for (const owner of [agent, otherAgent]) {
      const feed = await ok(
        api.call<{ url: string }>('POST', '/api/calendar-feeds', { token: owner.token, body: {} }),
        'calendar feed',
      );
      const answered = await fetch(`${context.app.url}${new URL(feed.url).pathname}`);
      received.get(owner)!.push(`calendar ${await answered.text()}`);
    }
    await queuedWorkDone(context.app);
    for (const principal of principals) {
      received.get(principal)!.push(...frames.get(principal)!.map((frame) => `socket ${frame}`));
      received
        .get(principal)!
        .push(...smtp.received.filter((mail) => mail.to.includes(principal.email)).map((mail) => `email ${mailText(mail.raw)}`));
    }

    // Check every canary against its class.
    const allowed = (c: Pick<Canary, 'klass' | 'deal' | 'author'> & { what?: string }, principal: Principal): boolean => {
      if (principal === otherAgent || principal === otherClient) return false;
      // The admin may see the deal (spec 000 §6), never an agent-only or a client's private value (ADR 0040, ADR 0056).
      if (principal === admin)
        return c.klass === 'agentOnly' ? ADMIN_SEES_HIDDEN_RECORDS.some((what) => c.what === `${c.deal} deal ${what}`) : c.klass !== 'authorPrivate';
      // The overseer reads the agent's view but never what is the client's and their agent's alone.
      if (principal === teamLead) return c.klass !== 'authorPrivate' && !BETWEEN_CLIENT_AND_AGENT.test(c.what ?? '');
      if (principal === agent) return c.klass !== 'authorPrivate';
      if (principal !== deals[c.deal].client) return false;
      switch (c.klass) {
        case 'clientVisible':
          return true;
        case 'agentOnly':
          return false;
        case 'buyerSide':
          return c.deal === 'buyer';
        case 'buyersDetails':
          return c.deal === 'buyer';
        case 'sellersDetails':
          return c.deal === 'seller';
        case 'authorPrivate':
          return principal === c.author;
      }
    };
    const leaks: string[] = [];
    const missing: string[] = [];
    for (const c of canaries) {
      for (const principal of principals) {
        const where = received.get(principal)!.filter((text) => seen(c, text));
        const channels = [...new Set(where.map((text) => text.slice(0, 70)))];
        if (where.length > 0 && !allowed(c, principal))
          leaks.push(`${c.what} (${c.klass}) reached the ${principal.name}: ${channels.join(', ')}`);
      }
      const client = deals[c.deal].client;
      // Stored (the agent reads it; a client's private item: its author), so the client it is for must read it.
      const stored = (c.klass === 'authorPrivate' && !c.replaced) || received.get(agent)!.some((text) => seen(c, text));
      if (stored && allowed(c, client) && !received.get(client)!.some((text) => seen(c, text)))
        missing.push(`${c.what} (${c.klass}) never reached the ${client.name}`);
    }
    // Choices: the field with its value, keyed, on a JSON channel of its deal (lists and details name the deal by id);
    // and in words, as the audit screen, its CSV, e-mails and calendar feeds write it (ADR 0062): "Label: Value"
    // (or "Label: before → Value") in a CSV row or line naming the deal, or in an e-mail or feed naming it anywhere.
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const choice of choices) {
      const keyed = `"${choice.field}":"${choice.value}"`;
      const id = deals[choice.deal].id;
      const [worded] = auditChanges({ action: 'CanaryChoice', before: null, after: { [choice.field]: choice.value } });
      const label = escaped(worded!.field);
      const value = escaped(worded!.after!);
      const inWords = new RegExp(`${label}: (?:[^;"\\\\]*→ )?${value}(?![A-Za-z])|"field":"${label}","before":(?:null|"[^"]*"),"after":"${value}"`);
      const rows = (text: string) => text.split(/\\r\\n|\\n|\r?\n/);
      const whole = (text: string) => text.startsWith('email ') || text.startsWith('calendar ');
      const ofDeal = (text: string) =>
        (text.includes(keyed) && text.includes(id)) ||
        (whole(text) ? text.includes(id) && inWords.test(text) : rows(text).some((row) => row.includes(id) && inWords.test(row)));
      for (const principal of principals) {
        const where = received.get(principal)!.filter(ofDeal);
        if (where.length > 0 && !allowed(choice, principal))
          leaks.push(`${choice.deal} deal ${choice.field} (${choice.klass}) reached the ${principal.name}: ${[...new Set(where.map((text) => text.slice(0, 70)))].join(', ')}`);
      }
      const client = deals[choice.deal].client;
      if (received.get(agent)!.some(ofDeal) && allowed(choice, client) && !received.get(client)!.some(ofDeal))
        missing.push(`${choice.deal} deal ${choice.field} (${choice.klass}) never reached the ${client.name}`);
    }
    expect(leaks).toEqual([]);
    expect(missing).toEqual([]);
    // The collection is real: every channel answered something, and most canaries reached someone allowed.
    for (const principal of principals)
      expect([principal.name, received.get(principal)!.some((text) => text.startsWith('export '))]).toEqual([
        principal.name,
        true,
      ]);
    for (const principal of [agent, buyerClient, sellerClient]) {
      expect([principal.name, frames.get(principal)!.some((frame) => frame.includes('transaction.changed'))]).toEqual([
        principal.name,
        true,
      ]);
    }
    expect(received.get(agent)!.some((text) => text.startsWith('calendar ') && text.includes('BEGIN:VEVENT'))).toBe(true);
    // The overseer's collection is real too: the agent's view reached them (ADR 0055).
    const reachedTheLead = canaries.filter((c) => c.klass === 'agentOnly' && received.get(teamLead)!.some((text) => seen(c, text)));
    expect(reachedTheLead.length).toBeGreaterThan(20);
    const reachedTheirClient = canaries.filter((c) => received.get(deals[c.deal].client)!.some((text) => seen(c, text)));
    expect(reachedTheirClient.length).toBeGreaterThan(100);
    // Each new kind of check saw something (ADR 0056): days reached the clients, choices the clients, alerts the agent by e-mail.
    expect(canaries.filter((c) => c.forms && reachedTheirClient.includes(c)).length).toBeGreaterThan(20);
    expect(choices.filter((choice) => received.get(deals[choice.deal].client)!.some((text) => text.includes(`"${choice.field}":"${choice.value}"`))).length).toBeGreaterThan(5);
    expect(received.get(agent)!.filter((text) => text.startsWith('email ') && canaries.some((c) => c.klass === 'agentOnly' && seen(c, text))).length).toBeGreaterThan(0);
  }, 240_000);
});
