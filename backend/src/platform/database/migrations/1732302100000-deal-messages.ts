import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deal's message thread (spec 002 §3 Message; ADR 0044), owned by the deal-messages projection.
 * `seq` is the message's position in its thread's stream: a page that was offline asks for what came
 * after the last one it saw, in order.
 */
export class DealMessages1732302100000 implements MigrationInterface {
  name = 'DealMessages1732302100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deal_messages (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        sender_id uuid NOT NULL,
        message_content text NOT NULL,
        created_at timestamptz NOT NULL,
        read_at timestamptz,
        seq integer NOT NULL,
        UNIQUE (transaction_id, seq)
      )`);
    await q.query('CREATE INDEX deal_messages_sender ON deal_messages (sender_id)');
    await q.query('CREATE INDEX deal_messages_unread ON deal_messages (transaction_id) WHERE read_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE deal_messages');
  }
}
