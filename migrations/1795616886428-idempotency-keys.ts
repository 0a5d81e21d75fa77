import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outcomes of writes sent with an Idempotency-Key, kept 24 hours for replays; the index on
 * created_at lets each insert clear a few expired rows.
 */
export class IdempotencyKeys1795616886428 implements MigrationInterface {
  name = 'IdempotencyKeys1795616886428';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "idempotency_keys" ("workspace_id" uuid NOT NULL, "caller_id" uuid NOT NULL, "key" text NOT NULL, "fingerprint" text NOT NULL, "method" text NOT NULL, "path" text NOT NULL, "status" smallint NOT NULL, "body" text, "content_type" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9d87fe745dd565ec3ae82ceae64" PRIMARY KEY ("workspace_id", "caller_id", "key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys"  ("created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "idempotency_keys" ADD CONSTRAINT "FK_d91f6cda12b1b4864125fdc42f0" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "idempotency_keys" DROP CONSTRAINT "FK_d91f6cda12b1b4864125fdc42f0"',
    );
    await queryRunner.query('DROP INDEX "public"."idempotency_keys_expiry_idx"');
    await queryRunner.query('DROP TABLE "idempotency_keys"');
  }
}
