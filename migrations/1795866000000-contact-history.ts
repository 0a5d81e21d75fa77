import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The columns of `contacts_all` whose changes the history records (the field table's `history`
 * fields, as of this migration), and the trash's `deleted_at`: a move to the trash and a restore
 * are entries too.
 */
const CONTACT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'stage',
  'owner_id',
  'value_cents',
  'currency',
  'probability',
  'expected_close_date',
  'lost_reason',
  'tags',
  'snoozed_until',
  'snooze_reason',
  'custom',
  'deleted_at',
];

/** The columns of `followups_all` whose changes are in their contact's history. */
const FOLLOWUP_COLUMNS = ['title', 'scheduled_for', 'completed_at'];

/** The trigger's arguments: the columns it compares. */
const args = (columns: readonly string[]) => columns.map((c) => `'${c}'`).join(', ');

/** Whether a row trigger's update changed one of `columns` (so nothing runs for the others). */
const changed = (columns: readonly string[]) =>
  columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

/** The entry of `changes` to the row `written`, with the context the write set (change-context.ts). */
const insertEntry = (contact: string, followup: string, via: string, changes: string) =>
  `INSERT INTO contact_history (workspace_id, contact_id, followup_id, actor_type, actor_user_id,
                actor_api_key_id, via, request_id, operation_id, changes)
         VALUES (written.workspace_id, ${contact}, ${followup},
                 coalesce(context->>'actor_type', 'system'), (context->>'user_id')::uuid,
                 (context->>'api_key_id')::uuid, ${via}, context->>'request_id',
                 (context->>'operation_id')::uuid, ${changes})`;

/**
 * The history of contacts and their follow-ups: one entry per write of a record, written by row
 * triggers in the write's transaction, so no write path can miss it. Each compares the columns
 * its trigger lists (`TG_ARGV`) between the row as it was and as it is, JSON to JSON, and records
 * those that differ as `{ from, to }`; a write that changes none records nothing, and a write
 * that changes none of them does not even run the function (the triggers' WHEN). Who wrote, and
 * how, is the transaction's setting `crm.change`, which each writing statement sets
 * (change-context.ts). Demo rows have no history.
 *
 * A contact's entries: its own fields, `custom.<key>` for each custom value, `pipeline` when its
 * stage moved to another pipeline, `deleted_at` for the trash. At its creation, the owner routing
 * picked is an entry of its own, via routing (the creating statement names those contacts in
 * `crm.routed`). A follow-up's entries are its contact's, keyed
 * `followup.<column>` with its id; a follow-up deleted with its contact (a purge, an erasure)
 * leaves none, as the contact's history goes with it.
 */
