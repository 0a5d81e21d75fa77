import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sweep of unclaimed import files went by their creation, so an upload still arriving after
 * an hour (a slow client, a large file) was deleted under it. Each part written now stamps its
 * file's `last_part_at`, and the sweep takes only files to which nothing came for an hour.
 * Files stored before this carry their creation time: as the sweep saw them until now.
 */
export class ImportFileActivity1795785048212 implements MigrationInterface {
  name = 'ImportFileActivity1795785048212';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."import_files_unclaimed_idx"');
    await queryRunner.query(
      'ALTER TABLE "import_files" ADD "last_part_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()',
    );
    await queryRunner.query('UPDATE "import_files" SET "last_part_at" = "created_at"');
    await queryRunner.query(
      'CREATE INDEX "import_files_unclaimed_idx" ON "import_files"  ("last_part_at") WHERE claimed_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."import_files_unclaimed_idx"');
    await queryRunner.query('ALTER TABLE "import_files" DROP COLUMN "last_part_at"');
    await queryRunner.query(
      'CREATE INDEX "import_files_unclaimed_idx" ON "import_files"  ("created_at") WHERE claimed_at IS NULL',
    );
  }
}
