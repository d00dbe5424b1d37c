import { DataSource } from 'typeorm';

/** LIKE treats % and _ as wildcards; a person searching for them means the characters. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many words of a search are used: enough for a person, bounded for the database. */
const SEARCH_WORDS_MAX = 10;

/** The words of a search, at most SEARCH_WORDS_MAX. */
export const searchWords = (q: string | undefined): string[] => (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);

/**
 * The WHERE clause of an admin list, built from optional filters: a filter left out adds nothing.
 * Shared by every server-paged list (leads, users, feedback, data requests) so that search means
 * the same everywhere: every word must appear somewhere in the searchable text.
 */
export class ListWhere {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** `column = value` when a value is given. */
  equals(column: string, value: string | undefined): this {
    if (value === undefined || value === '') return this;
    this.params.push(value);
    this.conditions.push(`${column} = $${this.params.length}`);
    return this;
  }

  /** A raw condition, always applied. */
  when(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** Every word of `q` appears (case-insensitive) in `searchable`, an SQL text expression. */
  search(searchable: string, q: string | undefined): this {
    for (const word of searchWords(q)) {
      this.params.push(likePattern(word));
      this.conditions.push(`${searchable} ILIKE $${this.params.length}`);
    }
    return this;
  }

  get sql(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /**
   * One page of `SELECT <select> FROM <from> <where> ORDER BY <orderBy>`, and how many rows match
   * in all (the count the screens show, right whatever the filters).
   */
  async page<Row>(
    dataSource: DataSource,
    query: { select: string; from: string; orderBy: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: Row[]; total: number }> {
    const [{ total }] = (await dataSource.query(`SELECT count(*)::int AS total FROM ${query.from} ${this.sql}`, this.params)) as [
      { total: number },
    ];
    const n = this.params.length;
    const rows: Row[] = await dataSource.query(
      `SELECT ${query.select} FROM ${query.from} ${this.sql} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...this.params, limit, offset],
    );
    return { rows, total };
  }
}
