import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { STORED_TABLES } from '../src/modules/trash/trash-tables.js';
import { expectedValue, normaliseCustomValue } from '../src/modules/contacts/custom-values.js';
import {
  BENCH_CUSTOM_FIELDS,
  customValuesSql,
  definitionOf,
  FILTERABLE_FIELD,
  type BenchCustomField,
} from './custom-field-set.js';
import {
  CUSTOM_FIELDS_MEMBER_EMAILS,
  CUSTOM_FIELDS_WORKSPACE_ID,
  CUSTOM_FIELDS_WORKSPACE_NAME,
  LARGE_WORKSPACE_ID,
} from './dataset.js';

/*
 * The custom-field workspace: the large workspace's twin, so a route measured there against the
 * same route in the large workspace costs what its 20 custom fields cost. Its settings and
 * contacts are copies of the large workspace's (every column, the owners mapped member for
 * member) in the order they lie on disk, so a page of the newest contacts is spread over as many
 * heap pages in both, each contact with a value for every field (`bench/custom-field-set.ts`); its
 * definitions are rows as the API writes them, at the version 20 creations would leave. The
 * contacts' history (stage moves, interactions, follow-ups) is not copied: the routes measured
 * there read none of it.
 */

/**
 * A twin's copy of the large workspace ($1) for the twin ($2): `owners` maps each large member to
 * the twin's of the same rank by e-mail, and `s` is the large workspace's contacts in the order
 * they lie on disk (`n`), each with its owner in the twin (`owner`).
 */
export const LARGE_CONTACTS_FOR_TWIN = `owners AS (
       SELECT l.id AS large, t.id AS twin
         FROM (SELECT id, row_number() OVER (ORDER BY email) AS k FROM users WHERE workspace_id = $1) l
         JOIN (SELECT id, row_number() OVER (ORDER BY email) AS k FROM users WHERE workspace_id = $2) t
              USING (k)),
     s AS (
       SELECT c.*, o.twin AS owner, row_number() OVER (ORDER BY c.ctid) AS n
         FROM ${STORED_TABLES.contacts} c LEFT JOIN owners o ON o.large = c.owner_id
        WHERE c.workspace_id = $1)`;

/** Seeds the workspace in the caller's transaction; returns the rows inserted. */
export async function seedCustomFieldsWorkspace(client: pg.Client): Promise<number> {
  const ids = [LARGE_WORKSPACE_ID, CUSTOM_FIELDS_WORKSPACE_ID];
  let rows = 0;
  const count = async (sql: string, params: unknown[]) => {
    rows += (await client.query(sql, params)).rowCount ?? 0;
  };
  await count(
    `INSERT INTO workspaces (id, name, is_premium, subscription_status, custom_fields_version, created_at)
     SELECT $2, $3, is_premium, subscription_status, $4, created_at FROM workspaces WHERE id = $1`,
    [...ids, CUSTOM_FIELDS_WORKSPACE_NAME, BENCH_CUSTOM_FIELDS.length],
  );
  await count(
    `INSERT INTO users (workspace_id, email, role)
     SELECT $1, email, CASE WHEN ord = 1 THEN 'admin' ELSE 'member' END
       FROM unnest($2::text[]) WITH ORDINALITY AS m(email, ord)`,
    [CUSTOM_FIELDS_WORKSPACE_ID, CUSTOM_FIELDS_MEMBER_EMAILS],
  );
  const definitions = BENCH_CUSTOM_FIELDS.map((f, i) => definitionOf(f, i));
  await count(
    `INSERT INTO custom_fields (workspace_id, key, label, type, options, position)
     SELECT $1, d->>'key', d->>'label', d->>'type', d->'options', (d->>'position')::int
       FROM jsonb_array_elements($2::jsonb) AS d`,
    [CUSTOM_FIELDS_WORKSPACE_ID, JSON.stringify(definitions)],
  );
  const copied = await copiedContactColumns(client);
  await count(
    `WITH ${LARGE_CONTACTS_FOR_TWIN}
     INSERT INTO contacts (workspace_id, owner_id, custom, ${copied.join(', ')})
     SELECT $2, s.owner, ${customValuesSql()}, ${copied.map((c) => `s.${c}`).join(', ')}
       FROM s ORDER BY s.n`,
    ids,
  );
  await requireValidValues(client);
  // The board's counters, as after the core's load (its triggers may have been off).
  await client.query('SELECT contact_stage_totals_rebuild()');
  return rows;
}

