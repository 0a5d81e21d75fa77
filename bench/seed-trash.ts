import type pg from 'pg';
import { STORED_TABLES } from '../src/modules/trash/trash-tables.js';
import {
  LARGE_WORKSPACE_ID,
  TRASH_MEMBER_EMAILS,
  TRASH_WORKSPACE_ID,
  TRASH_WORKSPACE_NAME,
} from './dataset.js';
import { copiedContactColumns, LARGE_CONTACTS_FOR_TWIN } from './seed-custom-fields.js';

/*
 * The trash workspace: the large workspace's twin, so a route measured there against the same
 * route in the large workspace costs what a trash of a tenth of the rows costs live reads. Its
 * settings (stages, pipelines, dormancy) and live contacts are copies of the large workspace's,
 * the owners mapped member for member, in the order they lie on disk; after every ninth contact
 * comes a copy of it in the trash, deleted between 1 and 29 days ago, so trashed rows lie among
 * live ones as deletes over time leave them. Its counters are rebuilt from the live contacts.
 */

/** Copies of each live contact, one in nine of them trashed. */
const TRASH_EVERY = 9;

/** Seeds the workspace in the caller's transaction; returns the rows inserted. */
export async function seedTrashWorkspace(client: pg.Client): Promise<number> {
  const ids = [LARGE_WORKSPACE_ID, TRASH_WORKSPACE_ID];
  let rows = 0;
  const count = async (sql: string, params: unknown[]) => {
    rows += (await client.query(sql, params)).rowCount ?? 0;
  };
  const settings = await settingsColumns(client);
  await count(
    `INSERT INTO workspaces (id, name, ${settings.join(', ')})
     SELECT $2, $3, ${settings.join(', ')} FROM workspaces WHERE id = $1`,
    [...ids, TRASH_WORKSPACE_NAME],
  );
  await count(
    `INSERT INTO users (workspace_id, email, role)
     SELECT $1, email, CASE WHEN ord = 1 THEN 'admin' ELSE 'member' END
       FROM unnest($2::text[]) WITH ORDINALITY AS m(email, ord)`,
    [TRASH_WORKSPACE_ID, TRASH_MEMBER_EMAILS],
  );
  const copied = await copiedContactColumns(client, ['deleted_at']);
  await count(
    `WITH ${LARGE_CONTACTS_FOR_TWIN},
     copies AS (
       SELECT s.*, NULL::timestamptz AS trashed_at, 2 * s.n AS position FROM s
       UNION ALL
       SELECT s.*, now() - make_interval(days => 1 + (s.n % 29)::int), 2 * s.n + 1 FROM s
        WHERE s.n % $3 = 0)
     INSERT INTO ${STORED_TABLES.contacts} (workspace_id, owner_id, custom, deleted_at, ${copied.join(', ')})
     SELECT $2, owner, custom, trashed_at, ${copied.join(', ')} FROM copies ORDER BY position`,
    [...ids, TRASH_EVERY],
  );
  // The board's counters, as after the core's load (its triggers may have been off).
  await client.query('SELECT contact_stage_totals_rebuild()');
  return rows;
}

/** The workspace's settings columns: every column but its identity, name and billing. */
async function settingsColumns(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'workspaces' AND is_generated = 'NEVER'
        AND column_name NOT IN ('id', 'name', 'payment_customer_id', 'demo_seeded_at')
      ORDER BY ordinal_position`,
  );
  return rows.map((r) => `"${r.name}"`);
}
