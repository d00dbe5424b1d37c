/** What other modules may use of the deal: the milestone catalogue and its default education texts. */
export { MILESTONE_NAMES, MILESTONE_TYPES } from './domain/milestones/milestone-types';
export type { MilestoneType } from './domain/milestones/milestone-types';
export { DEFAULT_EDUCATION, EDUCATED_MILESTONE_TYPES, EDUCATION_TEXT_MAX, isEducatedMilestoneType } from './domain/milestones/default-education';
export type { EducatedMilestoneType } from './domain/milestones/default-education';
