import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  addMember,
  createContact,
  createSequence,
  type Member,
  signUp,
} from './support/factories.js';
import { openCountsDrift, stageTotalsDrift } from './support/counter-drift.js';
import { call, useTestApp } from './support/test-app.js';
import { insertEndpoint, startReceiver } from './support/webhooks.js';
import { type Answer, mix, NOTHING, replacingEnded, seeded } from './support/write-mix.js';

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
  // The queues are worked here, as in production: bulk operations over a filter run as jobs, and
  // events are dispatched (to a receiver of the spec's own) beside the writes.
  const t = useTestApp({
    JOB_WORKER: 'inline',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
  });

  /** A premium workspace whose every event is recorded, and delivered to a local receiver. */
  async function listenedWorkspace(): Promise<{ admin: Member; close: () => Promise<void> }> {
    const admin = await signUp(t, { premium: true });
    const receiver = await startReceiver();
    await insertEndpoint(t, admin.workspaceId, { url: receiver.url, events: ['*'] });
    return { admin, close: () => receiver.close() };
  }

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

  /** Every kept counter's difference from its recount: none when all are exact. */
  async function drifts(workspaceId: string) {
    return {
      stage: await stageTotalsDrift(t, workspaceId),
      open: await openCountsDrift(t, workspaceId),
      next: await nextDrift(workspaceId),
      enroll: await enrollDrift(workspaceId),
    };
  }
  const NO_DRIFT = { stage: [], open: [], next: [], enroll: [] };

  it('keeps every counter exact and never answers 5xx', async () => {
    const { admin, close } = await listenedWorkspace();
    const rep = await addMember(t, admin.workspaceId, 'admin');
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
    const ops: Record<string, () => Promise<Answer>> = {
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
        if (a === b) return NOTHING;
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
    const bad = await mix(ops, rand, 25, 8);
    await close();
    expect(bad).toEqual([]);
    expect(await drifts(admin.workspaceId)).toEqual(NO_DRIFT);
  }, 120_000);

  /**
   * The same, with changes of the whole workspace among the writes: pipeline reshapes (a stage
   * added, removed with move_to, turned won), a new default region, a new member visibility, a
   * select field's options replaced, another field archived and back, a routing rule naming the
   * member next removed, a member removed, a sequence deleted, erasures, upserts, merges, snoozes,
   * contacts deleted for good, bulk actions over a filter run as jobs (deletes among them, undone
   * by their operation). The values the writes give never race a removal that refuses them
   * (a 422: concurrent-setup-changes.e2e-spec.ts races them).
   */
  it.each([7, 41])(
    'keeps every counter exact and never answers 5xx beside changes of the whole workspace (seed %i)',
    async (seed) => {
      const { admin, close } = await listenedWorkspace();
      const rep = await addMember(t, admin.workspaceId, 'admin');
      let leaver = await addMember(t, admin.workspaceId, 'member');
      const options = ['a', 'b', 'c'].map((id) => ({ id, label: id.toUpperCase() }));
      for (const field of [
        { key: 'industry', type: 'select', options, filterable: true },
        { key: 'who', type: 'user' },
        { key: 'spare', type: 'text' },
      ]) {
        const res = await call(t, 'POST', '/custom-fields', {
          as: admin.email,
          body: { label: field.key, ...field },
        });
        expect(res.status).toBe(201);
      }
      let seq = await createSequence(t, admin.email);
      const rand = seeded(seed);
      const stages = [...STAGES, 'extra'];
      let made = 0;
      const fresh = async () => {
        made++;
        const c = await createContact(t, admin.email, {
          first_name: `C${made}`,
          stage: STAGES[made % 5],
          value_cents: 100 * made,
          email: `c${made}@x.test`,
          phone: `+1 202 555 ${String(1000 + made).slice(-4)}`,
        });
        return c.id;
      };
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await fresh());
      const pick = () => ids[rand(ids.length)];
      const anyOf = () => [...new Set([pick(), pick(), pick()])];
      const owner = () => [rep.userId, admin.userId, leaver.userId][rand(3)];
      const givenValues = () => ({
        industry: ['a', 'b'][rand(2)],
        who: rand(2) ? rep.userId : admin.userId,
      });
      const anEmail = () => `c${rand(made) + 1}@x.test`;
      const openFollowup = async () => {
        const [f] = await t.db.query<{ id: string }[]>(
          `SELECT id FROM followups WHERE workspace_id = $1 AND NOT is_demo AND completed_at IS NULL
            ORDER BY random() LIMIT 1`,
          [admin.workspaceId],
        );
        return f?.id ?? '00000000-0000-4000-8000-000000000000';
      };
      const as = { as: admin.email };
      let reshapes = 0;
      let optionEdits = 0;
      let region = 'US';
      let lastDelete: string | undefined;
      const ops: Record<string, () => Promise<Answer>> = {
        stage: () =>
          call(t, 'POST', `/contacts/${pick()}/stage`, { ...as, body: { stage: stages[rand(8)] } }),
        patch: () =>
          call(t, 'PATCH', `/contacts/${pick()}`, {
            ...as,
            body: {
              value_cents: rand(10000),
              owner_id: owner(),
              tags: [`t${rand(3)}`],
              custom: givenValues(),
            },
          }),
        phone: () =>
          call(t, 'PATCH', `/contacts/${pick()}`, {
            ...as,
            body: { phone: `0${rand(9) + 1} 12 34 56 ${10 + rand(80)}` },
          }),
        upsert: () =>
          call(t, 'POST', '/contacts/upsert', {
            ...as,
            body: {
              match_on: 'email',
              contact: { first_name: 'U', email: anEmail(), value_cents: rand(500) },
            },
          }),
        interaction: () =>
          call(t, 'POST', `/contacts/${pick()}/interactions`, {
            ...as,
            body: { type: 'call', summary: `spoke with ${anEmail()}` },
          }),
        followup: () =>
          call(t, 'POST', `/contacts/${pick()}/followups`, {
            ...as,
            body: {
              title: `call ${anEmail()}`,
              scheduled_for: inDays(1 + rand(5)),
              owner_id: owner(),
            },
          }),
        complete: async () => call(t, 'POST', `/followups/${await openFollowup()}/complete`, as),
        reschedule: async () =>
          call(t, 'PATCH', `/followups/${await openFollowup()}`, {
            ...as,
            body: { scheduled_for: inDays(1 + rand(9)), owner_id: owner() },
          }),
        trash: () => call(t, 'DELETE', `/contacts/${pick()}`, as),
        restore: () => call(t, 'POST', `/contacts/${pick()}/restore`, as),
        enroll: () =>
          call(t, 'POST', `/sequences/${seq.id}/enrollments`, {
            ...as,
            body: { contact_ids: [pick()] },
          }),
        bulkmove: () =>
          call(t, 'POST', '/contacts/bulk', {
            ...as,
            body: {
              action: 'move_stage',
              params: { stage: STAGES[rand(7)] },
              contact_ids: anyOf(),
            },
          }),
        bulkfields: () =>
          call(t, 'POST', '/contacts/bulk', {
            ...as,
            body: { action: 'set_fields', params: { custom: givenValues() }, contact_ids: anyOf() },
          }),
        bulkjob: () => {
          const [action, params] = [
            ['add_tags', { tags: [`j${rand(3)}`] }],
            ['assign_owner', { owner_id: leaver.userId }],
            ['set_fields', { custom: { industry: ['a', 'b'][rand(2)] } }],
          ][rand(3)];
          return call(t, 'POST', '/contacts/bulk', {
            ...as,
            body: { action, params, filter: { stage: STAGES[rand(5)] } },
          });
        },
        merge: async () => {
          const [survivor, merged] = [pick(), pick()];
          if (survivor === merged) return NOTHING;
          const merging = call(t, 'POST', `/contacts/${survivor}/merge`, {
            ...as,
            body: { source_ids: [merged], fields: { owner_id: merged, value_cents: merged } },
          });
          return replacingEnded(ids, merged, merging, fresh);
        },
        erase: async () => {
          const erased = pick();
          return replacingEnded(
            ids,
            erased,
            call(t, 'POST', `/contacts/${erased}/erase`, as),
            fresh,
          );
        },
        options: () => {
          const ids = ++optionEdits % 2 ? ['a', 'b'] : ['a', 'b', 'c'];
          return call(t, 'PATCH', '/custom-fields/industry', {
            ...as,
            body: {
              options: ids.map((id) => ({ id, label: id.toUpperCase() })),
              ...(ids.length === 2 ? { replace_with: { c: 'a' } } : {}),
            },
          });
        },
        region: async () => {
          const { default_region: _, ...settings } = (await call(t, 'GET', '/settings', as)).body;
          region = region === 'US' ? 'FR' : 'US';
          return call(t, 'PUT', '/settings', {
            ...as,
            body: { ...settings, default_region: region },
          });
        },
        reshape: () => {
          const turned = ++reshapes % 3 === 0;
          const shape = DEFAULT_STAGES.map((st) =>
            turned && st.key === 'negotiation' ? { ...st, kind: 'won', probability: 100 } : st,
          );
          const extra = {
            key: 'extra',
            label: 'Extra',
            kind: 'open',
            probability: 50,
            rotting_days: null,
          };
          return call(t, 'PATCH', '/pipelines/default', {
            ...as,
            body:
              reshapes % 2
                ? { stages: [...shape, extra] }
                : { stages: shape, move_to: { extra: STAGES[rand(5)] } },
          });
        },
        snooze: () =>
          call(t, 'POST', `/contacts/${pick()}/snooze`, {
            ...as,
            body: { until: inDays(2 + rand(5)) },
          }),
        unsnooze: () => call(t, 'DELETE', `/contacts/${pick()}/snooze`, as),
        routing: () =>
          call(t, 'PUT', '/routing', {
            ...as,
            body: {
              strategy: 'round_robin',
              member_ids: rand(2) ? [rep.userId, leaver.userId] : [leaver.userId],
            },
          }),
        create: async () => {
          const res = await call(t, 'POST', '/contacts', {
            ...as,
            body: {
              first_name: 'R',
              stage: stages[rand(8)],
              custom: givenValues(),
              phone: `0${rand(9) + 1} 12 34 56 ${10 + rand(80)}`,
            },
          });
          if (res.status === 200) ids[rand(ids.length)] = res.body.id;
          return res;
        },
        archive: () =>
          call(t, 'POST', `/custom-fields/spare/${rand(2) ? 'archive' : 'unarchive'}`, as),
        purge: async () => {
          const gone = pick();
          await call(t, 'DELETE', `/contacts/${gone}`, as);
          const purging = call(t, 'DELETE', `/trash/contacts/${gone}`, as);
          return replacingEnded(ids, gone, purging, fresh, 204);
        },
        bulkdelete: async () => {
          const res = await call(t, 'POST', '/contacts/bulk', {
            ...as,
            body: { action: 'delete', filter: { stage: 'lost' } },
          });
          if (res.body?.id) lastDelete = res.body.id;
          return res;
        },
        restoreop: () =>
          lastDelete
            ? call(t, 'POST', '/contacts/restore', {
                ...as,
                body: { bulk_operation_id: lastDelete },
              })
            : Promise.resolve(NOTHING),
        visibility: async () => {
          const { member_visibility: v, ...settings } = (await call(t, 'GET', '/settings', as))
            .body;
          return call(t, 'PUT', '/settings', {
            ...as,
            body: { ...settings, member_visibility: v === 'all' ? 'own' : 'all' },
          });
        },
        asleaver: () =>
          call(t, 'PATCH', `/contacts/${pick()}`, {
            as: leaver.email,
            body: { value_cents: rand(999) },
          }),
        member: async () => {
          const leaving = leaver;
          leaver = await addMember(t, admin.workspaceId, 'member');
          return call(t, 'DELETE', `/team/${leaving.userId}`, as);
        },
        sequence: async () => {
          const deleted = seq;
          seq = await createSequence(t, admin.email);
          return call(t, 'DELETE', `/sequences/${deleted.id}`, as);
        },
      };

      const bad = await mix(ops, rand, 40, 10);
      // Every bulk operation the mix queued has ended; none failed but by its rules (its owner
      // removed before it ran).
      let unended = Infinity;
      for (let wait = 0; unended > 0 && wait < 120; wait++) {
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        [{ unended }] = await t.db.query<{ unended: number }[]>(
          `SELECT count(*)::int AS unended FROM bulk_operations
            WHERE workspace_id = $1 AND status IN ('queued', 'running')`,
          [admin.workspaceId],
        );
      }
      const failed = await t.db.query(
        `SELECT action, error FROM bulk_operations
          WHERE workspace_id = $1 AND status NOT IN ('succeeded', 'cancelled')
            AND error IS DISTINCT FROM 'params.owner_id: owner_id is not a member of this workspace'`,
        [admin.workspaceId],
      );
      await close();
      expect(bad).toEqual([]);
      expect({ unended, failed }).toEqual({ unended: 0, failed: [] });
      // Enrollments aside: a contact already won or lost may be enrolled, and a move and an
      // enrollment of one round go in either order.
      const { enroll: _, ...counters } = await drifts(admin.workspaceId);
      expect(counters).toEqual({ stage: [], open: [], next: [] });
    },
    180_000,
  );
});
