import { DataSource } from 'typeorm';

/**
 * Every base table of the schema (information_schema), each row read as text, that holds one of the
 * strings: `table: string`. For "no table yields it" checks after an erasure (ADR 0040, ADR 0056).
 */
export async function tablesHolding(db: DataSource, strings: readonly string[]): Promise<string[]> {
  const tables = await db.query<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const rows = await db.query<{ value: string }[]>(
      `SELECT DISTINCT value FROM "${table_name}" t CROSS JOIN unnest($1::text[]) AS value WHERE strpos(t::text, value) > 0`,
      [strings],
    );
    found.push(...rows.map((row) => `${table_name}: ${row.value}`));
  }
  return found;
}
