import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops what a list element that was no object left stored. A `[]` among the stages of the
 * settings or of a pipeline passed validation as a stage with no field and was stored without a
 * key (the board and the pipeline report then failed), and `[[]]` as a sequence's steps as a step
 * with no day (its enrollments failed). Validation refuses them now (`NestedList`). A stage with
 * no key held no contact (a contact's stage is a key), and a step with no day scheduled nothing.
 * Not undone: what it drops was never valid.
 */
export class NestedListRepair1795895000000 implements MigrationInterface {
  name = 'NestedListRepair1795895000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE workspaces w SET stages = (
              SELECT coalesce(jsonb_agg(s ORDER BY n), '[]') FROM jsonb_array_elements(w.stages)
                WITH ORDINALITY AS e(s, n)
               WHERE jsonb_typeof(s) = 'object' AND jsonb_typeof(s->'key') = 'string')
        WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(w.stages) s
                       WHERE jsonb_typeof(s) <> 'object' OR jsonb_typeof(s->'key') IS DISTINCT FROM 'string')`,
    );
    const valid = `coalesce(jsonb_typeof(s) = 'object' AND jsonb_typeof(s->'day_offset') = 'number'
                            AND jsonb_typeof(s->'title') = 'string'
                            AND jsonb_typeof(s->'channel') = 'string', false)`;
    await queryRunner.query(
      `UPDATE sequences q SET steps = (
              SELECT coalesce(jsonb_agg(s ORDER BY n), '[]') FROM jsonb_array_elements(q.steps)
                WITH ORDINALITY AS e(s, n)
               WHERE ${valid})
        WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(q.steps) s WHERE NOT (${valid}))`,
    );
  }

  async down(): Promise<void> {
    // What it dropped was never valid.
  }
}