/**
 * Makes one number field of the workspace filterable (FILTERABLE_FIELD), as
 * `PATCH /custom-fields/{key}` would (the workspace's definitions one version on), and fills its
 * typed copy in `contact_field_values` from every contact's value, as the definition's refill
 * trigger does (off while a superuser seeds; for another user it has filled them already). A part
 * of its own, so a data set stored before gains it alone. Returns the rows of the copy.
 */
export async function seedFilterableField(client: pg.Client): Promise<number> {
  const workspace = CUSTOM_FIELDS_WORKSPACE_ID;
  const { rows } = await client.query<{ id: string }>(
    `UPDATE custom_fields SET filterable = true, updated_at = now()
      WHERE workspace_id = $1 AND key = $2 RETURNING id`,
    [workspace, FILTERABLE_FIELD],
  );
  if (rows.length !== 1) throw new Error(`the custom-field workspace has no ${FILTERABLE_FIELD}`);
  await client.query(
    `UPDATE workspaces SET custom_fields_version = custom_fields_version + 1 WHERE id = $1`,
    [workspace],
  );
  await client.query(
    `INSERT INTO contact_field_values (contact_id, field_id, item, workspace_id, is_demo, num, txt, ts)
     SELECT c.id, f.id, r.item, c.workspace_id, c.is_demo, r.num, r.txt, r.ts
       FROM custom_fields f
       JOIN contacts c ON c.workspace_id = f.workspace_id AND c.custom ? f.key,
            contact_field_value_rows(f.type, c.custom -> f.key) r
      WHERE f.id = $1
     ON CONFLICT DO NOTHING`,
    [rows[0].id],
  );
  const counted = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contact_field_values
      WHERE workspace_id = $1 AND NOT is_demo AND field_id = $2 AND num IS NOT NULL`,
    [workspace, rows[0].id],
  );
  if (counted.rows[0].n === 0) throw new Error(`no value of ${FILTERABLE_FIELD} was copied`);
  return counted.rows[0].n;
}

/**
 * Every stored column of contacts but those the copy sets itself (and `more`), quoted: read from
 * the table, where a generated column says so (the view's columns never do).
 */
export async function copiedContactColumns(
  client: pg.Client,
  more: readonly string[] = [],
): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
        AND column_name <> ALL($2::text[])
      ORDER BY ordinal_position`,
    [STORED_TABLES.contacts, ['id', 'workspace_id', 'owner_id', 'custom', ...more]],
  );
  return rows.map((r) => `"${r.name}"`);
}

/**
 * Fails the seeding unless contacts of the workspace hold a value of every field, each one the
 * service would store for itself (a sample spread over the ids, which are random).
 */
async function requireValidValues(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ custom: Record<string, unknown> }>(
    `SELECT custom FROM contacts WHERE workspace_id = $1 ORDER BY id LIMIT 500`,
    [CUSTOM_FIELDS_WORKSPACE_ID],
  );
  if (rows.length === 0) throw new Error('the custom-field workspace has no contacts');
  const checks = BENCH_CUSTOM_FIELDS.map((f: BenchCustomField, i) => definitionOf(f, i));
  for (const { custom } of rows) {
    for (const definition of checks) {
      const value = custom[definition.key];
      if (
        value === undefined ||
        !isDeepStrictEqual(normaliseCustomValue(definition, value), value)
      ) {
        throw new Error(`seeded ${JSON.stringify(value)}: ${expectedValue(definition)}`);
      }
    }
  }
}
