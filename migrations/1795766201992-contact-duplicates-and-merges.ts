import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/core';
// The numbering metadata as a module: the package's JSON import lacks the attribute Node wants.
import metadata from 'libphonenumber-js/min/metadata';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How many contacts one backfill statement reads and writes. */
const BACKFILL_BATCH = 5000;

/**
 * The phone key as `phoneKey` (src/modules/contacts/phone-key.ts) computes it when this migration
 * was written, copied so that a later change of the rule cannot change what this migration does.
 */
function phoneKeyAsWritten(phone: string, region: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, region as CountryCode, metadata);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * Duplicate detection and merges: each workspace's `default_region` (every existing workspace
 * starts in `US`, the column default; managers change it in the settings), each contact's
 * `phone_key`, backfilled here in batches of existing phones (the normalisation is JavaScript,
 * so the backfill reads and writes through unnest; the index is built after it), and the
 * `contact_merges` record that the timeline shows.
 */
export class ContactDuplicatesAndMerges1795766201992 implements MigrationInterface {
  name = 'ContactDuplicatesAndMerges1795766201992';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_merges" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "contact_id" uuid NOT NULL, "merged" jsonb NOT NULL, "merged_by" uuid, "merged_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1723ca3255c3c9b6fb09537986b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_merges_contact_idx" ON "contact_merges"  ("workspace_id", "contact_id", "merged_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "default_region" text NOT NULL DEFAULT \'US\'',
    );
    await queryRunner.query('ALTER TABLE "contacts" ADD "phone_key" text');
    await backfillPhoneKeys(queryRunner);
    await queryRunner.query(
      'CREATE INDEX "contacts_phone_key_idx" ON "contacts"  ("workspace_id", "is_demo", "phone_key") WHERE phone_key IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_default_region_check" CHECK (default_region ~ \'^[A-Z]{2}$\')',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_merges" ADD CONSTRAINT "FK_48a5759c45129dd36fd6491d922" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_merges" ADD CONSTRAINT "FK_fd357491f13cb23dad803158687" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_merges" ADD CONSTRAINT "FK_04076445cb649995a392d1e3cb1" FOREIGN KEY ("merged_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "contact_merges" DROP CONSTRAINT "FK_04076445cb649995a392d1e3cb1"',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_merges" DROP CONSTRAINT "FK_fd357491f13cb23dad803158687"',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_merges" DROP CONSTRAINT "FK_48a5759c45129dd36fd6491d922"',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_default_region_check"',
    );
    await queryRunner.query('DROP INDEX "public"."contacts_phone_key_idx"');
    await queryRunner.query('ALTER TABLE "contacts" DROP COLUMN "phone_key"');
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "default_region"');
    await queryRunner.query('DROP INDEX "public"."contact_merges_contact_idx"');
    await queryRunner.query('DROP TABLE "contact_merges"');
  }
}

/** Exported for its test; a migration never imports another. */
export async function backfillPhoneKeys(
  queryRunner: QueryRunner,
  batch = BACKFILL_BATCH,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT c.id, c.phone, w.default_region FROM contacts c JOIN workspaces w ON w.id = c.workspace_id
        WHERE c.phone IS NOT NULL AND c.id > $1 ORDER BY c.id LIMIT $2`,
      [after, batch],
    )) as { id: string; phone: string; default_region: string }[];
    if (rows.length === 0) return;
    const keyed = rows
      .map((r) => ({ id: r.id, key: phoneKeyAsWritten(r.phone, r.default_region) }))
      .filter((r) => r.key !== null);
    if (keyed.length > 0) {
      await queryRunner.query(
        `UPDATE contacts c SET phone_key = k.key
           FROM unnest($1::uuid[], $2::text[]) AS k(id, key) WHERE c.id = k.id`,
        [keyed.map((r) => r.id), keyed.map((r) => r.key)],
      );
    }
    after = rows[rows.length - 1].id;
  }
}
