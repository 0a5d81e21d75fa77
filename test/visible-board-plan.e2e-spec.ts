import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '../src/database/sql.js';
import { boardCards, stageContactPage } from '../src/modules/board/board.queries.js';
import { seesMostOfEveryColumn } from '../src/modules/board/board.rules.js';
import { stageTotals } from '../src/modules/contacts/contact-lookups.queries.js';
import { stageTotalsOf } from '../src/modules/contacts/stage-totals.js';
import type { QueryGroup } from '../src/modules/contacts/query/contact-query.tree.js';
import { addMember, type Member, signUp } from './support/factories.js';
import { genericPlan, type PlanNode, planNodes } from './support/generic-plan.js';
import { setVisibility } from './support/groups.js';
import { maintain, seedRows } from './support/seed-rows.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * The board of a member who sees only some owners' contacts is prepared: one plan for every
 * member, whatever their owners' share of a stage. The plan PostgreSQL keeps for it (the generic
 * one, blind to the values) reads a column the member sees most of along the stage index, past
 * at most as many of others' contacts as it shows, and any other column each owner's and
 * nobody's cards along the owner-stage index, merged as it reads, so a column costs its cards
 * and a row an owner; either answers the cards the member sees, in the column's order, ties on
 * the time broken by the id.
 */
const PER_OWNER = 3_000;
const PER_STAGE = 20;
const STAGES = ['lead', 'qualified', 'proposal'];
/** The most contacts of a stage that share a time (`now() - n / 7` minutes, every third n). */
const TIES = 3;
const EVERY_CONTACT: QueryGroup = { op: 'and', nodes: [] };

// Its statistics are set to a large database's (below): kept from the run's shared database.
useOwnDatabase();

