import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each user's checkout window started (per set of session parameters), so that repeated
 * checkout clicks answer one Checkout Session for ten minutes from the first click: the window
 * was a fixed ten-minute slot of the clock, and two clicks on either side of a slot's end opened
 * two sessions. Led by the user, so removing one finds their rows by the key; the rows go with
 * the user and the workspace. Nothing to carry over: a window only lasts ten minutes.
 */
export class CheckoutWindows1795899000000 implements MigrationInterface {
  name = 'CheckoutWindows1795899000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "checkout_windows" ("user_id" uuid NOT NULL, "workspace_id" uuid NOT NULL, "params_digest" text NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_20eaf75298fc44801a2e1cc19ff" PRIMARY KEY ("user_id", "workspace_id", "params_digest"))',
    );
    await queryRunner.query(
      'ALTER TABLE "checkout_windows" ADD CONSTRAINT "FK_d69b21fa3da48b7da1d272a21d5" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "checkout_windows" ADD CONSTRAINT "FK_dc9b6721a65e0c56cd665e47088" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "checkout_windows"');
  }
}
