import { DomainError } from '../errors/domain-error';

/**
 * DESIGN.md, "Write side": a version conflict is a 'Concurrent modification' (409). A conflict on a
 * version the caller pinned (`If-Match`) is a StaleVersionError instead (412, ADR 0016).
 */
export class ConcurrencyError extends DomainError {
  readonly kind = 'conflict';
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: number,
  ) {
    super('Concurrent modification');
  }
}

/** The caller's `If-Match` names a version the stream is no longer (or not yet) at; `currentVersion` says where it is. */
export class StaleVersionError extends DomainError {
  readonly kind = 'stale';
  constructor(
    readonly streamId: string,
    readonly currentVersion: number,
  ) {
    super('Precondition failed');
  }
}
