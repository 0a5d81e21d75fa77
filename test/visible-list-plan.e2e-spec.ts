import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Key } from '../src/database/keyset.js';
import type { TenantScope } from '../src/database/sql.js';
import { contactQueryPage } from '../src/modules/contacts/query/contact-query.queries.js';
import type { QueryGroup } from '../src/modules/contacts/query/contact-query.tree.js';
import { addMember, type Member, signUp } from './support/factories.js';
import { genericPlan, type PlanNode, planNodes } from './support/generic-plan.js';
import { maintain, seedRows } from './support/seed-rows.js';
import { useTestApp } from './support/test-app.js';

/*
 * The contact list of a member who sees only some owners' contacts is prepared: one plan for
 * every member, whatever their owners' share of the workspace. The plan PostgreSQL keeps for it
 * (the generic one, blind to the values) reads each owner's newest and nobody's along their
 * index and merges them as it reads, so a page costs its contacts and an entry an owner, whether
 * the member sees most contacts or a handful of them.
 */
const PER_OWNER = 3_000;
const LIMIT = 50;
const EVERY_CONTACT: QueryGroup = { op: 'and', nodes: [] };

describe('the contact list of a member who sees some owners', () => {
  const t = useTestApp();
  let admin: Member;
  let busy: Member[];
  let quiet: Member;

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    busy = [
      await addMember(t, admin.workspaceId),
      await addMember(t, admin.workspaceId),
      await addMember(t, admin.workspaceId),
    ];
    quiet = await addMember(t, admin.workspaceId);
    const owners = busy.flatMap((m) => Array<string>(PER_OWNER).fill(m.userId));
    // Three busy owners, a member who owns three contacts, and as many of nobody's.
    await seedRows(
      t,
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, created_at, last_activity_at)
       SELECT $1, false, 'P' || n, 'lead', o.owner, now() - n * interval '1 minute', now()
         FROM unnest($2::uuid[] || ARRAY[$3, $3, $3, NULL, NULL, NULL]::uuid[])
              WITH ORDINALITY AS o(owner, n)`,
      [admin.workspaceId, owners, quiet.userId],
    );
    // Another workspace as large: the member's is one among others.
    const others = await signUp(t, { premium: true });
    await seedRows(
      t,
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
       SELECT $1, false, 'O' || n, 'lead', $2, now() FROM generate_series(1, $3::int) AS n`,
      [others.workspaceId, others.userId, PER_OWNER * 3],
    );
    await maintain(t, 'VACUUM ANALYZE contacts_all');
  });

  const scope = (owners: Member[], unassigned: boolean): TenantScope => ({
    workspace: { id: admin.workspaceId },
    demo: false,
    visibility: { owners: owners.map((m) => m.userId), unassigned },
  });

  const page = (seen: TenantScope, after: Key | null) =>
    contactQueryPage(seen, { query: { where: EVERY_CONTACT, sort: [] }, after, limit: LIMIT });

  /**
   * Whether the plan read the contacts along the owner index, merged as read: the page and one
   * more, and at most one row besides for each owner (and nobody).
   */
  function expectBounded(plan: PlanNode, seen: TenantScope): void {
    const contacts = planNodes(plan).filter((n) => n['Relation Name'] === 'contacts_all');
    expect(contacts.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(contacts.map((n) => n['Node Type'])).not.toContain('Bitmap Heap Scan');
    const owners = seen.visibility!.owners.length + (seen.visibility!.unassigned ? 1 : 0);
    expect(contacts).toHaveLength(owners);
    expect(new Set(contacts.map((n) => n['Index Name']))).toEqual(
      new Set(
        seen.visibility!.unassigned
          ? ['contacts_owner_idx', 'contacts_unassigned_idx']
          : ['contacts_owner_idx'],
      ),
    );
    const read = contacts.reduce((sum, scan) => sum + scan['Actual Rows'], 0);
    expect(read).toBeLessThanOrEqual(LIMIT + 1 + owners);
  }

  it.each([
    ['most of the contacts, and nobody’s', () => scope(busy, true), LIMIT + 1],
    ['two owners’', () => scope(busy.slice(0, 2), false), LIMIT + 1],
    ['a handful: their own, and nobody’s', () => scope([quiet], true), 6],
  ])(
    'seeing %s, is prepared and reads each owner no further than the merge takes',
    async (_what, seen, rows) => {
      const statement = page(seen(), null);
      expect(statement.prepared).toBeDefined();
      const plan = await genericPlan(t, statement);
      expect(plan['Actual Rows']).toBe(rows);
      expectBounded(plan, seen());
    },
  );

  it('reads a later page along the same index', async () => {
    const seen = scope(busy.slice(0, 2), true);
    const first = page(seen, null);
    const rows = await t.db.query<{ id: string; sort_at: string }[]>(first.text, [...first.values]);
    const last = rows[LIMIT - 1];
    const next = page(seen, [last.sort_at, last.id]);
    expect(next.prepared).toBeDefined();
    const plan = await genericPlan(t, next);
    expect(plan['Actual Rows']).toBe(LIMIT + 1);
    expectBounded(plan, seen);
  });
});
