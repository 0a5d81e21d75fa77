import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API keys: the hash of each key (never the key), its scopes and expiry, looked up by
 * its unique prefix; a member's keys go with the member.
 */
export class ApiKeys1795616799682 implements MigrationInterface {
  name = 'ApiKeys1795616799682';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "prefix" text NOT NULL, "secret_hash" bytea NOT NULL, "scopes" text array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "api_keys_user_idx" ON "api_keys"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "api_keys_workspace_idx" ON "api_keys"  ("workspace_id", "created_at") ',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "api_keys_prefix_key" ON "api_keys"  ("prefix") ');
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_deb68fe8625b21785d1c48283e4" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "api_keys" DROP CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973"',
    );
    await queryRunner.query(
      'ALTER TABLE "api_keys" DROP CONSTRAINT "FK_deb68fe8625b21785d1c48283e4"',
    );
    await queryRunner.query('DROP INDEX "public"."api_keys_prefix_key"');
    await queryRunner.query('DROP INDEX "public"."api_keys_workspace_idx"');
    await queryRunner.query('DROP INDEX "public"."api_keys_user_idx"');
    await queryRunner.query('DROP TABLE "api_keys"');
  }
}
