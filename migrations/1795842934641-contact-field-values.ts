import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a filterable custom field's value is in `contact_field_values`, by the field's type: the
 * rows of one value (of `contacts.custom`), none for a value not of that type. A text (a member's
 * id too) is kept lower-cased and cut to 200 characters, which a btree entry holds whatever the
 * characters; a date as its midnight UTC.
 */
export const VALUE_ROWS = `CREATE FUNCTION contact_field_value_rows(field_type text, value jsonb)
  RETURNS TABLE (item smallint, num numeric, txt text, ts timestamptz)
  LANGUAGE sql STABLE AS $$
    SELECT * FROM (
      SELECT 0::smallint,
             CASE WHEN field_type = 'number' AND jsonb_typeof(value) = 'number' THEN value::numeric
                  WHEN field_type = 'currency' AND jsonb_typeof(value -> 'amount_minor') = 'number'
                    THEN (value -> 'amount_minor')::numeric END,
             CASE WHEN jsonb_typeof(value) = 'string'
                   AND field_type IN ('text', 'url', 'email', 'phone', 'user')
                    THEN left(lower(value #>> '{}'), 200)
                  WHEN jsonb_typeof(value) = 'string' AND field_type = 'select'
                    THEN value #>> '{}'
                  WHEN field_type = 'boolean' AND jsonb_typeof(value) = 'boolean' THEN value #>> '{}'
                  WHEN field_type = 'currency' AND jsonb_typeof(value -> 'currency') = 'string'
                    THEN value ->> 'currency' END,
             CASE WHEN field_type = 'date' AND jsonb_typeof(value) = 'string'
                    THEN (value #>> '{}')::date::timestamp AT TIME ZONE 'UTC'
                  WHEN field_type = 'datetime' AND jsonb_typeof(value) = 'string'
                    THEN (value #>> '{}')::timestamptz END
       WHERE field_type <> 'multi_select'
      UNION ALL
      SELECT (e.ord - 1)::smallint, NULL, e.id, NULL
        FROM jsonb_array_elements_text(CASE WHEN field_type = 'multi_select'
                                             AND jsonb_typeof(value) = 'array' THEN value
                                            ELSE '[]' END) WITH ORDINALITY e(id, ord)
    ) r(item, num, txt, ts)
    WHERE r.num IS NOT NULL OR r.txt IS NOT NULL OR r.ts IS NOT NULL
  $$`;

/**
 * The lock that orders the writes of a workspace's values against a field becoming filterable
 * or not: contact writes share it, the refill holds it alone. A contact written meanwhile is then
 * either seen by the refill or sees the field's new state itself; without it, a contact written
 * while a field became filterable could be missed by both.
 */
const lock = (mode: 'shared' | 'exclusive', workspace: string) =>
  `PERFORM pg_advisory_xact_lock${mode === 'shared' ? '_shared' : ''}(
     hashtextextended('contact_field_values:' || ${workspace}, 0))`;

/** A contact's rows, replaced whenever its custom values change (the filterable fields only). */
const TRACK = `CREATE FUNCTION contact_field_values_track() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${lock('shared', 'NEW.workspace_id')};
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM contact_field_values WHERE contact_id = NEW.id;
    END IF;
    INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
    SELECT NEW.id, f.id, r.item, NEW.workspace_id, NEW.is_demo, r.num, r.txt, r.ts
      FROM custom_fields f, contact_field_value_rows(f.type, NEW.custom -> f.key) r
     WHERE f.workspace_id = NEW.workspace_id AND f.filterable AND NEW.custom ? f.key;
    RETURN NULL;
  END $$`;

/**
 * A field's rows, filled from every contact of its workspace when it becomes filterable and
 * deleted when it stops being so, in the transaction of that change. An archived field keeps
 * them, so unarchiving it finds them in step.
 */
const REFILL = `CREATE FUNCTION contact_field_values_refill() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${lock('exclusive', 'NEW.workspace_id')};
    IF NEW.filterable THEN
      INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
      SELECT c.id, NEW.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
        FROM contacts c, contact_field_value_rows(NEW.type, c.custom -> NEW.key) r
       WHERE c.workspace_id = NEW.workspace_id AND c.custom ? NEW.key;
    ELSE
      -- By the column the type fills, so the delete reads the partial index of that column.
      IF NEW.type IN ('number', 'currency') THEN
        DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
           AND is_demo IN (false, true) AND field_id = NEW.id AND num IS NOT NULL;
      END IF;
      IF NEW.type IN ('date', 'datetime') THEN
        DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
           AND is_demo IN (false, true) AND field_id = NEW.id AND ts IS NOT NULL;
      END IF;
      DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
         AND is_demo IN (false, true) AND field_id = NEW.id AND txt IS NOT NULL;
    END IF;
    RETURN NULL;
  END $$`;

