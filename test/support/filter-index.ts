import { expect } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FilterIndexWorker } from '../../src/modules/custom-fields/filter-index.worker.js';
import { define, field } from './contact-query.js';
import { signUp, type Member } from './factories.js';
import { call, type TestApp } from './test-app.js';

/*
 * Workspaces, entries and builds for the specs of a field's filter index built by a job
 * (test/custom-fields-backfill*.e2e-spec.ts), whose apps index a field at once up to LIMIT contacts.
 */

/** The most contacts a workspace of these specs may have for its fields to be indexed at once. */
export const LIMIT = 100;
/** Real contacts seeded in a large workspace: three batches of them, then the demo ones. */
export const SEEDED = 2_500;

/** The 409 of a filter or a sort naming a field whose index is being built. */
export const BUILDING = (place: string, name: string) =>
  `${place}: ${name} is being indexed for filters and sorts; try again once its filter_index is ready (GET /custom-fields)`;

/**
 * A premium workspace with fields `topics` (multi-select), `arr` (number) and `nick` (text),
 * none filterable, and `count` real contacts holding values of them in varied shapes (a third
 * none, some an empty list), at a few distinct instants (ties broken by id), and 40 demo
 * contacts holding values too.
 */
export async function largeWorkspace(t: TestApp, count = SEEDED): Promise<Member> {
  const admin = await signUp(t, { premium: true });
  for (const [key, type] of [
    ['topics', 'multi_select'],
    ['arr', 'number'],
    ['nick', 'text'],
  ]) {
    await define(t, admin, field(key, type, { filterable: false }));
  }
  await seedContacts(t, admin, count, false);
  await seedContacts(t, admin, 40, true);
  return admin;
}

/** `count` contacts of the workspace (demo ones when `demo`), straight into the table. */
export async function seedContacts(
  t: TestApp,
  admin: Member,
  count: number,
  demo: boolean,
): Promise<void> {
  await t.db.query(
    `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at,
                           created_at, custom)
     SELECT $1, $2, 'Seeded ' || n, 'lead', $3, now(), now() - (n % 7) * interval '1 minute',
            CASE WHEN n % 3 = 0 THEN '{}'::jsonb
                 ELSE jsonb_build_object(
                        'topics', (CASE n % 4 WHEN 0 THEN '["a"]' WHEN 1 THEN '["b", "c"]'
                                              WHEN 2 THEN '["c", "a", "b"]' ELSE '[]' END)::jsonb,
                        'arr', n * 10.5,
                        'nick', 'Nick ' || n) END
       FROM generate_series(1, $4::int) AS n`,
    [admin.workspaceId, demo, admin.userId, count],
  );
}

export function patchField(
  app: TestApp,
  admin: Member,
  key: string,
  body: Record<string, unknown>,
) {
  return call(app, 'PATCH', `/custom-fields/${key}`, { as: admin.email, body });
}

/** The field's entries, as filters and sorts read them. */
export async function entries(t: TestApp, fieldId: string) {
  // A trashed contact's entries wait for its restore, which writes them anew: not counted.
  return t.db.query<Record<string, unknown>[]>(
    `SELECT v.contact_id, v.item, v.workspace_id, v.is_demo, v.num::text AS num, v.txt,
            v.ts::text AS ts
       FROM contact_field_values v JOIN contacts c ON c.id = v.contact_id
      WHERE v.field_id = $1 ORDER BY v.contact_id, v.item`,
    [fieldId],
  );
}

/** The entries of the field the workspace's live contacts hold now (what a fill in one go gives). */
export async function expectedEntries(t: TestApp, fieldId: string) {
  return t.db.query<Record<string, unknown>[]>(
    `SELECT c.id AS contact_id, r.item, c.workspace_id, c.is_demo, r.num::text AS num, r.txt,
            r.ts::text AS ts
       FROM custom_fields f
       JOIN contacts c ON c.workspace_id = f.workspace_id AND c.custom ? f.key,
            contact_field_value_rows(f.type, c.custom -> f.key) r
      WHERE f.id = $1 ORDER BY c.id, r.item`,
    [fieldId],
  );
}

