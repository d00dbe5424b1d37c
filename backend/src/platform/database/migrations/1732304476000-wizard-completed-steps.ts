import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wizard steps a draft has passed (spec 001 §3 transaction_wizard_state.completed_steps, ADR
 * 0076): the stepper's labels go straight to any of them after a reload. Written by the deal's
 * projection from TransactionCreated and TransactionDraftSaved; null on deals saved before.
 */
export class WizardCompletedSteps1732304476000 implements MigrationInterface {
  name = 'WizardCompletedSteps1732304476000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions ADD COLUMN completed_steps integer[]');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN completed_steps');
  }
}
