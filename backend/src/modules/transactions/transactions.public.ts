/** What other modules may use of the deal: the milestone catalogue, its default education texts, its access policy and listing rule. */
export { MILESTONE_NAMES, MILESTONE_TYPES } from './kernel/domain/milestone-types';
export type { MilestoneType } from './kernel/domain/milestone-types';
export { DEFAULT_EDUCATION, EDUCATED_MILESTONE_TYPES, EDUCATION_TEXT_MAX, isEducatedMilestoneType } from './milestones/domain/default-education';
export type { EducatedMilestoneType } from './milestones/domain/default-education';
/** Who may see a deal (the calendar module checks a single-deal link's owner with it). */
export { listOwnersOf, transactionListPolicy, transactionPolicy } from './kernel/transactions.policy';
/** Which of a deal's milestones are listed (a closed deal's up to its close), for reads outside the module. */
export { clientSeesMilestoneSql, dealUnderWaySql, milestoneListedSql } from './kernel/milestone-summary.sql';
export { MILESTONE_MOVING_EVENT_TYPES } from './milestones/projections/transaction-milestones.projection';
export { formatDue } from './milestones/domain/deadline-alert-kind';
/** Where a deal's alerts and calendar events lead. */
export { clientPortalLink, dealSectionLink, dealTimelineLink } from './kernel/deal-links';
/** A forced delete (spec 001 §8): the event, and how a read table of another module forgets the deal. */
export { DEAL_DELETED, forgetForcedDeletion } from './kernel/forced-deletion';
/** What of a deal's documents its client sees (agent_only, the deal's switches, their role's fields), as SQL over transaction_documents. */
export { CLIENT_DOCUMENT_FILTER } from './documents/queries/list-transaction-documents.query';
