import { MigrationInterface, QueryRunner } from 'typeorm';

export class Feedback1732200004000 implements MigrationInterface {
  name = 'Feedback1732200004000';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the feedback work
  }

  async down(_q: QueryRunner): Promise<void> {}
}
