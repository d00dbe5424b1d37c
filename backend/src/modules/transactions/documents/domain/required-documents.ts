import { DocumentKind } from './documents.events';

/**
 * ADR 0047: the documents a deal requires (spec 002 §4 "required documents", a set the spec does not
 * name): the executed contract always; the T-47, the MUD/PID notice, the seller's disclosure and the
 * HOA resale certificate (0047's addendum) when the deal's own `*_required` flag is set. One
 * non-deleted document of the kind satisfies it.
 */
export const REQUIRED_DOCUMENT_FLAGS: Readonly<Partial<Record<DocumentKind, string | null>>> = {
  contract: null,
  t47: 't47_required',
  mud_pid: 'mud_pid_required',
  sellers_disclosure: 'seller_disclosure_required',
  hoa_resale_cert: 'hoa_resale_cert_required',
};

/** SQL: whether kind `kind` is required on the deal whose `fields` are `fields` (jsonb). */
export function requiredKindSql(kind: string, fields: string): string {
  const arms = Object.entries(REQUIRED_DOCUMENT_FLAGS).map(([documentKind, flag]) =>
    flag === null ? `${kind} = '${documentKind}'` : `(${kind} = '${documentKind}' AND coalesce((${fields} ->> '${flag}')::boolean, false))`,
  );
  return `(${arms.join(' OR ')})`;
}
