import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '../src/database/sql.js';
import { boardCards } from '../src/modules/board/board.queries.js';
import { sharedPlanFits } from '../src/modules/board/board.rules.js';
import { ContactReadsService } from '../src/modules/contacts/contact-reads.service.js';
import type { QueryGroup } from '../src/modules/contacts/query/contact-query.tree.js';
import type { WorkspaceScope } from '../src/core/auth/request-context.js';
import { addMember, type Member, signUp } from './support/factories.js';
import { genericPlan, nodes } from './support/generic-plan.js';
import { seedRows } from './support/seed-rows.js';
import { call, useTestApp } from './support/test-app.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';

/*
 * The board of a member who sees a fair share of every stage reads their cards in one plan
 * prepared for every member: along the stage index, the owners they see kept by a filter, no
 * further into a column than its cards over their share. A member who sees a sliver of a stage is
 * planned for their owners instead. Both answer the same cards.
 */
const PER_OWNER = 2_000;
const PER_STAGE = 20;
const STAGES = ['lead', 'qualified'];
const EVERY_CONTACT: QueryGroup = { op: 'and', nodes: [] };

describe('the board of a member who sees some owners', () => {
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
    // Three busy owners in both stages, a member with three contacts, and nobody's three.
    await seedRows(
      t,
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
       SELECT $1, false, 'B' || n, CASE WHEN n % 2 = 0 THEN 'lead' ELSE 'qualified' END,
              o.owner, now() - n * interval '1 minute'
         FROM unnest($2::uuid[] || ARRAY[$3, $3, $3, NULL, NULL, NULL]::uuid[])
              WITH ORDINALITY AS o(owner, n)`,
      [admin.workspaceId, owners, quiet.userId],
    );
    await t.db.query('VACUUM ANALYZE contacts_all');
  });

  const scope = (owners: Member[], unassigned: boolean): TenantScope => ({
    workspace: { id: admin.workspaceId },
    demo: false,
    visibility: { owners: owners.map((m) => m.userId), unassigned },
  });
  const cards = (seen: TenantScope, sharedPlan: boolean) =>
    boardCards(seen, { stages: STAGES, perStage: PER_STAGE, where: EVERY_CONTACT, sharedPlan });
  const ids = async (statement: ReturnType<typeof cards>) =>
    (await t.db.query<{ id: string }[]>(statement.text, [...statement.values])).map((r) => r.id);

  it('reads a member who sees a fair share along the stage index, in one prepared plan', async () => {
    const seen = scope(busy.slice(0, 2), true);
    const statement = cards(seen, true);
    expect(statement.prepared).toBeDefined();
    const plan = await genericPlan(t, statement);
    const scans = nodes(plan).filter((n) => n['Relation Name'] === 'contacts_all');
    expect(scans.map((n) => n['Index Name'])).toEqual(['contacts_stage_idx']);
    // Two owners in three: a column reads its cards and one more, and few it leaves out.
    const read = scans[0]['Actual Rows'] + (scans[0]['Rows Removed by Filter'] ?? 0);
    expect(read).toBeLessThanOrEqual(2 * (PER_STAGE + 1));
    expect(await ids(statement)).toEqual(await ids(cards(seen, false)));
  });

  it('answers the same cards whichever way, nobody’s contacts in or out', async () => {
    for (const unassigned of [true, false]) {
      const seen = scope([busy[0], quiet], unassigned);
      const shared = await ids(cards(seen, true));
      expect(shared).toEqual(await ids(cards(seen, false)));
      expect(shared).toHaveLength(STAGES.length * (PER_STAGE + 1));
    }
  });

  it('leaves a member who sees a sliver of a stage to a plan made for their owners', async () => {
    const reads = t.app.get(ContactReadsService);
    const asMember = (seen: TenantScope) =>
      ({ ...seen, workspace: { ...seen.workspace, stages: [] } }) as unknown as WorkspaceScope;
    const quietShares = (await reads.stageTotalsSeen(asMember(scope([quiet], true)))).shares;
    expect(sharedPlanFits(quietShares, STAGES)).toBe(false);
    const busyShares = (await reads.stageTotalsSeen(asMember(scope(busy.slice(0, 1), false))))
      .shares;
    expect(busyShares.get('lead')).toBeCloseTo(PER_OWNER / 2 / (PER_OWNER * 1.5 + 3), 2);
    expect(sharedPlanFits(busyShares, STAGES)).toBe(true);
    expect(cards(scope([quiet], true), false).prepared).toBeUndefined();
  });

  it('shows a member their cards and totals through the route, either way', async () => {
    await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: DEFAULT_STAGES,
        member_visibility: 'own',
      },
    });
    for (const member of [busy[0], quiet]) {
      const res = await call(t, 'GET', '/board', { as: member.email });
      expect(res.status).toBe(200);
      const stages = res.body.stages as {
        key: string;
        count: number;
        contacts: { owner_id: string | null }[];
      }[];
      const lead = stages.find((s) => s.key === 'lead')!;
      // Their own in the stage, and nobody's two (unassigned_visible by default).
      const owned = member === quiet ? 1 : PER_OWNER / 2;
      expect(lead.count).toBe(owned + 2);
      expect(lead.contacts.length).toBe(Math.min(PER_STAGE, owned + 2));
      for (const c of lead.contacts) expect([member.userId, null]).toContain(c.owner_id);
    }
  });
});
