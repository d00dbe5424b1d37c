/**
 * What went wrong, in the domain's words: every rule the product refuses is a DomainError of one
 * kind with the spec's exact message (spec 002 §8, 001 §8). No HTTP here — platform/http/error-status.ts
 * maps each kind to its status in one place, for the HTTP and the socket filters alike (ADR 0016).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** The caller's expected version (`If-Match`) is not the current one. */
  | 'stale'
  | 'unsupported_media_type'
  /** Well-formed, but it contradicts what the server holds (an idempotency key reused with another request). */
  | 'unprocessable'
  | 'too_many_requests';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  /** `reason`: machine-readable, where the client must tell refusals with one message apart. */
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
  constructor(message = 'Unauthorized - No active session', reason?: string) {
    super(message, reason);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'Forbidden - Invalid role') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

export class ValidationError extends DomainError {
  readonly kind = 'invalid';
}

/** The request contradicts the state of the record (e.g. it was erased, or is final). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

export class TooManyRequestsError extends DomainError {
  readonly kind = 'too_many_requests';
}
