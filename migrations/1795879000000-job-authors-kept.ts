import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each tracked job's table and the foreign key from its `created_by` to its author. */
const JOB_AUTHORS = [
  ['imports', 'FK_5d85a92631b0fad5d76b1ddd3be'],
  ['bulk_operations', 'FK_f5f695837519e98fc3c6bd80a28'],
  ['filter_index_builds', 'FK_ce6c1deeaf6eebed4e33c2cbd3c'],
] as const;

/**
 * A tracked job outlives its author. Removing a member deleted every import and bulk operation
 * they had started (the foreign key cascaded), so a bulk delete could no longer be undone by its
 * id and a queued job vanished without a word. The author is now forgotten instead (null), and
 * the removal cancels the member's imports and bulk operations that had not ended
 * (`TeamService.remove`) and hands their filter index builds to the admin removing them, as a
build is the field's: a job never runs without an author.
 */
export class JobAuthorsKept1795879000000 implements MigrationInterface {
  name = 'JobAuthorsKept1795879000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, key] of JOB_AUTHORS) {
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "${key}",
           ALTER COLUMN "created_by" DROP NOT NULL,
           ADD CONSTRAINT "${key}" FOREIGN KEY ("created_by") REFERENCES "users"("id")
             ON DELETE SET NULL ON UPDATE NO ACTION`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, key] of JOB_AUTHORS) {
      await queryRunner.query(`DELETE FROM "${table}" WHERE "created_by" IS NULL`);
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "${key}",
           ALTER COLUMN "created_by" SET NOT NULL,
           ADD CONSTRAINT "${key}" FOREIGN KEY ("created_by") REFERENCES "users"("id")
             ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }
}
