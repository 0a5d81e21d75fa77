import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { holdAfter, release } from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';

/**
 * A member's removal beside creations routed to the rotation it takes them out of, while they
 * store custom values: the removal locks their contacts, holds off custom value writes, then
 * changes the rotation; a creation takes the lock of custom value writes (shared) before its
 * routing turn, as an import's batch holds it from its edits when its creations take theirs.
 * Each case holds a row a moment to line the two up where a lock order that differs makes them
 * wait for each other (a deadlock, 503), and lets go once the one that waits longest has waited
 * past PostgreSQL's deadlock check, so that the other, if it closes a cycle, is the one ended.
 */
describe("a member's removal beside routed creations storing custom values", () => {
  // Lock waits are not cut short here: the cases hold rows for as long as a job takes to start.
  const t = useTestApp({
    JOB_WORKER: 'inline',
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
    DATABASE_LOCK_TIMEOUT_MS: '0',
  });

  /** A premium workspace routing round robin between a rep and a leaver, with a text field. */
  async function rotation(): Promise<{ admin: Member; rep: Member; leaver: Member }> {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const leaver = await addMember(t, admin.workspaceId, 'member');
    const field = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'note', label: 'Note', type: 'text' },
    });
    expect(field.status).toBe(201);
    const routing = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [rep.userId, leaver.userId] },
    });
    expect(routing.status).toBe(200);
    return { admin, rep, leaver };
  }

  /** How many of this database's sessions wait on a lock. */
  async function waiting(): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return row.n;
  }

  /**
   * Until `n` sessions wait on a lock, or `done` says the awaited work ended; when they wait,
   * a little past the deadlock check of the first (1 s).
   */
  async function untilWaiting(
    n: number,
    done: () => Promise<boolean> = () => Promise.resolve(false),
  ): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (await done()) return;
      if ((await waiting()) >= n) {
        await sleep(1_200);
        return;
      }
      if (Date.now() > deadline) throw new Error(`neither ended nor ${n} waiting`);
      await sleep(20);
    }
  }

  it("goes through beside an import's batch that edits a custom value, then creates a routed contact", async () => {
    const { admin, rep, leaver } = await rotation();
    const edited = await createContact(t, admin.email, {
      email: 'edited@x.example',
      owner_id: admin.userId,
    });
    const theirs = await createContact(t, admin.email, { owner_id: leaver.userId });
    // The batch waits at its match until the removal waits at the leaver's contact.
    const matchHeld = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [edited.id],
    });
    const theirsHeld = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [theirs.id],
    });
    let importId = '';
    let removal: ReturnType<typeof call> | undefined;
    let matchReleased = false;
    const importEnded = async () =>
      !['queued', 'running'].includes(
        (await call(t, 'GET', `/imports/${importId}`, { as: admin.email })).body.status,
      );
    try {
      const file = csv([
        ['Email', 'First name', 'custom.note'],
        ['edited@x.example', 'Edited', 'renewal'],
        ['new@x.example', 'New', ''],
      ]);
      const mapping = JSON.stringify({
        Email: 'email',
        'First name': 'first_name',
        'custom.note': 'custom.note',
      });
      const queued = await postImport(t, admin.email, { match_on: 'email', mapping }, file);
      expect(queued.status).toBe(202);
      importId = queued.body.id;
      await untilWaiting(1);
      removal = call(t, 'DELETE', `/team/${leaver.userId}`, { as: admin.email });
      await untilWaiting(2);
      // The batch edits, then creates: it ends, or waits for the removal.
      await release(matchHeld);
      matchReleased = true;
      await untilWaiting(2, importEnded);
    } finally {
      if (!matchReleased) await release(matchHeld);
      await release(theirsHeld);
    }
    expect((await removal)?.status).toBe(204);
    const done = await waitForImport(t, admin.email, importId);
    expect(done).toMatchObject({
      status: 'succeeded',
      counts: { rows: 2, processed: 2, created: 1, updated: 1, skipped: 0, failed: 0 },
    });
    const contacts = await t.db.query(
      `SELECT email, owner_id, custom FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo AND email IS NOT NULL
        ORDER BY email`,
      [admin.workspaceId],
    );
    expect(contacts).toEqual([
      { email: 'edited@x.example', owner_id: admin.userId, custom: { note: 'renewal' } },
      { email: 'new@x.example', owner_id: rep.userId, custom: {} },
    ]);
  });

  it('goes through beside a routed creation storing a custom value', async () => {
    const { admin, rep, leaver } = await rotation();
    const theirs = await createContact(t, admin.email, { owner_id: leaver.userId });
    // The creation waits at the rotation, held here; the removal comes next, holds off custom
    // value writes, and waits there too.
    const ruleHeld = await holdAfter({
      text: 'SELECT 1 FROM routing_rules WHERE workspace_id = $1 FOR UPDATE',
      values: [admin.workspaceId],
    });
    let removal: ReturnType<typeof call> | undefined;
    let creation: ReturnType<typeof call> | undefined;
    try {
      creation = call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Routed', custom: { note: 'first call' } },
      });
      await untilWaiting(1);
      removal = call(t, 'DELETE', `/team/${leaver.userId}`, { as: admin.email });
      await untilWaiting(2);
    } finally {
      await release(ruleHeld);
    }
    expect((await removal)?.status).toBe(204);
    const created = await creation;
    expect(created?.status).toBe(200);
    expect(created?.body).toMatchObject({ owner_id: rep.userId, custom: { note: 'first call' } });
    const [kept] = await t.db.query(`SELECT owner_id FROM contacts_all WHERE id = $1`, [theirs.id]);
    expect(kept).toEqual({ owner_id: null });
  });
});
