import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookEventsDispatchedByRelay1795767293788 implements MigrationInterface {
  name = 'WebhookEventsDispatchedByRelay1795767293788';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_events" ADD "presents" text');
    await queryRunner.query(
      'ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_workspace_seq_key"',
    );
    await queryRunner.query('ALTER TABLE "webhook_events" ALTER COLUMN "seq" DROP NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "webhook_events_undispatched_idx" ON "webhook_events"  ("workspace_id", "created_at", "id") WHERE seq IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_workspace_seq_key" UNIQUE ("workspace_id", "seq")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_workspace_seq_key"',
    );
    await queryRunner.query('DROP INDEX "public"."webhook_events_undispatched_idx"');
    await queryRunner.query('ALTER TABLE "webhook_events" ALTER COLUMN "seq" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_workspace_seq_key" UNIQUE ("workspace_id", "seq")',
    );
    await queryRunner.query('ALTER TABLE "webhook_events" DROP COLUMN "presents"');
  }
}
