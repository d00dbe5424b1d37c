import { DomainError } from '../http/domain-error';

/** DESIGN.md, "Write side": a version conflict is a 409 'Concurrent modification'. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: number,
  ) {
    super(409, 'Concurrent modification');
  }
}
