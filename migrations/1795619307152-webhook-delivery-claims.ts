import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookDeliveryClaims1795619307152 implements MigrationInterface {
  name = 'WebhookDeliveryClaims1795619307152';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD "claimed_until" TIMESTAMP WITH TIME ZONE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP COLUMN "claimed_until"');
  }
}
