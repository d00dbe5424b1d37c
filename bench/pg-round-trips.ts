/**
 * Preloaded (`node -r`) into a benchmarked API process when BENCH counts round trips: counts every
 * `pg` Client#query call. node-postgres sends one query at a time per connection and waits for its
 * ReadyForQuery, so each call is one round trip to PostgreSQL (BEGIN and COMMIT included).
 *
 * Each HTTP request runs in an `AsyncLocalStorage` context of its own (set where the server emits
 * `request`), so a query is counted as the request's when it is sent from that request's async
 * context, and as background work otherwise: the subscription runners' batches an append wakes (their
 * loops started at boot and keep that context), the horizon watch, the cross-process notify. The
 * counts are written to stdout as `pg-round-trips <all> <in requests>` on SIGWINCH (ignored by
 * default, and not one of the signals Nest's shutdown hooks end the process on); nothing else in the
 * API changes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Server } from 'node:http';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = require('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } };

const inRequest = new AsyncLocalStorage<true>();
let roundTrips = 0;
let requestRoundTrips = 0;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
  roundTrips += 1;
  if (inRequest.getStore()) requestRoundTrips += 1;
  return query.apply(this, args);
};

const emit = Server.prototype.emit as (this: Server, ...args: unknown[]) => boolean;
Server.prototype.emit = function emitInRequestContext(this: Server, ...args: unknown[]): boolean {
  if (args[0] === 'request') return inRequest.run(true, () => emit.apply(this, args));
  return emit.apply(this, args);
};

process.on('SIGWINCH', () => process.stdout.write(`pg-round-trips ${roundTrips} ${requestRoundTrips}\n`));
