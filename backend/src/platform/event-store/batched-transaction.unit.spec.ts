import { withLiterals } from './batched-transaction';

/** The parameters of a batched statement become literals only where PostgreSQL reads a placeholder (ADR 0086). */
describe('withLiterals', () => {
  it('replaces $1 … $10 by their own values, not $1 inside $10', () => {
    const values = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    expect(withLiterals('SELECT $1, $10, $2::text', values)).toBe("SELECT 'v1', 'v10', 'v2'::text");
  });

  it('leaves quoted strings, quoted identifiers, dollar-quoted bodies and comments as they are', () => {
    const text = `SELECT '$1', "$1", $$ $1 $$, $tag$ $1 $tag$ -- $1\n, /* $1 */ $1`;
    expect(withLiterals(text, ['x'])).toBe(`SELECT '$1', "$1", $$ $1 $$, $tag$ $1 $tag$ -- $1\n, /* $1 */ 'x'`);
  });

  it("writes values as node-postgres sends them: NULL, quotes doubled, backslashes in an E'' string, arrays, JSON, dates and bytes", () => {
    expect(withLiterals('VALUES ($1, $2, $3, $4, $5, $6, $7)', [null, undefined, "it's", 'a\\b', ['a', 'b"c'], { k: "'" }, 3])).toBe(
      `VALUES (NULL, NULL, 'it''s',  E'a\\\\b',  E'{"a","b\\\\"c"}', '{"k":"''"}', '3')`,
    );
    expect(withLiterals('VALUES ($1, $2)', [Buffer.from([1, 255]), new Date('2026-01-02T03:04:05.006Z')])).toMatch(
      /^VALUES \('\\x01ff'::bytea, '2026-01-0\dT\d\d:04:05\.006[+-]\d\d:\d\d'\)$/,
    );
  });

  it('refuses a placeholder without a value instead of sending it', () => {
    expect(() => withLiterals('SELECT $2', ['only one'])).toThrow('No parameter $2');
  });
});