export class ContactHistory1795866000000 implements MigrationInterface {
  name = 'ContactHistory1795866000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_history" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" BIGSERIAL NOT NULL, "workspace_id" uuid NOT NULL, "contact_id" uuid NOT NULL, "followup_id" uuid, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_type" text NOT NULL, "actor_user_id" uuid, "actor_api_key_id" uuid, "via" text, "request_id" text, "operation_id" uuid, "changes" jsonb NOT NULL, CONSTRAINT "PK_68d75ef80ec536aee6b570ebaa6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_history_contact_idx" ON "contact_history"  ("contact_id", "seq") ',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_history" ADD CONSTRAINT "FK_b85eaa6d13a8452394b43ce74bf" FOREIGN KEY ("contact_id") REFERENCES "contacts_all"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE FUNCTION contact_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         context jsonb := NULLIF(current_setting('crm.change', true), '')::jsonb;
         was jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
         now_is jsonb := to_jsonb(NEW);
         written contacts_all := NEW;
         changes jsonb;
         routed text;
       BEGIN
         SELECT coalesce(jsonb_object_agg(d.field, jsonb_build_object('from', d.old, 'to', d.new)), '{}')
           INTO changes
           FROM (
             SELECT f AS field, was->f AS old, now_is->f AS new
               FROM unnest(TG_ARGV) AS f WHERE f <> 'custom'
             UNION ALL
             SELECT 'custom.' || k, was->'custom'->k, now_is->'custom'->k
               FROM (SELECT jsonb_object_keys(coalesce(was->'custom', '{}'))
                     UNION SELECT jsonb_object_keys(now_is->'custom')) AS keys(k)
             UNION ALL
             SELECT 'pipeline', to_jsonb(p.was), to_jsonb(p.now_is)
               FROM (SELECT (SELECT s->>'pipeline' FROM workspaces w, jsonb_array_elements(w.stages) s
                              WHERE w.id = NEW.workspace_id AND s->>'key' = was->>'stage') AS was,
                            (SELECT s->>'pipeline' FROM workspaces w, jsonb_array_elements(w.stages) s
                              WHERE w.id = NEW.workspace_id AND s->>'key' = now_is->>'stage') AS now_is
                      WHERE was->>'stage' IS DISTINCT FROM now_is->>'stage') AS p
           ) AS d
          WHERE coalesce(d.old, 'null') IS DISTINCT FROM coalesce(d.new, 'null')
            -- A new contact's empty values are no change.
            AND (TG_OP = 'UPDATE' OR d.new NOT IN ('[]', '{}'));
         routed := coalesce(current_setting('crm.routed', true), '');
         IF TG_OP = 'INSERT' AND changes ? 'owner_id'
            AND (routed = 'all' OR strpos(routed, NEW.id::text) > 0) THEN
           ${insertEntry('NEW.id', 'NULL', "context->>'via'", "changes - 'owner_id'")};
           ${insertEntry('NEW.id', 'NULL', "'routing'", "jsonb_build_object('owner_id', changes->'owner_id')")};
         ELSIF changes <> '{}' THEN
           ${insertEntry('NEW.id', 'NULL', "context->>'via'", 'changes')};
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION followup_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         context jsonb := NULLIF(current_setting('crm.change', true), '')::jsonb;
         was jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
         now_is jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
         written followups_all := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
         changes jsonb;
       BEGIN
         IF TG_OP = 'DELETE'
            AND NOT EXISTS (SELECT 1 FROM contacts_all WHERE id = OLD.contact_id) THEN
           RETURN NULL;
         END IF;
         SELECT coalesce(jsonb_object_agg('followup.' || f,
                  jsonb_build_object('from', was->f, 'to', now_is->f)), '{}')
           INTO changes
           FROM unnest(TG_ARGV) AS f
          WHERE coalesce(was->f, 'null') IS DISTINCT FROM coalesce(now_is->f, 'null');
         IF changes <> '{}' THEN
           ${insertEntry('written.contact_id', 'written.id', "context->>'via'", 'changes')};
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_history_insert AFTER INSERT ON contacts_all
         FOR EACH ROW WHEN (NOT NEW.is_demo)
         EXECUTE FUNCTION contact_history_record(${args(CONTACT_COLUMNS)})`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_history_update AFTER UPDATE ON contacts_all
         FOR EACH ROW WHEN (NOT NEW.is_demo AND (${changed(CONTACT_COLUMNS)}))
         EXECUTE FUNCTION contact_history_record(${args(CONTACT_COLUMNS)})`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_history_insert AFTER INSERT ON followups_all
         FOR EACH ROW WHEN (NOT NEW.is_demo)
         EXECUTE FUNCTION followup_history_record(${args(FOLLOWUP_COLUMNS)})`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_history_update AFTER UPDATE ON followups_all
         FOR EACH ROW WHEN (NOT NEW.is_demo AND (${changed(FOLLOWUP_COLUMNS)}))
         EXECUTE FUNCTION followup_history_record(${args(FOLLOWUP_COLUMNS)})`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_history_delete AFTER DELETE ON followups_all
         FOR EACH ROW WHEN (NOT OLD.is_demo AND NOT OLD.in_trash)
         EXECUTE FUNCTION followup_history_record(${args(FOLLOWUP_COLUMNS)})`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'update']) {
      await queryRunner.query(`DROP TRIGGER contact_history_${trigger} ON contacts_all`);
    }
    for (const trigger of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER followup_history_${trigger} ON followups_all`);
    }
    await queryRunner.query('DROP FUNCTION followup_history_record()');
    await queryRunner.query('DROP FUNCTION contact_history_record()');
    await queryRunner.query(
      'ALTER TABLE "contact_history" DROP CONSTRAINT "FK_b85eaa6d13a8452394b43ce74bf"',
    );
    await queryRunner.query('DROP INDEX "public"."contact_history_contact_idx"');
    await queryRunner.query('DROP TABLE "contact_history"');
  }
}
