/** What other modules may use of the deal: the milestone catalogue, its default education texts, its access policy and listing rule. */
export { MILESTONE_NAMES, MILESTONE_TYPES } from './domain/milestones/milestone-types';
export type { MilestoneType } from './domain/milestones/milestone-types';
export { DEFAULT_EDUCATION, EDUCATED_MILESTONE_TYPES, EDUCATION_TEXT_MAX, isEducatedMilestoneType } from './domain/milestones/default-education';
export type { EducatedMilestoneType } from './domain/milestones/default-education';
/** Who may see a deal (the calendar module checks a single-deal link's owner with it). */
export { transactionPolicy } from './transactions.policy';
/** Which of a deal's milestones are listed (a closed deal's up to its close), for reads outside the module. */
export { milestoneListedSql } from './projections/milestone-summary.sql';
/** Where a deal's alerts and calendar events lead. */
export { dealTimelineLink } from './deal-links';
/** A forced delete (spec 001 §8): the event, and how a read table of another module forgets the deal. */
export { DEAL_DELETED, forgetForcedDeletion } from './projections/forced-deletion';
