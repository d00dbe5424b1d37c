import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-error';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';

/** The deal's entities addressed by their own id under `/transactions/{id}/…` (spec 002 §8's 403 list). */
export type DealEntityKind = 'milestone' | 'document' | 'utility';

const ENTITIES: Readonly<Record<DealEntityKind, { table: string; notFound: string }>> = {
  milestone: { table: 'transaction_milestones', notFound: 'Milestone not found' },
  document: { table: 'transaction_documents', notFound: 'Document not found' },
  utility: { table: 'transaction_utilities', notFound: 'Utility not found' },
};

/** Spec 002 §8, verbatim: 'Forbidden - You do not have access to this transaction (also: milestone, task, document, utility)'. */
export const dealEntityForbidden = (kind: DealEntityKind): string => `Forbidden - You do not have access to this ${kind}`;

/**
 * Runs `work` (a command or read on deal `transactionId` naming entity `entityId`); when it answers
 * that the entity is not on this deal although it is on another, the caller is refused with the
 * spec's 403 for that entity instead: the id is real, but not theirs to reach through this deal. A
 * caller who is no party of `transactionId` is refused by the deal first (the transaction's 403), and
 * an id on no deal stays a 404.
 */
export async function withinDeal<T>(
  sql: SqlExecutor,
  kind: DealEntityKind,
  transactionId: string,
  entityId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { table, notFound } = ENTITIES[kind];
    if (!(error instanceof NotFoundError) || error.message !== notFound) throw error;
    const elsewhere = await sql.query(`SELECT 1 FROM ${table} WHERE id = $1 AND transaction_id <> $2 LIMIT 1`, [
      entityId,
      transactionId,
    ]);
    if (elsewhere.length > 0) throw new ForbiddenError(dealEntityForbidden(kind));
    throw error;
  }
}
