/**
 * The narrow database handle that projections, the outbox and subscribers receive: a query inside
 * whatever DB transaction the caller owns. Keeps TypeORM out of projection code.
 */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
}

/** A connection pool (TypeORM's DataSource) as a SqlExecutor: each query on a connection of its own, outside any transaction. */
export function sqlOf(pool: { query(sql: string, parameters?: unknown[]): Promise<unknown> }): SqlExecutor {
  return { query: <T>(sql: string, parameters?: unknown[]) => pool.query(sql, parameters) as Promise<T[]> };
}
