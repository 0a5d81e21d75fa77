import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lock contact writes of a workspace share (`contact_field_values_track`) and the filling of
 * a field's entries holds alone, as in ContactFieldValues1795842934641.
 */
const EXCLUSIVE_LOCK = (workspace: string) =>
  `PERFORM pg_advisory_xact_lock(hashtextextended('contact_field_values:' || ${workspace}, 0))`;

/** How a field's entries are filled for every contact of its workspace, as that migration did. */
const FILL_ALL = `INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
      SELECT c.id, NEW.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
        FROM contacts c, contact_field_value_rows(NEW.type, c.custom -> NEW.key) r
       WHERE c.workspace_id = NEW.workspace_id AND c.custom ? NEW.key;`;

const DELETE_ALL = `-- By the column the type fills, so the delete reads the partial index of that column.
      IF NEW.type IN ('number', 'currency') THEN
        DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
           AND is_demo IN (false, true) AND field_id = NEW.id AND num IS NOT NULL;
      END IF;
      IF NEW.type IN ('date', 'datetime') THEN
        DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
           AND is_demo IN (false, true) AND field_id = NEW.id AND ts IS NOT NULL;
      END IF;
      DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
         AND is_demo IN (false, true) AND field_id = NEW.id AND txt IS NOT NULL;`;

/**
 * A field's entries filled in the transaction of its becoming filterable, unless a job fills them
 * (`indexing`: a large workspace); deleted when it stops being so. The lock is taken either way:
 * once the change commits, every contact write sees the field filterable, and those that did not
 * have committed before it, so the job's batches find their values.
 */
const REFILL = `CREATE OR REPLACE FUNCTION contact_field_values_refill() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${EXCLUSIVE_LOCK('NEW.workspace_id')};
    IF NEW.filterable AND NOT NEW.indexing THEN
      ${FILL_ALL}
    ELSIF NOT NEW.filterable THEN
      ${DELETE_ALL}
    END IF;
    RETURN NULL;
  END $$`;

const PREVIOUS_REFILL = `CREATE OR REPLACE FUNCTION contact_field_values_refill() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${EXCLUSIVE_LOCK('NEW.workspace_id')};
    IF NEW.filterable THEN
      ${FILL_ALL}
    ELSE
      ${DELETE_ALL}
    END IF;
    RETURN NULL;
  END $$`;

/**
 * One batch of a job filling a filterable field's entries (FilterIndexWorker): the entries of the
 * listed contacts of the field's workspace that have a value and no entry of the field yet, under
 * the workspace's lock, so no contact write is half done meanwhile: the values read are those
 * committed, and a contact written since the field became filterable keeps the entries its write
 * gave it (the write wins). Its contacts are held FOR KEY SHARE, so one deleted meanwhile is left
 * out rather than failing the batch. Answers how many contacts it gave entries; none when the
 * field is gone or no longer filterable.
 */
const FILL = `CREATE FUNCTION contact_field_values_fill(field uuid, contact_ids uuid[]) RETURNS integer
  LANGUAGE plpgsql AS $$
  DECLARE
    f custom_fields;
    filled integer;
  BEGIN
    SELECT * INTO f FROM custom_fields WHERE id = field;
    IF NOT FOUND OR NOT f.filterable THEN
      RETURN 0;
    END IF;
    ${EXCLUSIVE_LOCK('f.workspace_id')};
    WITH batch AS (
      SELECT c.id, c.workspace_id, c.is_demo, c.custom -> f.key AS value
        FROM contacts c
       WHERE c.id = ANY(contact_ids) AND c.workspace_id = f.workspace_id AND c.custom ? f.key
         AND NOT EXISTS (SELECT 1 FROM contact_field_values v
                          WHERE v.contact_id = c.id AND v.field_id = f.id)
         FOR KEY SHARE OF c
    ), written AS (
      INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
      SELECT b.id, f.id, r.item, b.workspace_id, b.is_demo, r.num, r.txt, r.ts
        FROM batch b, contact_field_value_rows(f.type, b.value) r
      ON CONFLICT DO NOTHING
      RETURNING contact_id
    )
    SELECT count(DISTINCT contact_id)::int INTO filled FROM written;
    RETURN filled;
  END $$`;

/**
 * Filter index builds: a field made filterable on a workspace too large to fill its entries in
 * that transaction (a statement over every contact, under the lock contact writes wait on) is
 * marked `indexing`, and a tracked job fills them a batch at a time.
 */
export class FilterIndexBuilds1795854410877 implements MigrationInterface {
  name = 'FilterIndexBuilds1795854410877';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "filter_index_builds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "created_by" uuid NOT NULL, "origin" jsonb NOT NULL, "status" text NOT NULL DEFAULT \'queued\', "processed" integer NOT NULL DEFAULT \'0\', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "field_id" uuid NOT NULL, "after_demo" boolean NOT NULL DEFAULT false, "after_created_at" TIMESTAMP WITH TIME ZONE, "after_id" uuid, "filled" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_a3789ee966f9299178ac61b2d6f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "filter_index_builds_unfinished_idx" ON "filter_index_builds"  ("field_id") WHERE status IN (\'queued\', \'running\')',
    );
    await queryRunner.query(
      'ALTER TABLE "custom_fields" ADD "indexing" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query(
      'ALTER TABLE "filter_index_builds" ADD CONSTRAINT "FK_a6439d9897831d73efeb7c7d994" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "filter_index_builds" ADD CONSTRAINT "FK_ce6c1deeaf6eebed4e33c2cbd3c" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "filter_index_builds" ADD CONSTRAINT "FK_21801955698ac51f9a072ae68e3" FOREIGN KEY ("field_id") REFERENCES "custom_fields"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(REFILL);
    await queryRunner.query(FILL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION contact_field_values_fill(uuid, uuid[])');
    await queryRunner.query(PREVIOUS_REFILL);
    await queryRunner.query(
      'ALTER TABLE "filter_index_builds" DROP CONSTRAINT "FK_21801955698ac51f9a072ae68e3"',
    );
    await queryRunner.query(
      'ALTER TABLE "filter_index_builds" DROP CONSTRAINT "FK_ce6c1deeaf6eebed4e33c2cbd3c"',
    );
    await queryRunner.query(
      'ALTER TABLE "filter_index_builds" DROP CONSTRAINT "FK_a6439d9897831d73efeb7c7d994"',
    );
    await queryRunner.query('ALTER TABLE "custom_fields" DROP COLUMN "indexing"');
    await queryRunner.query('DROP INDEX "public"."filter_index_builds_unfinished_idx"');
    await queryRunner.query('DROP TABLE "filter_index_builds"');
  }
}
