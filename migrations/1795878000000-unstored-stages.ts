import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The setting a transaction names the stages in that `workspaces.stages` does not hold
 * (`unstoredStages`, src/database/change-context.ts): `{ "<key>": { kind, pipeline } }`.
 */
const UNSTORED = "nullif(current_setting('crm.unstored_stages', true), '')::jsonb";

/** `contact_closing` as migration DealFields wrote it, the kind read from the workspace alone. */
function contactClosing(kindFallback: string): string {
  return `CREATE OR REPLACE FUNCTION contact_closing() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         kind text;
       BEGIN
         SELECT s->>'kind' INTO kind
           FROM workspaces w, jsonb_array_elements(w.stages) s
          WHERE w.id = NEW.workspace_id AND s->>'key' = NEW.stage;${kindFallback}
         IF TG_OP = 'INSERT' OR NEW.stage IS DISTINCT FROM OLD.stage THEN
           NEW.closed_at := CASE WHEN kind IN ('won', 'lost') THEN now() END;
         END IF;
         IF kind IS DISTINCT FROM 'lost' THEN
           NEW.lost_reason := NULL;
         END IF;
         RETURN NEW;
       END $$`;
}

/** How `contact_history_record` (migration ContactHistory) finds the pipeline a contact left. */
const LEFT_PIPELINE = "max(s->>'pipeline') FILTER (WHERE s->>'key' = OLD.stage)";
const LEFT_PIPELINE_UNSTORED = `coalesce(${LEFT_PIPELINE}, ${UNSTORED}->OLD.stage->>'pipeline')`;

/**
 * The two triggers that read a stage from `workspaces.stages` also read the stages a transaction
 * says that list does not hold. A demo deal in the demo pipeline's won or lost stage was never
 * closed (that pipeline is never stored: src/tenancy/demo-pipeline.ts), so the reports of a free
 * workspace disagreed; and a contact moved out of a stage a pipeline's change removed got a
 * history entry `pipeline: { from: null }`, as the stage was already gone.
 *
 * `contact_history_record` is long and generated from the columns of its time; its one lookup is
 * changed in place, in the function's own text, rather than written out again here.
 */
export class UnstoredStages1795878000000 implements MigrationInterface {
  name = 'UnstoredStages1795878000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      contactClosing(`
         kind := coalesce(kind, ${UNSTORED}->NEW.stage->>'kind');`),
    );
    await replaceInHistory(queryRunner, LEFT_PIPELINE, LEFT_PIPELINE_UNSTORED);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceInHistory(queryRunner, LEFT_PIPELINE_UNSTORED, LEFT_PIPELINE);
    await queryRunner.query(contactClosing(''));
  }
}

/** Rewrites `contact_history_record` with `from` replaced by `to` in its text; fails when absent. */
async function replaceInHistory(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
  await queryRunner.query(
    `DO $do$
     DECLARE
       definition text := pg_get_functiondef('contact_history_record'::regproc);
     BEGIN
       IF position(${literal(from)} IN definition) = 0 THEN
         RAISE EXCEPTION 'contact_history_record does not read the pipeline as expected';
       END IF;
       EXECUTE replace(definition, ${literal(from)}, ${literal(to)});
     END $do$`,
  );
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