/** The field's builds, oldest first. */
export async function builds(t: TestApp, fieldId: string) {
  return t.db.query<
    { id: string; status: string; processed: number; filled: number; error: string | null }[]
  >(
    `SELECT id, status, processed, filled, error FROM filter_index_builds
      WHERE field_id = $1 ORDER BY created_at, id`,
    [fieldId],
  );
}

/** The workspace's contacts, real and demo. */
export async function contactsOf(t: TestApp, workspaceId: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
    [workspaceId],
  );
  return row.n;
}

/**
 * When `ANALYZE contact_field_values` last ran, as a statement (a build's end), not autovacuum;
 * null when it never did.
 */
export async function lastAnalyzed(t: TestApp): Promise<string | null> {
  const [row] = await t.db.query<{ at: string | null }[]>(
    `SELECT last_analyze::text AS at FROM pg_stat_user_tables WHERE relname = 'contact_field_values'`,
  );
  return row.at;
}

/** The workspace's real contacts in the order a build walks them. */
export async function walkOrder(t: TestApp, workspaceId: string): Promise<string[]> {
  const rows = await t.db.query<{ id: string }[]>(
    `SELECT id FROM contacts WHERE workspace_id = $1 AND NOT is_demo ORDER BY created_at, id`,
    [workspaceId],
  );
  return rows.map((r) => r.id);
}

/** Until `done`, at most 5 s. */
export async function waitFor(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; !(await done()); i++) {
    if (i > 500) throw new Error('waited 5 s in vain');
    await sleep(10);
  }
}

/** The field as GET /custom-fields lists it (a workspace's 100 at most: one page of 200). */
export async function listed(app: TestApp, admin: Member, key: string) {
  const res = await call(app, 'GET', '/custom-fields', {
    as: admin.email,
    query: { limit: '200' },
  });
  expect(res.status).toBe(200);
  return (res.body.items as { key: string; filter_index: string | null }[]).find(
    (f) => f.key === key,
  );
}

/**
 * The next `runs` batches applied to contact_field_values succeed, the one after fails (once),
 * as a worker that dies mid-batch would leave it: that batch undone, the checkpoint before it
 * kept. Answers what drops the fault.
 */
export async function failBatchAfter(t: TestApp, runs: number): Promise<() => Promise<void>> {
  await t.db.query(`CREATE SEQUENCE filter_index_fault_seq`);
  await t.db.query(
    `CREATE FUNCTION filter_index_fault() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF nextval('filter_index_fault_seq') = ${runs + 1} THEN RAISE EXCEPTION 'provoked'; END IF;
       RETURN NULL;
     END $$`,
  );
  await t.db.query(
    `CREATE TRIGGER filter_index_fault BEFORE INSERT ON contact_field_values
       FOR EACH STATEMENT EXECUTE FUNCTION filter_index_fault()`,
  );
  return async () => {
    await t.db.query(`DROP TRIGGER filter_index_fault ON contact_field_values`);
    await t.db.query(`DROP FUNCTION filter_index_fault()`);
    await t.db.query(`DROP SEQUENCE filter_index_fault_seq`);
  };
}

/** Runs the field's build under way until its second batch fails; answers that build. */
export async function interruptedBuild(t: TestApp, worker: FilterIndexWorker, fieldId: string) {
  const [build] = await builds(t, fieldId);
  const restore = await failBatchAfter(t, 1);
  try {
    await expect(worker.run(build.id)).rejects.toThrow('provoked');
  } finally {
    await restore();
  }
  const [after] = await builds(t, fieldId);
  expect(after).toMatchObject({ id: build.id, status: 'running', processed: 1_000 });
  return after;
}
