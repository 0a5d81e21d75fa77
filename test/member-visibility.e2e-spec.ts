import { describe, expect, it } from '@jest/globals';
import { listRoutes, type RouteInfo } from '../src/core/guards/route-inventory.js';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { ImportWorker } from '../src/modules/imports/import.worker.js';
import { IMPORT_BATCH_SIZE } from '../src/modules/imports/imports.rules.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { createKey, withKey } from './support/api-keys.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  idleFor,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { createGroup, setVisibility, settingsBody } from './support/groups.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { routeName } from './support/route-calls.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';

/**
 * A premium workspace: an admin and four members. `rep` shares a group with `mate` and another
 * with `third` (overlapping groups: `mate` is also in a group with `other`, whom `rep` shares
 * none with). Each of them owns one contact, and one contact is nobody's.
 */
async function team(t: TestApp) {
  const admin = await signUp(t, { premium: true });
  const rep = await addMember(t, admin.workspaceId);
  const mate = await addMember(t, admin.workspaceId);
  const third = await addMember(t, admin.workspaceId);
  const other = await addMember(t, admin.workspaceId);
  await group(t, admin, 'Inbound', [rep, mate]);
  await group(t, admin, 'Field', [rep, third]);
  await group(t, admin, 'Accounts', [mate, other]);
  const owned = async (owner: Member | null, first_name: string) =>
    (await createContact(t, admin.email, { first_name, owner_id: owner?.userId ?? null })).id;
  const contacts = {
    rep: await owned(rep, 'Rep'),
    mate: await owned(mate, 'Mate'),
    third: await owned(third, 'Third'),
    other: await owned(other, 'Other'),
    nobody: await owned(null, 'Nobody'),
  };
  return { admin, rep, mate, third, other, contacts };
}

/** A group of the workspace, made through `POST /groups`. */
async function group(t: TestApp, admin: Member, name: string, members: Member[]) {
  return createGroup(t, admin.email, { name, member_ids: members.map((m) => m.userId) });
}

/** The first names of the contacts `GET /contacts` shows `as`, sorted. */
async function listed(t: TestApp, as: string, headers?: Record<string, string>) {
  const res = headers
    ? await withKey(t, headers['x-api-key'], 'GET', '/contacts?limit=100')
    : await call(t, 'GET', '/contacts?limit=100', { as });
  expect(res.status).toBe(200);
  return (res.body.items as { first_name: string }[]).map((c) => c.first_name).sort();
}

