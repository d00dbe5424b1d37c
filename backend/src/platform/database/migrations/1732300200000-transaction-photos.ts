import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each deal's current property photo is stored (the storage helper's read model): the photo
 * route streams it; the URL the deal shows carries the version (contract "Uploads").
 */
export class TransactionPhotos1732300200000 implements MigrationInterface {
  name = 'TransactionPhotos1732300200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transaction_photos (
        transaction_id uuid PRIMARY KEY,
        storage_path text NOT NULL,
        content_type text NOT NULL,
        file_size bigint NOT NULL,
        version integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_photos');
  }
}
