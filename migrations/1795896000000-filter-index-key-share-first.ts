import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filling of a filter index takes the key share of the contacts it fills before it holds off
 * the workspace's custom value writes, as every contact write takes its contacts before that lock
 * (its triggers take it). It took them after: a merge, which locks its contacts FOR UPDATE (so no
 * record is added to one it deletes), then waited for the lock while the filling, holding it,
 * waited for the merge's contacts, and one of the two was refused as a deadlock. A contact that
 * gains a value between the two steps is one whose write committed (it is filled) or one whose
 * write waits for the lock holding its contact FOR NO KEY UPDATE, which the key share passes.
 * As FilterIndexBuilds1795854410877 defined them otherwise.
 */

const EXCLUSIVE_LOCK = (workspace: string) =>
  `PERFORM pg_advisory_xact_lock(hashtextextended('contact_field_values:' || ${workspace}, 0))`;

/** The key share of `contacts` (a condition on `c`), taken in id order, as writers lock theirs. */
const KEY_SHARE = (contacts: string) =>
  `PERFORM 1 FROM contacts c WHERE ${contacts} ORDER BY c.id FOR KEY SHARE OF c`;

const ALL_WITH_VALUE = 'c.workspace_id = NEW.workspace_id AND c.custom ? NEW.key';

const FILL_ALL = `INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
      SELECT c.id, NEW.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
        FROM contacts c, contact_field_value_rows(NEW.type, c.custom -> NEW.key) r
       WHERE ${ALL_WITH_VALUE};`;

const DELETE_ALL = `-- By the column the type fills, so the delete reads the partial index of that column.
      IF NEW.type IN ('number', 'currency') THEN
        DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
           AND is_demo IN (false, true) AND field_id = NEW.id AND num IS NOT NULL;
      END IF;
      IF NEW.type IN ('date', 'datetime') THEN
        DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
           AND is_demo IN (false, true) AND field_id = NEW.id AND ts IS NOT NULL;
      END IF;
      DELETE FROM contact_field_values WHERE workspace_id = NEW.workspace_id
         AND is_demo IN (false, true) AND field_id = NEW.id AND txt IS NOT NULL;`;

/** A field's entries filled in its change's transaction, or deleted; the key share first when so. */
const refill = (keyShareFirst: boolean) => `CREATE OR REPLACE FUNCTION contact_field_values_refill()
  RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${keyShareFirst ? `IF NEW.filterable AND NOT NEW.indexing THEN ${KEY_SHARE(ALL_WITH_VALUE)}; END IF;` : ''}
    ${EXCLUSIVE_LOCK('NEW.workspace_id')};
    IF NEW.filterable AND NOT NEW.indexing THEN
      ${FILL_ALL}
    ELSIF NOT NEW.filterable THEN
      ${DELETE_ALL}
    END IF;
    RETURN NULL;
  END $$`;

const BATCH = `c.id = ANY(contact_ids) AND c.workspace_id = f.workspace_id AND c.custom ? f.key`;

/** One batch of a filter index's build (FilterIndexWorker); the key share first when so. */
const fill = (keyShareFirst: boolean) => `CREATE OR REPLACE FUNCTION contact_field_values_fill(
    field uuid, contact_ids uuid[]) RETURNS integer
  LANGUAGE plpgsql AS $$
  DECLARE
    f custom_fields;
    filled integer;
  BEGIN
    SELECT * INTO f FROM custom_fields WHERE id = field;
    IF NOT FOUND OR NOT f.filterable THEN
      RETURN 0;
    END IF;
    ${keyShareFirst ? `${KEY_SHARE(BATCH)};` : ''}
    ${EXCLUSIVE_LOCK('f.workspace_id')};
    WITH batch AS (
      SELECT c.id, c.workspace_id, c.is_demo, c.custom -> f.key AS value
        FROM contacts c
       WHERE ${BATCH}
         AND NOT EXISTS (SELECT 1 FROM contact_field_values v
                          WHERE v.contact_id = c.id AND v.field_id = f.id)
         FOR KEY SHARE OF c
    ), written AS (
      INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
      SELECT b.id, f.id, r.item, b.workspace_id, b.is_demo, r.num, r.txt, r.ts
        FROM batch b, contact_field_value_rows(f.type, b.value) r
      ON CONFLICT DO NOTHING
      RETURNING contact_id
    )
    SELECT count(DISTINCT contact_id)::int INTO filled FROM written;
    RETURN filled;
  END $$`;

export class FilterIndexKeyShareFirst1795896000000 implements MigrationInterface {
  name = 'FilterIndexKeyShareFirst1795896000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refill(true));
    await queryRunner.query(fill(true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(fill(false));
    await queryRunner.query(refill(false));
  }
}
