/**
 * The access matrix (issue 19 item 8), written and reviewed by hand: the status every operation of
 * `openapi/openapi.json` answers each principal, for each record. It is never derived from the route
 * decorators — they are what it checks. Sources: spec 000 §2 and §6 (routes and roles), 001 §"Roles"
 * (agents, brokers and team leads see only their own deals), 002 §6 and §8 (per-deal roles, 404 versus
 * 403), ADR 0021 (admins have no role on deals; a draft is its agent's alone), ADR 0036 (access follows
 * the caller's current role), ADR 0039 (client_id names only a client linked to the agent).
 *
 * Principals. Brokers and team leads exist as roles (registration by an admin's invite code); on their
 * own deals they are agents, so their rows are the agent's (spec 001). The broker and team lead over a
 * deal's agent read it besides (ADR 0055): the oversight principals below. The demoted agent registered as an agent,
 * made a deal, then an admin changed their role to client (PATCH /api/admin/users/:id/role) and they
 * signed in again.
 *
 * Records, from each principal's side (the fixture is in access-matrix.int.spec.ts):
 * - own: the deal they are a party to — its agent (agent, another agent, broker, team lead each have
 *   one), its client (buyer client: a buyer deal; seller client: a seller deal of the same agent;
 *   another client: the buyer deal of another agent), for the demoted agent the deal they made while
 *   an agent. Anonymous and admin have none (n/a).
 * - another's: a live deal they are no party to (the agent's buyer deal; for its agent and client,
 *   another agent's deal).
 * - unknown: an id no deal has. deleted: the agent's deleted deal (the buyer client was its client).
 * - draft: the agent's draft naming the buyer client.
 * Sub-resources (task, utility, contact, transaction vendor, custom milestone, check-in, document) are those of the record's deal.
 * Operations outside a deal (admin, auth, leads, …) have one cell per principal ("global").
 *
 * Oversight principals (issue 24 item 2, ADR 0055): the agent's broker and team lead (memberships an
 * admin set), and a broker and a team lead NOT over the agent (the latter leads another agent). For
 * all four, own = the agent's buyer deal (the one the first two oversee), another = another agent's
 * deal, unknown/deleted/draft as for everyone. Outside deals they are agents.
 */
