import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { openCountsDrift, stageTotalsDrift } from './support/counter-drift.js';
import { listening, StreamReader } from './support/event-stream.js';
import { addMember, createSequence, signUp } from './support/factories.js';
import { csv, postImport } from './support/imports.js';
import {
  checkoutCompletedEvent,
  deliverPaymentEvent,
  WEBHOOK_SECRET,
} from './support/stripe-events.js';
import { call, useTestApp } from './support/test-app.js';
import { startReceiver } from './support/webhooks.js';
import {
  allNumbered,
  type Answer,
  eventNumbers,
  failedJobs,
  mix,
  NOTHING,
  replacingEnded,
  seeded,
  unendedJobs,
} from './support/write-mix.js';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const OPTIONS = ['a', 'b', 'c'].map((id) => ({ id, label: id.toUpperCase() }));
/** Why a job may end failed here: the workspace went free before or while it ran. */
const FREE_BEFORE_THE_JOB_ENDED = ['The workspace is no longer premium; %'];

/**
 * Contact writes, jobs and reads of one workspace while it goes free and premium again and
 * again (the owner's toggle, a simulated payment, a development upgrade, Stripe's signed
 * checkout event), with the demo data reset and reseeded meanwhile: none answers 5xx (a write
 * while free is a 402), every job ends by its rules, the kept counters equal their recounts, an
 * admin's stream holds every event once in order, and the demo data, however many free requests
 * raced to seed it, is one set.
 */
