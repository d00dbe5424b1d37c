/*
 * The client side of optimistic concurrency (issue 8, item 2; docs/adr/0018-client-if-match-and-field-kit.md).
 *
 * Every aggregate read carries `version` (and single GETs answer `ETag: "<version>"`); every command
 * endpoint declares an optional `If-Match` header in openapi/openapi.json, which the RTK Query code
 * generator turns into an `'If-Match'?: string` member of the endpoint's argument and a request header.
 * `sendingVersion` wraps such a mutation so that the caller must hand it the version the screen read:
 * the argument type no longer has the header, the version is a required parameter, and an endpoint
 * whose contract has no If-Match does not compile. A stale version answers 412 with the current one;
 * `staleRecordOf` recognises it (and the 409 of a lost race) for the StaleRecordNotice.
 */

export const IF_MATCH = 'If-Match';

/** The part of a generated command argument that carries the expected version. */
export interface IfMatchArg {
  'If-Match'?: string;
}

/** A record as the API reads it: every aggregate row carries its stream version. */
export interface Versioned {
  version: number;
}

/** The entity tag of a version, as the API writes it in ETag and expects in If-Match. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** The version an ETag names (strong `"7"` or weak `W/"7"`), or null for anything else. */
export function versionOfEtag(etag: string | null | undefined): number | null {
  const match = /^(?:W\/)?"(\d+)"$/.exec(etag?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** Every object type fits `{ 'If-Match'?: string }`; this refuses an endpoint whose argument has no such member. */
type DeclaresIfMatch<Arg> = 'If-Match' extends keyof Arg ? unknown : 'this endpoint declares no If-Match header in openapi.json';

/**
 * A mutation trigger that must be given the version its caller acted on:
 * `const save = sendingVersion(updateDeal); await save({ id, updateDealDto }, deal.version).unwrap()`.
 */
export function sendingVersion<Arg extends IfMatchArg, Result>(
  trigger: ((arg: Arg) => Result) & DeclaresIfMatch<Arg>,
): (arg: Omit<Arg, 'If-Match'>, version: number) => Result {
  return (arg, version) => {
    if (!Number.isInteger(version) || version < 0) throw new Error(`Not a record version: ${String(version)}`);
    return trigger({ ...arg, [IF_MATCH]: etagOf(version) } as Arg);
  };
}

/** Why a command was refused as stale: someone else's change came first. */
export interface StaleRecord {
  /** 412: our If-Match named an older version. 409: no If-Match and a concurrent write won. */
  status: 412 | 409;
  /** The record's version now, when the API said it. */
  currentVersion: number | null;
}

/** Reads an RTK Query error (`{ status, data }`) as a stale-record refusal, or null if it is something else. */
export function staleRecordOf(error: unknown): StaleRecord | null {
  if (!error || typeof error !== 'object') return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 412 && status !== 409) return null;
  const body = (data && typeof data === 'object' ? data : {}) as { currentVersion?: unknown; message?: unknown };
  // A 409 is stale only when it says so; other conflicts (a duplicate e-mail…) have their own message.
  if (status === 409 && body.message !== 'Concurrent modification') return null;
  const current = body.currentVersion;
  return { status, currentVersion: typeof current === 'number' && Number.isInteger(current) ? current : null };
}