describe('member visibility: all, group or own', () => {
  const t = useTestApp();

  it('shows every contact by default (all), and reads the setting back', async () => {
    const { admin, rep } = await team(t);
    expect(await listed(t, rep.email)).toEqual(['Mate', 'Nobody', 'Other', 'Rep', 'Third']);
    const settings = await call(t, 'GET', '/settings', { as: rep.email });
    expect(settings.body).toMatchObject({ member_visibility: 'all', unassigned_visible: true });
    const [row] = await t.db.query(
      `SELECT member_visibility, unassigned_visible FROM workspaces WHERE id = $1`,
      [admin.workspaceId],
    );
    expect(row).toEqual({ member_visibility: 'all', unassigned_visible: true });
  });

  it('with group, shows their own, their groups members’ and, unless turned off, nobody’s', async () => {
    const { admin, rep, mate, other } = await team(t);
    await setVisibility(t, admin, 'group');
    expect(await listed(t, rep.email)).toEqual(['Mate', 'Nobody', 'Rep', 'Third']);
    // Groups overlap: mate shares one with rep and another with other.
    expect(await listed(t, mate.email)).toEqual(['Mate', 'Nobody', 'Other', 'Rep']);
    expect(await listed(t, other.email)).toEqual(['Mate', 'Nobody', 'Other']);
    await setVisibility(t, admin, 'group', false);
    expect(await listed(t, rep.email)).toEqual(['Mate', 'Rep', 'Third']);
    // A demo group (what the workspace read while free) does not widen what its real rows show.
    const [demo] = await t.db.query<{ id: string }[]>(
      `INSERT INTO groups (workspace_id, is_demo, name) VALUES ($1, true, 'Demo') RETURNING id`,
      [admin.workspaceId],
    );
    await t.db.query(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2), ($1, $3)`, [
      demo.id,
      rep.userId,
      other.userId,
    ]);
    expect(await listed(t, rep.email)).toEqual(['Mate', 'Rep', 'Third']);
    // Admins see every contact whatever the setting.
    expect(await listed(t, admin.email)).toEqual(['Mate', 'Nobody', 'Other', 'Rep', 'Third']);
  });

  it('pages a member’s list newest first across the owners they see and nobody’s, in the order of the whole list', async () => {
    const { admin, rep, mate, third, other } = await team(t);
    for (let i = 1; i <= 3; i++) {
      for (const [owner, name] of [
        [other, 'Other'],
        [third, 'Third'],
        [null, 'Nobody'],
        [mate, 'Mate'],
        [rep, 'Rep'],
      ] as const) {
        await createContact(t, admin.email, {
          first_name: `${name} ${i}`,
          owner_id: owner?.userId ?? null,
        });
      }
    }
    const pages = async (as: string) => {
      const names: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(
          t,
          'GET',
          `/contacts?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          { as },
        );
        expect(res.status).toBe(200);
        names.push(...(res.body.items as { first_name: string }[]).map((c) => c.first_name));
        cursor = res.body.next_cursor as string | null;
      } while (cursor);
      return names;
    };
    const everyone = await pages(admin.email);
    expect(everyone).toHaveLength(20);
    await setVisibility(t, admin, 'group');
    expect(await pages(rep.email)).toEqual(everyone.filter((name) => !name.startsWith('Other')));
    await setVisibility(t, admin, 'own', false);
    expect(await pages(rep.email)).toEqual(everyone.filter((name) => name.startsWith('Rep')));
  });

  it('with own, shows their own and, unless turned off, nobody’s; a member in no group sees the same with group', async () => {
    const { admin, rep, other } = await team(t);
    await setVisibility(t, admin, 'own');
    expect(await listed(t, rep.email)).toEqual(['Nobody', 'Rep']);
    await setVisibility(t, admin, 'own', false);
    expect(await listed(t, rep.email)).toEqual(['Rep']);
    expect(await listed(t, admin.email)).toHaveLength(5);
    const loner = await addMember(t, admin.workspaceId);
    await setVisibility(t, admin, 'group', false);
    expect(await listed(t, loner.email)).toEqual([]);
    expect(await listed(t, other.email)).toEqual(['Mate', 'Other']);
  });

  it('refuses an unknown setting with 422, changing nothing; a member cannot change it (403)', async () => {
    const { admin, rep } = await team(t);
    const res = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: settingsBody({ member_visibility: 'team' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'member_visibility', message: 'member_visibility must be one of all, group, own' },
    ]);
    const flag = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: settingsBody({ unassigned_visible: 'no' }),
    });
    expect(flag.status).toBe(422);
    const byMember = await call(t, 'PUT', '/settings', {
      as: rep.email,
      body: settingsBody({ member_visibility: 'all' }),
    });
    expect(byMember.status).toBe(403);
    const [row] = await t.db.query(`SELECT member_visibility FROM workspaces WHERE id = $1`, [
      admin.workspaceId,
    ]);
    expect(row.member_visibility).toBe('all');
  });

  it("gives an API key what its member sees, as of each request, and a group's change at the next request", async () => {
    const { admin, rep, contacts } = await team(t);
    const key = await createKey(t, rep.email, ['contacts:read']);
    const asKey = { 'x-api-key': key.key };
    expect(await listed(t, rep.email, asKey)).toHaveLength(5);
    await setVisibility(t, admin, 'group', false);
    expect(await listed(t, rep.email, asKey)).toEqual(['Mate', 'Rep', 'Third']);
    const groups = await call(t, 'GET', '/groups', { as: admin.email });
    const field = (groups.body.items as { id: string; name: string }[]).find(
      (g) => g.name === 'Field',
    );
    const changed = await call(t, 'PATCH', `/groups/${field!.id}`, {
      as: admin.email,
      body: { member_ids: [rep.userId] },
    });
    expect(changed.status).toBe(200);
    expect(await listed(t, rep.email, asKey)).toEqual(['Mate', 'Rep']);
    const byId = await withKey(t, key.key, 'GET', `/contacts/${contacts.third}`);
    expect(byId.status).toBe(404);
    expect(byId.body.detail).toBe('Contact not found');
  });

  it('lets a member hand a contact to someone they do not see: 200, and then it is 404 to them', async () => {
    const { admin, rep, other, contacts } = await team(t);
    await setVisibility(t, admin, 'own', false);
    const res = await call(t, 'PATCH', `/contacts/${contacts.rep}`, {
      as: rep.email,
      body: { owner_id: other.userId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: contacts.rep, owner_id: other.userId });
    expect((await call(t, 'GET', `/contacts/${contacts.rep}`, { as: rep.email })).status).toBe(404);
    const [row] = await t.db.query(`SELECT owner_id FROM contacts WHERE id = $1`, [contacts.rep]);
    expect(row.owner_id).toBe(other.userId);
  });

  it("adds up a member's pipeline report and board to exactly what their list shows", async () => {
    const { admin, rep, mate, other } = await team(t);
    const valued = async (owner: Member, stage: string, value_cents: number) =>
      createContact(t, admin.email, { owner_id: owner.userId, stage, value_cents });
    await valued(rep, 'qualified', 1_000);
    await valued(mate, 'qualified', 2_000);
    await valued(other, 'qualified', 40_000);
    await valued(other, 'proposal', 80_000);
    await setVisibility(t, admin, 'group', false);
    const list = await call(t, 'GET', '/contacts?limit=100', { as: rep.email });
    const perStage = new Map<string, { count: number; value: number }>();
    for (const c of list.body.items as { stage: string; value_cents: number | null }[]) {
      const s = perStage.get(c.stage) ?? { count: 0, value: 0 };
      perStage.set(c.stage, { count: s.count + 1, value: s.value + (c.value_cents ?? 0) });
    }
    const board = await call(t, 'GET', '/board', { as: rep.email });
    for (const stage of board.body.stages as {
      key: string;
      count: number;
      value_cents: number;
    }[]) {
      const expected = perStage.get(stage.key) ?? { count: 0, value: 0 };
      expect([stage.key, stage.count, stage.value_cents]).toEqual([
        stage.key,
        expected.count,
        expected.value,
      ]);
    }
    const report = await call(t, 'GET', '/reports/pipeline', { as: rep.email });
    expect(report.status).toBe(200);
    const reported = report.body.stages as { key: string; count: number }[];
    expect(reported.reduce((n, s) => n + s.count, 0)).toBe(list.body.items.length);
    const adminReport = await call(t, 'GET', '/reports/pipeline', { as: admin.email });
    const adminTotal = (adminReport.body.stages as { count: number }[]).reduce(
      (n, s) => n + s.count,
      0,
    );
    expect(adminTotal).toBe(9);
  });

  it('runs a bulk action over a filter on the contacts its author sees when it runs', async () => {
    const { admin, rep, contacts } = await team(t);
    await setVisibility(t, admin, 'group', false);
    const res = await call(t, 'POST', '/contacts/bulk', {
      as: rep.email,
      body: { action: 'add_tags', params: { tags: ['seen'] }, filter: {} },
    });
    expect(res.status).toBe(202);
    await t.app.get(BulkOperationWorker).run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: rep.email });
    expect(done.body).toMatchObject({ status: 'succeeded', counts: { matched: 3, affected: 3 } });
    const tagged = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND 'seen' = ANY(tags) ORDER BY id`,
      [admin.workspaceId],
    );
    expect(tagged.map((r) => r.id)).toEqual([contacts.rep, contacts.mate, contacts.third].sort());
  });

  it("counts a member's pipeline entries by their contacts' owners now: a move follows its contact's owner and its merge", async () => {
    const { admin, rep, other } = await team(t);
    const moves = async (contactId: string) =>
      (
        await t.db.query<{ owner_id: string | null }[]>(
          `SELECT owner_id FROM stage_moves_all WHERE contact_id = $1 ORDER BY moved_at, id`,
          [contactId],
        )
      ).map((m) => m.owner_id);
    const deal = await createContact(t, admin.email, { owner_id: other.userId, stage: 'lead' });
    const moved = await call(t, 'POST', `/contacts/${deal.id}/stage`, {
      as: admin.email,
      body: { stage: 'qualified' },
    });
    expect(moved.status).toBe(200);
    expect(await moves(deal.id)).toEqual([other.userId, other.userId]);
    await setVisibility(t, admin, 'own', false);
    const entered = async () => {
      const res = await call(t, 'GET', '/reports/pipeline', { as: rep.email });
      expect(res.status).toBe(200);
      const stages = res.body.stages as { key: string; entered: number }[];
      return stages.find((s) => s.key === 'qualified')!.entered;
    };
    expect(await entered()).toBe(0);
    const handed = await call(t, 'PATCH', `/contacts/${deal.id}`, {
      as: admin.email,
      body: { owner_id: rep.userId },
    });
    expect(handed.status).toBe(200);
    expect(await moves(deal.id)).toEqual([rep.userId, rep.userId]);
    expect(await entered()).toBe(1);
    // Merged into another's contact, its moves take the kept contact's owner.
    const kept = await createContact(t, admin.email, { owner_id: other.userId });
    const merged = await call(t, 'POST', `/contacts/${kept.id}/merge`, {
      as: admin.email,
      body: { source_ids: [deal.id] },
    });
    expect(merged.status).toBe(200);
    expect(new Set(await moves(kept.id))).toEqual(new Set([other.userId]));
    expect(await entered()).toBe(0);
  });

  it('neither duplicates nor edits by e-mail a contact the member does not see: the upsert is 409, the import row an error', async () => {
    const { admin, rep, contacts } = await team(t);
    await setVisibility(t, admin, 'group');
    await t.db.query(`UPDATE contacts SET email = 'other@example.com' WHERE id = $1`, [
      contacts.other,
    ]);
    const holders = async () =>
      (
        await t.db.query<{ id: string; company: string | null }[]>(
          `SELECT id, company FROM contacts WHERE workspace_id = $1 AND lower(email) = 'other@example.com'`,
          [admin.workspaceId],
        )
      ).map((r) => [r.id, r.company]);

    const upsert = (as: string, email: string) =>
      call(t, 'POST', '/contacts/upsert', {
        as,
        body: { match_on: 'email', contact: { first_name: 'Ada', email, company: 'Acme' } },
      });
    const refused = await upsert(rep.email, 'OTHER@example.com');
    expect([refused.status, refused.body.detail]).toEqual([
      409,
      'A contact you do not see has this email: nothing was written; its owner or an admin can edit it',
    ]);
    expect(refused.body).not.toHaveProperty('contact_ids');
    expect(await holders()).toEqual([[contacts.other, null]]);

    const file = csv([
      ['First name', 'Email', 'Company'],
      ['Ada', 'other@example.com', 'Acme'],
      ['Grace', 'grace@example.com', 'Navy'],
    ]);
    const mapping = JSON.stringify({
      'First name': 'first_name',
      Email: 'email',
      Company: 'company',
    });
    for (const dry_run of ['true', 'false']) {
      const posted = await postImport(t, rep.email, { mapping, dry_run }, file);
      expect(posted.status).toBe(202);
      await t.app.get(ImportWorker).run(posted.body.id);
      const done = await waitForImport(t, rep.email, posted.body.id);
      expect(done).toMatchObject({ status: 'succeeded', counts: { created: 1, failed: 1 } });
      expect(done.errors).toEqual([
        {
          row: 1,
          field: 'email',
          message:
            'A contact you do not see has this email: nothing was written; its owner or an admin can edit it',
        },
      ]);
    }
    expect(await holders()).toEqual([[contacts.other, null]]);

    // A contact the member sees has it too: that one is the match, as before.
    await t.db.query(`UPDATE contacts SET email = 'other@example.com' WHERE id = $1`, [
      contacts.mate,
    ]);
    const matched = await upsert(rep.email, 'other@example.com');
    expect([matched.status, matched.body.created, matched.body.contact.id]).toEqual([
      200,
      false,
      contacts.mate,
    ]);
    // The admin sees both: two matches.
    expect((await upsert(admin.email, 'other@example.com')).status).toBe(409);
  });

  it('fails an import row matching a contact its file gave someone the member does not see, in its batch, a later one and a dry run', async () => {
    const { admin, rep, mate, other } = await team(t);
    await setVisibility(t, admin, 'group');
    const mapping = JSON.stringify({
      'First name': 'first_name',
      Email: 'email',
      Company: 'company',
      Owner: 'owner_email',
    });
    const header = ['First name', 'Email', 'Company', 'Owner'];
    const fillers = (n: number) =>
      Array.from({ length: n }, (_, i) => [`F${i}`, `filler${i}@example.com`, '', '']);
    const refused = {
      field: 'email',
      message:
        'A contact you do not see has this email: nothing was written; its owner or an admin can edit it',
    };
    const holders = async (email: string) =>
      t.db.query<{ company: string; owner_id: string }[]>(
        `SELECT company, owner_id FROM contacts WHERE workspace_id = $1 AND lower(email) = $2`,
        [admin.workspaceId, email],
      );
    const run = async (rows: string[][], dry_run: string) => {
      const posted = await postImport(t, rep.email, { mapping, dry_run }, csv([header, ...rows]));
      expect(posted.status).toBe(202);
      await t.app.get(ImportWorker).run(posted.body.id);
      return waitForImport(t, rep.email, posted.body.id);
    };
    // Row 1 gives a new contact to `other`, whom `rep` does not see, row 3 one to `mate`, whom
    // they do, and row 4 gives `other` a contact `rep` owned; later rows have their e-mails, in
    // the same batch or the next.
    for (const [between, dry_run] of [
      [0, 'true'],
      [0, 'false'],
      [IMPORT_BATCH_SIZE, 'true'],
      [IMPORT_BATCH_SIZE, 'false'],
    ] as const) {
      const tag = `${between}-${dry_run}`;
      // The contact `rep` owns, which row 4 gives away.
      await createContact(t, rep.email, { first_name: 'Cy', email: `cy-${tag}@example.com` });
      const done = await run(
        [
          ['Ada', `ada-${tag}@example.com`, 'Acme', other.email],
          ['Ada', `ADA-${tag}@example.com`, 'Acme 2', ''],
          ['Bob', `bob-${tag}@example.com`, 'Bobco', mate.email],
          ['Cy', `cy-${tag}@example.com`, 'Cyco', other.email],
          ...fillers(between),
          ['Bob', `bob-${tag}@example.com`, 'Bobco 2', ''],
          ['Cy', `cy-${tag}@example.com`, 'Cyco 2', ''],
        ],
        dry_run,
      );
      expect({ tag, errors: done.errors }).toEqual({
        tag,
        errors: [
          { row: 2, ...refused },
          { row: between + 6, ...refused },
        ],
      });
      expect({ tag, counts: done.counts }).toMatchObject({
        tag,
        counts: { created: between + 2, updated: 2, failed: 2 },
      });
      if (dry_run === 'false') {
        expect(await holders(`ada-${tag}@example.com`)).toEqual([
          { company: 'Acme', owner_id: other.userId },
        ]);
        expect(await holders(`bob-${tag}@example.com`)).toEqual([
          { company: 'Bobco 2', owner_id: mate.userId },
        ]);
      }
    }

    // Routed to `other` (no owner cell): known once the batch's contacts are written, before
    // the row that matches one is taken. A dry run picks no owner: its row is counted an edit.
    const routed = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [other.userId] },
    });
    expect(routed.status).toBe(200);
    const twice = [
      ['Di', 'di@example.com', 'Dico', ''],
      ['Di', 'di@example.com', 'Dico 2', ''],
    ];
    expect(await run(twice, 'true')).toMatchObject({
      counts: { created: 1, updated: 1, failed: 0 },
    });
    const done = await run(twice, 'false');
    expect(done.errors).toEqual([{ row: 2, ...refused }]);
    expect(done.counts).toMatchObject({ created: 1, updated: 0, failed: 1 });
    expect(await holders('di@example.com')).toEqual([{ company: 'Dico', owner_id: other.userId }]);
  });

  it('narrows a free workspace’s demo contacts too: with own, a member reads only those they own', async () => {
    const admin = await signUp(t);
    const rep = await addMember(t, admin.workspaceId);
    const demo = await call(t, 'GET', '/contacts?limit=100', { as: rep.email });
    expect(demo.body.items.length).toBeGreaterThan(2);
    const [given] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo ORDER BY created_at, id LIMIT 1`,
      [admin.workspaceId],
    );
    await t.db.query(`UPDATE contacts SET owner_id = $2 WHERE id = $1`, [given.id, rep.userId]);
    await t.db.query(
      `UPDATE workspaces SET member_visibility = 'own', unassigned_visible = false WHERE id = $1`,
      [admin.workspaceId],
    );
    const settings = await call(t, 'GET', '/settings', { as: rep.email });
    expect(settings.body).toMatchObject({ member_visibility: 'own', unassigned_visible: false });
    const own = await call(t, 'GET', '/contacts?limit=100', { as: rep.email });
    expect(own.body.items.map((c: { id: string }) => c.id)).toEqual([given.id]);
    // Changing it is a premium write.
    const change = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: DEFAULT_STAGES,
        member_visibility: 'all',
      },
    });
    expect(change.status).toBe(402);
  });

  describe('on a second instance', () => {
    const second = useTestApp();

    it('applies a change of the setting at its next request', async () => {
      const { admin, rep } = await team(t);
      expect(await listed(second, rep.email)).toHaveLength(5);
      await setVisibility(t, admin, 'own', false);
      expect(await listed(second, rep.email)).toEqual(['Rep']);
      await setVisibility(t, admin, 'all');
      expect(await listed(second, rep.email)).toHaveLength(5);
    });
  });
});

