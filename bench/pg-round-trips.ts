/**
 * Preloaded (`node -r`) into a benchmarked API process when BENCH counts round trips: counts every
 * `pg` Client#query call. node-postgres sends one query at a time per connection and waits for its
 * ReadyForQuery, so each call is one round trip to PostgreSQL (BEGIN and COMMIT included). The count
 * is written to stdout as `pg-round-trips <n>` on SIGWINCH (ignored by default, and not one of the
 * signals Nest's shutdown hooks end the process on); nothing else in the API changes.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = require('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } };

let roundTrips = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
  roundTrips += 1;
  return query.apply(this, args);
};
process.on('SIGWINCH', () => process.stdout.write(`pg-round-trips ${roundTrips}\n`));
