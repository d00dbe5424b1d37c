import { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1732200003000 implements MigrationInterface {
  name = 'Identity1732200003000';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the identity work
  }

  async down(_q: QueryRunner): Promise<void> {}
}
