import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/adr/0012-vault-key-wrapping.md. Per-person keys are stored wrapped by a master key that lives
 * outside the database (`wrapped_key`, `master_key_id`); the clear `key` column stays nullable only
 * until the vault's start-up pass has wrapped the keys written before (it needs the master key,
 * which a migration does not have). An erased person keeps a row with no key material and
 * `erased_at` set: that row, under the primary key, is what a concurrent seal collides with, so no
 * new key can be created for them (erased_subjects is folded into it).
 */
export class VaultKeyWrapping1732200007000 implements MigrationInterface {
  name = 'VaultKeyWrapping1732200007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE personal_data_keys
        ALTER COLUMN key DROP NOT NULL,
        ADD COLUMN wrapped_key bytea,
        ADD COLUMN master_key_id text,
        ADD COLUMN erased_at timestamptz,
        ADD CONSTRAINT personal_data_keys_one_state CHECK (
          (erased_at IS NOT NULL AND key IS NULL AND wrapped_key IS NULL)
          OR (erased_at IS NULL AND (key IS NOT NULL OR (wrapped_key IS NOT NULL AND master_key_id IS NOT NULL)))
        )`);
    await q.query(`
      INSERT INTO personal_data_keys (subject_id, erased_at)
      SELECT subject_id, erased_at FROM erased_subjects
      ON CONFLICT (subject_id) DO UPDATE SET key = NULL, wrapped_key = NULL, master_key_id = NULL, erased_at = EXCLUDED.erased_at`);
    await q.query('DROP TABLE erased_subjects');
    await q.query('CREATE INDEX personal_data_keys_to_wrap ON personal_data_keys (master_key_id) WHERE erased_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE erased_subjects (subject_id text PRIMARY KEY, erased_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('INSERT INTO erased_subjects (subject_id, erased_at) SELECT subject_id, erased_at FROM personal_data_keys WHERE erased_at IS NOT NULL');
    // Keys wrapped since cannot be unwrapped here (no master key in a migration): going down loses them.
    await q.query('DELETE FROM personal_data_keys WHERE erased_at IS NOT NULL OR key IS NULL');
    await q.query('DROP INDEX personal_data_keys_to_wrap');
    await q.query(`
      ALTER TABLE personal_data_keys
        DROP CONSTRAINT personal_data_keys_one_state,
        DROP COLUMN wrapped_key, DROP COLUMN master_key_id, DROP COLUMN erased_at,
        ALTER COLUMN key SET NOT NULL`);
  }
}
