import { describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  createContact,
  createSequence,
  enroll,
  idleFor,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { holdAfter, release, untilWaitingOnLocks, waitersOn } from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Where a rescheduled follow-up goes. */
const RESCHEDULED = inDays(10);

/**
 * A write of follow-ups or enrollments takes its contact first, as a write of the contact takes
 * it before its follow-ups and enrollments: taken the other way round, the follow-ups' triggers
 * (which update `next_followup_at`) waited for the contact while the contact's write waited for
 * the follow-ups, and PostgreSQL ended one of the two (503). Each test holds a row a moment, as
 * another request would, so both writes are in flight at once in one known order.
 */
describe('Follow-up writes beside writes of their contact', () => {
  const t = useTestApp();

  /** Contacts whose `next_followup_at` is not the earliest of their open follow-ups. */
  async function nextFollowupDrift(contactIds: string[]): Promise<unknown[]> {
    return t.db.query(
      `SELECT c.id, c.next_followup_at, m.next FROM contacts_all c
         LEFT JOIN (SELECT contact_id, min(scheduled_for) AS next FROM followups_all
                     WHERE completed_at IS NULL GROUP BY contact_id) m ON m.contact_id = c.id
        WHERE c.id = ANY($1::uuid[]) AND c.next_followup_at IS DISTINCT FROM m.next`,
      [contactIds],
    );
  }

  /** A contact enrolled in a three-step sequence, and its follow-ups in the order rows are read. */
  async function enrolled(admin: Member) {
    const contact = await createContact(t, admin.email, { first_name: 'Enrolled' });
    const target = await createContact(t, admin.email, { first_name: 'Kept' });
    const sequence = await createSequence(t, admin.email);
    await enroll(t, admin.email, sequence.id, [contact.id]);
    const followups = await t.db.query<{ id: string }[]>(
      `SELECT id FROM followups_all WHERE contact_id = $1 ORDER BY ctid`,
      [contact.id],
    );
    expect(followups).toHaveLength(3);
    return { contact, target, sequence, first: followups[0].id, last: followups[2].id };
  }

  /** The first follow-up held, as a request completing it would, so writes reaching it wait. */
  function holdFollowup(id: string): Promise<pg.Client> {
    return holdAfter({
      text: 'SELECT 1 FROM followups_all WHERE id = $1 FOR UPDATE',
      values: [id],
    });
  }

  const contactWrites = {
    trash: {
      status: 204,
      send: (a: Member, c: string) => call(t, 'DELETE', `/contacts/${c}`, { as: a.email }),
    },
    merge: {
      status: 200,
      send: (a: Member, c: string, target: string) =>
        call(t, 'POST', `/contacts/${target}/merge`, { as: a.email, body: { source_ids: [c] } }),
    },
    won: {
      status: 200,
      send: (a: Member, c: string) =>
        call(t, 'POST', `/contacts/${c}/stage`, { as: a.email, body: { stage: 'won' } }),
    },
  };

  const followupWrites = {
    complete: (a: Member, id: string) =>
      call(t, 'POST', `/followups/${id}/complete`, { as: a.email }),
    reschedule: (a: Member, id: string) =>
      call(t, 'PATCH', `/followups/${id}`, { as: a.email, body: { scheduled_for: RESCHEDULED } }),
    delete: (a: Member, id: string) => call(t, 'DELETE', `/followups/${id}`, { as: a.email }),
  };

  // The contact's write goes first and waits on the held follow-up, holding the contact; the
  // follow-up's write comes second and waits for the contact. A trashed contact's follow-up and
  // one its sequence's end deleted are gone (404); a merged one is the kept contact's.
  it.each([
    ['trash', 'complete', 404],
    ['trash', 'reschedule', 404],
    ['trash', 'delete', 404],
    ['merge', 'complete', 200],
    ['merge', 'reschedule', 200],
    ['merge', 'delete', 204],
    ['won', 'complete', 404],
    ['won', 'reschedule', 404],
    ['won', 'delete', 404],
  ] as const)(
    '%s of a contact, then a %s of one of its follow-ups: both answer',
    async (contactWrite, followupWrite, followupStatus) => {
      const admin = await signUp(t, { premium: true });
      const { contact, target, first, last } = await enrolled(admin);
      const blocker = await holdFollowup(first);
      const write = contactWrites[contactWrite];
      const written = write.send(admin, contact.id, target.id);
      await untilWaitingOnLocks(t.db, 1);
      const changed = followupWrites[followupWrite](admin, last);
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker);
      const [w, f] = await Promise.all([written, changed]);
      expect([w.status, f.status]).toEqual([write.status, followupStatus]);
      if (followupStatus === 200) expect(f.body.contact_id).toBe(target.id);
      expect(await nextFollowupDrift([contact.id, target.id])).toEqual([]);
    },
  );

  // The merge goes first and waits on the held stage move of the merged contact, having moved
  // its follow-up and holding both contacts; the follow-up's write comes second and waits for the
  // merged contact, which its lock read as the follow-up's; a write of the kept contact comes
  // third and waits for it. Once the merge is through, the third holds the kept contact, then
  // writes the follow-up. The follow-up's write found the contact it waited for merged away and
  // held none, then wrote the follow-up, whose trigger waited for the kept contact while the
  // third waited for the follow-up: PostgreSQL ended one of the two (503). It now takes the kept
  // contact, where the follow-up went, before writing it.
  it.each([
    ['complete', 200],
    ['reschedule', 200],
    ['delete', 204],
  ] as const)(
    'a merge moving a follow-up as a %s of it waits for the merged contact: it holds the kept one',
    async (followupWrite, followupStatus) => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { first_name: 'Merged' });
      const target = await createContact(t, admin.email, { first_name: 'Kept' });
      const followup = await scheduleFollowup(t, admin.email, contact.id);
      // Held past the merge's last write of the kept contact: the third, waiting for the row as
      // the merge leaves it, takes it as soon as the merge ends.
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM stage_moves_all WHERE contact_id = $1 FOR UPDATE',
        values: [contact.id],
      });
      const merged = contactWrites.merge.send(admin, contact.id, target.id);
      await untilWaitingOnLocks(t.db, 1);
      const changed = followupWrites[followupWrite](admin, followup.id);
      await untilWaitingOnLocks(t.db, 2);
      const keeping = holdAfter({
        text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR NO KEY UPDATE',
        values: [target.id],
      });
      await untilWaitingOnLocks(t.db, 3);
      await release(blocker);
      expect((await merged).status).toBe(200);
      const kept = await keeping;
      // Until the follow-up's write waits for the third; woken by the merge's end as the third
      // was, it may take the kept contact first, now and then, and go through before it.
      let through = false;
      void changed.finally(() => (through = true));
      while (!through && (await waitersOn(kept)) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const touched = await kept
        .query(`UPDATE followups_all SET title = 'Touched' WHERE id = $1`, [followup.id])
        .then(
          () => 'written',
          (error: Error) => error.message,
        );
      await release(kept);
      const f = await changed;
      expect([touched, f.status]).toEqual(['written', followupStatus]);
      if (followupStatus === 200) expect(f.body.contact_id).toBe(target.id);
      expect(await nextFollowupDrift([target.id])).toEqual([]);
    },
  );

  // Ending the enrollment goes first and waits on the held follow-up, holding the enrollment;
  // the contact's write comes second.
  it.each([
    ['taking the contact out', 'trash'],
    ['taking the contact out', 'merge'],
    ['taking the contact out', 'won'],
    ['deleting the sequence', 'trash'],
    ['deleting the sequence', 'merge'],
    ['deleting the sequence', 'won'],
  ] as const)('%s, then a %s of the contact: both answer', async (ending, contactWrite) => {
    const admin = await signUp(t, { premium: true });
    const { contact, target, sequence, first } = await enrolled(admin);
    const blocker = await holdFollowup(first);
    const ended =
      ending === 'taking the contact out'
        ? call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${contact.id}`, {
            as: admin.email,
          })
        : call(t, 'DELETE', `/sequences/${sequence.id}`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const write = contactWrites[contactWrite];
    const written = write.send(admin, contact.id, target.id);
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const [e, w] = await Promise.all([ended, written]);
    expect([e.status, w.status]).toEqual([204, write.status]);
    const open = await t.db.query(
      `SELECT id FROM followups_all WHERE contact_id = ANY($1::uuid[]) AND completed_at IS NULL`,
      [[contact.id, target.id]],
    );
    expect(open).toEqual([]);
    expect(await nextFollowupDrift([contact.id, target.id])).toEqual([]);
  });

  // The merge goes first and waits on the held enrollment of its source, holding both contacts;
  // the sequence's deletion comes second, holding the sequence and waiting for the contacts. A
  // merge that wrote the enrollment twice (cancelled, then moved) had its foreign keys checked
  // again, and the check of its sequence waited for the deletion: PostgreSQL ended one (503).
  it('a merge of two contacts enrolled in one sequence, then the deletion of the sequence: both answer', async () => {
    const admin = await signUp(t, { premium: true });
    const { contact, target, sequence } = await enrolled(admin);
    const [kept] = (await enroll(t, admin.email, sequence.id, [target.id])).enrollments;
    // The source's enrollment, which the merge moves to the target and cancels.
    const [ended] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM sequence_enrollments_all WHERE contact_id = $1`,
      [contact.id],
    );
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM sequence_enrollments_all WHERE id = $1 FOR UPDATE',
      values: [ended.id],
    });
    const merged = contactWrites.merge.send(admin, contact.id, target.id);
    await untilWaitingOnLocks(t.db, 1);
    const removed = call(t, 'DELETE', `/sequences/${sequence.id}`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const [m, d] = await Promise.all([merged, removed]);
    expect([m.status, d.status]).toEqual([200, 204]);
    const left = await t.db.query(`SELECT id FROM sequence_enrollments_all WHERE id = ANY($1)`, [
      [kept.id, ended.id],
    ]);
    expect(left).toEqual([]);
    const open = await t.db.query(
      `SELECT id FROM followups_all WHERE contact_id = $1 AND completed_at IS NULL`,
      [target.id],
    );
    expect(open).toEqual([]);
    expect(await nextFollowupDrift([target.id])).toEqual([]);
  });

  // The restore goes first and waits on the held enrollment, holding the contact; the deletion
  // comes second. Restored into a stage that closed while it was in the trash, the contact's
  // enrollment is written twice (back from the trash, then finished), and the second write's
  // check of its sequence waited for a deletion that had locked the sequence before the contacts.
  it('a restore into a stage that closed meanwhile, then the deletion of its sequence: both answer', async () => {
    const admin = await signUp(t, { premium: true });
    const sequence = await createSequence(t, admin.email);
    const contact = await createContact(t, admin.email, { stage: 'negotiation' });
    const [enrollment] = (await enroll(t, admin.email, sequence.id, [contact.id])).enrollments;
    expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: admin.email })).status).toBe(
      204,
    );
    const stages = DEFAULT_STAGES.map((s) => (s.key === 'negotiation' ? { ...s, kind: 'won' } : s));
    const settings = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: { dormancy_days: 14, timezone: 'UTC', stages },
    });
    expect(settings.status).toBe(200);
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM sequence_enrollments_all WHERE id = $1 FOR UPDATE',
      values: [enrollment.id],
    });
    const restored = call(t, 'POST', `/contacts/${contact.id}/restore`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const removed = call(t, 'DELETE', `/sequences/${sequence.id}`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const [r, d] = await Promise.all([restored, removed]);
    expect([r.status, d.status]).toEqual([200, 204]);
    const left = await t.db.query(`SELECT id FROM sequence_enrollments_all WHERE id = $1`, [
      enrollment.id,
    ]);
    expect(left).toEqual([]);
    expect(await nextFollowupDrift([contact.id])).toEqual([]);
  });

  // The deletion goes first and waits on the held contact, once enrolled in the sequence; the
  // enrollment of that contact comes second. The enrollment shared the sequence's row before it
  // waited for the contact, so the deletion, given the contact first, waited for the sequence
  // while the enrollment waited for the contact: PostgreSQL ended one of the two (503).
  it('the deletion of a sequence, then an enrollment in it of a contact it once held: both answer', async () => {
    const admin = await signUp(t, { premium: true });
    const sequence = await createSequence(t, admin.email);
    const contact = await createContact(t, admin.email, { first_name: 'Again' });
    await enroll(t, admin.email, sequence.id, [contact.id]);
    const out = await call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${contact.id}`, {
      as: admin.email,
    });
    expect(out.status).toBe(204);
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [contact.id],
    });
    const removed = call(t, 'DELETE', `/sequences/${sequence.id}`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const enrolling = call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
      as: admin.email,
      body: { contact_ids: [contact.id] },
    });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const [d, e] = await Promise.all([removed, enrolling]);
    expect([d.status, e.status, e.body.detail]).toEqual([204, 404, 'Sequence not found']);
    const left = await t.db.query(
      `SELECT id FROM sequence_enrollments_all WHERE sequence_id = $1`,
      [sequence.id],
    );
    expect(left).toEqual([]);
    expect(await nextFollowupDrift([contact.id])).toEqual([]);
  });

  /** Until the deletion of a sequence waits to hold the contacts enrolled in it. */
  async function untilHoldingEnrolledWaits(): Promise<void> {
    for (;;) {
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND strpos(query, 'FROM sequence_enrollments_all se') > 0`,
      );
      if (row.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  // The deletion holds the contacts enrolled so far and waits for the sequence, which an
  // enrollment under way shares; meanwhile another contact is enrolled, and a second enrollment
  // of it waits for that contact, held a moment. The deletion, given the sequence, waited for
  // that contact too, while the second enrollment, given the contact, waited for the sequence:
  // PostgreSQL ended one of the two (503).
  it('the deletion of a sequence, a contact enrolled as it waits for the sequence, then another enrollment of that contact: both answer', async () => {
    const admin = await signUp(t, { premium: true });
    const sequence = await createSequence(t, admin.email);
    const early = await createContact(t, admin.email, { first_name: 'Early' });
    await enroll(t, admin.email, sequence.id, [early.id]);
    const late = await createContact(t, admin.email, { first_name: 'Late' });
    const sharing = await holdAfter({
      text: 'SELECT 1 FROM sequences WHERE id = $1 FOR KEY SHARE',
      values: [sequence.id],
    });
    const removed = call(t, 'DELETE', `/sequences/${sequence.id}`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    await enroll(t, admin.email, sequence.id, [late.id]);
    const holding = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [late.id],
    });
    const again = call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
      as: admin.email,
      body: { contact_ids: [late.id] },
    });
    await untilWaitingOnLocks(t.db, 2);
    await release(sharing);
    await untilHoldingEnrolledWaits();
    await release(holding);
    const [d, e] = await Promise.all([removed, again]);
    expect([d.status, e.status]).toEqual([204, 409]);
    const left = await t.db.query(
      `SELECT id FROM sequence_enrollments_all WHERE sequence_id = $1`,
      [sequence.id],
    );
    expect(left).toEqual([]);
    expect(await nextFollowupDrift([early.id, late.id])).toEqual([]);
  });

  describe("keep the contact's next follow-up exact", () => {
    /** The contact held a moment (another write of it), so both writes wait for it. */
    async function concurrently(
      contactId: string,
      one: () => ReturnType<typeof call>,
      two: () => ReturnType<typeof call>,
    ) {
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR NO KEY UPDATE',
        values: [contactId],
      });
      const first = one();
      await untilWaitingOnLocks(t.db, 1);
      const second = two();
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker);
      return Promise.all([first, second]);
    }

    async function nextFollowupAt(contactId: string): Promise<string | null> {
      const [row] = await t.db.query<{ at: string | null }[]>(
        `SELECT next_followup_at::text AS at FROM contacts_all WHERE id = $1`,
        [contactId],
      );
      return row.at;
    }

    it('when its two follow-ups are completed at once: none left, so it is dormant again', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: DEFAULT_STAGES,
          dormancy_respects_plans: true,
        },
      });
      expect(res.status).toBe(200);
      const contact = await createContact(t, admin.email);
      const one = await scheduleFollowup(t, admin.email, contact.id, { scheduled_for: inDays(5) });
      const two = await scheduleFollowup(t, admin.email, contact.id, { scheduled_for: inDays(6) });
      const done = await concurrently(
        contact.id,
        () => followupWrites.complete(admin, one.id),
        () => followupWrites.complete(admin, two.id),
      );
      expect(done.map((r) => r.status)).toEqual([200, 200]);
      expect(await nextFollowupAt(contact.id)).toBeNull();
      await idleFor(t, contact.id, 30);
      const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect([read.body.next_followup_at, read.body.dormant]).toEqual([null, true]);
    });

    it.each([
      ['reschedule', 200],
      ['delete', 204],
    ] as const)(
      'when one follow-up is written (%s) as the other is completed',
      async (write, status) => {
        const admin = await signUp(t, { premium: true });
        const contact = await createContact(t, admin.email);
        const one = await scheduleFollowup(t, admin.email, contact.id, {
          scheduled_for: inDays(5),
        });
        const two = await scheduleFollowup(t, admin.email, contact.id, {
          scheduled_for: inDays(6),
        });
        const done = await concurrently(
          contact.id,
          () => followupWrites[write](admin, one.id),
          () => followupWrites.complete(admin, two.id),
        );
        expect(done.map((r) => r.status)).toEqual([status, 200]);
        expect(await nextFollowupDrift([contact.id])).toEqual([]);
        const next = await nextFollowupAt(contact.id);
        expect(next && new Date(next).toISOString()).toBe(
          write === 'reschedule' ? RESCHEDULED : null,
        );
      },
    );
  });
});
