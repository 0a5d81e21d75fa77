import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795315479127 implements MigrationInterface {
  name = 'Initial1795315479127';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "workspaces" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "is_premium" boolean NOT NULL DEFAULT false, "subscription_status" text, "payment_customer_id" text, "dormancy_days" integer NOT NULL DEFAULT \'14\', "timezone" text NOT NULL DEFAULT \'UTC\', "stages" jsonb NOT NULL DEFAULT \'[{"key":"lead","label":"Lead","kind":"open"},{"key":"contacted","label":"Contacted","kind":"open"},{"key":"qualified","label":"Qualified","kind":"open"},{"key":"proposal","label":"Proposal","kind":"open"},{"key":"negotiation","label":"Negotiation","kind":"open"},{"key":"won","label":"Won","kind":"won"},{"key":"lost","label":"Lost","kind":"lost"}]\'::jsonb, "demo_seeded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_098656ae401f3e1a4586f47fd8e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "email" text NOT NULL, "role" text NOT NULL DEFAULT \'member\', "provider_subject" text, "is_demo" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "users_workspace_idx" ON "users"  ("workspace_id", "created_at") ',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") ');
    await queryRunner.query(
      'CREATE TABLE "invites" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "email" text NOT NULL, "role" text NOT NULL, "invited_by" uuid, "accepted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa52e96b44a714372f4dd31a0af" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "invites_email_idx" ON "invites"  ("email") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "invites_workspace_email_key" ON "invites"  ("workspace_id", "email") ',
    );
    await queryRunner.query(
      'CREATE TABLE "contacts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "first_name" text NOT NULL, "last_name" text, "email" text, "phone" text, "company" text, "title" text, "stage" text NOT NULL, "owner_id" uuid, "value_cents" bigint NOT NULL DEFAULT \'0\', "tags" text array NOT NULL DEFAULT \'{}\', "last_activity_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b99cd40cfd66a99f1571f4f72e6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "contacts_owner_idx" ON "contacts"  ("workspace_id", "is_demo", "owner_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "contacts_stage_idx" ON "contacts"  ("workspace_id", "is_demo", "stage", "last_activity_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "contacts_activity_idx" ON "contacts"  ("workspace_id", "is_demo", "last_activity_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "contacts_list_idx" ON "contacts"  ("workspace_id", "is_demo", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "stage_moves" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "contact_id" uuid NOT NULL, "from_stage" text, "to_stage" text NOT NULL, "moved_by" uuid, "moved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_33ea9b8a6e7e05bd38adf69a4ab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "stage_moves_report_idx" ON "stage_moves"  ("workspace_id", "is_demo", "moved_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "stage_moves_contact_idx" ON "stage_moves"  ("workspace_id", "contact_id", "moved_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "users" ADD CONSTRAINT "FK_9ef32eab3ccaf4744fd36317c15" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invites" ADD CONSTRAINT "FK_568872c5b015a0e9d763837d530" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invites" ADD CONSTRAINT "FK_6e727f063d839c0090364ea95f3" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "contacts" ADD CONSTRAINT "FK_a65be64e40ceb2856e46cb9f8a8" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "contacts" ADD CONSTRAINT "FK_ac270d32a01ee22d2e98a8f8532" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "stage_moves" ADD CONSTRAINT "FK_4dc23088f319cf13e2506298165" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "stage_moves" ADD CONSTRAINT "FK_dc141e867728ea3895ea1679835" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "stage_moves" ADD CONSTRAINT "FK_07b02af64424bbef1d16c159a00" FOREIGN KEY ("moved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "stage_moves" DROP CONSTRAINT "FK_07b02af64424bbef1d16c159a00"',
    );
    await queryRunner.query(
      'ALTER TABLE "stage_moves" DROP CONSTRAINT "FK_dc141e867728ea3895ea1679835"',
    );
    await queryRunner.query(
      'ALTER TABLE "stage_moves" DROP CONSTRAINT "FK_4dc23088f319cf13e2506298165"',
    );
    await queryRunner.query(
      'ALTER TABLE "contacts" DROP CONSTRAINT "FK_ac270d32a01ee22d2e98a8f8532"',
    );
    await queryRunner.query(
      'ALTER TABLE "contacts" DROP CONSTRAINT "FK_a65be64e40ceb2856e46cb9f8a8"',
    );
    await queryRunner.query(
      'ALTER TABLE "invites" DROP CONSTRAINT "FK_6e727f063d839c0090364ea95f3"',
    );
    await queryRunner.query(
      'ALTER TABLE "invites" DROP CONSTRAINT "FK_568872c5b015a0e9d763837d530"',
    );
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "FK_9ef32eab3ccaf4744fd36317c15"');
    await queryRunner.query('DROP INDEX "public"."stage_moves_contact_idx"');
    await queryRunner.query('DROP INDEX "public"."stage_moves_report_idx"');
    await queryRunner.query('DROP TABLE "stage_moves"');
    await queryRunner.query('DROP INDEX "public"."contacts_list_idx"');
    await queryRunner.query('DROP INDEX "public"."contacts_activity_idx"');
    await queryRunner.query('DROP INDEX "public"."contacts_stage_idx"');
    await queryRunner.query('DROP INDEX "public"."contacts_owner_idx"');
    await queryRunner.query('DROP TABLE "contacts"');
    await queryRunner.query('DROP INDEX "public"."invites_workspace_email_key"');
    await queryRunner.query('DROP INDEX "public"."invites_email_idx"');
    await queryRunner.query('DROP TABLE "invites"');
    await queryRunner.query('DROP INDEX "public"."users_email_key"');
    await queryRunner.query('DROP INDEX "public"."users_workspace_idx"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP TABLE "workspaces"');
  }
}
