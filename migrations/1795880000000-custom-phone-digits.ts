import type { MigrationInterface, QueryRunner } from 'typeorm';
import { VALUE_ROWS } from './1795842934641-contact-field-values.js';

/**
 * As ContactFieldValues1795842934641's, but a phone's entry is its digits alone ("+44 20 7946
 * 0958" is `442079460958`): a filter then matches a number however it was written, comparing
 * the digit forms of its value in the workspace's region (`phoneDigitForms`).
 */
const DIGITS_VALUE_ROWS = `CREATE OR REPLACE FUNCTION contact_field_value_rows(field_type text, value jsonb)
  RETURNS TABLE (item smallint, num numeric, txt text, ts timestamptz)
  LANGUAGE sql STABLE AS $$
    SELECT * FROM (
      SELECT 0::smallint,
             CASE WHEN field_type = 'number' AND jsonb_typeof(value) = 'number' THEN value::numeric
                  WHEN field_type = 'currency' AND jsonb_typeof(value -> 'amount_minor') = 'number'
                    THEN (value -> 'amount_minor')::numeric END,
             CASE WHEN jsonb_typeof(value) = 'string' AND field_type = 'phone'
                    THEN NULLIF(regexp_replace(value #>> '{}', '[^0-9]', '', 'g'), '')
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
 * The entries of every filterable phone field written again by the function in place, under each
 * workspace's lock (taken first: a contact write that read the old function has committed, and
 * one waiting reads the new one).
 */
const REWRITE_PHONE_ENTRIES = [
  `DO $$
     DECLARE w uuid;
     BEGIN
       FOR w IN SELECT DISTINCT workspace_id FROM custom_fields WHERE type = 'phone' AND filterable
                 ORDER BY workspace_id LOOP
         PERFORM pg_advisory_xact_lock(hashtextextended('contact_field_values:' || w, 0));
       END LOOP;
     END $$`,
  `DELETE FROM contact_field_values v USING custom_fields f
    WHERE f.type = 'phone' AND v.workspace_id = f.workspace_id AND v.is_demo IN (false, true)
      AND v.field_id = f.id AND v.txt IS NOT NULL`,
  `INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
   SELECT c.id, f.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
     FROM custom_fields f
     JOIN contacts c ON c.workspace_id = f.workspace_id AND c.custom ? f.key,
          contact_field_value_rows(f.type, c.custom -> f.key) r
    WHERE f.type = 'phone' AND f.filterable
   ON CONFLICT DO NOTHING`,
];

/** A custom phone's filter entry holds its digits, so a filter matches any spelling of it. */
export class CustomPhoneDigits1795880000000 implements MigrationInterface {
  name = 'CustomPhoneDigits1795880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REWRITE_PHONE_ENTRIES[0]);
    await queryRunner.query(DIGITS_VALUE_ROWS);
    for (const statement of REWRITE_PHONE_ENTRIES.slice(1)) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REWRITE_PHONE_ENTRIES[0]);
    await queryRunner.query(VALUE_ROWS.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    for (const statement of REWRITE_PHONE_ENTRIES.slice(1)) await queryRunner.query(statement);
  }
}