/** Each route's id parameters filled by what they name. */
function urlOf(route: RouteInfo, ids: Record<string, string>): string {
  let path = route.path;
  for (const param of route.idParams) {
    const id = ids[param.what];
    if (id === undefined) throw new Error(`${routeName(route)}: no id for ${param.what}`);
    path = path.replace(`{${param.name}}`, id);
  }
  return path;
}

/**
 * The body each route that takes a contact's id or a follow-up's sends: one a visible contact's
 * route accepts. A new such route fails the walk below until it is given one here.
 */
const BODIES: Record<string, Record<string, unknown> | undefined> = {
  'GET /contacts/{id}': undefined,
  'PATCH /contacts/{id}': { title: 'Changed' },
  'DELETE /contacts/{id}': undefined,
  'POST /contacts/{id}/followups': {
    title: 'Call',
    scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
  },
  'GET /contacts/{id}/history': undefined,
  'GET /contacts/{id}/interactions': undefined,
  'POST /contacts/{id}/interactions': { type: 'call', summary: 'Talked' },
  'POST /contacts/{id}/snooze': { until: new Date(Date.now() + 86_400_000).toISOString() },
  'DELETE /contacts/{id}/snooze': undefined,
  'POST /contacts/{id}/stage': { stage: 'contacted' },
  'GET /contacts/{id}/timeline': undefined,
  'GET /followups/{id}': undefined,
  'PATCH /followups/{id}': { title: 'Changed' },
  'DELETE /followups/{id}': undefined,
  'POST /followups/{id}/complete': undefined,
  'DELETE /sequences/{id}/enrollments/{contact_id}': undefined,
  // Its target is the route's contact; its sources are the body's.
  'POST /contacts/{id}/merge': { source_ids: ['SOURCE'] },
  // Only a contact in the trash can be restored: the walk trashes the visible one first.
  'POST /contacts/{id}/restore': undefined,
};

