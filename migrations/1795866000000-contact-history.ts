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

/** Whether a row trigger's update changed one of `columns` (so nothing runs for the others). */
const changed = (columns: readonly string[]) =>
  columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

/**
 * Adds each of `columns` the write changed to `changes` as `{ from, to }` under `prefix` and its
 * name: one comparison a column, written out (the function reads no row as JSON, whose text
 * search column alone would cost more than the rest). For an INSERT, OLD is null; for a DELETE,
 * NEW.
 */
const diff = (columns: readonly string[], prefix = '') =>
  columns
    .map(
      (c) => `IF OLD.${c} IS DISTINCT FROM NEW.${c} THEN
           changes := changes || jsonb_build_object('${prefix}${c}',
             jsonb_build_object('from', to_jsonb(OLD.${c}), 'to', to_jsonb(NEW.${c})));
         END IF;`,
    )
    .join('\n         ');

/** When a new contact's value of a column is no change: none, or an empty list. */
const EMPTY: Record<string, (value: string) => string> = {
  tags: (value) => `(${value} IS NULL OR cardinality(${value}) = 0)`,
};

/**
 * The changes of a new contact `row` (every column but `custom`, and its `pipeline`): each value
 * it has as `{ from: null, to }`, built as one object less the keys of what it lacks, with no
 * query per contact.
 */
function created(row: string, pipeline: string): string {
  const values: [string, string][] = [
    ...CONTACT_COLUMNS.filter((c) => c !== 'custom').map((c): [string, string] => [
      c,
      `${row}.${c}`,
    ]),
    ['pipeline', pipeline],
  ];
  const object = values
    .map(([key, value]) => `'${key}', jsonb_build_object('from', NULL, 'to', ${value})`)
    .join(',\n                      ');
  const lacking = values
    .map(
      ([key, value]) =>
        `CASE WHEN ${(EMPTY[key] ?? ((v: string) => `${v} IS NULL`))(value)} THEN '${key}' END`,
    )
    .join(',\n                      ');
  return `(jsonb_build_object(${object})
                    - ARRAY[${lacking}])`;
}

/** Whether routing picked the owner of the new contact `row` (the creating statement's `crm.routed`). */
const ROUTED = (row: string) => `(routed = 'all' OR strpos(routed, ${row}.id::text) > 0)`;

/** The entry of `changes` to the row `written`, with the context the write set (change-context.ts). */
const insertEntry = (contact: string, followup: string, via: string, changes: string) =>
  `INSERT INTO contact_history (workspace_id, contact_id, followup_id, actor_type, actor_user_id,
                actor_api_key_id, via, request_id, operation_id, changes)
         VALUES (written.workspace_id, ${contact}, ${followup},
                 coalesce(context->>'actor_type', 'system'), (context->>'user_id')::uuid,
                 (context->>'api_key_id')::uuid, ${via}, context->>'request_id',
                 (context->>'operation_id')::uuid, ${changes})`;

/** The write's context, read once the write has changed something (change-context.ts). */
const CONTEXT = "context := NULLIF(current_setting('crm.change', true), '')::jsonb;";

/**
 * The function recording creations by statement, set-based: an import's or a batch's thousands of
 * contacts are two INSERTs here (their values, then routing's picks) rather than a function call
 * each. `customChanges` is the entries of the new contact `n`'s custom values, joined to the
 * others by `||` (a later migration records them as one entry).
 */
export function contactHistoryCreated(customChanges: string): string {
  return `CREATE OR REPLACE FUNCTION contact_history_created() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         context jsonb := NULLIF(current_setting('crm.change', true), '')::jsonb;
         routed text := coalesce(current_setting('crm.routed', true), '');
         actor_type text := coalesce(context->>'actor_type', 'system');
         actor_user_id uuid := (context->>'user_id')::uuid;
         actor_api_key_id uuid := (context->>'api_key_id')::uuid;
         request_id text := context->>'request_id';
         operation_id uuid := (context->>'operation_id')::uuid;
       BEGIN
         INSERT INTO contact_history (workspace_id, contact_id, actor_type, actor_user_id,
                actor_api_key_id, via, request_id, operation_id, changes)
         SELECT n.workspace_id, n.id, actor_type, actor_user_id, actor_api_key_id,
                context->>'via', request_id, operation_id,
                (${created('n', "(SELECT s->>'pipeline' FROM jsonb_array_elements(w.stages) AS s WHERE s->>'key' = n.stage LIMIT 1)")}
                || ${customChanges})
                -- The owner routing picked is the entry below.
                - CASE WHEN ${ROUTED('n')} THEN 'owner_id' ELSE '' END
           FROM added n JOIN workspaces w ON w.id = n.workspace_id
          WHERE NOT n.is_demo;
         -- After the creations, so the history lists them in the order they happened.
         INSERT INTO contact_history (workspace_id, contact_id, actor_type, actor_user_id,
                actor_api_key_id, via, request_id, operation_id, changes)
         SELECT n.workspace_id, n.id, actor_type, actor_user_id, actor_api_key_id, 'routing',
                request_id, operation_id,
                jsonb_build_object('owner_id', jsonb_build_object('from', NULL, 'to', n.owner_id))
           FROM added n
          WHERE NOT n.is_demo AND n.owner_id IS NOT NULL AND ${ROUTED('n')};
         RETURN NULL;
       END $$`;
}

