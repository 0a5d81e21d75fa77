import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BulkOperationViews1795852051975 implements MigrationInterface {
  name = 'BulkOperationViews1795852051975';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bulk_operations" ADD "view_id" uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bulk_operations" DROP COLUMN "view_id"');
  }
}