/** Everything stored of a contact and what hangs from it, trash included. */
async function stored(t: TestApp, contactId: string) {
  const [row] = await t.db.query(
    `SELECT to_jsonb(c) AS contact,
            (SELECT jsonb_agg(to_jsonb(f) ORDER BY f.id) FROM followups_all f WHERE f.contact_id = c.id) AS followups,
            (SELECT count(*)::int FROM interactions_all i WHERE i.contact_id = c.id) AS interactions,
            (SELECT count(*)::int FROM stage_moves_all m WHERE m.contact_id = c.id) AS moves,
            (SELECT jsonb_agg(to_jsonb(e) ORDER BY e.id) FROM sequence_enrollments_all e WHERE e.contact_id = c.id) AS enrollments
       FROM contacts_all c WHERE c.id = $1`,
    [contactId],
  );
  return row;
}

describe('member visibility on every route', () => {
  const t = useTestApp();

  /** A contact `owner` owns, with a follow-up, an interaction, a stage move and an enrollment. */
  async function filled(admin: Member, owner: Member, sequenceId: string, name: string) {
    const contact = await createContact(t, admin.email, {
      first_name: name,
      owner_id: owner.userId,
      stage: 'qualified',
      value_cents: 123_456,
      email: `${name.toLowerCase()}@example.com`,
    });
    await logInteraction(t, admin.email, contact.id);
    const followup = await scheduleFollowup(t, admin.email, contact.id, {
      owner_id: owner.userId,
      scheduled_for: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await enroll(t, admin.email, sequenceId, [contact.id]);
    return { id: contact.id, followupId: followup.id };
  }

  const routesTakingAContact = () =>
    listRoutes(t.app).filter(
      (r) =>
        r.requiredRole === null &&
        r.idParams.some((p) => p.what === 'Contact' || p.what === 'Follow-up'),
    );

  it('answers 404 on every route that takes the id of a contact the member does not see, or of its follow-up, changing nothing', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId);
    const other = await addMember(t, admin.workspaceId);
    const sequence = await createSequence(t, admin.email);
    const hidden = await filled(admin, other, sequence.id, 'Hidden');
    await setVisibility(t, admin, 'own', false);
    const before = await stored(t, hidden.id);

    const routes = routesTakingAContact();
    expect(routes.map(routeName).sort()).toEqual(Object.keys(BODIES).sort());
    const answers: [string, number, string][] = [];
    for (const route of routes) {
      const name = routeName(route);
      const body = BODIES[name];
      const visible = await filled(admin, rep, sequence.id, `Seen${answers.length}`);
      const ids = { Contact: hidden.id, 'Follow-up': hidden.followupId, Sequence: sequence.id };
      const res = await call(t, route.method as 'GET', urlOf(route, ids), {
        as: rep.email,
        body: body?.source_ids ? { source_ids: [visible.id] } : body,
      });
      answers.push([name, res.status, res.body?.detail]);
      // The same call on a contact the member sees goes through: the body is one it accepts.
      if (name === 'POST /contacts/{id}/restore') {
        await call(t, 'DELETE', `/contacts/${visible.id}`, { as: rep.email });
      }
      const control = await call(
        t,
        route.method as 'GET',
        urlOf(route, {
          ...ids,
          Contact: visible.id,
          'Follow-up': visible.followupId,
        }),
        {
          as: rep.email,
          body: body?.source_ids
            ? { source_ids: [(await filled(admin, rep, sequence.id, 'Source')).id] }
            : body,
        },
      );
      expect([name, control.status < 300]).toEqual([name, true]);
    }
    expect(answers).toEqual(
      routes.map((route) => [
        routeName(route),
        404,
        route.path.startsWith('/followups') ? 'Follow-up not found' : 'Contact not found',
      ]),
    );
    expect(await stored(t, hidden.id)).toEqual(before);
  }, 60_000);

  it('404s a contact it does not see as a merge source, a restore, a bulk id or an enrollment, writing nothing', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId);
    const other = await addMember(t, admin.workspaceId);
    const sequence = await createSequence(t, admin.email);
    const hidden = await filled(admin, other, sequence.id, 'Hidden');
    const trashed = await filled(admin, other, sequence.id, 'Trashed');
    expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
      204,
    );
    const mine = await createContact(t, admin.email, { owner_id: rep.userId });
    await setVisibility(t, admin, 'own', false);
    const before = [await stored(t, hidden.id), await stored(t, trashed.id)];

    const merge = await call(t, 'POST', `/contacts/${mine.id}/merge`, {
      as: rep.email,
      body: { source_ids: [hidden.id] },
    });
    expect(merge.status).toBe(404);
    const bulk = await call(t, 'POST', '/contacts/bulk', {
      as: rep.email,
      body: { action: 'add_tags', params: { tags: ['x'] }, contact_ids: [mine.id, hidden.id] },
    });
    expect(bulk.status).toBe(404);
    expect(bulk.body).toMatchObject({
      detail: '1 of the 2 contacts not found; contact_ids lists them',
      contact_ids: [hidden.id],
    });
    const restore = await call(t, 'POST', '/contacts/restore', {
      as: rep.email,
      body: { ids: [trashed.id] },
    });
    expect(restore.status).toBe(404);
    expect(restore.body.detail).toBe(
      '1 of the 1 contacts not in the trash; contact_ids lists them',
    );
    const enrolled = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
      as: rep.email,
      body: { contact_ids: [hidden.id] },
    });
    expect(enrolled.status).toBe(404);
    expect([await stored(t, hidden.id), await stored(t, trashed.id)]).toEqual(before);
    const [mineNow] = await t.db.query(`SELECT tags FROM contacts WHERE id = $1`, [mine.id]);
    expect(mineNow.tags).toEqual([]);
  });

  it('leaves a contact the member does not see out of every list, count, report and export', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId);
    const other = await addMember(t, admin.workspaceId);
    const sequence = await createSequence(t, admin.email);
    await filled(admin, rep, sequence.id, 'Mine');
    await createContact(t, admin.email, { first_name: 'Twin', email: 'hidden@example.com' });
    await setVisibility(t, admin, 'own', false);

    // Every read without a path parameter, and the reads of the sequence and of a board column.
    const reads = [
      ...listRoutes(t.app)
        .filter((r) => r.method === 'GET' && !r.path.includes('{') && !r.isPublic && !r.stream)
        .map((r) => r.path),
      `/sequences/${sequence.id}/enrollments`,
      '/board/stages/qualified/contacts',
      '/contacts/dormant?limit=100',
    ];
    expect(reads).toEqual(
      expect.arrayContaining(['/contacts', '/board', '/agenda', '/reports/pipeline']),
    );
    // What changes between two reads whatever the data: times and generated ids.
    const normalized = (text: string) =>
      text
        .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, 'T')
        .replace(/"(next_cursor|cursor)":"[^"]*"/g, '"$1":"C"');
    const bodies = async (as: string) => {
      const seen = new Map<string, string>();
      for (const path of reads) {
        const res = await call(t, 'GET', path, { as });
        expect([path, res.status < 500]).toEqual([path, true]);
        seen.set(path, normalized(res.text));
      }
      return seen;
    };
    const repBefore = await bodies(rep.email);
    const adminBefore = await bodies(admin.email);
    // Another member's contact with everything that hangs from it, dormant, value and all, and
    // a duplicate of the contact nobody owns.
    const hidden = await filled(admin, other, sequence.id, 'Hidden');
    const closing = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const dated = await call(t, 'PATCH', `/contacts/${hidden.id}`, {
      as: admin.email,
      body: { expected_close_date: closing, probability: 50 },
    });
    expect(dated.status).toBe(200);
    await idleFor(t, hidden.id, 90);
    // And two deals of theirs closed today, one won and one lost.
    for (const [stage, extra] of [
      ['won', {}],
      ['lost', { lost_reason: 'Price' }],
    ] as const) {
      const deal = await createContact(t, admin.email, {
        owner_id: other.userId,
        stage: 'qualified',
        value_cents: 9_999,
      });
      const moved = await call(t, 'POST', `/contacts/${deal.id}/stage`, {
        as: admin.email,
        body: { stage, ...extra },
      });
      expect(moved.status).toBe(200);
    }
    const repAfter = await bodies(rep.email);
    const adminAfter = await bodies(admin.email);

    const changed = (a: Map<string, string>, b: Map<string, string>) =>
      reads.filter((path) => a.get(path) !== b.get(path));
    expect(changed(repBefore, repAfter)).toEqual([]);
    // What the member's reads leave out, an admin's show: the walk reads where it would show.
    expect(changed(adminBefore, adminAfter)).toEqual(
      expect.arrayContaining([
        '/contacts',
        '/contacts/count',
        '/contacts/export',
        '/contacts/duplicates',
        '/board',
        '/agenda',
        '/followups',
        '/sequences',
        '/reports/pipeline',
        '/reports/forecast',
        '/reports/win-rate',
        '/reports/lost-reasons',
        '/reports/velocity',
        '/reports/activity',
        '/reports/followups',
        `/sequences/${sequence.id}/enrollments`,
        '/board/stages/qualified/contacts',
        '/contacts/dormant?limit=100',
      ]),
    );
  }, 60_000);
});
