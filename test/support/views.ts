import { call, type TestApp } from './test-app.js';

/** Saves a view as `email` and answers it; the workspace must be premium. */
export async function createView(
  t: TestApp,
  email: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await call(t, 'POST', '/views', { as: email, body: { name: 'A view', ...body } });
  if (res.status !== 200) throw new Error(`create view failed: ${res.status} ${res.text}`);
  return res.body;
}

/** A view's row as stored, or undefined when there is none. */
export async function storedView(
  t: TestApp,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await t.db.query<Record<string, unknown>[]>(
    `SELECT name, filter, sort, columns, private_to, created_by FROM saved_views WHERE id = $1`,
    [id],
  );
  return row;
}

/** How many views a workspace holds, every member's. */
export async function viewCount(t: TestApp, workspaceId: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM saved_views WHERE workspace_id = $1`,
    [workspaceId],
  );
  return row.n;
}
