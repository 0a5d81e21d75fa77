import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHECK as ARCHIVED_CHECK } from './1795886000000-custom-archived-check.js';

/**
 * Refuses a contact write that stores, in a `user` field, a user who is not a member of the
 * workspace, as `contact_custom_options_check` refuses a removed option: the service checks the
 * members the values name when the request starts, and a member removed between that check and
 * the write's statement would otherwise be stored, after the removal cleared that member from
 * every contact (`clearMemberValues`, under `holdCustomValueWrites`). A write that took the
 * workspace's lock first is cleared by the removal; one that waited finds the member gone (a
 * volatile function's query sees what committed before it). Only the keys the write changes are
 * checked, as for options.
 *
 * A refusal is a serialization failure: the client sends the write again, and the service then
 * answers it by the members as they are (the field's 422). The values of members removed before
 * are dropped (`CLEAR_STALE`).
 */
const CHECK = `CREATE OR REPLACE FUNCTION contact_custom_options_check() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    before jsonb := '{}';
    carried boolean := coalesce(
      (NULLIF(current_setting('crm.change', true), '')::jsonb ->> 'carries_archived')::boolean, false);
    stale text;
    fault text;
  BEGIN
    PERFORM pg_advisory_xact_lock_shared(
      hashtextextended('contact_field_values:' || NEW.workspace_id, 0));
    IF TG_OP = 'UPDATE' THEN
      before := OLD.custom;
    END IF;
    SELECT f.key, CASE WHEN f.archived_at IS NOT NULL AND NOT carried THEN 'archived'
                       WHEN f.type = 'user' THEN 'user' ELSE 'option' END
      INTO stale, fault
      FROM custom_fields f
     WHERE f.workspace_id = NEW.workspace_id
       AND NEW.custom ? f.key AND (before -> f.key) IS DISTINCT FROM (NEW.custom -> f.key)
       AND ((f.archived_at IS NOT NULL AND NOT carried)
            OR (f.type IN ('select', 'multi_select')
                AND jsonb_typeof(NEW.custom -> f.key) <> 'null'
                -- The ids contain a select's id, and every id of a multi-select's list.
                AND NOT jsonb_path_query_array(f.options, '$[*].id') @> (NEW.custom -> f.key))
            OR (f.type = 'user' AND jsonb_typeof(NEW.custom -> f.key) = 'string'
                AND NOT EXISTS (
                  SELECT 1 FROM users u
                   WHERE u.workspace_id = NEW.workspace_id
                     -- Compared as a uuid, by the primary key; a text that is none names nobody.
                     AND u.id = CASE WHEN NEW.custom ->> f.key ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                                     THEN (NEW.custom ->> f.key)::uuid END)))
     ORDER BY f.archived_at IS NOT NULL AND NOT carried DESC
     LIMIT 1;
    IF fault = 'archived' THEN
      RAISE EXCEPTION 'custom.% is archived', stale USING ERRCODE = 'serialization_failure';
    ELSIF fault = 'user' THEN
      RAISE EXCEPTION 'custom.% names a user who is not a member of the workspace', stale
        USING ERRCODE = 'serialization_failure';
    ELSIF FOUND THEN
      RAISE EXCEPTION 'custom.% names an option its field no longer has', stale
        USING ERRCODE = 'serialization_failure';
    END IF;
    RETURN NEW;
  END $$`;

/**
 * The `user` values of members removed before a removal cleared them, dropped as an edit clears a
 * value (a contact's history records it as the system's change).
 */
const STALE_KEYS = `SELECT f.key FROM custom_fields f
                     WHERE f.workspace_id = c.workspace_id AND f.type = 'user' AND c.custom ? f.key
                       AND NOT EXISTS (SELECT 1 FROM users u
                                        WHERE u.workspace_id = c.workspace_id
                                          AND u.id::text = c.custom ->> f.key)`;
const CLEAR_STALE = `UPDATE contacts_all c SET custom = c.custom - ARRAY(${STALE_KEYS})
                      WHERE EXISTS (${STALE_KEYS})`;

export class CustomUserCheck1795887000000 implements MigrationInterface {
  name = 'CustomUserCheck1795887000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CHECK);
    await queryRunner.query(CLEAR_STALE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ARCHIVED_CHECK);
  }
}