interface CardRow {
  id: string;
  stage: string;
  sort_at: string;
}

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
    // Three busy owners over three stages, times shared by several contacts (ties the id
    // breaks), a member who owns three contacts, and as many of nobody's.
    await seedRows(
      t,
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
       SELECT $1, false, 'P' || n, ($4::text[])[1 + n % 3], o.owner,
              now() - (n / 7) * interval '1 minute'
         FROM unnest($2::uuid[] || ARRAY[$3, $3, $3, NULL, NULL, NULL]::uuid[])
              WITH ORDINALITY AS o(owner, n)`,
      [admin.workspaceId, owners, quiet.userId, STAGES],
    );
    // Other workspaces' contacts, of many owners: the member's workspace is one among others,
    // and an owner's share of all the contacts is small, as a plan blind to the owners guesses it.
    const others = await signUp(t, { premium: true });
    await seedRows(
      t,
      `WITH owners AS (
         INSERT INTO users (workspace_id, email)
         SELECT $1::uuid, 'other-owner-' || n || '-' || $1::text || '@example.com' FROM generate_series(1, 300) AS n
         RETURNING id)
       INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
       SELECT $1, false, 'O' || n, 'lead', o.id, now()
         FROM (SELECT array_agg(id) AS ids FROM owners) a, generate_series(1, $2::int) AS n,
              LATERAL (SELECT a.ids[1 + n % 300] AS id) o`,
      [others.workspaceId, PER_OWNER * 6],
    );
    // The owners as a database of thousands of users has them: each owns a small share of the
    // contacts, which a plan blind to the owners takes for the member's few. Reading those by
    // the owner index and sorting them then looked cheap to the generic plan of the read along
    // the stage, which at scale read every visible contact of a column (bench/README.md, "The
    // group board read along the stage index where the member sees most").
    await t.db.query('ALTER TABLE contacts_all ALTER COLUMN owner_id SET (n_distinct = 100000)');
    await maintain(t, 'VACUUM ANALYZE contacts_all');
  });

  const scope = (owners: Member[], unassigned: boolean): TenantScope => ({
    workspace: { id: admin.workspaceId },
    demo: false,
    visibility: { owners: owners.map((m) => m.userId), unassigned },
  });

  /** The plan's scans of contacts. */
  const contactScans = (plan: PlanNode) =>
    planNodes(plan).filter((n) => n['Relation Name'] === 'contacts_all');

  /**
   * Whether the plan read the contacts along the owner-stage index, merged as read: of a column,
   * the cards and one more, and at most one row besides for each owner (and nobody).
   */
  function expectOwnerByOwner(plan: PlanNode, seen: TenantScope): void {
    const contacts = contactScans(plan);
    expect(contacts.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(contacts.map((n) => n['Node Type'])).not.toContain('Bitmap Heap Scan');
    expect(new Set(contacts.map((n) => n['Index Name']))).toEqual(
      new Set(['contacts_owner_stage_idx']),
    );
    const owners = seen.visibility!.owners.length + (seen.visibility!.unassigned ? 1 : 0);
    expect(contacts).toHaveLength(owners);
    // Actual Rows is a scan's rows per loop, a loop a column.
    const read = contacts.reduce((sum, scan) => sum + scan['Actual Rows'], 0);
    expect(read).toBeLessThanOrEqual(PER_STAGE + 1 + owners);
  }

  /**
   * Whether the plan read each column along the stage index, in its order, no further than its
   * cards and those as recent as the last (ties), past at most as many of others' contacts (a
   * scan's rows are per loop, a loop a column).
   */
  function expectAlongTheStage(plan: PlanNode): void {
    const contacts = contactScans(plan);
    expect(contacts.map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Scan', 'contacts_stage_idx'],
    ]);
    const [scan] = contacts;
    // The cards and one more, those as recent as the last, and the next, which ends the ties.
    expect(scan['Actual Rows']).toBeLessThanOrEqual(PER_STAGE + 2 + TIES);
    expect(scan['Rows Removed by Filter'] ?? 0).toBeLessThanOrEqual(PER_STAGE + 2 + TIES);
  }

  /** Whether the member sees most of every column, by the counters, as the board asks. */
  async function seesMost(seen: TenantScope): Promise<boolean> {
    const totals = stageTotals(seen);
    const rows = await t.db.query<Parameters<typeof stageTotalsOf>[0][number][]>(totals.text, [
      ...totals.values,
    ]);
    return seesMostOfEveryColumn(stageTotalsOf(rows, []), STAGES);
  }

  /** What the member sees of `stage` in the column's order, from the plain condition. */
  async function expected(seen: TenantScope, stage: string, after: string[] | null) {
    const visibility = seen.visibility!;
    const rows = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo AND stage = $2
          AND (owner_id = ANY($3::uuid[]) OR ($4 AND owner_id IS NULL))
          AND ($5::timestamptz IS NULL OR (last_activity_at, id) < ($5::timestamptz, $6::uuid))
        ORDER BY last_activity_at DESC, id DESC LIMIT $7`,
      [
        admin.workspaceId,
        stage,
        visibility.owners,
        visibility.unassigned,
        after?.[0] ?? null,
        after?.[1] ?? null,
        PER_STAGE + 1,
      ],
    );
    return rows.map((r) => r.id);
  }

  const cases: [string, () => TenantScope, number, 'along the stage' | 'owner by owner'][] = [
    [
      'most of the contacts, and nobody’s',
      () => scope(busy, true),
      PER_STAGE + 1,
      'along the stage',
    ],
    ['two owners’', () => scope(busy.slice(0, 2), false), PER_STAGE + 1, 'along the stage'],
    ['one owner’s', () => scope(busy.slice(0, 1), false), PER_STAGE + 1, 'owner by owner'],
    ['a handful: their own, and nobody’s', () => scope([quiet], true), 2, 'owner by owner'],
  ];

  it.each(cases)(
    'seeing %s, is prepared, reads each column as the counters say it fits, and answers what the member sees',
    async (_what, seen, perStage, read) => {
      const alongTheStage = await seesMost(seen());
      expect(alongTheStage).toBe(read === 'along the stage');
      const statement = boardCards(seen(), {
        stages: STAGES,
        perStage: PER_STAGE,
        where: EVERY_CONTACT,
        alongTheStage,
      });
      expect(statement.prepared).toBeDefined();
      const plan = await genericPlan(t, statement);
      expect(plan['Actual Rows']).toBe(perStage * STAGES.length);
      if (read === 'along the stage') expectAlongTheStage(plan);
      else expectOwnerByOwner(plan, seen());
      const rows = await t.db.query<CardRow[]>(statement.text, [...statement.values]);
      for (const stage of STAGES) {
        expect(rows.filter((r) => r.stage === stage).map((r) => r.id)).toEqual(
          await expected(seen(), stage, null),
        );
      }
      // The columns in the order asked.
      expect([...new Set(rows.map((r) => r.stage))]).toEqual(STAGES);
    },
  );

  it('counts, for a member who sees some owners, every owner’s contacts of a stage beside theirs', async () => {
    const totals = stageTotals(scope(busy.slice(0, 1), false));
    const rows = await t.db.query<Parameters<typeof stageTotalsOf>[0][number][]>(totals.text, [
      ...totals.values,
    ]);
    const byStage = stageTotalsOf(rows, []);
    const counted = await t.db.query<{ stage: string; seen: number; everyone: number }[]>(
      `SELECT stage, (count(*) FILTER (WHERE owner_id = $2))::int AS seen, count(*)::int AS everyone
         FROM contacts WHERE workspace_id = $1 AND NOT is_demo GROUP BY stage`,
      [admin.workspaceId, busy[0].userId],
    );
    expect(
      STAGES.map((stage) => [stage, byStage.get(stage)?.count, byStage.get(stage)?.everyone]),
    ).toEqual(
      STAGES.map((stage) => {
        const row = counted.find((r) => r.stage === stage)!;
        return [stage, row.seen, row.everyone];
      }),
    );
    // A member who sees every contact is not told the count of every owner's.
    const all = stageTotals({ workspace: { id: admin.workspaceId }, demo: false });
    const plain = await t.db.query<{ everyone?: number }[]>(all.text, [...all.values]);
    expect(plain.every((row) => !('everyone' in row))).toBe(true);
  });

  it.each(cases)(
    'seeing %s, reads a column past its cards, owner by owner, planned for its values',
    async (_what, seen) => {
      const first = stageContactPage(seen(), {
        stage: 'qualified',
        after: null,
        limit: 3,
        where: EVERY_CONTACT,
      });
      const head = await t.db.query<CardRow[]>(first.text, [...first.values]);
      const last = head[Math.min(head.length, 3) - 1];
      const after = [last.sort_at, last.id];
      const next = stageContactPage(seen(), {
        stage: 'qualified',
        after,
        limit: PER_STAGE,
        where: EVERY_CONTACT,
      });
      expect(next.prepared).toBeUndefined();
      const rows = await t.db.query<CardRow[]>(next.text, [...next.values]);
      expect(rows.map((r) => r.id)).toEqual(await expected(seen(), 'qualified', after));
    },
  );

  it('answers a member’s board and columns over HTTP as the plain condition orders them', async () => {
    await setVisibility(t, admin, 'own');
    const rep = busy[0];
    const own = scope([rep], true);
    const board = await call(t, 'GET', `/board?per_stage=${PER_STAGE}`, { as: rep.email });
    expect(board.status).toBe(200);
    const columns = board.body.stages as {
      key: string;
      contacts: { id: string }[];
      next_cursor: string;
    }[];
    for (const column of columns) {
      const seen = STAGES.includes(column.key) ? await expected(own, column.key, null) : [];
      expect([column.key, column.contacts.map((c) => c.id)]).toEqual([
        column.key,
        seen.slice(0, PER_STAGE),
      ]);
    }
    // The rest of a column, past its cards.
    const qualified = columns.find((c) => c.key === 'qualified')!;
    const rest = await call(
      t,
      'GET',
      `/board/stages/qualified/contacts?limit=5&cursor=${qualified.next_cursor}`,
      { as: rep.email },
    );
    expect(rest.status).toBe(200);
    const last = await t.db.query<{ sort_at: string }[]>(
      `SELECT last_activity_at::text AS sort_at FROM contacts WHERE id = $1`,
      [qualified.contacts[PER_STAGE - 1].id],
    );
    const after = [last[0].sort_at, qualified.contacts[PER_STAGE - 1].id];
    expect((rest.body.items as { id: string }[]).map((c) => c.id)).toEqual(
      (await expected(own, 'qualified', after)).slice(0, 5),
    );
  });
});
