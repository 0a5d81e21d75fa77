import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStream1795869000000 implements MigrationInterface {
  name = 'EventStream1795869000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "events_streamed_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "events_recorded_since" TIMESTAMP WITH TIME ZONE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "events_recorded_since"');
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "events_streamed_at"');
  }
}
