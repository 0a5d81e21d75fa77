import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refuses a contact write that stores a value of a field archived since the service read the
 * definitions, as `contact_custom_options_check` refuses an option removed meanwhile: the same
 * statement, under the same lock, which an archive holds alone while it commits
 * (`holdCustomValueWrites`). Only the keys the write changes are checked, so a contact keeps the
 * values it held when its field was archived. A write that carries an archived field's values
 * rather than sets them (a merge, an option's replacement) says so in its context
 * (`carries_archived` of `crm.change`, change-context.ts).
 *
 * A refusal is a serialization failure: the client sends the write again, and the service then
 * answers it by the new definitions (the archived field's 422).
 */
export const CHECK = `CREATE OR REPLACE FUNCTION contact_custom_options_check() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    before jsonb := '{}';
    carried boolean := coalesce(
      (NULLIF(current_setting('crm.change', true), '')::jsonb ->> 'carries_archived')::boolean, false);
    stale text;
    archived boolean;
  BEGIN
    PERFORM pg_advisory_xact_lock_shared(
      hashtextextended('contact_field_values:' || NEW.workspace_id, 0));
    IF TG_OP = 'UPDATE' THEN
      before := OLD.custom;
    END IF;
    SELECT f.key, f.archived_at IS NOT NULL AND NOT carried INTO stale, archived
      FROM custom_fields f
     WHERE f.workspace_id = NEW.workspace_id
       AND NEW.custom ? f.key AND (before -> f.key) IS DISTINCT FROM (NEW.custom -> f.key)
       AND ((f.archived_at IS NOT NULL AND NOT carried)
            OR (f.type IN ('select', 'multi_select')
                AND jsonb_typeof(NEW.custom -> f.key) <> 'null'
                -- The ids contain a select's id, and every id of a multi-select's list.
                AND NOT jsonb_path_query_array(f.options, '$[*].id') @> (NEW.custom -> f.key)))
     ORDER BY f.archived_at IS NOT NULL AND NOT carried DESC
     LIMIT 1;
    IF archived THEN
      RAISE EXCEPTION 'custom.% is archived', stale USING ERRCODE = 'serialization_failure';
    ELSIF FOUND THEN
      RAISE EXCEPTION 'custom.% names an option its field no longer has', stale
        USING ERRCODE = 'serialization_failure';
    END IF;
    RETURN NEW;
  END $$`;

/** The check as migration CustomOptionCheck left it. */
const OPTIONS_ONLY = `CREATE OR REPLACE FUNCTION contact_custom_options_check() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    before jsonb := '{}';
    stale text;
  BEGIN
    PERFORM pg_advisory_xact_lock_shared(
      hashtextextended('contact_field_values:' || NEW.workspace_id, 0));
    IF TG_OP = 'UPDATE' THEN
      before := OLD.custom;
    END IF;
    SELECT f.key INTO stale
      FROM custom_fields f
     WHERE f.workspace_id = NEW.workspace_id AND f.type IN ('select', 'multi_select')
       AND NEW.custom ? f.key AND (before -> f.key) IS DISTINCT FROM (NEW.custom -> f.key)
       AND jsonb_typeof(NEW.custom -> f.key) <> 'null'
       -- The ids contain a select's id, and every id of a multi-select's list.
       AND NOT jsonb_path_query_array(f.options, '$[*].id') @> (NEW.custom -> f.key)
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'custom.% names an option its field no longer has', stale
        USING ERRCODE = 'serialization_failure';
    END IF;
    RETURN NEW;
  END $$`;

export class CustomArchivedCheck1795886000000 implements MigrationInterface {
  name = 'CustomArchivedCheck1795886000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CHECK);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(OPTIONS_ONLY);
  }
}
