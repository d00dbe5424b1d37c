// eslint-disable-next-line @typescript-eslint/no-require-imports
const pgUtils = require('pg/lib/utils') as { prepareValue(value: unknown): unknown; escapeLiteral(value: string): string };
import { SqlExecutor } from './sql-executor';

/** The part of a node-postgres client a batch needs: a simple query answers one result per statement. */
export interface SimpleQueryClient {
  query(text: string): Promise<PgResult | PgResult[]>;
}

interface PgResult {
  rows: Record<string, unknown>[];
}

interface Queued {
  text: string;
  settle?: { resolve(rows: Record<string, unknown>[]): void; reject(error: unknown): void };
}

/**
 * One DB transaction sent in as few round trips as its reads allow (ADR 0086). A write whose result
 * nobody reads (INSERT, UPDATE or DELETE without RETURNING) is queued and answered `[]` at once; a
 * read (anything else) sends everything queued before it and itself, in order, as one simple-query
 * batch, and answers its rows. The first batch starts with `BEGIN`, the last ends with `COMMIT`: an
 * append whose inline projections only write costs one round trip, `BEGIN` to `COMMIT`.
 *
 * The parameters are written into the statements as literals (node-postgres' own text form of each
 * value, quoted with its `escapeLiteral`), since only the simple-query protocol takes several
 * statements at once. PostgreSQL types an untyped literal as it types an untyped parameter, which is
 * how node-postgres sends every parameter. A failed statement fails the batch it was sent in (the
 * rest of it is not run) and with it the transaction: an error of a queued write surfaces at the next
 * read or at the commit, never later, and the caller rolls back as before.
 */
export class BatchedTransaction {
  private readonly queued: Queued[] = [];
  private begun = false;
  private failure: unknown;

  constructor(private readonly client: SimpleQueryClient) {}

  /** The transaction as the projections, outbox routes and `within` see it. */
  readonly sql: SqlExecutor = {
    query: <T>(text: string, parameters?: unknown[]): Promise<T[]> => {
      const statement = withLiterals(text, parameters);
      if (isBlindWrite(text)) {
        this.queued.push({ text: statement });
        return Promise.resolve([]);
      }
      return this.read(statement) as Promise<T[]>;
    },
  };

  /** Queues a statement whose rows are wanted, without sending anything yet: its promise settles with the batch it goes in. */
  later(text: string, parameters?: unknown[]): Promise<Record<string, unknown>[]> {
    return new Promise((resolve, reject) => this.queued.push({ text: withLiterals(text, parameters), settle: { resolve, reject } }));
  }

  /** Sends what is queued and this read; answers the read's rows. */
  read(statement: string): Promise<Record<string, unknown>[]> {
    const rows = new Promise<Record<string, unknown>[]>((resolve, reject) => this.queued.push({ text: statement, settle: { resolve, reject } }));
    void this.send([]).catch(() => undefined); // the read's own promise carries the failure
    return rows;
  }

  /** Sends what is queued with `COMMIT`. */
  async commit(): Promise<void> {
    // PostgreSQL answers COMMIT of a failed transaction with a silent ROLLBACK: a batch that failed
    // earlier (its error caught by whoever read it) fails the commit here instead.
    if (this.failure !== undefined) throw this.failure;
    await this.send(['COMMIT']);
  }

  /** Ends a transaction that failed (nothing was committed); a no-op before anything was sent. */
  async rollback(): Promise<void> {
    this.queued.splice(0);
    if (this.begun) await this.client.query('ROLLBACK');
  }

  /** Whether anything was sent (a transaction is open on the server and needs a ROLLBACK on failure). */
  get started(): boolean {
    return this.begun;
  }

  private async send(tail: string[]): Promise<void> {
    const batch = this.queued.splice(0);
    const head = this.begun ? [] : ['BEGIN'];
    this.begun = true;
    const statements = [...head, ...batch.map((entry) => entry.text), ...tail];
    try {
      const answered = await this.client.query(statements.map((text) => `${text};`).join('\n'));
      const results = Array.isArray(answered) ? answered : [answered];
      batch.forEach((entry, i) => entry.settle?.resolve(results[head.length + i]?.rows ?? []));
    } catch (error) {
      this.failure ??= error;
      for (const entry of batch) entry.settle?.reject(error);
      throw error;
    }
  }
}

/** INSERT, UPDATE or DELETE without RETURNING: nothing to answer but success, which the batch's outcome tells. */
function isBlindWrite(text: string): boolean {
  const statement = stripComments(text).trimStart();
  return /^(insert|update|delete)\b/i.test(statement) && !/\breturning\b/i.test(statement);
}

function stripComments(text: string): string {
  return text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

/**
 * `$n` placeholders replaced by the values as literals, outside quoted strings, quoted identifiers,
 * dollar-quoted bodies and comments. A Buffer becomes a bytea literal; `null` and `undefined` NULL.
 */
export function withLiterals(text: string, parameters: readonly unknown[] = []): string {
  if (parameters.length === 0) return text;
  const literal = (index: number): string => {
    if (index < 1 || index > parameters.length) throw new Error(`No parameter $${index} in a batched statement`);
    const value = pgUtils.prepareValue(parameters[index - 1]);
    if (value === null || value === undefined) return 'NULL';
    if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
    return pgUtils.escapeLiteral(String(value));
  };
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "'" || c === '"') {
      const end = closingQuote(text, i, c);
      out += text.slice(i, end);
      i = end;
    } else if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '$' && next !== undefined && /[0-9]/.test(next) && !/[A-Za-z0-9_$]/.test(text[i - 1] ?? '')) {
      let end = i + 1;
      while (end < text.length && /[0-9]/.test(text[end])) end += 1;
      out += literal(Number(text.slice(i + 1, end)));
      i = end;
    } else if (c === '$' && !/[A-Za-z0-9_]/.test(text[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(text.slice(i))?.[0];
      if (!tag) {
        out += c;
        i += 1;
        continue;
      }
      const end = text.indexOf(tag, i + tag.length);
      const stop = end === -1 ? text.length : end + tag.length;
      out += text.slice(i, stop);
      i = stop;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index just past the quote that closes the one at `start` (a doubled quote is an escaped one). */
function closingQuote(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return text.length;
}
