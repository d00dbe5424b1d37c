import { MigrationInterface, QueryRunner } from 'typeorm';

export class DataRequests1732200005000 implements MigrationInterface {
  name = 'DataRequests1732200005000';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the data-requests work
  }

  async down(_q: QueryRunner): Promise<void> {}
}
