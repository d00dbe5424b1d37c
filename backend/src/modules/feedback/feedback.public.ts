/** What other modules may use of feedback: a person's own feedback, for their data export. */
export { ListOwnFeedback } from './queries/list-own-feedback/list-own-feedback.query';
export type { FeedbackDto } from './feedback.dto';
