import type { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { ForbiddenError } from '../../../../platform/errors/domain-error';
import { POLICY_VERSION } from '../../domain/user.events';

/** Spec 002 §4 "Client consent", ADR 0051: what a refused read says, and its machine-readable reason. */
export const CONSENT_REQUIRED_MESSAGE = 'Please acknowledge the terms to continue';
export const CONSENT_REQUIRED_REASON = 'consent_required';

/** A client's deal read before they consented: 403 with `reason: 'consent_required'`, which the portal turns into its dialog. */
export class ConsentRequiredError extends ForbiddenError {
  override readonly reason = CONSENT_REQUIRED_REASON;
  constructor() {
    super(CONSENT_REQUIRED_MESSAGE);
  }
}

/**
 * Spec 002 §4: consent is required while `client_consent_at` is empty or `policy_version` is not the
 * current one (v1.0.0). Read from the profiles table on every call, so a consent recorded by the
 * previous request (an inline projection) lets the next one through.
 */
export async function hasClientConsent(sql: SqlExecutor, userId: string): Promise<boolean> {
  const [row] = await sql.query<{ consented: boolean }>(
    'SELECT client_consent_at IS NOT NULL AND policy_version = $2 AS consented FROM profiles WHERE id = $1',
    [userId, POLICY_VERSION],
  );
  return row?.consented === true;
}

/** The refusal for a caller whose account is a client without consent; null for anyone else (an agent previewing included). */
export async function consentRefusalFor(sql: SqlExecutor, actor: { userId: string; role: string }): Promise<ConsentRequiredError | null> {
  if (actor.role !== 'client') return null;
  return (await hasClientConsent(sql, actor.userId)) ? null : new ConsentRequiredError();
}
