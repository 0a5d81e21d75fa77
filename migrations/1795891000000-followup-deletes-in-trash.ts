import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A follow-up deleted while its contact is in the trash (a deleted sequence takes its steps, its
 * enrollment ended) is an entry of the contact's history, as on a live contact: the restored
 * contact's history says where its follow-ups went. The trigger of migration ContactHistory left
 * out every follow-up in the trash, for a purge's; its function already writes nothing for a
 * follow-up whose contact is gone (a purge, an erasure).
 */
export class FollowupDeletesInTrash1795891000000 implements MigrationInterface {
  name = 'FollowupDeletesInTrash1795891000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.deleteTrigger(queryRunner, 'NOT OLD.is_demo');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.deleteTrigger(queryRunner, 'NOT OLD.is_demo AND NOT OLD.in_trash');
  }

  private async deleteTrigger(queryRunner: QueryRunner, when: string): Promise<void> {
    await queryRunner.query('DROP TRIGGER followup_history_delete ON followups_all');
    await queryRunner.query(
      `CREATE TRIGGER followup_history_delete AFTER DELETE ON followups_all
         FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION followup_history_record()`,
    );
  }
}
