import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  idleFor,
  lastActivityOf,
  type Member,
  signUp,
} from './support/factories.js';
import { settingsBody } from './support/groups.js';
import { stageTotalsDrift } from './support/counter-drift.js';
import {
  holdAfter,
  lowestIdReadLast,
  release,
  releasedTogether,
  releasedTogetherAtContact,
  untilWaitingOnLocks,
} from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';
import { insertEndpoint } from './support/webhooks.js';

const RENEWALS = {
  key: 'renewals',
  name: 'Renewals',
  stages: [
    { key: 'renewal-due', label: 'Due', kind: 'open', probability: 70, rotting_days: 30 },
    { key: 'renewal-talks', label: 'Talks', kind: 'open' },
    { key: 'renewed', label: 'Renewed', kind: 'won' },
    { key: 'churned', label: 'Churned', kind: 'lost' },
  ],
};

/** RENEWALS as the API answers it: left-out probabilities and rotting days by kind. */
const RENEWALS_STAGES = [
  { key: 'renewal-due', label: 'Due', kind: 'open', probability: 70, rotting_days: 30 },
  { key: 'renewal-talks', label: 'Talks', kind: 'open', probability: 50, rotting_days: null },
  { key: 'renewed', label: 'Renewed', kind: 'won', probability: 100, rotting_days: null },
  { key: 'churned', label: 'Churned', kind: 'lost', probability: 0, rotting_days: null },
];

