import { MigrationInterface, QueryRunner } from 'typeorm';

export class Audit1732200006000 implements MigrationInterface {
  name = 'Audit1732200006000';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the audit work
  }

  async down(_q: QueryRunner): Promise<void> {}
}
