import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A phone's entry as CustomPhoneDigits1795880000000 wrote it: its digits, none without one. */
const DIGITS = `regexp_replace(value #>> '{}', '[^0-9]', '', 'g')`;

/**
 * As CustomPhoneDigits1795880000000's, but a phone with no digit ("call reception") has an entry
 * too, the empty text: the contact shows a value, so `is_empty` must not match it nor
 * `is_not_empty` miss it. No equality or `contains` reaches it (a filter's value holds a digit),
 * and a sort puts it before every number, ahead of the contacts without a value.
 */
const valueRows = (
  phone: string,
) => `CREATE OR REPLACE FUNCTION contact_field_value_rows(field_type text, value jsonb)
  RETURNS TABLE (item smallint, num numeric, txt text, ts timestamptz)
  LANGUAGE sql STABLE AS $$
    SELECT * FROM (
      SELECT 0::smallint,
             CASE WHEN field_type = 'number' AND jsonb_typeof(value) = 'number' THEN value::numeric
                  WHEN field_type = 'currency' AND jsonb_typeof(value -> 'amount_minor') = 'number'
                    THEN (value -> 'amount_minor')::numeric END,
             CASE WHEN jsonb_typeof(value) = 'string' AND field_type = 'phone'
                    THEN ${phone}
                  WHEN jsonb_typeof(value) = 'string'
                   AND field_type IN ('text', 'url', 'email', 'user')
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
 * Each workspace's lock, taken first: a contact write that read the old function has committed,
 * and one waiting reads the new one.
 */
const LOCK_PHONE_WORKSPACES = `DO $$
     DECLARE w uuid;
     BEGIN
       FOR w IN SELECT DISTINCT workspace_id FROM custom_fields WHERE type = 'phone' AND filterable
                 ORDER BY workspace_id LOOP
         PERFORM pg_advisory_xact_lock(hashtextextended('contact_field_values:' || w, 0));
       END LOOP;
     END $$`;

/** The entries the old function left out: those of the phones without a digit. */
const INSERT_EMPTY_ENTRIES = `INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
   SELECT c.id, f.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
     FROM custom_fields f
     JOIN contacts c ON c.workspace_id = f.workspace_id AND c.custom ? f.key,
          contact_field_value_rows(f.type, c.custom -> f.key) r
    WHERE f.type = 'phone' AND f.filterable AND r.txt = ''
   ON CONFLICT DO NOTHING`;

const DELETE_EMPTY_ENTRIES = `DELETE FROM contact_field_values v USING custom_fields f
    WHERE f.type = 'phone' AND v.workspace_id = f.workspace_id AND v.is_demo IN (false, true)
      AND v.field_id = f.id AND v.txt = ''`;

/** A custom phone without a digit has a filter entry, so filters see the value it shows. */
export class CustomPhoneWithoutDigits1795888000000 implements MigrationInterface {
  name = 'CustomPhoneWithoutDigits1795888000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(LOCK_PHONE_WORKSPACES);
    await queryRunner.query(valueRows(DIGITS));
    await queryRunner.query(INSERT_EMPTY_ENTRIES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(LOCK_PHONE_WORKSPACES);
    await queryRunner.query(valueRows(`NULLIF(${DIGITS}, '')`));
    await queryRunner.query(DELETE_EMPTY_ENTRIES);
  }
}
