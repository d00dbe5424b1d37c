import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * Makes one step of a routine fail as a crash at that point would: a trigger that raises
 * 'injected crash' on `operation` of `table` when `when` (a PL/pgSQL condition on NEW/OLD) holds.
 * Answers the function that removes it again.
 */
export async function failStep(db: DataSource, table: string, operation: 'INSERT' | 'UPDATE' | 'DELETE', when: string): Promise<() => Promise<void>> {
  const name = `fail_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await db.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF ${when} THEN RAISE EXCEPTION 'injected crash'; END IF; RETURN COALESCE(NEW, OLD); END $$`);
  await db.query(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  return async () => {
    await db.query(`DROP TRIGGER ${name} ON ${table}`);
    await db.query(`DROP FUNCTION ${name}()`);
  };
}
