import { TooManyRequestsError } from '../../platform/errors/domain-error';
import { RateLimited } from '../../platform/http/rate-limited.guard';
import { LeadKind } from './domain/lead.events';

/** A person sends a form once or twice; five a minute from one address is a script. */
export const LEAD_SUBMISSIONS_PER_WINDOW = 5;
export const LEAD_SUBMISSION_WINDOW_MS = 60_000;
export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again in a minute.';

export class TooManySubmissionsError extends TooManyRequestsError {
  constructor() {
    super(TOO_MANY_SUBMISSIONS);
  }
}

/**
 * `@RateLimitedLeadForm('contact')`: per form, per client address, at most
 * LEAD_SUBMISSIONS_PER_WINDOW requests a minute, counted in Redis so every API process shares the
 * count. When Redis is away the form still works: losing a real lead costs more than letting a
 * burst of spam through.
 */
export function RateLimitedLeadForm(form: LeadKind) {
  return RateLimited({
    bucket: `lead-form:${form}`,
    per: 'ip',
    limit: LEAD_SUBMISSIONS_PER_WINDOW,
    windowMs: LEAD_SUBMISSION_WINDOW_MS,
    refusal: () => new TooManySubmissionsError(),
    description: TOO_MANY_SUBMISSIONS,
  });
}
