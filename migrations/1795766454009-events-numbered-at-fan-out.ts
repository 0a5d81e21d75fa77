import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventsNumberedAtFanOut1795766454009 implements MigrationInterface {
  name = 'EventsNumberedAtFanOut1795766454009';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_workspace_seq_key"',
    );
    await queryRunner.query('ALTER TABLE "webhook_events" ALTER COLUMN "seq" DROP NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "webhook_events_unnumbered_idx" ON "webhook_events"  ("workspace_id", "created_at", "id") WHERE seq IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_workspace_seq_key" UNIQUE ("workspace_id", "seq")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_workspace_seq_key"',
    );
    await queryRunner.query('DROP INDEX "public"."webhook_events_unnumbered_idx"');
    await queryRunner.query('ALTER TABLE "webhook_events" ALTER COLUMN "seq" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_workspace_seq_key" UNIQUE ("workspace_id", "seq")',
    );
  }
}
