import { AppConfig } from '../../src/config/app-config.js';
import type { Role } from '../../src/tenancy/user.entity.js';
import { call, type TestApp, uniqueEmail } from './test-app.js';

export interface Member {
  email: string;
  userId: string;
  workspaceId: string;
}

/**
 * A new user in a new workspace (admin), signed in once; `premium` flips the tier directly.
 * `role: 'super_admin'` lists the e-mail in the app's OWNER_EMAILS first (`listAsOwner`): the
 * role follows that list on every request.
 */
export async function signUp(
  t: TestApp,
  options: { premium?: boolean; role?: Role; prefix?: string } = {},
): Promise<Member> {
  const email = uniqueEmail(options.prefix);
  if (options.role === 'super_admin') listAsOwner(t, email);
  const me = await call(t, 'GET', '/me', { as: email });
  if (me.status !== 200) throw new Error(`sign-up failed: ${me.status} ${me.text}`);
  const member = {
    email,
    userId: me.body.user.id as string,
    workspaceId: me.body.workspace.id as string,
  };
  if (options.premium) await setPremium(t, member.workspaceId, true);
  if (options.role && options.role !== 'super_admin') {
    await t.db.query(`UPDATE users SET role = $1 WHERE id = $2`, [options.role, member.userId]);
  }
  return member;
}

/**
 * Adds `email` to the OWNER_EMAILS of the running app `t`, as a restart with it listed would:
 * its next request makes it `super_admin` there (another instance needs it listed too).
 */
export function listAsOwner(t: TestApp, email: string): void {
  (t.app.get(AppConfig).ownerEmails as Set<string>).add(email.toLowerCase());
}

/** Another real member of an existing workspace, with the given role. */
export async function addMember(
  t: TestApp,
  workspaceId: string,
  role: Role = 'member',
): Promise<Member> {
  const email = uniqueEmail(role);
  const [row] = await t.db.query<{ id: string }[]>(
    `INSERT INTO users (workspace_id, email, role) VALUES ($1, $2, $3) RETURNING id`,
    [workspaceId, email, role],
  );
  return { email, userId: row.id, workspaceId };
}

export async function setPremium(t: TestApp, workspaceId: string, premium: boolean): Promise<void> {
  await t.db.query(`UPDATE workspaces SET is_premium = $1 WHERE id = $2`, [premium, workspaceId]);
}

/** Creates a contact through the API (the workspace must be premium). */
export async function createContact(
  t: TestApp,
  email: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await call(t, 'POST', '/contacts', {
    as: email,
    body: { first_name: 'Test', ...body },
  });
  if (res.status !== 200) throw new Error(`create contact failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Moves a contact's last activity into the past, as if it had been idle for `days`. */
export async function idleFor(t: TestApp, contactId: string, days: number): Promise<void> {
  await t.db.query(
    `UPDATE contacts SET last_activity_at = now() - make_interval(days => $2) WHERE id = $1`,
    [contactId, days],
  );
}

/** Logs an interaction through the API (the workspace must be premium). */
export async function logInteraction(
  t: TestApp,
  email: string,
  contactId: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await call(t, 'POST', `/contacts/${contactId}/interactions`, {
    as: email,
    body: { type: 'call', summary: 'Talked', ...body },
  });
  if (res.status !== 200) throw new Error(`log interaction failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Schedules a follow-up through the API (the workspace must be premium); due in a day by default. */
export async function scheduleFollowup(
  t: TestApp,
  email: string,
  contactId: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await call(t, 'POST', `/contacts/${contactId}/followups`, {
    as: email,
    body: {
      title: 'Call back',
      scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
      ...body,
    },
  });
  if (res.status !== 200) throw new Error(`schedule follow-up failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The stored last_activity_at of a contact, at full precision. */
export async function lastActivityOf(t: TestApp, contactId: string): Promise<string> {
  const [row] = await t.db.query<{ at: string }[]>(
    `SELECT last_activity_at::text AS at FROM contacts WHERE id = $1`,
    [contactId],
  );
  return row.at;
}

/** A demo contact of a free workspace (seeded at its sign-in). */
export async function demoContactId(t: TestApp, workspaceId: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }[]>(
    `SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo ORDER BY created_at LIMIT 1`,
    [workspaceId],
  );
  return row.id;
}

export const SAMPLE_STEPS = [
  { day_offset: 0, title: 'Intro call', channel: 'call' },
  { day_offset: 2, title: 'Send the overview', channel: 'email' },
  { day_offset: 5, title: 'Check in', channel: 'task' },
];

/** Creates a sequence through the API (the workspace must be premium); three steps by default. */
export async function createSequence(
  t: TestApp,
  email: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await call(t, 'POST', '/sequences', {
    as: email,
    body: { name: 'Nurture', steps: SAMPLE_STEPS, ...body },
  });
  if (res.status !== 200) throw new Error(`create sequence failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Enrolls contacts in a sequence through the API (the workspace must be premium). */
export async function enroll(
  t: TestApp,
  email: string,
  sequenceId: string,
  contactIds: string[],
): Promise<{ enrollments: (Record<string, unknown> & { id: string })[] }> {
  const res = await call(t, 'POST', `/sequences/${sequenceId}/enrollments`, {
    as: email,
    body: { contact_ids: contactIds },
  });
  if (res.status !== 200) throw new Error(`enroll failed: ${res.status} ${res.text}`);
  return res.body;
}