/** A new contact's custom values as one entry each, `custom.<key>` (as an update records them). */
export const CUSTOM_CHANGES_BY_KEY = `CASE WHEN n.custom = '{}' THEN '{}' ELSE coalesce((
                     SELECT jsonb_object_agg('custom.' || k, jsonb_build_object('from', NULL, 'to', v))
                       FROM jsonb_each(n.custom) AS x(k, v) WHERE v <> 'null'), '{}') END`;

/**
 * The history of contacts and their follow-ups: one entry per write of a record, written by row
 * triggers in the write's transaction, so no write path can miss it. Each compares the columns
 * listed here between the row as it was and as it is and records those that differ as
 * `{ from, to }` (JSON); a write that changes none records nothing, and an update that changes
 * none of them does not even run the function (the triggers' WHEN). Who wrote, and how, is the
 * transaction's setting `crm.change`, which each writing statement sets (change-context.ts).
 * Demo rows have no history.
 *
 * A contact's entries: its own fields, `custom.<key>` for each custom value, `pipeline` when its
 * stage moved to another pipeline, `deleted_at` for the trash. Its creations are recorded by a
 * statement trigger, all the statement's contacts in one INSERT. At its creation, the owner routing
 * picked is an entry of its own, via routing (the creating statement names those contacts in
 * `crm.routed`). A follow-up's entries are its contact's, keyed `followup.<column>` with its id;
 * a follow-up deleted with its contact (a purge, an erasure) leaves none, as the contact's
 * history goes with it.
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
         changes jsonb := '{}';
         pipelines text[];
         context jsonb;
         written contacts_all := NEW;
       BEGIN
         ${diff(CONTACT_COLUMNS.filter((c) => c !== 'custom'))}
         IF OLD.custom IS DISTINCT FROM NEW.custom THEN
           changes := changes || coalesce((
             SELECT jsonb_object_agg('custom.' || k,
                      jsonb_build_object('from', OLD.custom->k, 'to', NEW.custom->k))
               FROM (SELECT jsonb_object_keys(OLD.custom) UNION SELECT jsonb_object_keys(NEW.custom)) AS keys(k)
              WHERE coalesce(OLD.custom->k, 'null') IS DISTINCT FROM coalesce(NEW.custom->k, 'null')),
             '{}');
         END IF;
         IF changes ? 'stage' THEN
           SELECT ARRAY[max(s->>'pipeline') FILTER (WHERE s->>'key' = OLD.stage),
                        max(s->>'pipeline') FILTER (WHERE s->>'key' = NEW.stage)]
             INTO pipelines
             FROM workspaces w, jsonb_array_elements(w.stages) AS s WHERE w.id = NEW.workspace_id;
           IF pipelines[1] IS DISTINCT FROM pipelines[2] THEN
             changes := changes || jsonb_build_object('pipeline',
               jsonb_build_object('from', to_jsonb(pipelines[1]), 'to', to_jsonb(pipelines[2])));
           END IF;
         END IF;
         IF changes = '{}' THEN
           RETURN NULL;
         END IF;
         ${CONTEXT}
         ${insertEntry('NEW.id', 'NULL', "context->>'via'", 'changes')};
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(contactHistoryCreated(CUSTOM_CHANGES_BY_KEY));
    await queryRunner.query(
      `CREATE FUNCTION followup_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         changes jsonb := '{}';
         context jsonb;
         written followups_all := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
       BEGIN
         IF TG_OP = 'DELETE'
            AND NOT EXISTS (SELECT 1 FROM contacts_all WHERE id = OLD.contact_id) THEN
           RETURN NULL;
         END IF;
         ${diff(FOLLOWUP_COLUMNS, 'followup.')}
         IF changes = '{}' THEN
           RETURN NULL;
         END IF;
         ${CONTEXT}
         ${insertEntry('written.contact_id', 'written.id', "context->>'via'", 'changes')};
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_history_insert AFTER INSERT ON contacts_all
         REFERENCING NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION contact_history_created()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_history_update AFTER UPDATE ON contacts_all
         FOR EACH ROW WHEN (NOT NEW.is_demo AND (${changed(CONTACT_COLUMNS)}))
         EXECUTE FUNCTION contact_history_record()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_history_insert AFTER INSERT ON followups_all
         FOR EACH ROW WHEN (NOT NEW.is_demo) EXECUTE FUNCTION followup_history_record()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_history_update AFTER UPDATE ON followups_all
         FOR EACH ROW WHEN (NOT NEW.is_demo AND (${changed(FOLLOWUP_COLUMNS)}))
         EXECUTE FUNCTION followup_history_record()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_history_delete AFTER DELETE ON followups_all
         FOR EACH ROW WHEN (NOT OLD.is_demo AND NOT OLD.in_trash)
         EXECUTE FUNCTION followup_history_record()`,
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
    await queryRunner.query('DROP FUNCTION contact_history_created()');
    await queryRunner.query('DROP FUNCTION contact_history_record()');
    await queryRunner.query(
      'ALTER TABLE "contact_history" DROP CONSTRAINT "FK_b85eaa6d13a8452394b43ce74bf"',
    );
    await queryRunner.query('DROP INDEX "public"."contact_history_contact_idx"');
    await queryRunner.query('DROP TABLE "contact_history"');
  }
}