/**
 * The typed copy of filterable custom values that filters and sorts read (ContactFieldValue),
 * kept by PostgreSQL in the statement that writes `contacts.custom`, so every writer (create,
 * edit, upsert, import, bulk, merge, an option's replacement) is covered in one place. The
 * triggers fire only for a contact with custom values, or an edit that changes them: every other
 * write costs nothing more.
 */
export class ContactFieldValues1795842934641 implements MigrationInterface {
  name = 'ContactFieldValues1795842934641';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_field_values" ("contact_id" uuid NOT NULL, "field_id" uuid NOT NULL, "item" smallint NOT NULL, "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL, "num" numeric, "txt" text, "ts" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_833feaacd19b7cb9def9fbf957c" PRIMARY KEY ("contact_id", "field_id", "item"))',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_field_values_ts_idx" ON "contact_field_values"  ("workspace_id", "is_demo", "field_id", "ts", "contact_id") WHERE ts IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_field_values_txt_idx" ON "contact_field_values"  ("workspace_id", "is_demo", "field_id", "txt", "contact_id") WHERE txt IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_field_values_num_idx" ON "contact_field_values"  ("workspace_id", "is_demo", "field_id", "num", "contact_id") WHERE num IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_field_values" ADD CONSTRAINT "FK_6822f2ccb42d0e20e2d2a78177e" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // A field belongs to one workspace: without being told, the planner multiplies the two
    // equalities' selectivities and expects a field to have a fraction of its entries.
    await queryRunner.query(
      'CREATE STATISTICS contact_field_values_field_stats (dependencies) ON workspace_id, field_id FROM contact_field_values',
    );
    await queryRunner.query(VALUE_ROWS);
    await queryRunner.query(TRACK);
    await queryRunner.query(REFILL);
    await queryRunner.query(
      `CREATE TRIGGER contact_field_values_insert AFTER INSERT ON contacts
         FOR EACH ROW WHEN (NEW.custom <> '{}'::jsonb)
         EXECUTE FUNCTION contact_field_values_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_field_values_update AFTER UPDATE OF custom ON contacts
         FOR EACH ROW WHEN (OLD.custom IS DISTINCT FROM NEW.custom)
         EXECUTE FUNCTION contact_field_values_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_field_values_refill AFTER UPDATE OF filterable ON custom_fields
         FOR EACH ROW WHEN (OLD.filterable IS DISTINCT FROM NEW.filterable)
         EXECUTE FUNCTION contact_field_values_refill()`,
    );
    // Fields made filterable before this table existed.
    await queryRunner.query(
      `INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
       SELECT c.id, f.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
         FROM custom_fields f
         JOIN contacts c ON c.workspace_id = f.workspace_id AND c.custom ? f.key,
              contact_field_value_rows(f.type, c.custom -> f.key) r
        WHERE f.filterable`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER contact_field_values_refill ON custom_fields');
    await queryRunner.query('DROP TRIGGER contact_field_values_update ON contacts');
    await queryRunner.query('DROP TRIGGER contact_field_values_insert ON contacts');
    await queryRunner.query('DROP FUNCTION contact_field_values_refill()');
    await queryRunner.query('DROP FUNCTION contact_field_values_track()');
    await queryRunner.query('DROP FUNCTION contact_field_value_rows(text, jsonb)');
    await queryRunner.query('DROP STATISTICS contact_field_values_field_stats');
    await queryRunner.query(
      'ALTER TABLE "contact_field_values" DROP CONSTRAINT "FK_6822f2ccb42d0e20e2d2a78177e"',
    );
    await queryRunner.query('DROP INDEX "public"."contact_field_values_num_idx"');
    await queryRunner.query('DROP INDEX "public"."contact_field_values_txt_idx"');
    await queryRunner.query('DROP INDEX "public"."contact_field_values_ts_idx"');
    await queryRunner.query('DROP TABLE "contact_field_values"');
  }
}
