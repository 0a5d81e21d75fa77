import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refuses a contact write that stores an option its select field no longer has. The service
 * checks every value against the definitions the request read at its start; an option removed
 * between that read and the write's statement would otherwise be stored, after the removal
 * counted the option's contacts and found none. So the statement checks the options it writes
 * again, under the workspace's lock that contact writes share (`contact_field_values_track`) and
 * that an option's removal holds alone while it counts (`holdCustomValueWrites`): a write that
 * took the lock first is counted, one that waited reads the new options (a volatile function's
 * query sees what committed before it). Only the values the write changes are checked, so a
 * contact is never locked out by a value stored before.
 *
 * A refusal is a serialization failure: the client sends the write again, and the service then
 * answers it by the new definitions (the option's 422, or the write).
 */
const CHECK = `CREATE FUNCTION contact_custom_options_check() RETURNS trigger LANGUAGE plpgsql AS $$
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

export class CustomOptionCheck1795882000000 implements MigrationInterface {
  name = 'CustomOptionCheck1795882000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CHECK);
    await queryRunner.query(
      `CREATE TRIGGER contact_custom_options_insert BEFORE INSERT ON contacts_all
         FOR EACH ROW WHEN (NEW.custom <> '{}'::jsonb)
         EXECUTE FUNCTION contact_custom_options_check()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_custom_options_update BEFORE UPDATE OF custom ON contacts_all
         FOR EACH ROW WHEN (OLD.custom IS DISTINCT FROM NEW.custom)
         EXECUTE FUNCTION contact_custom_options_check()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER contact_custom_options_update ON contacts_all');
    await queryRunner.query('DROP TRIGGER contact_custom_options_insert ON contacts_all');
    await queryRunner.query('DROP FUNCTION contact_custom_options_check()');
  }
}
