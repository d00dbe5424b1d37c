/**
 * Every rule the product refuses is a DomainError with the spec's status and exact message
 * (spec 002 §8, 001 §8); the exception filter turns it into `{ statusCode, message }`, plus a
 * machine-readable `reason` where the client must tell refusals with one message apart.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized - No active session', reason?: string) {
    super(401, message, reason);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden - Invalid role') {
    super(403, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}