describe('concurrent writes beside tier changes', () => {
  const t = useTestApp({
    JOB_WORKER: 'inline',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  let base: string | undefined;

  /** How many demo rows of each kind the workspace has. */
  async function demoRows(workspaceId: string) {
    const [row] = await t.db.query<Record<string, number>[]>(
      `SELECT (SELECT count(*)::int FROM contacts_all WHERE workspace_id = $1 AND is_demo) AS contacts,
              (SELECT count(*)::int FROM followups_all WHERE workspace_id = $1 AND is_demo) AS followups,
              (SELECT count(*)::int FROM interactions WHERE workspace_id = $1 AND is_demo) AS interactions,
              (SELECT count(*)::int FROM users WHERE workspace_id = $1 AND is_demo) AS users`,
      [workspaceId],
    );
    return row;
  }

  it.each([14, 31])(
    'never answers 5xx, ends every job by its rules and keeps one demo set (seed %i)',
    async (seed) => {
      const admin = await signUp(t, { premium: true });
      const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
      const receiver = await startReceiver();
      const rep = await addMember(t, admin.workspaceId, 'admin');
      const viewer = await addMember(t, admin.workspaceId, 'member');
      const as = { as: admin.email };
      for (const field of [
        { key: 'industry', type: 'select', options: OPTIONS, filterable: true },
        { key: 'who', type: 'user', filterable: true },
      ]) {
        const res = await call(t, 'POST', '/custom-fields', {
          ...as,
          body: { label: field.key, ...field },
        });
        expect(res.status).toBe(201);
      }
      const endpoint = await call(t, 'POST', '/webhook-endpoints', {
        ...as,
        body: { url: receiver.url, events: ['*'] },
      });
      expect(endpoint.status).toBe(200);
      const seq = await createSequence(t, admin.email);
      const rand = seeded(seed);
      const ids: string[] = [];
      let made = 0;
      // A new contact, or (the workspace free meanwhile) one of those there.
      const fresh = async () => {
        made++;
        const res = await call(t, 'POST', '/contacts', {
          ...as,
          body: {
            first_name: `C${made}`,
            stage: DEFAULT_STAGES[made % 5].key,
            value_cents: 100 * made,
            email: `c${made}@x.test`,
          },
        });
        if (res.status === 200) return res.body.id as string;
        expect(res.status).toBe(402);
        return ids[0];
      };
      for (let i = 0; i < 12; i++) ids.push(await fresh());
      const pick = () => ids[rand(ids.length)];
      const someone = () => [admin.email, rep.email, viewer.email][rand(3)];
      const aDemoContact = async () => {
        const [row] = await t.db.query<{ id: string }[]>(
          `SELECT id FROM contacts_all WHERE workspace_id = $1 AND is_demo ORDER BY random() LIMIT 1`,
          [admin.workspaceId],
        );
        return row?.id ?? '00000000-0000-4000-8000-000000000000';
      };
      const toggle = () =>
        call(t, 'POST', `/admin/companies/${admin.workspaceId}/toggle-premium`, {
          as: owner.email,
        });
      const latest: { bulk?: string; import?: string } = {};
      const on = (id: string | undefined, act: (id: string) => Promise<Answer>) =>
        id ? act(id) : Promise.resolve(NOTHING);
      const ops: Record<string, () => Promise<Answer>> = {
        toggle,
        toggleAgain: toggle,
        pay: () => call(t, 'POST', '/billing/simulate-payment', as),
        devUpgrade: () => call(t, 'POST', '/billing/dev-upgrade', as),
        paid: async () => {
          const res = await deliverPaymentEvent(t, checkoutCompletedEvent(admin.workspaceId));
          return { status: res.statusCode, text: res.body } as Answer;
        },
        billing: () => call(t, 'GET', '/billing', as),
        patch: () =>
          call(t, 'PATCH', `/contacts/${pick()}`, {
            as: someone(),
            body: {
              value_cents: rand(10000),
              tags: [`t${rand(3)}`],
              custom: { industry: 'abc'[rand(3)], who: rep.userId },
            },
          }),
        patchDemo: async () =>
          call(t, 'PATCH', `/contacts/${await aDemoContact()}`, {
            as: someone(),
            body: { value_cents: rand(999) },
          }),
        create: async () => {
          const res = await call(t, 'POST', '/contacts', {
            as: someone(),
            body: { first_name: 'R', custom: { industry: 'a' }, email: `r${rand(50)}@x.test` },
          });
          if (res.status === 200) ids[rand(ids.length)] = res.body.id;
          return res;
        },
        upsert: () =>
          call(t, 'POST', '/contacts/upsert', {
            ...as,
            body: {
              match_on: 'email',
              contact: { first_name: 'U', email: `c${rand(made) + 1}@x.test` },
            },
          }),
        stage: () =>
          call(t, 'POST', `/contacts/${pick()}/stage`, {
            as: someone(),
            body: { stage: DEFAULT_STAGES[rand(7)].key },
          }),
        followup: () =>
          call(t, 'POST', `/contacts/${pick()}/followups`, {
            as: someone(),
            body: { title: 'f', scheduled_for: inDays(1 + rand(5)) },
          }),
        interaction: () =>
          call(t, 'POST', `/contacts/${pick()}/interactions`, {
            as: someone(),
            body: { type: 'call', summary: 's' },
          }),
        trash: () => call(t, 'DELETE', `/contacts/${pick()}`, as),
        restore: () => call(t, 'POST', `/contacts/${pick()}/restore`, as),
        merge: async () => {
          const [survivor, merged] = [pick(), pick()];
          if (survivor === merged) return NOTHING;
          const merging = call(t, 'POST', `/contacts/${survivor}/merge`, {
            ...as,
            body: { source_ids: [merged] },
          });
          return replacingEnded(ids, merged, merging, fresh);
        },
        erase: async () => {
          const erased = pick();
          const erasing = call(t, 'POST', `/contacts/${erased}/erase`, as);
          return replacingEnded(ids, erased, erasing, fresh);
        },
        purge: async () => {
          const gone = pick();
          await call(t, 'DELETE', `/contacts/${gone}`, as);
          const purging = call(t, 'DELETE', `/trash/contacts/${gone}`, as);
          return replacingEnded(ids, gone, purging, fresh, 204);
        },
        enroll: () =>
          call(t, 'POST', `/sequences/${seq.id}/enrollments`, {
            ...as,
            body: { contact_ids: [pick()] },
          }),
        snooze: () =>
          call(t, 'POST', `/contacts/${pick()}/snooze`, { ...as, body: { until: inDays(3) } }),
        bulk: () =>
          call(t, 'POST', '/contacts/bulk', {
            ...as,
            body: {
              action: 'add_tags',
              params: { tags: ['b'] },
              contact_ids: [...new Set([pick(), pick()])],
            },
          }),
        bulkJob: async () => {
          const res = await call(t, 'POST', '/contacts/bulk', {
            ...as,
            body: [
              { action: 'add_tags', params: { tags: ['j'] }, filter: {} },
              {
                action: 'set_fields',
                params: { custom: { industry: 'b' } },
                filter: { stage: 'lead' },
              },
              {
                action: 'move_stage',
                params: { stage: 'qualified' },
                filter: { stage: 'contacted' },
              },
              { action: 'delete', filter: { stage: 'lost' } },
            ][rand(4)],
          });
          if (res.status === 202) latest.bulk = res.body.id;
          return res;
        },
        bulkCancel: () =>
          on(latest.bulk, (id) => call(t, 'POST', `/bulk-operations/${id}/cancel`, as)),
        restoreBulk: () =>
          on(latest.bulk, (id) =>
            call(t, 'POST', '/contacts/restore', { ...as, body: { bulk_operation_id: id } }),
          ),
        import: async () => {
          const rows: (string | number)[][] = [['first_name', 'email', 'custom.industry']];
          for (let i = 0; i < 5; i++) {
            rows.push([`I${rand(99)}`, `c${rand(made) + 1}@x.test`, 'abc'[rand(3)]]);
          }
          const mapping = Object.fromEntries(rows[0].map((h) => [h, h]));
          const res = await postImport(
            t,
            admin.email,
            { match_on: 'email', mapping: JSON.stringify(mapping) },
            csv(rows),
          );
          if (res.status === 202) latest.import = res.body.id;
          return { status: res.status, text: JSON.stringify(res.body) } as Answer;
        },
        importCancel: () => on(latest.import, (id) => call(t, 'POST', `/imports/${id}/cancel`, as)),
        settings: async () => {
          const settings = await call(t, 'GET', '/settings', as);
          return call(t, 'PUT', '/settings', {
            ...as,
            body: { ...settings.body, dormancy_days: 7 + rand(20) },
          });
        },
        field: () =>
          call(t, 'PATCH', '/custom-fields/industry', {
            ...as,
            body: { label: `Industry ${rand(9)}` },
          }),
        view: () =>
          call(t, 'POST', '/views', {
            ...as,
            body: {
              name: `V${rand(1000)}`,
              filter: { and: [{ field: 'custom.industry', op: 'eq', value: 'a' }] },
            },
          }),
        reads: async () => {
          const paths = [
            '/contacts?filter[custom.industry][eq]=a',
            '/board',
            '/agenda',
            '/reports/pipeline',
            '/reports/forecast',
            '/contacts/dormant',
            `/contacts/${pick()}/history`,
            `/contacts/${await aDemoContact()}/timeline`,
            '/contacts/export',
            '/contacts/duplicates',
            '/trash/contacts',
            '/bulk-operations',
            '/imports',
          ];
          return call(t, 'GET', paths[rand(paths.length)], { as: someone() });
        },
        dataExport: () => call(t, 'GET', `/contacts/${pick()}/data-export`, as),
        demoReset: () => call(t, 'POST', '/admin/demo/reset', { as: owner.email }),
        companies: () => call(t, 'GET', '/admin/companies', { as: owner.email }),
      };

      base ??= await listening(t);
      const stream = await StreamReader.open(base, '/events', {
        authorization: `Bearer dev:${admin.email}`,
      });
      const bad = await mix(ops, rand, 40, 14);
      const unended = await unendedJobs(t, admin.workspaceId);
      const last = await allNumbered(t, admin.workspaceId);
      await stream.until(() => eventNumbers(stream.events).includes(last), `event ${last}`);
      stream.close();
      await receiver.close();
      expect(bad).toEqual([]);
      const from = Number.parseInt(stream.opening!, 10);
      expect(eventNumbers(stream.events)).toEqual(
        Array.from({ length: last - from }, (_, i) => from + 1 + i),
      );
      const failed = await failedJobs(t, admin.workspaceId, FREE_BEFORE_THE_JOB_ENDED);
      expect({ unended, failed }).toEqual({ unended: 0, failed: [] });
      expect({
        stage: await stageTotalsDrift(t, admin.workspaceId),
        open: await openCountsDrift(t, admin.workspaceId),
      }).toEqual({ stage: [], open: [] });

      // Free at the end: its demo data is one set, as a new free workspace's.
      const [{ is_premium }] = await t.db.query<{ is_premium: boolean }[]>(
        `SELECT is_premium FROM workspaces WHERE id = $1`,
        [admin.workspaceId],
      );
      if (is_premium) expect((await toggle()).status).toBe(200);
      expect((await call(t, 'GET', '/contacts', as)).status).toBe(200);
      const other = await signUp(t);
      expect((await call(t, 'GET', '/contacts', { as: other.email })).status).toBe(200);
      expect(await demoRows(admin.workspaceId)).toEqual(await demoRows(other.workspaceId));
    },
    240_000,
  );
});
