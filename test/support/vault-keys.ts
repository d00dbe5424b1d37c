import { DataSource } from 'typeorm';

/** How many keys the vault still holds for a subject: 0 once it is erased (a tombstone has none, ADR 0012). */
export async function keyMaterialOf(db: DataSource, subjectId: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM personal_data_keys WHERE subject_id = $1 AND (key IS NOT NULL OR wrapped_key IS NOT NULL)',
    [subjectId],
  );
  return n;
}
