import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A merge moves the sources' whole history to the kept contact, each entry naming the contact it
 * was written for (`merged_from`), as their stage moves do: the sources' own entries went with
 * them, and the kept contact's history said nothing of the e-mails and stages the merged records
 * had. No foreign key: the merged contact is gone.
 */
export class HistoryMergedFrom1795892000000 implements MigrationInterface {
  name = 'HistoryMergedFrom1795892000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contact_history ADD COLUMN merged_from uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contact_history DROP COLUMN merged_from');
  }
}
