import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A JSON document with `pattern` replaced by `replacement` in its strings only, at any depth:
 * keys, numbers, booleans and nulls stay as they are. An erasure scrubs the contact's values out
 * of stored JSON with it (erasure.queries.ts). Replacing them in the document's text instead
 * also hit what was not a value: a contact named "Null" turned `"value": null` into text that is
 * not JSON (the erasure failed), and one named "Field" renamed the key `field` of a saved view's
 * filter. PL/pgSQL, as a function that calls itself: a SQL function's body is checked at its
 * creation, before the function it names exists.
 */
const ERASURE_SCRUB = `CREATE FUNCTION erasure_scrub(doc jsonb, pattern text, replacement text)
  RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
  BEGIN
    RETURN CASE jsonb_typeof(doc)
      WHEN 'string' THEN to_jsonb(regexp_replace(doc #>> '{}', pattern, replacement, 'gi'))
      WHEN 'array' THEN (
        SELECT coalesce(jsonb_agg(erasure_scrub(e.value, pattern, replacement) ORDER BY e.n), '[]')
          FROM jsonb_array_elements(doc) WITH ORDINALITY AS e(value, n))
      WHEN 'object' THEN (
        SELECT coalesce(jsonb_object_agg(e.key, erasure_scrub(e.value, pattern, replacement)), '{}')
          FROM jsonb_each(doc) AS e)
      ELSE doc END;
  END $$`;

export class ErasureScrubJson1795876000000 implements MigrationInterface {
  name = 'ErasureScrubJson1795876000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ERASURE_SCRUB);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION erasure_scrub(jsonb, text, text)');
  }
}
