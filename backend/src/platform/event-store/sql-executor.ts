/**
 * The narrow database handle that projections, the outbox and subscribers receive: a query inside
 * whatever DB transaction the caller owns. Keeps TypeORM out of projection code.
 */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
}
