import type { MemberVisibility } from '../../src/database/visibility.js';
import { DEFAULT_STAGES } from '../../src/tenancy/stages.js';
import type { Member } from './factories.js';
import { call, type TestApp } from './test-app.js';

/** A `PUT /settings` body: the other settings at their defaults, with `changes` over them. */
export function settingsBody(changes: Record<string, unknown>): Record<string, unknown> {
  return { dormancy_days: 14, timezone: 'UTC', stages: DEFAULT_STAGES, ...changes };
}

/**
 * `PUT /settings` as an admin, changing only who sees what (the other settings at their
 * defaults); throws unless it is answered 200 with them.
 */
export async function setVisibility(
  t: TestApp,
  admin: Member,
  member_visibility: MemberVisibility,
  unassigned_visible = true,
): Promise<void> {
  const res = await call(t, 'PUT', '/settings', {
    as: admin.email,
    body: settingsBody({ member_visibility, unassigned_visible }),
  });
  if (
    res.status !== 200 ||
    res.body.member_visibility !== member_visibility ||
    res.body.unassigned_visible !== unassigned_visible
  ) {
    throw new Error(`setting visibility failed: ${res.status} ${res.text}`);
  }
}

export interface GroupBody {
  id: string;
  name: string;
  member_ids: string[];
  created_at: string;
  updated_at: string;
}

/** Creates a group as `email` and answers it; the workspace must be premium, `email` a manager. */
export async function createGroup(
  t: TestApp,
  email: string,
  body: Record<string, unknown> = {},
): Promise<GroupBody> {
  const res = await call(t, 'POST', '/groups', { as: email, body: { name: 'A group', ...body } });
  if (res.status !== 200) throw new Error(`create group failed: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * A workspace's real groups as stored (its demo ones with `demo`), oldest first, each with its
 * members in id order: what a refused write must leave as it was.
 */
export async function storedGroups(
  t: TestApp,
  workspaceId: string,
  demo = false,
): Promise<{ id: string; name: string; updated_at: string; members: string[] }[]> {
  return t.db.query(
    `SELECT g.id, g.name, g.updated_at::text AS updated_at,
            ARRAY(SELECT m.user_id::text FROM group_members m WHERE m.group_id = g.id
                   ORDER BY m.user_id) AS members
       FROM groups g WHERE g.workspace_id = $1 AND g.is_demo = $2 ORDER BY g.created_at, g.id`,
    [workspaceId, demo],
  );
}
