import { DomainErrorKind } from '../errors/domain-error';

/** The one mapping of a domain error's kind to its HTTP status (ADR 0016); the socket filter uses it too. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale: 412,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
};
