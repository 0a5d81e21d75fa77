import { describe, expect, it } from '@jest/globals';
import { addMember, createContact, createSequence, signUp } from './support/factories.js';
import { openCountsDrift, stageTotalsDrift } from './support/counter-drift.js';
import { call, useTestApp } from './support/test-app.js';
import { insertEndpoint, turnOffUndeliverableEndpoints } from './support/webhooks.js';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const STAGES = ['lead', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'];

/**
 * Ordinary writes of one workspace's contacts, follow-ups, enrollments and bulk actions, eight at
 * a time in random mixes (a fixed seed): none answers 5xx (a deadlock is a 503), and every kept
 * counter (stage totals, open follow-ups by hour, next_followup_at, enrollments ending with a
 * close) equals its recount from the base tables. The mix differs by timing from run to run; a
 * correct lock order passes whatever it is.
 */
describe('concurrent writes on the same contacts', () => {
  const t = useTestApp();

  async function nextDrift(ws: string): Promise<unknown[]> {
    return t.db.query(
      `SELECT c.id, c.next_followup_at, m.next FROM contacts_all c
         LEFT JOIN (SELECT contact_id, min(scheduled_for) AS next FROM followups_all
                     WHERE completed_at IS NULL GROUP BY contact_id) m ON m.contact_id = c.id
        WHERE c.workspace_id = $1 AND c.next_followup_at IS DISTINCT FROM m.next`,
      [ws],
    );
  }

  async function enrollDrift(ws: string): Promise<unknown[]> {
    // An active enrollment of a contact in a won/lost stage, or of a gone contact.
    return t.db.query(
      `SELECT se.id, c.stage, c.deleted_at FROM sequence_enrollments_all se
         JOIN contacts_all c ON c.id = se.contact_id
        WHERE se.workspace_id = $1 AND se.status = 'active' AND c.stage IN ('won', 'lost')
          AND c.deleted_at IS NULL`,
      [ws],
    );
  }

  it('keeps every counter exact and never answers 5xx', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'admin');
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['*'],
    });
    const seq = await createSequence(t, admin.email);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const c = await createContact(t, admin.email, {
        first_name: `C${i}`,
        stage: STAGES[i % 5],
        value_cents: 100 * (i + 1),
        email: `c${i}@x.test`,
      });
      ids.push(c.id);
    }
    const bad: string[] = [];
    let rnd = 42;
    const rand = (n: number) => {
      rnd = (rnd * 1103515245 + 12345) % 2147483648;
      return rnd % n;
    };
    const pick = () => ids[rand(ids.length)];
    const followupOf = async (cid: string) => {
      const [f] = await t.db.query<{ id: string }[]>(
        `SELECT id FROM followups_all WHERE contact_id = $1 AND completed_at IS NULL ORDER BY random() LIMIT 1`,
        [cid],
      );
      return f?.id ?? '00000000-0000-4000-8000-000000000000';
    };
    const ops: Record<string, () => Promise<Awaited<ReturnType<typeof call>>>> = {
      stage: async () =>
        call(t, 'POST', `/contacts/${pick()}/stage`, {
          as: admin.email,
          body: { stage: STAGES[rand(STAGES.length)] },
        }),
      patch: async () =>
        call(t, 'PATCH', `/contacts/${pick()}`, {
          as: admin.email,
          body: {
            value_cents: rand(10000),
            owner_id: rand(2) ? rep.userId : admin.userId,
            tags: [`t${rand(3)}`],
          },
        }),
      interaction: async () =>
        call(t, 'POST', `/contacts/${pick()}/interactions`, {
          as: admin.email,
          body: { type: 'call', summary: 's' },
        }),
      followup: async () =>
        call(t, 'POST', `/contacts/${pick()}/followups`, {
          as: admin.email,
          body: {
            title: 'f',
            scheduled_for: inDays(1 + rand(5)),
            owner_id: rand(2) ? rep.userId : admin.userId,
          },
        }),
      complete: async () =>
        call(t, 'POST', `/followups/${await followupOf(pick())}/complete`, { as: admin.email }),
      reschedule: async () =>
        call(t, 'PATCH', `/followups/${await followupOf(pick())}`, {
          as: admin.email,
          body: {
            scheduled_for: inDays(1 + rand(9)),
            owner_id: rand(2) ? rep.userId : admin.userId,
          },
        }),
      delfollowup: async () =>
        call(t, 'DELETE', `/followups/${await followupOf(pick())}`, { as: admin.email }),
      trash: async () => call(t, 'DELETE', `/contacts/${pick()}`, { as: admin.email }),
      restore: async () => call(t, 'POST', `/contacts/${pick()}/restore`, { as: admin.email }),
      enroll: async () =>
        call(t, 'POST', `/sequences/${seq.id}/enrollments`, {
          as: admin.email,
          body: { contact_ids: [pick()] },
        }),
      unenroll: async () =>
        call(t, 'DELETE', `/sequences/${seq.id}/enrollments/${pick()}`, { as: admin.email }),
      bulkmove: async () =>
        call(t, 'POST', '/contacts/bulk', {
          as: admin.email,
          body: {
            action: 'move_stage',
            params: { stage: STAGES[rand(STAGES.length)] },
            contact_ids: [...new Set([pick(), pick(), pick()])],
          },
        }),
      bulkowner: async () =>
        call(t, 'POST', '/contacts/bulk', {
          as: admin.email,
          body: {
            action: 'assign_owner',
            params: { owner_id: rand(2) ? rep.userId : null },
            contact_ids: [...new Set([pick(), pick(), pick()])],
          },
        }),
      bulktags: async () =>
        call(t, 'POST', '/contacts/bulk', {
          as: admin.email,
          body: {
            action: 'add_tags',
            params: { tags: [`b${rand(3)}`] },
            contact_ids: [...new Set([pick(), pick(), pick()])],
          },
        }),
      merge: async () => {
        const a = pick();
        const b = pick();
        if (a === b) return { status: 0, headers: {}, text: '', body: undefined };
        const res = await call(t, 'POST', `/contacts/${a}/merge`, {
          as: admin.email,
          body: { source_ids: [b], fields: { owner_id: b, value_cents: b } },
        });
        if (res.status === 200) {
          // Replace the merged contact with a new one so the pool stays full.
          const c = await createContact(t, admin.email, { first_name: 'N', stage: 'lead' });
          ids[ids.indexOf(b)] = c.id;
        }
        return res;
      },
    };
    const names = Object.keys(ops);
    for (let round = 0; round < 25; round++) {
      const batch = Array.from({ length: 8 }, () => names[rand(names.length)]);
      const results = await Promise.all(batch.map((n) => ops[n]()));
      results.forEach((r, i) => {
        if (r.status >= 500)
          bad.push(
            `${batch[i]} ${r.status} ${r.text.slice(0, 160)} [round ${round}: ${batch.join(',')}]`,
          );
      });
    }
    const drifts = {
      stage: await stageTotalsDrift(t, admin.workspaceId),
      open: await openCountsDrift(t, admin.workspaceId),
      next: await nextDrift(admin.workspaceId),
      enroll: await enrollDrift(admin.workspaceId),
    };
    await turnOffUndeliverableEndpoints(t);
    expect(bad).toEqual([]);
    expect(drifts).toEqual({ stage: [], open: [], next: [], enroll: [] });
  }, 120_000);
});
