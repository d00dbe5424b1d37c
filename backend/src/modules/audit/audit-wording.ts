import { AGENT_ONLY_PLACEHOLDER, PERSONAL_DATA_PLACEHOLDER, PRIVATE_PLACEHOLDER } from './projections/audit-trail.projection';

/**
 * How the audit trail reads to a person (issue 11 item 6): a sentence per entry ("Role changed
 * from Agent to Broker"), the changed fields as a before/after list, and a name for each event
 * type. The screen and the CSV both use these words, so they can never disagree.
 *
 * The trail audits every event type without knowing them (ADR 0007), so the wording works on the
 * stored, redacted data by field name: a type this catalogue does not know yet still reads as its
 * name in words ("InviteCodeRevoked" → "Invite code revoked") with its fields listed.
 */

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditWordingInput {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What an admin sees in place of a sealed value. */
export const HIDDEN_PERSONAL_DATA = 'Hidden (personal data)';
/** What an admin sees in place of a value kept from clients, or private to a client (ADR 0040). */
export const HIDDEN_AGENT_ONLY = 'Hidden (agent only)';
export const HIDDEN_PRIVATE = 'Hidden (private)';

const HIDDEN_WORDS: Readonly<Record<string, string>> = {
  [PERSONAL_DATA_PLACEHOLDER]: HIDDEN_PERSONAL_DATA,
  [AGENT_ONLY_PLACEHOLDER]: HIDDEN_AGENT_ONLY,
  [PRIVATE_PLACEHOLDER]: HIDDEN_PRIVATE,
};

/** "under_review" → "Under review", "team_lead" → "Team lead" (the casing of role names everywhere). */
export function humanizeValue(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** "FeedbackStatusChanged" → "Feedback status changed"; "maxUses" → "Max uses". */
export function humanizeName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The name of each event type this product appends today, in the words of the screens. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  UserRegistered: 'Account created',
  PasswordSet: 'Password set',
  LogoUploaded: 'Logo uploaded',
  LogoRemoved: 'Logo removed',
  ProfileUpdated: 'Profile updated',
  RoleChanged: 'Role changed',
  PasswordResetRequested: 'Password reset requested',
  PasswordChanged: 'Password changed',
  ClientConsentRecorded: 'Client consent recorded',
  UserErased: 'Account deleted',
  TeamLeadAssigned: 'Team lead assigned',
  TeamLeadCleared: 'Team lead cleared',
  BrokerAssigned: 'Broker assigned',
  BrokerCleared: 'Broker cleared',
  DealReadByOverseer: 'Deal read by its agent’s team lead or broker',
  DealReviewApproved: 'Deal approved in compliance review',
  DealReviewReturned: 'Deal returned from compliance review',
  DealReturnResolved: 'Compliance review return resolved',
  ReviewWindowSet: 'Compliance review window set',
  InviteCodeCreated: 'Invite code created',
  InviteCodeConsumed: 'Invite code used',
  InviteCodeLinked: 'Invite code linked to an account',
  InviteCodeReleased: 'Invite code use given back',
  InviteCodeRevoked: 'Invite code revoked',
  FeedbackSubmitted: 'Feedback submitted',
  FeedbackStatusChanged: 'Feedback status changed',
  FeedbackAdminNotesUpdated: 'Feedback notes updated',
  FeedbackDeleted: 'Feedback deleted',
  DataRequestSubmitted: 'Data request filed',
  DataRequestStatusChanged: 'Data request status changed',
  DataRequestCompleted: 'Data request completed',
  DataRequestAdminNotesUpdated: 'Data request notes updated',
  DataExportPrepared: 'Data export prepared',
  PersonalDataErased: 'Personal data erased',
  ContactMessageSubmitted: 'Contact message received',
  InvestorInquirySubmitted: 'Investor enquiry received',
  WaitlistJoined: 'Joined the waitlist',
  DiagnosticPingRecorded: 'Diagnostic ping recorded',
  DiagnosticPingAcknowledged: 'Diagnostic ping acknowledged',
  TransactionCreated: 'Transaction created',
  TransactionDraftSaved: 'Transaction draft saved',
  TransactionDraftSubmitted: 'Transaction draft submitted',
  TransactionFieldsChanged: 'Transaction details changed',
  TransactionClientLinked: 'Client linked to transaction',
  TransactionClosed: 'Transaction closed',
  TransactionReopened: 'Transaction reopened',
  TransactionStatusChanged: 'Transaction status changed',
  TransactionDeleted: 'Transaction deleted',
  TransactionReassigned: 'Transaction reassigned to another agent',
  TransactionPhotoAttached: 'Property photo uploaded',
  TransactionDocumentAttached: 'Document uploaded',
  TransactionDocumentRenamed: 'Document renamed',
  TransactionDocumentVisibilityChanged: 'Document visibility changed',
  TransactionDocumentDeleted: 'Document deleted',
  TransactionDocumentLinkSent: 'Document link e-mailed',
  TransactionDocumentLinkRevoked: 'Document link revoked',
  TransactionContactAdded: 'Contact added',
  TransactionContactChanged: 'Contact changed',
  TransactionContactRemoved: 'Contact deleted',
  TransactionContactsCleared: 'Contacts replaced',
  MilestoneEducationSet: 'Client education text written',
  MilestoneEducationReset: 'Client education text reset',
  EducationPromptCreated: 'Education prompt created',
  EducationPromptEdited: 'Education prompt edited',
  EducationPromptDeleted: 'Education prompt deleted',
  LibraryVendorCreated: 'Vendor added to library',
  LibraryVendorUpdated: 'Library vendor edited',
  LibraryVendorDeleted: 'Vendor deleted from library',
  CustomMilestoneAdded: 'Milestone added',
  CustomMilestoneChanged: 'Milestone changed',
  CustomMilestoneRemoved: 'Milestone removed',
  TransactionMilestonesRegenerated: 'Milestones regenerated (integrity fix)',
  ContractDeadlineAmended: 'Contract deadline amended',
  MilestoneConfirmed: 'Milestone confirmed done',
  MilestoneConfirmationWithdrawn: 'Milestone confirmation withdrawn',
  GeneratedMilestoneRemoved: 'Generated milestone removed',
  GeneratedMilestoneRestored: 'Generated milestone restored',
  TransactionTaskCreated: 'Task created',
  TransactionTaskUpdated: 'Task changed',
  TransactionTaskRescheduled: 'Task moved with the deal\'s dates',
  TransactionTaskCompleted: 'Task completed',
  TransactionTaskReopened: 'Task reopened',
  TransactionTaskDeleted: 'Task deleted',
  TransactionUtilityAdded: 'Utility added',
  TransactionUtilityChanged: 'Utility changed',
  TransactionUtilityRemoved: 'Utility removed',
  TransactionVendorAdded: 'Vendor added',
  TransactionVendorRemoved: 'Vendor removed',
  ClientCheckInSubmitted: 'Client checked in',
  ClientCheckInViewed: 'Check-in viewed',
  ClientCheckInAnswered: 'Check-in answered',
  CalendarFeedCreated: 'Calendar link created',
  CalendarFeedRevoked: 'Calendar link revoked',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? humanizeName(action);
}

/** Fields that hold a value from a fixed list: shown in words ("in_progress" → "In progress"). */
const LISTED_VALUES = new Set(['status', 'role', 'from', 'to', 'feedbackType', 'category', 'priority', 'requestType', 'via', 'kind', 'visibility']);

/** Ids and secrets say nothing to a reader: the entity and actor columns already name who and what. */
const NOT_SHOWN = new Set([
  'userId',
  'feedbackId',
  'requestId',
  'leadId',
  'inviteCodeId',
  'pingId',
  'resetId',
  'tokenHash',
  'passwordHash',
  'changedBy',
  'erasedBy',
  'createdBy',
  'transactionId',
  'agentId',
  'clientId',
  'previousClientId',
  // Whose a task's private text or notes are (ADR 0040): ids, not what changed.
  'private_to',
  'notes_by',
  'contactId',
  'documentId',
  'storagePath',
  'promptId',
  'setBy',
  'uploadedBy',
  'milestoneId',
  'taskId',
  'feedId',
  'ownerId',
  'created_by',
  'template_id',
  'linked_entity_id',
]);

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mail',
  userEmail: 'E-mail',
  userName: 'Name',
  feedbackType: 'Type',
  requestType: 'Type',
  maxUses: 'Max uses',
  via: 'How',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An instant as "2026-11-23 19:07 UTC": the same in the CSV as on any screen. */
function formatInstant(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** One stored value in words; null stays null (the screen shows a dash). */
export function formatAuditValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && Object.hasOwn(HIDDEN_WORDS, value)) return HIDDEN_WORDS[value];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (LISTED_VALUES.has(field)) return humanizeValue(value);
    if (ISO_INSTANT.test(value)) return formatInstant(value);
    return value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => formatAuditValue(field, item)).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  return JSON.stringify(value);
}

