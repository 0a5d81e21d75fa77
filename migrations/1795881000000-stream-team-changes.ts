import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a streamed workspace's team last changed (a role, a member leaving): a stream resuming from
 * an event of before it is reset, as one open through it is, since what its member sees may have
 * changed while the client was away and the events it resumes with do not say so.
 */
export class StreamTeamChanges1795881000000 implements MigrationInterface {
  name = 'StreamTeamChanges1795881000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE event_stream_leases ADD COLUMN team_changed_at timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE event_stream_leases DROP COLUMN team_changed_at`);
  }
}