export const PRINCIPALS = [
  'anonymous',
  'admin',
  'agent',
  'anotherAgent',
  'broker',
  'teamLead',
  'buyerClient',
  'sellerClient',
  'anotherClient',
  'demotedAgent',
  'agentsBroker',
  'agentsTeamLead',
  'unrelatedBroker',
  'unrelatedTeamLead',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const DEAL_RECORDS = ['own', 'another', 'unknown', 'deleted', 'draft'] as const;
export type DealRecord = (typeof DEAL_RECORDS)[number];

export const AGENT_PRINCIPALS = ['agent', 'anotherAgent', 'broker', 'teamLead'] as const satisfies readonly Principal[];
/** The team lead and broker over the agent, and one of each not over them (ADR 0055). */
export const OVERSEER_PRINCIPALS = ['agentsBroker', 'agentsTeamLead', 'unrelatedBroker', 'unrelatedTeamLead'] as const satisfies readonly Principal[];
export const CLIENT_PRINCIPALS = ['buyerClient', 'sellerClient', 'anotherClient', 'demotedAgent'] as const satisfies readonly Principal[];

/** A cell no request is sent for, with the reason. */
export interface NotApplicable {
  na: string;
}
export type Cell = number | NotApplicable;

export interface GlobalRow {
  scope: 'global';
  /** Status for each principal. */
  status: Record<Principal, number>;
}
export interface DealRow {
  scope: 'deal';
  status: Record<Principal, Record<DealRecord, Cell>>;
}
export type Row = GlobalRow | DealRow;

const NO_DEAL: NotApplicable = { na: 'has no deal of their own' };

// ---- global rows ----------------------------------------------------------------------------------

interface GlobalShape {
  anonymous?: number;
  admin?: number;
  agents?: number;
  clients?: number;
  /** One principal unlike its group. */
  except?: Partial<Record<Principal, number>>;
}

function global(shape: GlobalShape): GlobalRow {
  const status = {} as Record<Principal, number>;
  for (const principal of PRINCIPALS) {
    const group =
      principal === 'anonymous'
        ? shape.anonymous
        : principal === 'admin'
          ? shape.admin
          : (AGENT_PRINCIPALS as readonly string[]).includes(principal) || (OVERSEER_PRINCIPALS as readonly string[]).includes(principal)
            ? shape.agents
            : shape.clients;
    status[principal] = shape.except?.[principal] ?? group ?? 403;
  }
  if (shape.anonymous === undefined) status.anonymous = shape.except?.anonymous ?? 401;
  return { scope: 'global', status };
}

const everyone = (status: number) => global({ anonymous: status, admin: status, agents: status, clients: status });
const signedIn = (status: number) => global({ admin: status, agents: status, clients: status });
const adminOnly = (status: number) => global({ admin: status });
const agentsOnly = (status: number) => global({ agents: status });

// ---- deal rows ------------------------------------------------------------------------------------

interface DealShape {
  /** The deal's agent on their own live deal. */
  agent: number;
  /** The deal's agent on their draft (default: as on the live deal). */
  draft?: number;
  /**
   * The deal's client on it: a status; 'role' when the route admits no client (403 'Forbidden - Invalid
   * role', whatever the record); 'stranger' when the route admits clients (for the commands they do
   * send on other paths) and the deal refuses them as it refuses anyone but its agent: 403 on a live
   * deal, 404 where the deal is gone for them.
   */
  client: number | 'role' | 'stranger';
  /** The seller client, when unlike the buyer client. */
  seller?: number;
  /** Someone with the route's role but no role on a live deal (default 403 'Forbidden - You do not have access…'). */
  stranger?: number;
  /** Anyone but its agent on a draft, and anyone on an unknown or deleted deal (default 404 'Transaction not found'). */
  gone?: number;
  /**
   * The broker or team lead over the deal's agent, on its live deal (ADR 0055). Default: refused as a
   * stranger — every command, and every read that is the client's and agent's alone.
   */
  overseer?: number;
  /** Explicit cells, each with its reason in a comment at the row. */
  except?: Partial<Record<Principal, Partial<Record<DealRecord, Cell>>>>;
}

function deal(shape: DealShape): DealRow {
  const stranger = shape.stranger ?? 403;
  const gone = shape.gone ?? 404;
  const status = {} as Record<Principal, Record<DealRecord, Cell>>;
  for (const principal of PRINCIPALS) {
    let cells: Record<DealRecord, Cell>;
    if (principal === 'anonymous') cells = { own: NO_DEAL, another: 401, unknown: 401, deleted: 401, draft: 401 };
    // Admins have no role on deals (ADR 0021): the route refuses them.
    else if (principal === 'admin') cells = { own: NO_DEAL, another: 403, unknown: 403, deleted: 403, draft: 403 };
    else if ((OVERSEER_PRINCIPALS as readonly string[]).includes(principal)) {
      const over = principal === 'agentsBroker' || principal === 'agentsTeamLead';
      cells = { own: over ? (shape.overseer ?? stranger) : stranger, another: stranger, unknown: gone, deleted: gone, draft: gone };
    } else if ((AGENT_PRINCIPALS as readonly string[]).includes(principal)) {
      cells = {
        own: shape.agent,
        another: stranger,
        unknown: gone,
        deleted: gone,
        draft: principal === 'agent' ? (shape.draft ?? shape.agent) : gone,
      };
    } else if (shape.client === 'role') cells = { own: 403, another: 403, unknown: 403, deleted: 403, draft: 403 };
    else {
      const client = shape.client === 'stranger' ? stranger : shape.client;
      const own = principal === 'sellerClient' ? (shape.seller ?? client) : principal === 'demotedAgent' ? stranger : client;
      cells = { own, another: stranger, unknown: gone, deleted: gone, draft: gone };
    }
    status[principal] = { ...cells, ...shape.except?.[principal] };
  }
  return { scope: 'deal', status };
}

/** A deal read every party may make; the overseers of its agent read it too (ADR 0055). */
const partiesRead = (extra: Partial<DealShape> = {}) => deal({ agent: 200, client: 200, overseer: 200, ...extra });
/** A deal command only its agent may send, on a route clients may not call. */
const agentCommand = (agent: number, extra: Partial<DealShape> = {}) => deal({ agent, client: 'role', ...extra });

// ---- the table ------------------------------------------------------------------------------------

export const EXPECTED: Record<string, Row> = {
  // Identity, sessions and activity (spec 000 §4, §5). Public routes answer everyone alike.
  recordActivity: signedIn(202),
  getMe: signedIn(200),
  changePassword: signedIn(400), // a wrong current password: admitted, then refused on its merits
  // ADR 0060: an agent's, broker's or team lead's own profile; clients' details are their agent's, admins have no profile screen.
  updateMyProfile: agentsOnly(200),
  uploadMyLogo: agentsOnly(200),
  removeMyLogo: agentsOnly(200),
  forgotPassword: everyone(202),
  refreshSession: everyone(401), // no refresh cookie sent
  register: everyone(201), // a valid registration with a fresh invite code, whoever is signed in
  resetPassword: everyone(400), // a token no one issued
  checkResetLink: everyone(400),
  signIn: everyone(200), // a throwaway account's valid credentials
  signOut: everyone(204), // run last: it ends the caller's session
  getUserLogo: signedIn(404), // the demo admin's id: admins have no logo
  recordClientConsent: global({ clients: 200 }), // spec 002 §4: a client's own consent (ADR 0051); again for the same version records nothing
  // The compliance review's window and queue (ADR 0068): brokers and team leads; only a broker sets the window (7, the default).
  getReviewWindow: global({ agents: 200, except: { agent: 403, anotherAgent: 403 } }),
  setReviewWindow: global({ agents: 200, except: { agent: 403, anotherAgent: 403, teamLead: 403, agentsTeamLead: 403, unrelatedTeamLead: 403 } }),
  getReviewQueue: global({ agents: 200, except: { agent: 403, anotherAgent: 403 } }),
  // Notification switches (ADR 0067): each person's own, agents' and clients' kinds; admins receive none.
  listNotificationPreferences: global({ agents: 200, clients: 200 }),
  setNotificationPreference: global({ agents: 200, clients: 200 }), // new_message: a kind of both sides
  checkUnsubscribeLink: everyone(400),
  unsubscribe: everyone(400),

  // Admin console (spec 000 §6): admins only; ids are unknown ones.
  listAuditEntries: adminOnly(200),
  listAuditActions: adminOnly(200),
  exportAuditCsv: adminOnly(200),
  listAllDataRequests: adminOnly(200),
  updateDataRequest: adminOnly(404),
  downloadDataExport: adminOnly(404),
  listAllFeedback: adminOnly(200),
  updateFeedback: adminOnly(404),
  listInviteCodes: adminOnly(200),
  createInviteCode: adminOnly(201),
  revokeInviteCode: adminOnly(404),
  getAdminStats: adminOnly(200),
  getSubscriptionsOverview: adminOnly(200),
  retryParkedEvent: adminOnly(404),
  listAdminTransactions: adminOnly(200),
  listAdminUsers: adminOnly(200),
  deleteUser: adminOnly(404),
  getUserAnalytics: adminOnly(200),
  changeUserRole: adminOnly(404),
  assignTeamLead: adminOnly(404),
  assignBroker: adminOnly(404),
  listDiagnosticPings: adminOnly(200),
  recordDiagnosticPing: adminOnly(201),
  listLeads: adminOnly(200),
  exportLeadsCsv: adminOnly(200),

  // Public forms and health.
  submitContactMessage: everyone(201),
  submitInvestorInquiry: everyone(201),
  joinWaitlist: everyone(201),
  getLiveness: everyone(200),
  getReadiness: everyone(200),
  getCalendarFeed: everyone(404), // a feed file no link has: the secret is the access

  // Privacy requests (spec 002 §"Data privacy requests"): anyone signed in, their own.
  listMyDataRequests: signedIn(200),
  submitDataRequest: signedIn(201),
  downloadMyDataExport: signedIn(404), // an unknown request id

  // Agent work (spec 001): agents, brokers and team leads; clients and admins are refused by role.
  listMyClients: agentsOnly(200),
  createClient: agentsOnly(201),
  listSentClientInvitations: agentsOnly(200),
  inviteClient: agentsOnly(201), // a client account of its own per request, not yet linked
  listEducationPrompts: agentsOnly(200),
  createEducationPrompt: agentsOnly(201),
  updateEducationPrompt: agentsOnly(404), // an unknown prompt
  deleteEducationPrompt: agentsOnly(404),
  listVendors: agentsOnly(200),
  listVendorShareTargets: agentsOnly(200),
  createVendor: agentsOnly(201),
  updateVendor: agentsOnly(404), // an unknown vendor ('Vendor not found in library'); another agent's is 403 (vendors.int.spec.ts)
  deleteVendor: agentsOnly(404),
  listMyFeedback: agentsOnly(200),
  submitFeedback: agentsOnly(201),
  getMyFeedback: agentsOnly(404), // an unknown item
  deleteFeedback: agentsOnly(404),
  listCalendarFeeds: agentsOnly(200),
  revokeCalendarFeed: agentsOnly(404),
  listAlerts: agentsOnly(200),
  markAlertsRead: agentsOnly(204),
  previewTransactionMilestones: agentsOnly(200),
  listUpcomingMilestones: agentsOnly(200),
  listUpcomingTasks: agentsOnly(200),
  // The oversight dashboard (issue 24 item 3, ADR 0059): brokers and team leads only; an agent is refused
  // by the route's role list like a client. A broker or team lead without members gets an empty one.
  // Brokers and team leads, whoever they oversee (ADR 0059): one with no members gets an empty answer.
  getOversightDashboard: global({ agents: 403, except: Object.fromEntries([...['broker', 'teamLead'], ...OVERSEER_PRINCIPALS].map((p) => [p, 200])) }),
  exportOversightDealsCsv: global({ agents: 403, except: Object.fromEntries([...['broker', 'teamLead'], ...OVERSEER_PRINCIPALS].map((p) => [p, 200])) }),

  // Invitations a client answers (ADR 0039): clients only; the inviting agent's id is unknown.
  listClientInvitations: global({ clients: 200 }),
  acceptClientInvitation: global({ clients: 404 }),
  declineClientInvitation: global({ clients: 404 }),

  // Deal lists: agents list theirs, clients theirs (list and detail agree: checked apart).
  listTransactions: global({ agents: 200, clients: 200 }),

  // Creating a deal: the record is the client that client_id names (ADR 0039): own = a client
  // linked to the caller; another's = the client of a deal they are no party to; unknown = no account;
  // deleted and draft = the buyer client (linked to the agent only).
  createTransaction: deal({
    agent: 201,
    client: 'role',
    stranger: 400,
    gone: 400,
    except: { agent: { deleted: 201, draft: 201 } },
  }),
  // A calendar link for one deal: the record is the deal named by transaction_id.
  createCalendarFeed: agentCommand(201),

  // The deal and its parts (spec 002 §6, §8).
  getTransaction: partiesRead(),
  getTransactionAgentCard: partiesRead(),
  listTransactionContacts: partiesRead(),
  listTransactionDocuments: partiesRead(),
  downloadTransactionDocument: partiesRead({ draft: 404 }), // a draft has no documents: the id is unknown
  getTransactionPhoto: partiesRead({ draft: 404 }), // no photo on the draft
  listTransactionMilestones: partiesRead(),
  listTransactionTasks: partiesRead(),
  listTransactionUtilities: partiesRead(),
  listTransactionVendors: partiesRead(),
  // Spec 002 §8 Home Vault (ADR 0054): the fixture's deals are open, so its parties read 404 'Transaction not found or not closed yet';
  // anyone else 403 'You do not have access to this vault' (closed deals: home-vault.int.spec.ts).
  getHomeVault: deal({ agent: 404, client: 404 }),
  // Check-ins are the client's and their agent's alone (ADR 0055): 403 to an overseer.
  listClientCheckIns: partiesRead({ overseer: 403 }),
  checkMilestoneIntegrity: agentCommand(200, { overseer: 200 }), // a read: the overseer reads it as the agent
  // The removed generated milestones (ADR 0079): the agent's read, which the overseer shares; never a client's.
  listRemovedMilestones: agentCommand(200, { overseer: 200 }),
  // Who oversaw the deal (ADR 0055): its agent only, drafts included (none there); overseers 403.
  listTransactionOversightReads: agentCommand(200),

  updateTransaction: agentCommand(200),
  saveTransactionDraft: agentCommand(400, { draft: 200 }), // a live deal is not a draft: 400; the draft saves
  submitTransactionDraft: agentCommand(400, { draft: 200 }), // likewise; the draft is submitted once, a fresh one per cell
  updateTransactionClient: deal({ agent: 200, client: 403, draft: 200 }),
  // Lifecycle on a draft is the deal's own 400 ('Submit the draft before …', 'A draft has never been closed').
  changeTransactionStatus: deal({ agent: 200, client: 403, draft: 400 }),
  closeTransaction: deal({ agent: 200, client: 403, draft: 400 }),
  reopenTransaction: deal({ agent: 200, client: 403, draft: 400 }), // own: a fresh closed deal
  archiveTransaction: deal({ agent: 200, client: 403, draft: 400 }), // own: a fresh closed deal; a draft is not closed
  // Spec 001 §4: deleting an already deleted deal answers its agent success at once; anyone else 404.
  deleteTransaction: deal({ agent: 204, client: 403, except: { agent: { deleted: 204 } } }),
  uploadTransactionPhoto: agentCommand(200),
  uploadTransactionDocument: agentCommand(201),
  // Documents (ADR 0047): the agent renames and deletes; the route admits clients, the deal refuses them.
  updateTransactionDocument: deal({ agent: 200, client: 403, draft: 404 }),
  deleteTransactionDocument: deal({ agent: 204, client: 403, draft: 404 }),
  // Email Document Link (ADR 0053): the agent sends and revokes (a revoke is idempotent); a draft has no documents.
  emailTransactionDocumentLink: deal({ agent: 201, client: 403, draft: 404 }),
  revokeTransactionDocumentLink: deal({ agent: 204, client: 403, draft: 404 }),
  // Its list (ADR 0065): the deal's agent only, as sending; an overseer 403 (who the agent mailed is not oversight).
  listTransactionDocumentLinks: deal({ agent: 200, client: 403, draft: 404 }),
  // No session: the signature is the credential; a link no one was sent is not found for everyone.
  openDocumentLink: everyone(404),
  createTransactionContact: agentCommand(201),
  // A draft's contact id names no contact of it (the fixture gives drafts none): 404 'Contact not found'.
  updateTransactionContact: agentCommand(200, { draft: 404 }),
  deleteTransactionContact: agentCommand(204, { draft: 404 }),
  // A draft has no timeline yet (ADR 0024): 400 'Submit the draft before adding milestones'.
  // The milestone commands' routes admit clients; the deal refuses them as strangers.
  createCustomMilestone: deal({ agent: 201, draft: 400, client: 'stranger' }),
  updateCustomMilestone: deal({ agent: 200, draft: 400, client: 'stranger' }),
  deleteCustomMilestone: deal({ agent: 204, draft: 400, client: 'stranger' }),
  amendContractDeadline: deal({ agent: 200, draft: 400, client: 'stranger' }),
  confirmMilestone: deal({ agent: 200, draft: 400, client: 'stranger' }),
  withdrawMilestoneConfirmation: deal({ agent: 200, draft: 400, client: 'stranger' }),
  // A deal's review (ADR 0068): its agent and the overseers of its agent read it. Only those overseers
  // decide, and the fixture's deal is not ready (it neither closed nor closes within 7 days): 409. The
  // agent role is not admitted to deciding (403 whatever the record). Only its agent resolves a
  // return, and there is none: 409.
  getTransactionReview: deal({ agent: 200, client: 'role', overseer: 200 }),
  decideTransactionReview: deal({
    agent: 403,
    client: 'role',
    overseer: 409,
    except: { agent: { unknown: 403, deleted: 403, draft: 403 }, anotherAgent: { unknown: 403, deleted: 403, draft: 403 } },
  }),
  resolveTransactionReturn: deal({ agent: 409, client: 'role' }),
  // ADR 0064: the deal's agent removes a generated milestone and restores it, as a confirmation.
  removeGeneratedMilestone: deal({ agent: 200, draft: 400, client: 'stranger' }),
  restoreGeneratedMilestone: deal({ agent: 200, draft: 400, client: 'stranger' }),
  // ADR 0069, sent without If-Match: the broker or team lead over the deal's agent, and an admin, meet
  // 'If-Match … is required' (400); its agent and everyone else are refused; a draft is nobody's to hand on.
  reassignTransaction: deal({ agent: 403, draft: 404, client: 'stranger', overseer: 400, except: { admin: { another: 400, unknown: 404, deleted: 404, draft: 404 } } }),
  // The agents the caller may hand the deal to (ADR 0069): whoever may reassign reads the list (the admin on any live deal); the rest as above.
  listReassignTargets: deal({ agent: 403, draft: 404, client: 'stranger', overseer: 200, except: { admin: { another: 200, unknown: 404, deleted: 404, draft: 404 } } }),
  setMilestoneEducation: deal({ agent: 200, client: 'stranger' }),
  resetMilestoneEducation: deal({ agent: 200, client: 'stranger' }),
  fixMilestoneIntegrity: agentCommand(200),
  // Tasks: the agent manages theirs; a client adds their own (private) and works the shared ones.
  createTransactionTask: deal({ agent: 201, client: 201 }),
  updateTransactionTask: deal({ agent: 200, client: 200, draft: 404 }), // the client ticks a shared task done
  deleteTransactionTask: deal({ agent: 204, client: 403, draft: 404 }), // the agent's task: not the client's to delete
  // Utilities: the agent manages them; the client reads the visible ones.
  createTransactionUtility: deal({ agent: 201, client: 403 }),
  updateTransactionUtility: deal({ agent: 200, client: 403, draft: 404 }),
  deleteTransactionUtility: deal({ agent: 204, client: 403, draft: 404 }),
  // Transaction vendors (ADR 0050): the agent adds and removes them; the client reads the shared ones.
  // A client removing one is told 'Forbidden - Only agents can unshare vendors' (403, spec 002 §8).
  createTransactionVendor: deal({ agent: 201, client: 403 }),
  deleteTransactionVendor: deal({ agent: 204, client: 403, draft: 404 }),
  // A client's upload (ADR 0052): the deal's client only; the route admits no agent (403 'Forbidden - Invalid role', whatever the record).
  uploadClientDocument: deal({
    agent: 403,
    client: 201,
    except: Object.fromEntries([...AGENT_PRINCIPALS, ...OVERSEER_PRINCIPALS].map((principal) => [principal, { unknown: 403, deleted: 403, draft: 403 }])),
  }),
  // Check-ins (ADR 0035): the client checks in; the agent reads, marks viewed and answers.
  submitCheckIn: deal({ agent: 403, client: 201 }),
  markCheckInViewed: deal({ agent: 200, client: 403, draft: 404 }),
  respondToCheckIn: deal({ agent: 200, client: 403, draft: 404 }),
  // Messages (ADR 0044): the deal's agent and its client, both ways; a draft is the agent's alone.
  // Messages are the client's and their agent's alone (ADR 0055): 403 to an overseer.
  listDealMessages: partiesRead({ overseer: 403 }),
  countUnreadDealMessages: partiesRead({ overseer: 403 }),
  sendDealMessage: deal({ agent: 201, client: 201 }),
  markDealMessagesRead: deal({ agent: 200, client: 200 }),
  // Counts over the caller's own deals: agents and clients; admins have no deals (ADR 0021).
  listUnreadMessageCounts: global({ agents: 200, clients: 200 }),
};

/**
 * The file routes an `<img>` loads through a signed URL instead of a bearer (ADR 0045; issue 21 item
 * 3: photos, logos and previews by one mechanism). Each is sent a second time per cell, signed by the
 * server for that principal's own session and carrying no header at all, and must answer as its row
 * here says: the signature stands for its caller and opens nothing the caller's bearer would not.
 * Anonymous has no session to sign for: its cell is the path without a signature. Every operation of
 * openapi.json that takes the signature's query (`sub` … `sig`) has a row here, and no other.
 * Document previews have no inline route of their own (documents download as attachments, with the
 * bearer); a document link's signature is another credential (ADR 0053: `openDocumentLink`).
 */
export const SIGNED_FILE_ROWS: Record<string, Row> = {
  // The deal's photo: as with the bearer, its parties and its agent's overseers; no photo on a draft.
  getTransactionPhoto: EXPECTED.getTransactionPhoto!,
  // The fixture's agent's logo (uploaded for this test): anyone signed in, as on a deal's agent card.
  getUserLogo: signedIn(200),
};

/** The answer expected of one cell, and what it is about. */
export function expectedCell(operationId: string, principal: Principal, record: DealRecord | 'global'): Cell | undefined {
  const row = EXPECTED[operationId];
  if (!row) return undefined;
  if (row.scope === 'global') return record === 'global' ? row.status[principal] : undefined;
  return record === 'global' ? undefined : row.status[principal][record];
}