const fieldLabel = (field: string) => FIELD_LABELS[field] ?? humanizeName(field);

/** The fields an entry shows: each one the event carries, with its earlier value when it changed. */
export function auditChanges({ action, before, after }: AuditWordingInput): AuditChange[] {
  if (action === 'RoleChanged' && after) {
    return [{ field: 'Role', before: formatAuditValue('role', after.from), after: formatAuditValue('role', after.to) }];
  }
  if (!after) return [];
  return Object.entries(after)
    .filter(([field]) => !NOT_SHOWN.has(field))
    .map(([field, value]) => ({
      field: fieldLabel(field),
      before: before && field in before ? formatAuditValue(field, before[field]) : null,
      after: formatAuditValue(field, value),
    }))
    // A field empty before and after says nothing ("Phone: —" on an account created without one).
    .filter((change) => change.before !== null || change.after !== null);
}

const word = (field: string, value: unknown) => formatAuditValue(field, value) ?? '—';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A from → to clause when the earlier value is known. */
const change = (field: string, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
  before && field in before ? `from ${word(field, before[field])} to ${word(field, after[field])}` : `to ${word(field, after[field])}`;

/** Why a team or brokerage membership ended (ADR 0046), after "Team lead cleared". */
const MEMBERSHIP_END_WORDS: Record<string, (overseer: string) => string> = {
  member_role_changed: () => " as the person's role changed",
  overseer_role_changed: (overseer) => ` as the ${overseer}'s role changed`,
  overseer_erased: (overseer) => ` as the ${overseer}'s account was deleted`,
};

const REQUEST_TYPE_LABEL: Record<string, string> = { access: 'Data access', deletion: 'Account deletion' };

/** One sentence that says what happened. */
export function auditSummary({ action, before, after }: AuditWordingInput): string {
  const data = after ?? {};
  switch (action) {
    case 'UserRegistered':
      return `Account created as ${word('role', data.role)}${data.inviteCode ? ` with invite code ${text(data.inviteCode)}` : ''}`;
    case 'RoleChanged':
      return `Role changed from ${word('role', data.from)} to ${word('role', data.to)}`;
    case 'PasswordChanged':
      return data.via === 'reset' ? 'Password reset from an e-mailed link' : 'Password changed';
    case 'ClientConsentRecorded':
      return `Client consent recorded (policy ${text(data.policyVersion)})`;
    case 'UserErased':
      return 'Account deleted and personal data erased';
    case 'TeamLeadCleared':
      return `Team lead cleared${MEMBERSHIP_END_WORDS[text(data.reason)]?.('team lead') ?? ''}`;
    case 'BrokerCleared':
      return `Broker cleared${MEMBERSHIP_END_WORDS[text(data.reason)]?.('broker') ?? ''}`;
    case 'InviteCodeCreated':
      return `Invite code ${text(data.code)} created for ${word('role', data.role)}, up to ${word('maxUses', data.maxUses)} ${data.maxUses === 1 ? 'use' : 'uses'}`;
    case 'InviteCodeConsumed':
      return `Invite code ${text(data.code)} used`;
    case 'InviteCodeLinked':
      return `Invite code ${text(data.code)} linked to the new account`;
    case 'InviteCodeReleased':
      return `Invite code ${text(data.code)}: a use was given back`;
    case 'InviteCodeRevoked':
      return `Invite code ${text(data.code)} revoked`;
    case 'FeedbackSubmitted':
      return `Feedback submitted: ${word('feedbackType', data.feedbackType)}, ${word('priority', data.priority).toLowerCase()} priority`;
    case 'FeedbackStatusChanged':
      return `Feedback status changed ${change('status', before, data)}`;
    case 'FeedbackAdminNotesUpdated':
      return data.adminNotes === null ? 'Admin notes on feedback cleared' : 'Admin notes on feedback updated';
    case 'DataRequestSubmitted':
      return `${REQUEST_TYPE_LABEL[text(data.requestType)] ?? 'Data'} request filed`;
    case 'DataRequestStatusChanged':
      return `Data request status changed ${change('status', before, data)}`;
    case 'DataRequestCompleted':
      return `${REQUEST_TYPE_LABEL[text(data.requestType)] ?? 'Data'} request completed`;
    case 'DataRequestAdminNotesUpdated':
      return data.adminNotes === null ? 'Admin notes on data request cleared' : 'Admin notes on data request updated';
    case 'DataExportPrepared':
      return 'Data export prepared for download';
    case 'PersonalDataErased':
      return "The requester's personal data was erased";
    case 'DiagnosticPingAcknowledged':
      return 'Diagnostic ping acknowledged by the worker';
    case 'TransactionCreated':
      return data.status === 'draft' ? 'Transaction draft started' : `Transaction created (${word('status', data.status).toLowerCase()})`;
    case 'TransactionStatusChanged':
      return `Transaction status changed ${change('status', before, data)}`;
    case 'TransactionReopened':
      return `Transaction reopened as ${word('status', data.status).toLowerCase()}`;
    case 'TransactionDeleted':
      return data.forced ? 'Closed transaction deleted (forced)' : 'Transaction deleted';
    case 'TransactionDocumentAttached':
      return `Document uploaded: ${text(data.title)}`;
    case 'TransactionDocumentRenamed':
      return `Document renamed: ${text(data.title)}`;
    case 'TransactionDocumentVisibilityChanged':
      return `Document visibility changed to ${word('visibility', data.visibility)}`;
    case 'CustomMilestoneAdded':
      return `Milestone added: ${text(data.name)}`;
    case 'TransactionTaskCreated':
      return data.source === 'automation' ? `Task created by automation: ${text(data.title)}` : `Task created: ${text(data.title)}`;
    case 'MilestoneEducationSet':
    case 'MilestoneEducationReset':
      return `${auditActionLabel(action)} for ${humanizeName(text(data.milestoneType))}`;
    default:
      return auditActionLabel(action);
  }
}

/** The changes as one line of text, for the CSV: "Status: New → Planned; Resolved at: 2026-11-23 19:07 UTC". */
export function auditChangesText(changes: readonly AuditChange[]): string {
  return changes
    .map(({ field, before, after }) => (before === null ? `${field}: ${after ?? '—'}` : `${field}: ${before} → ${after ?? '—'}`))
    .join('; ');
}