describe('Pipelines', () => {
  const t = useTestApp();

  async function withRenewals(): Promise<Member> {
    const admin = await signUp(t, { premium: true });
    const res = await call(t, 'POST', '/pipelines', { as: admin.email, body: RENEWALS });
    expect(res.status).toBe(201);
    return admin;
  }

  async function stored(workspaceId: string) {
    const [row] = await t.db.query(`SELECT pipelines, stages FROM workspaces WHERE id = $1`, [
      workspaceId,
    ]);
    return row as { pipelines: { key: string }[]; stages: { key: string; pipeline: string }[] };
  }

  async function stageOf(contactId: string): Promise<string> {
    const [row] = await t.db.query(`SELECT stage FROM contacts WHERE id = $1`, [contactId]);
    return row.stage;
  }

  async function eventsOf(workspaceId: string) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are read as JSON
    const rows = await t.db.query<{ payload: any }[]>(
      `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = 'contact.stage_changed'
        ORDER BY created_at, id`,
      [workspaceId],
    );
    return rows.map(({ payload: { data } }) => ({
      contact: data.contact.id,
      from: data.from,
      to: data.to,
      from_pipeline: data.from_pipeline,
      to_pipeline: data.to_pipeline,
    }));
  }

  describe('GET /pipelines', () => {
    it('shows a new workspace its default pipeline, to any member', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId, 'member');
      const res = await call(t, 'GET', '/pipelines', { as: member.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        items: [
          {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            key: 'default',
            name: 'Sales',
            position: 0,
            default: true,
            stages: DEFAULT_STAGES,
          },
        ],
        next_cursor: null,
      });
      const one = await call(t, 'GET', '/pipelines/default', { as: member.email });
      expect(one.body).toEqual(res.body.items[0]);
    });

    it('shows a free workspace its default pipeline and, after it, the demo pipeline', async () => {
      const free = await signUp(t);
      const member = await addMember(t, free.workspaceId, 'member');
      const res = await call(t, 'GET', '/pipelines', { as: member.email });
      expect(res.status).toBe(200);
      expect(res.body.items[0]).toMatchObject({ key: 'default', default: true, position: 0 });
      expect(res.body.items[1]).toEqual({
        id: '00000000-0000-4000-8000-00000000de70',
        key: 'renewals',
        name: 'Renewals',
        position: 1,
        default: false,
        stages: [
          {
            key: 'renewal-due',
            label: 'Renewal due',
            kind: 'open',
            probability: 50,
            rotting_days: 21,
          },
          {
            key: 'renewal-talks',
            label: 'In talks',
            kind: 'open',
            probability: 75,
            rotting_days: null,
          },
          { key: 'renewed', label: 'Renewed', kind: 'won', probability: 100, rotting_days: null },
          { key: 'churned', label: 'Churned', kind: 'lost', probability: 0, rotting_days: null },
        ],
      });
      expect(res.body.next_cursor).toBeNull();
      // Paged like its own: the demo pipeline comes on the page after the default one.
      const first = await call(t, 'GET', '/pipelines', { as: member.email, query: { limit: '1' } });
      const second = await call(t, 'GET', '/pipelines', {
        as: member.email,
        query: { limit: '1', cursor: first.body.next_cursor },
      });
      expect([first.body.items, second.body]).toEqual([
        [res.body.items[0]],
        { items: [res.body.items[1]], next_cursor: null },
      ]);
    });

    /** A pipeline of one open stage, at `position` when given (else last). */
    async function addPipeline(admin: Member, key: string, position?: number) {
      const res = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          key,
          name: key,
          position,
          stages: [{ key: `${key}-open`, label: 'Open', kind: 'open' }],
        },
      });
      expect(res.status).toBe(201);
    }

    async function page(admin: Member, query: Record<string, string>) {
      const res = await call(t, 'GET', '/pipelines', { as: admin.email, query });
      expect(res.status).toBe(200);
      return {
        keys: (res.body.items as { key: string }[]).map((p) => p.key),
        next_cursor: res.body.next_cursor as string | null,
        items: res.body.items as unknown[],
      };
    }

    it('pages them in their order by ?limit and ?cursor, each page its part of the whole list', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['p1', 'p2', 'p3']) await addPipeline(admin, key);
      const whole = await page(admin, {});
      expect(whole.keys).toEqual(['default', 'p1', 'p2', 'p3']);
      expect(whole.next_cursor).toBeNull();
      const first = await page(admin, { limit: '2' });
      expect(first.items).toEqual(whole.items.slice(0, 2));
      expect(first.next_cursor).toEqual(expect.any(String));
      const second = await page(admin, { limit: '2', cursor: first.next_cursor! });
      expect(second.items).toEqual(whole.items.slice(2));
      expect(second.next_cursor).toBeNull();
    });

    it('keeps its place under inserts and removals: no pipeline twice, none skipped after it', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['p1', 'p2', 'p3']) await addPipeline(admin, key);
      const first = await page(admin, { limit: '2' });
      expect(first.keys).toEqual(['default', 'p1']);
      // Every pipeline after the new first one moves one place on; the page goes on after p1.
      await addPipeline(admin, 'p0', 0);
      const second = await page(admin, { limit: '1', cursor: first.next_cursor! });
      expect(second.keys).toEqual(['p2']);
      // The pipeline a cursor ends on is gone: the page starts at the place it held.
      expect((await call(t, 'DELETE', '/pipelines/p2', { as: admin.email })).status).toBe(204);
      const third = await page(admin, { limit: '1', cursor: second.next_cursor! });
      expect(third).toMatchObject({ keys: ['p3'], next_cursor: null });
    });

    it('refuses a limit out of 1-200 and a cursor it did not hand out with 422', async () => {
      const admin = await signUp(t, { premium: true });
      const forged = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
      const refusals: [Record<string, string>, string][] = [
        [{ limit: '0' }, 'limit'],
        [{ limit: '201' }, 'limit'],
        [{ cursor: 'nope' }, 'cursor'],
        [{ cursor: forged(['1']) }, 'cursor'],
        [{ cursor: forged(['one', '00000000-0000-4000-8000-000000000000']) }, 'cursor'],
        [{ cursor: forged(['-1', '00000000-0000-4000-8000-000000000000']) }, 'cursor'],
        [{ cursor: forged([1, '00000000-0000-4000-8000-000000000000']) }, 'cursor'],
      ];
      for (const [query, field] of refusals) {
        const res = await call(t, 'GET', '/pipelines', { as: admin.email, query });
        expect([query, res.status, res.body.errors?.[0]?.field]).toEqual([query, 422, field]);
      }
      const cursor = await call(t, 'GET', '/pipelines', {
        as: admin.email,
        query: { cursor: 'nope' },
      });
      expect(cursor.body.detail).toBe(
        'Validation failed: cursor is not a next_cursor returned by this list',
      );
      expect((await page(admin, { limit: '200' })).keys).toEqual(['default']);
    });

    it("answers 404 for a key the workspace does not have, another workspace's included", async () => {
      await withRenewals();
      const other = await signUp(t, { premium: true });
      const res = await call(t, 'GET', '/pipelines/renewals', { as: other.email });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Pipeline not found');
    });
  });

  describe('POST /pipelines', () => {
    it('adds a pipeline after the others, its stages given their probabilities by kind', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'POST', '/pipelines', { as: admin.email, body: RENEWALS });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        key: 'renewals',
        name: 'Renewals',
        position: 1,
        default: false,
        stages: RENEWALS_STAGES,
      });
      const { pipelines, stages } = await stored(admin.workspaceId);
      expect(pipelines.map((p) => p.key)).toEqual(['default', 'renewals']);
      expect(stages.map((s) => `${s.pipeline}/${s.key}`).slice(-4)).toEqual([
        'renewals/renewal-due',
        'renewals/renewal-talks',
        'renewals/renewed',
        'renewals/churned',
      ]);
      const list = await call(t, 'GET', '/pipelines', { as: admin.email });
      expect(list.body.items.map((p: { key: string }) => p.key)).toEqual(['default', 'renewals']);
    });

    it('refuses a stage key another pipeline has with 422 naming it, and changes nothing', async () => {
      const admin = await signUp(t, { premium: true });
      const before = await stored(admin.workspaceId);
      const res = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          ...RENEWALS,
          stages: [...RENEWALS.stages, { key: 'won', label: 'Won', kind: 'won' }],
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        {
          field: 'stages.4.key',
          message:
            "stage key 'won' is a stage of pipeline 'default'; a stage key names one stage in the workspace",
        },
      ]);
      expect(await stored(admin.workspaceId)).toEqual(before);
    });

    it('refuses a taken key and an eleventh pipeline with 409', async () => {
      const admin = await withRenewals();
      const again = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: { ...RENEWALS, stages: [{ key: 'x', label: 'X', kind: 'open' }] },
      });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe("Pipeline 'renewals' already exists");
      for (let i = 3; i <= 10; i++) {
        const res = await call(t, 'POST', '/pipelines', {
          as: admin.email,
          body: {
            key: `p${i}`,
            name: `P${i}`,
            stages: [{ key: `p${i}-open`, label: 'Open', kind: 'open' }],
          },
        });
        expect(res.status).toBe(201);
      }
      const eleventh = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          key: 'p11',
          name: 'P11',
          stages: [{ key: 'p11-open', label: 'Open', kind: 'open' }],
        },
      });
      expect(eleventh.status).toBe(409);
      expect(eleventh.body.detail).toBe('A workspace has at most 10 pipelines; remove one first');
      expect((await stored(admin.workspaceId)).pipelines).toHaveLength(10);
    });

    it('is for managers of premium workspaces: 403 for a member, 402 on a free workspace', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId, 'member');
      const forbidden = await call(t, 'POST', '/pipelines', { as: member.email, body: RENEWALS });
      expect(forbidden.status).toBe(403);
      const free = await signUp(t);
      const unpaid = await call(t, 'POST', '/pipelines', { as: free.email, body: RENEWALS });
      expect(unpaid.status).toBe(402);
      expect((await stored(admin.workspaceId)).pipelines).toHaveLength(1);
      expect((await stored(free.workspaceId)).pipelines).toHaveLength(1);
    });
  });

  describe('contacts in a pipeline', () => {
    it("creates a contact in the default pipeline, in a named pipeline, and in a stage's own pipeline", async () => {
      const admin = await withRenewals();
      const plain = await createContact(t, admin.email);
      expect([plain.pipeline, plain.stage]).toEqual(['default', 'lead']);
      const named = await createContact(t, admin.email, { pipeline: 'renewals' });
      expect([named.pipeline, named.stage]).toEqual(['renewals', 'renewal-due']);
      const staged = await createContact(t, admin.email, { stage: 'renewed' });
      expect([staged.pipeline, staged.stage]).toEqual(['renewals', 'renewed']);
      const read = await call(t, 'GET', `/contacts/${named.id}`, { as: admin.email });
      expect(read.body.pipeline).toBe('renewals');
    });

    it('refuses a stage of another pipeline and an unknown pipeline with 422, creating nothing', async () => {
      const admin = await withRenewals();
      const wrong = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Wrong', pipeline: 'renewals', stage: 'won' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual([
        {
          field: 'stage',
          message:
            "Stage 'won' is not a stage of pipeline 'renewals'. Valid stages: renewal-due, renewal-talks, renewed, churned",
        },
      ]);
      const unknown = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Unknown', pipeline: 'partners' },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        {
          field: 'pipeline',
          message: "Unknown pipeline 'partners'. Valid pipelines: default, renewals",
        },
      ]);
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(n).toBe(0);
    });

    it('moves a contact across pipelines: a stage move, the activity bump and the event with both pipelines', async () => {
      const admin = await withRenewals();
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const contact = await createContact(t, admin.email, { stage: 'won' });
      await t.db.query(
        `UPDATE contacts SET last_activity_at = now() - interval '20 days' WHERE id = $1`,
        [contact.id],
      );
      const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: admin.email,
        body: { stage: 'renewal-due', pipeline: 'renewals' },
      });
      expect(moved.status).toBe(200);
      expect([moved.body.pipeline, moved.body.stage, moved.body.days_inactive]).toEqual([
        'renewals',
        'renewal-due',
        0,
      ]);
      expect(Date.now() - Date.parse(await lastActivityOf(t, contact.id))).toBeLessThan(60_000);
      const moves = await t.db.query(
        `SELECT from_stage, to_stage, moved_by FROM stage_moves
          WHERE contact_id = $1 AND from_stage IS NOT NULL`,
        [contact.id],
      );
      expect(moves).toEqual([
        { from_stage: 'won', to_stage: 'renewal-due', moved_by: admin.userId },
      ]);
      expect(await eventsOf(admin.workspaceId)).toEqual([
        {
          contact: contact.id,
          from: 'won',
          to: 'renewal-due',
          from_pipeline: 'default',
          to_pipeline: 'renewals',
        },
      ]);
    });

    it("moves within the contact's own pipeline without `pipeline`, and refuses another pipeline's stage with 422", async () => {
      const admin = await withRenewals();
      const contact = await createContact(t, admin.email, { pipeline: 'renewals' });
      const within = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: admin.email,
        body: { stage: 'renewed' },
      });
      expect(within.status).toBe(200);
      expect([within.body.pipeline, within.body.stage]).toEqual(['renewals', 'renewed']);
      const across = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: admin.email,
        body: { stage: 'qualified' },
      });
      expect(across.status).toBe(422);
      expect(across.body.errors).toEqual([
        {
          field: 'stage',
          message:
            "Stage 'qualified' is not a stage of pipeline 'renewals'. Valid stages: renewal-due, renewal-talks, renewed, churned",
        },
      ]);
      expect(await stageOf(contact.id)).toBe('renewed');
    });
  });

  describe('GET /board?pipeline=', () => {
    it("shows the named pipeline's columns, and the default pipeline's without it", async () => {
      const admin = await withRenewals();
      const renewal = await createContact(t, admin.email, {
        stage: 'renewal-talks',
        value_cents: 500,
      });
      await createContact(t, admin.email, { stage: 'lead', value_cents: 7 });
      const board = await call(t, 'GET', '/board', {
        as: admin.email,
        query: { pipeline: 'renewals' },
      });
      expect(board.status).toBe(200);
      expect(board.body.pipeline).toBe('renewals');
      expect(
        board.body.stages.map((s: { key: string; count: number; value_cents: number }) => [
          s.key,
          s.count,
          s.value_cents,
        ]),
      ).toEqual([
        ['renewal-due', 0, 0],
        ['renewal-talks', 1, 500],
        ['renewed', 0, 0],
        ['churned', 0, 0],
      ]);
      expect(board.body.stages[1].contacts.map((c: { id: string }) => c.id)).toEqual([renewal.id]);
      const plain = await call(t, 'GET', '/board', { as: admin.email });
      expect(plain.body.pipeline).toBe('default');
      expect(plain.body.stages.map((s: { key: string }) => s.key)).toEqual(
        DEFAULT_STAGES.map((s) => s.key),
      );
      const unknown = await call(t, 'GET', '/board', {
        as: admin.email,
        query: { pipeline: 'partners' },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        {
          field: 'pipeline',
          message: "Unknown pipeline 'partners'. Valid pipelines: default, renewals",
        },
      ]);
    });
  });

  describe('PATCH /pipelines/{key}', () => {
    it('renames and reorders a pipeline', async () => {
      const admin = await withRenewals();
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { name: 'Renewals 2027', position: 0 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ key: 'renewals', name: 'Renewals 2027', position: 0 });
      const list = await call(t, 'GET', '/pipelines', { as: admin.email });
      expect(
        list.body.items.map((p: { key: string; position: number }) => [p.key, p.position]),
      ).toEqual([
        ['renewals', 0],
        ['default', 1],
      ]);
      // The default pipeline is still where contacts land without one.
      expect((await createContact(t, admin.email)).stage).toBe('lead');
    });

    it('refuses a null name with 422', async () => {
      const admin = await withRenewals();
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { name: null },
      });
      expect([res.status, res.body.errors]).toEqual([
        422,
        [{ field: 'name', message: 'name must be a string' }],
      ]);
      expect((await stored(admin.workspaceId)).pipelines.map((p) => p.key)).toEqual([
        'default',
        'renewals',
      ]);
    });

    it('refuses to leave out a stage that holds contacts with 409 and its count, and changes nothing', async () => {
      const admin = await withRenewals();
      const contact = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const before = await stored(admin.workspaceId);
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { stages: RENEWALS.stages.filter((s) => s.key !== 'renewal-talks') },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        detail: "Stage 'renewal-talks' still holds 1 contact; name a stage to move it to (move_to)",
        stages_in_use: [{ key: 'renewal-talks', contacts: 1 }],
      });
      expect(await stored(admin.workspaceId)).toEqual(before);
      expect(await stageOf(contact.id)).toBe('renewal-talks');
    });

    it('renames a stage with move_to into a stage the change adds: announced, neither recorded nor activity', async () => {
      const admin = await withRenewals();
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const contact = await createContact(t, admin.email, { stage: 'renewal-talks' });
      await idleFor(t, contact.id, 20);
      const idleSince = await lastActivityOf(t, contact.id);
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: {
          stages: [
            { key: 'renewal-due', label: 'Due', kind: 'open' },
            { key: 'renewal-call', label: 'Call', kind: 'open', probability: 65 },
            { key: 'renewed', label: 'Renewed', kind: 'won' },
            { key: 'churned', label: 'Churned', kind: 'lost' },
          ],
          move_to: { 'renewal-talks': 'renewal-call' },
        },
      });
      expect(res.status).toBe(200);
      expect(
        res.body.stages.map((s: { key: string; probability: number }) => [s.key, s.probability]),
      ).toEqual([
        ['renewal-due', 70],
        ['renewal-call', 65],
        ['renewed', 100],
        ['churned', 0],
      ]);
      expect(await stageOf(contact.id)).toBe('renewal-call');
      expect(await lastActivityOf(t, contact.id)).toBe(idleSince);
      const moves = await t.db.query(
        `SELECT from_stage, to_stage FROM stage_moves WHERE contact_id = $1 AND from_stage IS NOT NULL`,
        [contact.id],
      );
      expect(moves).toEqual([]);
      expect(await eventsOf(admin.workspaceId)).toEqual([
        {
          contact: contact.id,
          from: 'renewal-talks',
          to: 'renewal-call',
          from_pipeline: 'renewals',
          to_pipeline: 'renewals',
        },
      ]);
    });

    it("moves a removed stage's contacts into a kept stage as the admin's stage moves, not as activity", async () => {
      const admin = await withRenewals();
      const contact = await createContact(t, admin.email, { stage: 'renewal-talks' });
      await idleFor(t, contact.id, 20);
      const idleSince = await lastActivityOf(t, contact.id);
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: {
          stages: RENEWALS.stages.filter((s) => s.key !== 'renewal-talks'),
          move_to: { 'renewal-talks': 'renewal-due' },
        },
      });
      expect(res.status).toBe(200);
      expect(await stageOf(contact.id)).toBe('renewal-due');
      expect(await lastActivityOf(t, contact.id)).toBe(idleSince);
      const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect(read.body.days_inactive).toBe(20);
      const moves = await t.db.query(
        `SELECT from_stage, to_stage, moved_by FROM stage_moves
          WHERE contact_id = $1 AND from_stage IS NOT NULL`,
        [contact.id],
      );
      expect(moves).toEqual([
        { from_stage: 'renewal-talks', to_stage: 'renewal-due', moved_by: admin.userId },
      ]);
    });

    it("moves a removed stage's contacts into another pipeline's stage as stage moves, keeping the moves before", async () => {
      const admin = await withRenewals();
      const created = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const moved = await createContact(t, admin.email, { stage: 'proposal' });
      const into = await call(t, 'POST', `/contacts/${moved.id}/stage`, {
        as: admin.email,
        body: { stage: 'renewal-talks', pipeline: 'renewals' },
      });
      expect(into.status).toBe(200);
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: {
          stages: RENEWALS.stages.filter((s) => s.key !== 'renewal-talks'),
          move_to: { 'renewal-talks': 'proposal' },
        },
      });
      expect(res.status).toBe(200);
      const movesOf = (id: string) =>
        t.db.query(
          `SELECT from_stage, to_stage FROM stage_moves WHERE contact_id = $1 ORDER BY moved_at, id`,
          [id],
        );
      // 'proposal' is a stage the workspace had: no rename, the earlier moves stay as made.
      expect(await movesOf(created.id)).toEqual([
        { from_stage: null, to_stage: 'renewal-talks' },
        { from_stage: 'renewal-talks', to_stage: 'proposal' },
      ]);
      expect(await movesOf(moved.id)).toEqual([
        { from_stage: null, to_stage: 'proposal' },
        { from_stage: 'proposal', to_stage: 'renewal-talks' },
        { from_stage: 'renewal-talks', to_stage: 'proposal' },
      ]);
      const velocity = await call(t, 'GET', '/reports/velocity', { as: admin.email });
      expect(velocity.body.stages.find((s: { key: string }) => s.key === 'proposal')).toMatchObject(
        { count: 1 },
      );
    });

    it('keeps the moment a deal closed when its stage is renamed or merged into one of its kind; another kind closes it now', async () => {
      const admin = await withRenewals();
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const won = await createContact(t, admin.email, { stage: 'renewed' });
      const closedAt = async () => {
        const [row] = await t.db.query(`SELECT closed_at::text AS at FROM contacts WHERE id = $1`, [
          won.id,
        ]);
        return row.at as string;
      };
      await t.db.query(
        `UPDATE contacts SET closed_at = '2026-10-05 09:30:00.123456+00' WHERE id = $1`,
        [won.id],
      );
      const before = await closedAt();
      const stagesWith = (won: { key: string; kind: string } | null) => [
        ...RENEWALS.stages.filter((s) => s.kind === 'open'),
        ...(won ? [{ ...won, label: 'Won' }] : []),
        { key: 'churned', label: 'Churned', kind: 'lost' },
      ];
      const renamed = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: {
          stages: stagesWith({ key: 'renewed-v2', kind: 'won' }),
          move_to: { renewed: 'renewed-v2' },
        },
      });
      expect(renamed.status).toBe(200);
      expect(await stageOf(won.id)).toBe('renewed-v2');
      expect(await closedAt()).toBe(before);
      const read = await call(t, 'GET', `/contacts/${won.id}`, { as: admin.email });
      expect(read.body.closed_at).toBe('2026-10-05T09:30:00.123Z');
      const [event] = await t.db.query(
        `SELECT payload->'data'->'contact'->>'closed_at' AS at FROM webhook_events
          WHERE workspace_id = $1 AND type = 'contact.stage_changed'`,
        [admin.workspaceId],
      );
      expect(event.at).toBe('2026-10-05T09:30:00.123Z');

      const merged = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { stages: stagesWith(null), move_to: { 'renewed-v2': 'churned' } },
      });
      expect(merged.status).toBe(200);
      expect(await stageOf(won.id)).toBe('churned');
      const [lost] = await t.db.query(
        `SELECT closed_at > now() - interval '1 minute' AS now FROM contacts WHERE id = $1`,
        [won.id],
      );
      expect(lost.now).toBe(true);
    });

    it('refuses a move_to that names a kept stage or an unknown target with 422', async () => {
      const admin = await withRenewals();
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: {
          stages: RENEWALS.stages.filter((s) => s.key !== 'churned'),
          move_to: { churned: 'nowhere', renewed: 'renewal-due' },
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        {
          field: 'move_to.churned',
          message: 'move_to.churned must be the key of a stage the workspace keeps',
        },
        { field: 'move_to.renewed', message: "'renewed' is not a stage this change removes" },
      ]);
    });
    it('refuses to make a stage that holds contacts lost where a lost_reason is required, and changes nothing', async () => {
      const admin = await withRenewals();
      const requiring = (require_lost_reason: boolean) =>
        call(t, 'PUT', '/settings', {
          as: admin.email,
          body: settingsBody({ lost_reasons: ['Price'], require_lost_reason }),
        });
      const required = await requiring(true);
      expect(required.status).toBe(200);
      const contact = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const kinded = (kinds: Record<string, string>) =>
        RENEWALS.stages.map((s) => ({ ...s, kind: kinds[s.key] ?? s.kind }));
      const refused = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { stages: kinded({ 'renewal-talks': 'lost' }) },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'stages.1.kind',
          message:
            "stages.1.kind would make the 1 contact of stage 'renewal-talks' lost without the lost_reason the workspace requires (require_lost_reason); move them into a lost stage with one first",
        },
      ]);
      const [row] = await t.db.query(`SELECT stage, closed_at FROM contacts WHERE id = $1`, [
        contact.id,
      ]);
      expect(row).toEqual({ stage: 'renewal-talks', closed_at: null });
      expect(
        (await stored(admin.workspaceId)).stages.find((s) => s.key === 'renewal-talks'),
      ).toMatchObject({ kind: 'open' });
      // An empty stage may turn lost; so may one with contacts where no reason is required.
      const empty = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { stages: kinded({ 'renewal-due': 'lost' }) },
      });
      expect(empty.status).toBe(200);
      const off = await requiring(false);
      expect([off.status, off.body.require_lost_reason]).toEqual([200, false]);
      const allowed = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { stages: kinded({ 'renewal-talks': 'lost' }) },
      });
      expect(allowed.status).toBe(200);
      const [closed] = await t.db.query(`SELECT closed_at FROM contacts WHERE id = $1`, [
        contact.id,
      ]);
      expect(closed.closed_at).not.toBeNull();
    });
  });

  describe('DELETE /pipelines/{key}', () => {
    it('removes an empty pipeline; the default one never', async () => {
      const admin = await withRenewals();
      const gone = await call(t, 'DELETE', '/pipelines/renewals', { as: admin.email });
      expect(gone.status).toBe(204);
      const { pipelines, stages } = await stored(admin.workspaceId);
      expect(pipelines.map((p) => p.key)).toEqual(['default']);
      expect(stages.map((s) => s.key)).toEqual(DEFAULT_STAGES.map((s) => s.key));
      const kept = await call(t, 'DELETE', '/pipelines/default', { as: admin.email });
      expect(kept.status).toBe(409);
      expect(kept.body.detail).toBe(
        'The default pipeline cannot be removed; /settings edits its stages',
      );
    });

    it('refuses a pipeline that holds contacts with 409, and moves them with ?move_to=', async () => {
      const admin = await withRenewals();
      const a = await createContact(t, admin.email, { stage: 'renewal-due' });
      const b = await createContact(t, admin.email, { stage: 'churned' });
      const refused = await call(t, 'DELETE', '/pipelines/renewals', { as: admin.email });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        detail:
          "Pipeline 'renewals' still holds 2 contacts; name a pipeline to move them to (move_to)",
        stages_in_use: [
          { key: 'renewal-due', contacts: 1 },
          { key: 'churned', contacts: 1 },
        ],
      });
      expect((await stored(admin.workspaceId)).pipelines).toHaveLength(2);
      const itself = await call(t, 'DELETE', '/pipelines/renewals', {
        as: admin.email,
        query: { move_to: 'renewals' },
      });
      expect(itself.status).toBe(422);
      const moved = await call(t, 'DELETE', '/pipelines/renewals', {
        as: admin.email,
        query: { move_to: 'default' },
      });
      expect(moved.status).toBe(204);
      expect([await stageOf(a.id), await stageOf(b.id)]).toEqual(['lead', 'lead']);
      const read = await call(t, 'GET', `/contacts/${b.id}`, { as: admin.email });
      expect(read.body.pipeline).toBe('default');
    });

    it('counts the contacts in the trash too, and moves them with ?move_to=, so a restore finds its stage', async () => {
      const admin = await withRenewals();
      const renny = await createContact(t, admin.email, {
        first_name: 'Renny',
        pipeline: 'renewals',
        stage: 'renewal-talks',
      });
      await idleFor(t, renny.id, 20);
      const idleSince = await lastActivityOf(t, renny.id);
      expect((await call(t, 'DELETE', `/contacts/${renny.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const refused = await call(t, 'DELETE', '/pipelines/renewals', { as: admin.email });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        detail:
          "Pipeline 'renewals' still holds 1 contact; name a pipeline to move it to (move_to)",
        stages_in_use: [{ key: 'renewal-talks', contacts: 1 }],
      });
      expect((await stored(admin.workspaceId)).pipelines).toHaveLength(2);
      const moved = await call(t, 'DELETE', '/pipelines/renewals', {
        as: admin.email,
        query: { move_to: 'default' },
      });
      expect(moved.status).toBe(204);
      const [row] = await t.db.query(
        `SELECT stage, deleted_at IS NOT NULL AS trashed FROM contacts_all WHERE id = $1`,
        [renny.id],
      );
      expect(row).toEqual({ stage: 'lead', trashed: true });
      const restored = await call(t, 'POST', `/contacts/${renny.id}/restore`, {
        as: admin.email,
      });
      expect(restored.status).toBe(200);
      expect([restored.body.pipeline, restored.body.stage]).toEqual(['default', 'lead']);
      expect(await lastActivityOf(t, renny.id)).toBe(idleSince);
      // Its move out of the removed pipeline was recorded in the trash with it, and is back.
      const moves = await t.db.query(
        `SELECT from_stage, to_stage, moved_by, in_trash FROM stage_moves_all
          WHERE contact_id = $1 ORDER BY moved_at, id`,
        [renny.id],
      );
      expect(moves).toEqual([
        { from_stage: null, to_stage: 'renewal-talks', moved_by: admin.userId, in_trash: false },
        { from_stage: 'renewal-talks', to_stage: 'lead', moved_by: admin.userId, in_trash: false },
      ]);
    });

    it('refuses to remove a stage whose only contact is in the trash, naming it', async () => {
      const admin = await withRenewals();
      const contact = await createContact(t, admin.email, { stage: 'renewal-talks' });
      expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: { stages: RENEWALS.stages.filter((s) => s.key !== 'renewal-talks') },
      });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        "Stage 'renewal-talks' still holds 1 contact; name a stage to move it to (move_to)",
      );
      expect(res.body.stages_in_use).toEqual([{ key: 'renewal-talks', contacts: 1 }]);
      const pipeline = await call(t, 'GET', '/pipelines/renewals', { as: admin.email });
      expect(pipeline.body.stages).toEqual(RENEWALS_STAGES);
    });
  });

  describe('beside writes on the contacts it moves', () => {
    // The change holds the workspace while it moves the contact the write holds, and the write's
    // row references the workspace: neither waits for the other to finish.
    it('removes a pipeline with ?move_to= while an interaction is logged on one of its contacts: both succeed', async () => {
      const admin = await withRenewals();
      const contact = await createContact(t, admin.email, { stage: 'renewal-due' });
      const [removed, logged] = await releasedTogether(
        t.db,
        admin.workspaceId,
        () =>
          call(t, 'DELETE', '/pipelines/renewals', {
            as: admin.email,
            query: { move_to: 'default' },
          }),
        () =>
          call(t, 'POST', `/contacts/${contact.id}/interactions`, {
            as: admin.email,
            body: { type: 'call', summary: 'Called' },
          }),
      );
      expect([removed.status, logged.status]).toEqual([204, 200]);
      expect(await stageOf(contact.id)).toBe('lead');
      const rows = await t.db.query(`SELECT summary FROM interactions WHERE contact_id = $1`, [
        contact.id,
      ]);
      expect(rows).toEqual([{ summary: 'Called' }]);
    });

    it("moves a removed stage's contacts while a follow-up is scheduled on one of them: both succeed", async () => {
      const admin = await withRenewals();
      const contact = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const [changed, scheduled] = await releasedTogether(
        t.db,
        admin.workspaceId,
        () =>
          call(t, 'PATCH', '/pipelines/renewals', {
            as: admin.email,
            body: {
              stages: RENEWALS.stages.filter((s) => s.key !== 'renewal-talks'),
              move_to: { 'renewal-talks': 'renewal-due' },
            },
          }),
        () =>
          call(t, 'POST', `/contacts/${contact.id}/followups`, {
            as: admin.email,
            body: { title: 'Call back', scheduled_for: new Date(Date.now() + 86_400_000) },
          }),
      );
      expect([changed.status, scheduled.status]).toEqual([200, 200]);
      expect(await stageOf(contact.id)).toBe('renewal-due');
      const rows = await t.db.query(`SELECT title FROM followups WHERE contact_id = $1`, [
        contact.id,
      ]);
      expect(rows).toEqual([{ title: 'Call back' }]);
    });

    /**
     * Three contacts of `stage` in id order, the lowest read last (`lowestIdReadLast`). With the
     * highest held, a change locking them as it reads them holds the middle one when a bulk action
     * or a merge, locking them in id order, takes the lowest: each then waits on the other (503).
     */
    async function threeIn(admin: Member, stage: string): Promise<string[]> {
      const ids: string[] = [];
      for (const name of ['A', 'B', 'C']) {
        ids.push((await createContact(t, admin.email, { first_name: name, stage })).id);
      }
      return lowestIdReadLast(t.db, ids);
    }

    it('removes a pipeline with ?move_to= while a bulk action tags its contacts: both succeed', async () => {
      const admin = await withRenewals();
      const ids = await threeIn(admin, 'renewal-due');
      const [removed, tagged] = await releasedTogetherAtContact(
        t.db,
        ids[2],
        () =>
          call(t, 'DELETE', '/pipelines/renewals', {
            as: admin.email,
            query: { move_to: 'default' },
          }),
        () =>
          call(t, 'POST', '/contacts/bulk', {
            as: admin.email,
            body: { action: 'add_tags', params: { tags: ['vip'] }, contact_ids: ids },
          }),
      );
      expect([removed.status, tagged.status]).toEqual([204, 200]);
      const rows = await t.db.query(
        `SELECT stage, tags FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [ids],
      );
      expect(rows).toEqual(ids.map(() => ({ stage: 'lead', tags: ['vip'] })));
      const moves = await t.db.query(
        `SELECT from_stage, to_stage FROM stage_moves
          WHERE contact_id = ANY($1::uuid[]) AND from_stage IS NOT NULL`,
        [ids],
      );
      expect(moves).toEqual(ids.map(() => ({ from_stage: 'renewal-due', to_stage: 'lead' })));
      expect(await stageTotalsDrift(t, admin.workspaceId)).toEqual([]);
    });

    it('closes the contacts of a stage turned won while a merge takes them: both succeed', async () => {
      const admin = await withRenewals();
      const ids = await threeIn(admin, 'renewal-talks');
      const stages = RENEWALS.stages.map((s) =>
        s.key === 'renewal-talks' ? { ...s, kind: 'won' } : s,
      );
      const [changed, merged] = await releasedTogetherAtContact(
        t.db,
        ids[2],
        () => call(t, 'PATCH', '/pipelines/renewals', { as: admin.email, body: { stages } }),
        () =>
          call(t, 'POST', `/contacts/${ids[0]}/merge`, {
            as: admin.email,
            body: { source_ids: ids.slice(1) },
          }),
      );
      expect([changed.status, merged.status]).toEqual([200, 200]);
      expect(merged.body).toMatchObject({ id: ids[0], stage: 'renewal-talks' });
      expect(merged.body.closed_at).not.toBeNull();
      const rows = await t.db.query(`SELECT id FROM contacts WHERE id = ANY($1::uuid[])`, [ids]);
      expect(rows).toEqual([{ id: ids[0] }]);
      expect(await stageTotalsDrift(t, admin.workspaceId)).toEqual([]);
    });

    it('reopens a stage turned open and moves a removed stage out while a bulk action tags contacts of both: both succeed', async () => {
      const admin = await withRenewals();
      // One update reopens, the next moves: the contact the first reaches has the higher id.
      const moved = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const reopened = await createContact(t, admin.email, { stage: 'churned' });
      const ids = [moved.id, reopened.id];
      const stages = RENEWALS.stages
        .filter((s) => s.key !== 'renewal-talks')
        .map((s) => (s.key === 'churned' ? { ...s, kind: 'open' } : s));
      const [changed, tagged] = await releasedTogetherAtContact(
        t.db,
        reopened.id,
        () =>
          call(t, 'PATCH', '/pipelines/renewals', {
            as: admin.email,
            body: { stages, move_to: { 'renewal-talks': 'renewal-due' } },
          }),
        () =>
          call(t, 'POST', '/contacts/bulk', {
            as: admin.email,
            body: { action: 'add_tags', params: { tags: ['vip'] }, contact_ids: ids },
          }),
      );
      expect([changed.status, tagged.status]).toEqual([200, 200]);
      const rows = await t.db.query(
        `SELECT stage, closed_at IS NOT NULL AS closed, tags
           FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [ids],
      );
      expect(rows).toEqual([
        { stage: 'renewal-due', closed: false, tags: ['vip'] },
        { stage: 'churned', closed: false, tags: ['vip'] },
      ]);
      expect(await stageTotalsDrift(t, admin.workspaceId)).toEqual([]);
    });
  });

  describe('GET and PUT /settings', () => {
    // The kept contact, of the lowest id, has no phone when the re-key locks the contacts with
    // one: it waits on the merged one, which the merge holds with the kept one, while a bulk
    // action over the kept contact and the middle one waits for the merge. The merge gives the
    // kept contact the merged one's phone; the re-key, holding the middle contact, then reads
    // and re-keys the kept one, which the bulk action took and holds waiting for the middle one.
    it('re-keys the phones while a merge gives the kept contact its phone and a bulk action tags it: all succeed', async () => {
      const admin = await signUp(t, { premium: true });
      const ids: string[] = [];
      for (const name of ['A', 'B', 'C']) {
        ids.push((await createContact(t, admin.email, { first_name: name })).id);
      }
      const [kept, middle, merged] = ids.sort();
      for (const [id, phone] of [
        [middle, '020 7946 0001'],
        [merged, '020 7946 0958'],
      ]) {
        const res = await call(t, 'PATCH', `/contacts/${id}`, { as: admin.email, body: { phone } });
        expect(res.status).toBe(200);
      }
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
        values: [merged],
      });
      const merge = call(t, 'POST', `/contacts/${kept}/merge`, {
        as: admin.email,
        body: { source_ids: [merged], fields: { phone: merged } },
      });
      await untilWaitingOnLocks(t.db, 1);
      const tagged = call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['vip'] }, contact_ids: [kept, middle] },
      });
      await untilWaitingOnLocks(t.db, 2);
      const changed = call(t, 'PUT', '/settings', {
        as: admin.email,
        body: { dormancy_days: 14, timezone: 'UTC', default_region: 'GB', stages: DEFAULT_STAGES },
      });
      await untilWaitingOnLocks(t.db, 3);
      await release(blocker);
      const statuses = (await Promise.all([merge, tagged, changed])).map((r) => r.status);
      expect(statuses).toEqual([200, 200, 200]);
      const rows = await t.db.query(
        `SELECT id, phone_key, tags FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [ids],
      );
      expect(rows).toEqual([
        { id: kept, phone_key: '+442079460958', tags: ['vip'] },
        { id: middle, phone_key: '+442079460001', tags: ['vip'] },
      ]);
    });

    it('read and edit the default pipeline only, keeping the others and their stage keys apart', async () => {
      const admin = await withRenewals();
      const read = await call(t, 'GET', '/settings', { as: admin.email });
      expect(read.body.stages).toEqual(DEFAULT_STAGES);
      const clash = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: [...DEFAULT_STAGES, { key: 'renewed', label: 'Renewed', kind: 'won' }],
        },
      });
      expect(clash.status).toBe(422);
      expect(clash.body.errors[0].field).toBe('stages.7.key');
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: [
            { key: 'lead', label: 'New lead', kind: 'open' },
            { key: 'won', label: 'Won', kind: 'won' },
            { key: 'lost', label: 'Lost', kind: 'lost' },
          ],
        },
      });
      expect(res.status).toBe(200);
      // Left out, a stage's probability is kept.
      expect(res.body.stages).toEqual([
        { key: 'lead', label: 'New lead', kind: 'open', probability: 10, rotting_days: null },
        { key: 'won', label: 'Won', kind: 'won', probability: 100, rotting_days: null },
        { key: 'lost', label: 'Lost', kind: 'lost', probability: 0, rotting_days: null },
      ]);
      const renewals = await call(t, 'GET', '/pipelines/renewals', { as: admin.email });
      expect(renewals.body.stages).toEqual(RENEWALS_STAGES);
    });
  });

  describe("a workspace's demo contacts, whatever the tier did", () => {
    /** Flips the tier as the app owner does, answering the tier it left the workspace in. */
    async function toggleTier(member: Member): Promise<string> {
      const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
      const res = await call(t, 'POST', `/admin/companies/${member.workspaceId}/toggle-premium`, {
        as: owner.email,
      });
      expect(res.status).toBe(200);
      return res.body.tier;
    }

    /** A free workspace with its demo data, upgraded as an admin does in development. */
    async function upgraded(): Promise<Member> {
      const admin = await signUp(t);
      const res = await call(t, 'POST', '/billing/dev-upgrade', { as: admin.email });
      expect([res.status, res.body.is_premium]).toEqual([200, true]);
      return admin;
    }

    async function demoRows(workspaceId: string) {
      return t.db.query<
        { id: string; stage: string; closed_at: Date | null; lost_reason: string | null }[]
      >(
        `SELECT id, stage, closed_at, lost_reason FROM contacts_all
          WHERE workspace_id = $1 AND is_demo ORDER BY id`,
        [workspaceId],
      );
    }

    async function demoStageMoves(workspaceId: string): Promise<number> {
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM stage_moves_all WHERE workspace_id = $1 AND is_demo`,
        [workspaceId],
      );
      return row.n;
    }

    /**
     * What the free workspace reads: each demo contact in a stage of its pipelines, closed or open
     * as that stage's kind says, on its pipeline's board. Answers the stage of each, by id.
     */
    async function expectDemoInPlace(member: Member): Promise<Map<string, string>> {
      const pipelines = await call(t, 'GET', '/pipelines', { as: member.email });
      expect(pipelines.status).toBe(200);
      const stages = new Map<string, { kind: string; pipeline: string }>(
        pipelines.body.items.flatMap(
          (p: { key: string; stages: { key: string; kind: string }[] }) =>
            p.stages.map((s) => [s.key, { kind: s.kind, pipeline: p.key }]),
        ),
      );
      const rows = await demoRows(member.workspaceId);
      expect(rows.length).toBe(26);
      for (const row of rows) {
        const stage = stages.get(row.stage);
        expect([row.stage, stage !== undefined]).toEqual([row.stage, true]);
        expect([row.stage, row.closed_at === null]).toEqual([row.stage, stage!.kind === 'open']);
        if (stage!.kind !== 'lost') expect([row.stage, row.lost_reason]).toEqual([row.stage, null]);
      }
      const list = await call(t, 'GET', '/contacts', { as: member.email, query: { limit: '200' } });
      expect(list.status).toBe(200);
      expect(
        list.body.items
          .map((c: { id: string; stage: string; pipeline: string | null }) => [
            c.id,
            c.stage,
            c.pipeline,
          ])
          .sort(),
      ).toEqual(rows.map((r) => [r.id, r.stage, stages.get(r.stage)!.pipeline]).sort());
      let onBoards = 0;
      for (const pipeline of new Set([...stages.values()].map((s) => s.pipeline))) {
        const board = await call(t, 'GET', '/board', { as: member.email, query: { pipeline } });
        expect(board.status).toBe(200);
        for (const column of board.body.stages as { count: number }[]) onBoards += column.count;
      }
      expect(onBoards).toBe(rows.length);
      return new Map(rows.map((r) => [r.id, r.stage]));
    }

    it('moves them out of a stage a premium workspace removed, where its real ones went, silently', async () => {
      const admin = await upgraded();
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const real = await createContact(t, admin.email, { stage: 'lead' });
      const before = new Map((await demoRows(admin.workspaceId)).map((r) => [r.id, r.stage]));
      const movesBefore = await demoStageMoves(admin.workspaceId);
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          // `negotiation` holds demo contacts only: nothing to name for it.
          stages: DEFAULT_STAGES.filter((s) => s.key !== 'lead' && s.key !== 'negotiation'),
          move_to: { lead: 'contacted' },
        },
      });
      expect(res.status).toBe(200);
      // The real contact's move is the admin's, announced and recorded; no demo one is.
      expect(await eventsOf(admin.workspaceId)).toEqual([
        {
          contact: real.id,
          from: 'lead',
          to: 'contacted',
          from_pipeline: 'default',
          to_pipeline: 'default',
        },
      ]);
      const realMoves = await t.db.query(
        `SELECT from_stage, to_stage FROM stage_moves WHERE contact_id = $1 ORDER BY moved_at`,
        [real.id],
      );
      expect(realMoves).toEqual([
        { from_stage: null, to_stage: 'lead' },
        { from_stage: 'lead', to_stage: 'contacted' },
      ]);
      expect(await demoStageMoves(admin.workspaceId)).toBe(movesBefore);
      const [history] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM contact_history h JOIN contacts_all c ON c.id = h.contact_id
          WHERE c.workspace_id = $1 AND c.is_demo`,
        [admin.workspaceId],
      );
      expect(history.n).toBe(0);

      expect(await toggleTier(admin)).toBe('free');
      const after = await expectDemoInPlace(admin);
      const left = [...before].filter(([, stage]) => stage === 'lead' || stage === 'negotiation');
      expect(left.length).toBeGreaterThan(0);
      // Out of `lead` as its real contacts went; out of `negotiation` into the entry stage.
      for (const [id] of left) expect(after.get(id)).toBe('contacted');
      for (const [id, stage] of before) {
        if (stage !== 'lead' && stage !== 'negotiation') expect(after.get(id)).toBe(stage);
      }
      const filtered = await call(t, 'GET', '/contacts', {
        as: admin.email,
        query: { 'filter[stage][eq]': 'contacted', limit: '200' },
      });
      expect(filtered.status).toBe(200);
      expect(filtered.body.items.map((c: { id: string }) => c.id).sort()).toEqual(
        [...after]
          .filter(([, stage]) => stage === 'contacted')
          .map(([id]) => id)
          .sort(),
      );
      // The real contact, shown again with its workspace's next upgrade, was left as moved.
      expect(await toggleTier(admin)).toBe('premium');
      const read = await call(t, 'GET', `/contacts/${real.id}`, { as: admin.email });
      expect([read.status, read.body.stage, read.body.pipeline]).toEqual([
        200,
        'contacted',
        'default',
      ]);
    });

    it('closes and reopens them as the kind of their stage changed while premium', async () => {
      const admin = await upgraded();
      const before = await demoRows(admin.workspaceId);
      expect(before.some((r) => r.stage === 'lost' && r.lost_reason !== null)).toBe(true);
      expect(before.some((r) => r.stage === 'proposal')).toBe(true);
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: DEFAULT_STAGES.map((s) =>
            s.key === 'lost'
              ? { ...s, kind: 'open' }
              : s.key === 'proposal'
                ? { ...s, kind: 'won' }
                : s,
          ),
        },
      });
      expect(res.status).toBe(200);
      expect(await toggleTier(admin)).toBe('free');
      const after = await expectDemoInPlace(admin);
      expect([...after.values()].filter((stage) => stage === 'lost')).toHaveLength(
        before.filter((r) => r.stage === 'lost').length,
      );
      const rows = await demoRows(admin.workspaceId);
      for (const row of rows.filter((r) => r.stage === 'lost')) {
        expect([row.closed_at, row.lost_reason]).toEqual([null, null]);
      }
      for (const row of rows.filter((r) => r.stage === 'proposal')) {
        expect(row.closed_at).toBeInstanceOf(Date);
      }
    });

    it('finishes the sequences of those a removed stage sends to a won stage, as it does its real ones, silently', async () => {
      const admin = await upgraded();
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const enrollmentsIn = (demo: boolean) =>
        t.db.query<{ id: string; contact_id: string; stage: string; status: string }[]>(
          `SELECT e.id, e.contact_id, c.stage, e.status
             FROM sequence_enrollments_all e JOIN contacts_all c ON c.id = e.contact_id
            WHERE c.workspace_id = $1 AND c.is_demo = $2 ORDER BY e.id`,
          [admin.workspaceId, demo],
        );
      const active = (await enrollmentsIn(true)).filter((e) => e.status === 'active');
      expect(active.length).toBeGreaterThan(0);
      const stage = active[0].stage;
      const ended = active.filter((e) => e.stage === stage);
      const real = await createContact(t, admin.email, { stage });
      const sequence = await createSequence(t, admin.email);
      await enroll(t, admin.email, sequence.id, [real.id]);
      const openSteps = (ids: string[]) =>
        t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM followups_all
            WHERE enrollment_id = ANY($1::uuid[]) AND completed_at IS NULL`,
          [ids],
        );
      expect((await openSteps(ended.map((e) => e.id)))[0].n).toBeGreaterThan(0);
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: DEFAULT_STAGES.filter((s) => s.key !== stage),
          move_to: { [stage]: 'won' },
        },
      });
      expect(res.status).toBe(200);
      // The real contact's sequence ends with its move into the won stage, its open steps gone.
      const realAfter = await enrollmentsIn(false);
      expect(realAfter.map((e) => [e.contact_id, e.stage, e.status])).toEqual([
        [real.id, 'won', 'finished'],
      ]);
      expect(await openSteps(realAfter.map((e) => e.id))).toEqual([{ n: 0 }]);
      // So do the demo contacts' that went with it, unannounced; the others stay as they were.
      const demoAfter = new Map((await enrollmentsIn(true)).map((e) => [e.id, e]));
      for (const e of ended) {
        expect(demoAfter.get(e.id)).toMatchObject({ stage: 'won', status: 'finished' });
      }
      for (const e of active.filter((e) => e.stage !== stage)) {
        expect(demoAfter.get(e.id)).toMatchObject({ stage: e.stage, status: 'active' });
      }
      expect(await openSteps(ended.map((e) => e.id))).toEqual([{ n: 0 }]);
      const finished = await t.db.query<{ id: string }[]>(
        `SELECT payload->'data'->'enrollment'->>'id' AS id FROM webhook_events
          WHERE workspace_id = $1 AND type = 'enrollment.finished'`,
        [admin.workspaceId],
      );
      expect(finished).toEqual([{ id: realAfter[0].id }]);
    });

    it('finishes the sequences of those whose stage turned won while premium', async () => {
      const admin = await upgraded();
      const enrollments = () =>
        t.db.query<{ id: string; stage: string; status: string }[]>(
          `SELECT e.id, c.stage, e.status
             FROM sequence_enrollments_all e JOIN contacts_all c ON c.id = e.contact_id
            WHERE c.workspace_id = $1 AND c.is_demo ORDER BY e.id`,
          [admin.workspaceId],
        );
      const before = await enrollments();
      const stage = before.find((e) => e.status === 'active')!.stage;
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: DEFAULT_STAGES.map((s) => (s.key === stage ? { ...s, kind: 'won' } : s)),
        },
      });
      expect(res.status).toBe(200);
      expect(await enrollments()).toEqual(
        before.map((e) => (e.stage === stage ? { ...e, status: 'finished' } : e)),
      );
    });

    it("moves them out of the demo pipeline a stored pipeline named 'renewals' hides, and reseeds them in view", async () => {
      const admin = await upgraded();
      const renewalsBefore = (await demoRows(admin.workspaceId)).filter(
        (r) => r.stage.startsWith('renewal') || ['renewed', 'churned'].includes(r.stage),
      );
      expect(renewalsBefore).toHaveLength(5);
      const created = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          key: 'renewals',
          name: 'Our renewals',
          stages: [{ key: 'up-for-renewal', label: 'Up', kind: 'open' }],
        },
      });
      expect(created.status).toBe(201);
      expect(await toggleTier(admin)).toBe('free');
      const pipelines = await call(t, 'GET', '/pipelines', { as: admin.email });
      expect(pipelines.body.items.map((p: { name: string }) => p.name)).toEqual([
        'Sales',
        'Our renewals',
      ]);
      const after = await expectDemoInPlace(admin);
      // Into the default pipeline's entry stage, reopened, a churned one's reason dropped.
      for (const { id } of renewalsBefore) expect(after.get(id)).toBe('lead');

      // Wiped and seeded again at the next sign-in, the renewals land in the stages shown.
      const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
      const reset = await call(t, 'POST', '/admin/demo/reset', { as: owner.email });
      expect(reset.status).toBe(200);
      expect((await call(t, 'GET', '/me', { as: admin.email })).body.demo).toBe(true);
      await expectDemoInPlace(admin);
    });

    it("follows the kinds of a stored pipeline taking the demo pipeline's stage keys, and its removal", async () => {
      const admin = await upgraded();
      // The demo pipeline's stage keys, two of its kinds changed: its demo contacts stay there,
      // closed or open as the stored stages say while those show.
      const created = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          ...RENEWALS,
          stages: RENEWALS.stages.map((s) =>
            s.key === 'renewed'
              ? { ...s, kind: 'lost' }
              : s.key === 'churned'
                ? { ...s, kind: 'open' }
                : s,
          ),
        },
      });
      expect(created.status).toBe(201);
      expect(await toggleTier(admin)).toBe('free');
      const stored = await expectDemoInPlace(admin);
      expect([...stored.values()].filter((stage) => stage === 'churned')).toHaveLength(1);
      expect(await toggleTier(admin)).toBe('premium');
      const real = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const removed = await call(t, 'DELETE', '/pipelines/renewals', {
        as: admin.email,
        query: { move_to: 'default' },
      });
      expect(removed.status).toBe(204);
      expect(await stageOf(real.id)).toBe('lead');
      expect(await toggleTier(admin)).toBe('free');
      // The demo pipeline shows again, its contacts in its own stages, closed as they say.
      expect(await expectDemoInPlace(admin)).toEqual(stored);
      const pipelines = await call(t, 'GET', '/pipelines', { as: admin.email });
      expect(pipelines.body.items.map((p: { key: string }) => p.key)).toEqual([
        'default',
        'renewals',
      ]);
    });
  });
});
