import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creation time of the newest payment event applied to a workspace. Stripe does not order
 * deliveries, so an older event arriving late is recognised and left unapplied.
 */
export class WorkspacePaymentEventTime1795602600000 implements MigrationInterface {
  name = 'WorkspacePaymentEventTime1795602600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "payment_event_created_at" TIMESTAMP WITH TIME ZONE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "payment_event_created_at"');
  }
}
