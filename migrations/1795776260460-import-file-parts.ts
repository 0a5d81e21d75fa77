import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportFileParts1795776260460 implements MigrationInterface {
  name = 'ImportFileParts1795776260460';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "import_files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "claimed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_45cc3f75a8fcd2972c1201a4911" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "import_files_unclaimed_idx" ON "import_files"  ("created_at") WHERE claimed_at IS NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "import_file_parts" ("file_id" uuid NOT NULL, "part" integer NOT NULL, "bytes" bytea NOT NULL, CONSTRAINT "PK_0fcbc6db3e62daad8b0e72b2bbf" PRIMARY KEY ("file_id", "part"))',
    );
    await queryRunner.query(
      'ALTER TABLE "import_files" ADD CONSTRAINT "FK_39a3ad5ca0063408c1cf53f0f6d" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "import_file_parts" ADD CONSTRAINT "FK_34ecb3b39cddda208baa864f886" FOREIGN KEY ("file_id") REFERENCES "import_files"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "imports" ADD "file_id" uuid');
    // The files of imports not over move into parts of 1 MiB, claimed by their imports.
    await queryRunner.query(
      'INSERT INTO "import_files" ("id", "workspace_id", "created_at", "claimed_at") SELECT "id", "workspace_id", "created_at", "created_at" FROM "imports" WHERE "file" IS NOT NULL',
    );
    await queryRunner.query(
      'INSERT INTO "import_file_parts" ("file_id", "part", "bytes") SELECT i."id", g, substring(i."file" FROM g * 1048576 + 1 FOR 1048576) FROM "imports" i CROSS JOIN LATERAL generate_series(0, (length(i."file") - 1) / 1048576) g WHERE length(i."file") > 0',
    );
    await queryRunner.query('UPDATE "imports" SET "file_id" = "id" WHERE "file" IS NOT NULL');
    await queryRunner.query('ALTER TABLE "imports" DROP COLUMN "file"');
    await queryRunner.query(
      'ALTER TABLE "imports" ADD CONSTRAINT "FK_1a23b2a85cf45edc6198ad04162" FOREIGN KEY ("file_id") REFERENCES "import_files"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "imports" ADD "file" bytea');
    await queryRunner.query('ALTER TABLE "imports" ALTER COLUMN "file" SET STORAGE EXTERNAL');
    // Claimed files go back whole into their imports; unclaimed uploads are dropped.
    await queryRunner.query(
      'UPDATE "imports" i SET "file" = (SELECT coalesce(string_agg(p."bytes", \'\'::bytea ORDER BY p."part"), \'\'::bytea) FROM "import_file_parts" p WHERE p."file_id" = i."file_id") WHERE i."file_id" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "imports" DROP CONSTRAINT "FK_1a23b2a85cf45edc6198ad04162"',
    );
    await queryRunner.query('ALTER TABLE "imports" DROP COLUMN "file_id"');
    await queryRunner.query(
      'ALTER TABLE "import_file_parts" DROP CONSTRAINT "FK_34ecb3b39cddda208baa864f886"',
    );
    await queryRunner.query(
      'ALTER TABLE "import_files" DROP CONSTRAINT "FK_39a3ad5ca0063408c1cf53f0f6d"',
    );
    await queryRunner.query('DROP TABLE "import_file_parts"');
    await queryRunner.query('DROP INDEX "public"."import_files_unclaimed_idx"');
    await queryRunner.query('DROP TABLE "import_files"');
  }
}
