import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deals that forecast. A contact gains its `currency` (ISO 4217; a new contact takes the
 * workspace's), `expected_close_date`, `probability` (its own chance of winning; null: its
 * stage's), `closed_at` and `lost_reason`; a workspace its `currency`, its `lost_reasons` (a
 * starter list managers edit) and `require_lost_reason`. Existing contacts are in euros, as every workspace's currency starts.
 *
 * `closed_at` and `lost_reason` are kept by PostgreSQL (`contact_closing`), whatever writes a
 * stage (a create, the stage route, a bulk move, an import, a pipeline's change): a contact that
 * enters a won or lost stage is closed as of then, one that leaves for an open stage is open
 * again, and a reason stays only while the contact is in a lost stage. Contacts already in a won
 * or lost stage are closed as of their last move into it (else their creation).
 */
export class DealFields1795861000000 implements MigrationInterface {
  name = 'DealFields1795861000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD "currency" text NOT NULL DEFAULT 'EUR',
         ADD "lost_reasons" text array NOT NULL DEFAULT '{Price,Timing,Competitor,"No decision"}',
         ADD "require_lost_reason" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "contacts" ADD "currency" text NOT NULL DEFAULT 'EUR',
         ADD "probability" integer, ADD "expected_close_date" date,
         ADD "closed_at" TIMESTAMP WITH TIME ZONE, ADD "lost_reason" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "contacts" ADD CONSTRAINT "contacts_probability_check"
         CHECK (probability BETWEEN 0 AND 100)`,
    );
    await queryRunner.query(
      `CREATE INDEX "contacts_close_date_idx" ON "contacts" ("workspace_id", "is_demo", "expected_close_date")
         WHERE expected_close_date IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "contacts_closed_idx" ON "contacts" ("workspace_id", "is_demo", "closed_at")
         WHERE closed_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE FUNCTION contact_closing() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         kind text;
       BEGIN
         SELECT s->>'kind' INTO kind
           FROM workspaces w, jsonb_array_elements(w.stages) s
          WHERE w.id = NEW.workspace_id AND s->>'key' = NEW.stage;
         IF TG_OP = 'INSERT' OR NEW.stage IS DISTINCT FROM OLD.stage THEN
           NEW.closed_at := CASE WHEN kind IN ('won', 'lost') THEN now() END;
         END IF;
         IF kind IS DISTINCT FROM 'lost' THEN
           NEW.lost_reason := NULL;
         END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_closing BEFORE INSERT OR UPDATE OF stage, lost_reason ON contacts
         FOR EACH ROW EXECUTE FUNCTION contact_closing()`,
    );
    await queryRunner.query(
      `UPDATE contacts c SET closed_at = coalesce(
           (SELECT max(m.moved_at) FROM stage_moves m
             WHERE m.contact_id = c.id AND m.workspace_id = c.workspace_id AND m.to_stage = c.stage),
           c.created_at)
         FROM workspaces w
        WHERE w.id = c.workspace_id
          AND w.stages @> jsonb_build_array(jsonb_build_object('key', c.stage, 'kind', 'won'))
           OR w.id = c.workspace_id
          AND w.stages @> jsonb_build_array(jsonb_build_object('key', c.stage, 'kind', 'lost'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "contacts_closed_idx"`);
    await queryRunner.query(`DROP INDEX "contacts_close_date_idx"`);
    await queryRunner.query(`DROP TRIGGER contact_closing ON contacts`);
    await queryRunner.query(`DROP FUNCTION contact_closing()`);
    await queryRunner.query(
      `ALTER TABLE "contacts" DROP CONSTRAINT "contacts_probability_check",
         DROP COLUMN "lost_reason", DROP COLUMN "closed_at", DROP COLUMN "expected_close_date",
         DROP COLUMN "probability", DROP COLUMN "currency"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" DROP COLUMN "require_lost_reason", DROP COLUMN "lost_reasons",
         DROP COLUMN "currency"`,
    );
  }
}
