import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { openCountsDrift, stageTotalsDrift } from './support/counter-drift.js';
import { listening, StreamReader } from './support/event-stream.js';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { settingsBody } from './support/groups.js';
import { csv, postImport } from './support/imports.js';
import { call, startApp, type TestApp, useTestApp } from './support/test-app.js';
import { startReceiver } from './support/webhooks.js';
import {
  allNumbered,
  type Answer,
  eventNumbers as numbers,
  failedJobs,
  mix,
  NOTHING,
  replacingEnded,
  seeded,
  unendedJobs,
} from './support/write-mix.js';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const DEALS = [
  { key: 'd-open', label: 'Open', kind: 'open' },
  { key: 'd-won', label: 'Won', kind: 'won' },
  { key: 'd-lost', label: 'Lost', kind: 'lost' },
];
const OPTIONS = ['a', 'b', 'c'].map((id) => ({ id, label: id.toUpperCase() }));
/**
 * Why a queued job may end failed here (LIKE patterns): what it names went between its 202 and its run (its
 * owner removed, its view deleted, its pipeline removed, its option removed, its field archived),
 * which it reports as a refusal.
 */
const GONE_BEFORE_THE_JOB = [
  'params.owner_id: owner_id is not a member of this workspace',
  'View not found',
  "params.pipeline: Unknown pipeline 'deals'. Valid pipelines: default",
  'params.custom.labels must be a list of distinct ids of its options',
  'params.custom.labels is archived; unarchive it to write it',
  // Its view's filter naming an option removed since (as `GET /views` marks it `invalid`).
  'filter.view.filter.%',
];

/**
 * Contact writes beside changes of how the workspace is set up (a second pipeline made, reshaped
 * and removed; groups, the visibility setting and roles; saved views used by bulk jobs; webhook
 * endpoints; API keys; invites; CSV imports; custom fields made, relabelled, archived and back, and
 * an option the writes give removed into another; a member removed while at work, in the rotation,
 * with a key, a view and imports of their own; the demo data reset), twelve
 * at a time in seeded mixes, sent to two instances, with live event streams open on both: none
 * answers 5xx (a value refused by a change of its field that committed while the write ran is a
 * 422), every job ends by its rules, the kept stage totals and open follow-up counts equal their
 * recounts, and an admin's stream on either instance has every event of the workspace once, in
 * order, while a member's has a part of them in order.
 */
describe('concurrent writes beside changes of the workspace set-up', () => {
  const env = {
    JOB_WORKER: 'inline',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  const t = useTestApp(env);
  // A second instance on the same database, as behind a load balancer: each request of the mix
  // goes to either, both work the job queue, and each serves a stream.
  let other: TestApp;
  beforeAll(async () => {
    other = await startApp(env);
  });
  afterAll(async () => {
    await other?.close();
  });
  let bases: [string, string] | undefined;

  it.each([3, 29])(
    'never answers 5xx, ends every job by its rules and streams every event (seed %i)',
    async (seed) => {
      const admin = await signUp(t, { premium: true });
      const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
      const free = await signUp(t);
      const receiver = await startReceiver();
      const rep = await addMember(t, admin.workspaceId, 'admin');
      const viewer = await addMember(t, admin.workspaceId, 'member');
      let leaver: Member = await addMember(t, admin.workspaceId, 'member');
      for (const field of [
        { key: 'industry', type: 'select', options: OPTIONS, filterable: true },
        { key: 'labels', type: 'multi_select', options: OPTIONS, filterable: true },
        { key: 'who', type: 'user', filterable: true },
        { key: 'deal', type: 'currency' },
        { key: 'alt', type: 'phone' },
        { key: 'mail', type: 'email', filterable: true },
      ]) {
        const res = await call(t, 'POST', '/custom-fields', {
          as: admin.email,
          body: { label: field.key, ...field },
        });
        expect(res.status).toBe(201);
      }
      const rand = seeded(seed);
      const instances = [t, other];
      const where = seeded(seed + 1);
      const anInstance = (): TestApp => instances[where(2)];
      let made = 0;
      const fresh = async () => {
        made++;
        const c = await createContact(t, admin.email, {
          first_name: `C${made}`,
          stage: DEFAULT_STAGES[made % 5].key,
          value_cents: 100 * made,
          email: `c${made}@x.test`,
          phone: `+1 202 555 ${String(1000 + made).slice(-4)}`,
        });
        return c.id;
      };
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await fresh());
      const pick = () => ids[rand(ids.length)];
      const someOwner = () => [rep.userId, admin.userId, leaver.userId, viewer.userId][rand(4)];
      const anEmail = () => `c${rand(made) + 1}@x.test`;
      // Nobody's own address: an erasure holds every contact whose values name the person, and
      // writes naming them faster than it takes its locks keep it going again until it gives up
      // (a 503 by design, LocksKeptMoving).
      const aMailValue = () => `w${rand(99)}@y.test`;
      const givenValues = () => ({
        industry: ['a', 'b'][rand(2)],
        labels: [['a'], ['b'], ['a', 'b'], []][rand(4)],
        who: rand(2) ? rep.userId : admin.userId,
        deal: { amount_minor: rand(100000), currency: ['EUR', 'USD'][rand(2)] },
        alt: `+1 202 555 0${100 + rand(800)}`,
        mail: aMailValue(),
      });
      const as = { as: admin.email };
      // The latest of each thing the mix makes, which the next operations on it act on.
      const latest: Partial<Record<'group' | 'view' | 'endpoint' | 'invite' | 'bulk', string>> &
        Partial<Record<'import' | 'keyId' | 'key' | 'leaverKey', string>> = {};
      const on = (id: string | undefined, act: (id: string) => Promise<Answer>) =>
        id ? act(id) : Promise.resolve(NOTHING);
      const keep = async (
        what: keyof typeof latest,
        answer: Promise<Answer>,
        ok = 200,
      ): Promise<Answer> => {
        const res = await answer;
        if (res.status === ok) latest[what] = res.body.id;
        return res;
      };
      let fieldsMade = 0;
      let labelEdits = 0;
      const ops: Record<string, () => Promise<Answer>> = {
        patch: () =>
          call(anInstance(), 'PATCH', `/contacts/${pick()}`, {
            ...as,
            body: {
              value_cents: rand(10000),
              owner_id: someOwner(),
              tags: [`t${rand(3)}`],
              custom: givenValues(),
            },
          }),
        create: async () => {
          const res = await call(anInstance(), 'POST', '/contacts', {
            as: [admin.email, viewer.email][rand(2)],
            body: {
              first_name: 'R',
              custom: givenValues(),
              ...(rand(2) ? { pipeline: 'deals', stage: 'd-open' } : {}),
            },
          });
          if (res.status === 200) ids[rand(ids.length)] = res.body.id;
          return res;
        },
        stage: () =>
          call(anInstance(), 'POST', `/contacts/${pick()}/stage`, {
            ...as,
            body: rand(2)
              ? { stage: DEALS[rand(3)].key, pipeline: 'deals' }
              : { stage: DEFAULT_STAGES[rand(7)].key, pipeline: 'default' },
          }),
        asMember: () =>
          call(anInstance(), 'PATCH', `/contacts/${pick()}`, {
            as: viewer.email,
            body: { value_cents: rand(999), custom: { labels: ['b'] } },
          }),
        followup: () =>
          call(anInstance(), 'POST', `/contacts/${pick()}/followups`, {
            as: [viewer.email, admin.email][rand(2)],
            body: { title: 'f', scheduled_for: inDays(1 + rand(5)), owner_id: someOwner() },
          }),
        trash: () => call(anInstance(), 'DELETE', `/contacts/${pick()}`, as),
        restore: () => call(anInstance(), 'POST', `/contacts/${pick()}/restore`, as),
        merge: async () => {
          const [survivor, merged] = [pick(), pick()];
          if (survivor === merged) return NOTHING;
          const merging = call(anInstance(), 'POST', `/contacts/${survivor}/merge`, {
            ...as,
            body: { source_ids: [merged] },
          });
          return replacingEnded(ids, merged, merging, fresh);
        },
        erase: async () => {
          const erased = pick();
          return replacingEnded(
            ids,
            erased,
            call(anInstance(), 'POST', `/contacts/${erased}/erase`, as),
            fresh,
          );
        },
        reads: () => {
          const paths = [
            '/contacts?filter[custom.industry][eq]=a&sort=-custom.mail',
            '/contacts?filter[custom.labels][any]=a,b',
            '/board',
            '/board?pipeline=deals',
            '/reports/pipeline',
            '/reports/forecast',
            '/reports/win-rate',
            '/agenda',
            '/contacts/dormant',
            `/contacts/${pick()}/timeline`,
            `/contacts/${pick()}/history`,
            '/contacts/export',
            '/contacts/count?filter[custom.mail][is_not_empty]',
            '/contacts/duplicates',
            '/trash/contacts',
            '/custom-fields/schema',
          ];
          return call(anInstance(), 'GET', paths[rand(paths.length)], {
            as: [viewer.email, leaver.email, admin.email][rand(3)],
          });
        },
        search: () =>
          call(anInstance(), 'POST', '/contacts/search', {
            as: [viewer.email, admin.email][rand(2)],
            body: {
              filter: {
                or: [
                  { field: 'custom.labels', op: 'any', value: ['a'] },
                  { field: 'custom.industry', op: 'eq', value: 'b' },
                ],
              },
              sort: '-custom.mail',
            },
          }),
        pipelineCreate: () =>
          call(anInstance(), 'POST', '/pipelines', {
            ...as,
            body: { key: 'deals', name: 'Deals', stages: DEALS },
          }),
        pipelineReshape: () =>
          call(anInstance(), 'PATCH', '/pipelines/deals', {
            ...as,
            body: rand(2)
              ? { stages: [...DEALS, { key: 'd-more', label: 'More', kind: 'open' }] }
              : { stages: DEALS, move_to: { 'd-more': 'd-open' } },
          }),
        pipelineDelete: () =>
          call(anInstance(), 'DELETE', '/pipelines/deals', {
            ...as,
            query: { move_to: 'default' },
          }),
        groupCreate: () =>
          keep(
            'group',
            call(anInstance(), 'POST', '/groups', {
              ...as,
              body: { name: `G${rand(1000)}`, member_ids: [leaver.userId, viewer.userId] },
            }),
          ),
        groupPatch: () =>
          on(latest.group, (id) =>
            call(anInstance(), 'PATCH', `/groups/${id}`, {
              ...as,
              body: {
                member_ids: rand(2) ? [leaver.userId, viewer.userId, rep.userId] : [viewer.userId],
              },
            }),
          ),
        groupDelete: () =>
          on(latest.group, (id) => call(anInstance(), 'DELETE', `/groups/${id}`, as)),
        visibility: () =>
          call(anInstance(), 'PUT', '/settings', {
            ...as,
            body: settingsBody({
              member_visibility: ['all', 'own', 'group'][rand(3)],
              dormancy_days: 7 + rand(20),
              timezone: ['UTC', 'Europe/Paris'][rand(2)],
            }),
          }),
        role: () =>
          call(anInstance(), 'PATCH', `/team/${[rep.userId, viewer.userId][rand(2)]}`, {
            ...as,
            body: { role: rand(2) ? 'admin' : 'member' },
          }),
        member: async () => {
          const leaving = leaver;
          leaver = await addMember(t, admin.workspaceId, 'member');
          return call(anInstance(), 'DELETE', `/team/${leaving.userId}`, as);
        },
        invite: () =>
          keep(
            'invite',
            call(anInstance(), 'POST', '/team/invites', {
              ...as,
              body: { email: `inv${rand(5)}@x.test`, role: 'member' },
            }),
            201,
          ),
        revokeInvite: () =>
          on(latest.invite, (id) => call(anInstance(), 'DELETE', `/team/invites/${id}`, as)),
        import: async () => {
          const rows: (string | number)[][] = [
            ['first_name', 'email', 'custom.industry', 'custom.labels', 'custom.mail'],
          ];
          for (let i = 0; i < 6; i++) {
            rows.push([
              `I${rand(99)}`,
              anEmail(),
              'abc'[rand(3)],
              ['a|b', 'b', ''][rand(3)],
              aMailValue(),
            ]);
          }
          const mapping = Object.fromEntries(rows[0].map((h) => [h, h]));
          const res = await postImport(
            anInstance(),
            admin.email,
            { match_on: 'email', mapping: JSON.stringify(mapping) },
            csv(rows),
          );
          if (res.status === 202) latest.import = res.body.id;
          return { status: res.status, text: JSON.stringify(res.body) } as Answer;
        },
        importCancel: () =>
          on(latest.import, (id) => call(anInstance(), 'POST', `/imports/${id}/cancel`, as)),
        viewCreate: () =>
          keep(
            'view',
            call(anInstance(), 'POST', '/views', {
              ...as,
              body: {
                name: `V${rand(1000)}`,
                visibility: 'workspace',
                filter: {
                  and: [
                    { field: 'custom.labels', op: 'any', value: ['a', 'c'] },
                    { field: 'custom.industry', op: 'eq', value: 'c' },
                  ],
                },
                sort: '-custom.mail',
                columns: ['custom.labels', 'custom.deal'],
              },
            }),
          ),
        viewRead: () =>
          on(latest.view, (id) => call(anInstance(), 'GET', `/views/${id}`, { as: viewer.email })),
        viewPatch: () =>
          on(latest.view, (id) =>
            call(anInstance(), 'PATCH', `/views/${id}`, { ...as, body: { name: `W${rand(99)}` } }),
          ),
        viewDelete: () => on(latest.view, (id) => call(anInstance(), 'DELETE', `/views/${id}`, as)),
        bulkJob: () =>
          keep(
            'bulk',
            call(anInstance(), 'POST', '/contacts/bulk', {
              ...as,
              body: [
                {
                  action: 'set_fields',
                  params: { custom: { labels: ['a', 'c'] } },
                  filter: { and: [{ field: 'custom.industry', op: 'eq', value: 'a' }] },
                },
                {
                  action: 'assign_owner',
                  params: { owner_id: leaver.userId },
                  filter: { stage: 'lead' },
                },
                {
                  action: 'move_stage',
                  params: { stage: 'd-open', pipeline: 'deals' },
                  filter: { stage: 'contacted' },
                },
                {
                  action: 'add_tags',
                  params: { tags: ['v'] },
                  ...(latest.view ? { view: latest.view } : { filter: { stage: 'won' } }),
                },
              ][rand(4)],
            }),
            202,
          ),
        bulkCancel: () =>
          on(latest.bulk, (id) => call(anInstance(), 'POST', `/bulk-operations/${id}/cancel`, as)),
        relabel: () =>
          call(anInstance(), 'PATCH', '/custom-fields/industry', {
            ...as,
            body: {
              label: `Industry ${rand(9)}`,
              options: OPTIONS.map((o) => ({ ...o, label: `${o.label}${rand(9)}` })),
            },
          }),
        labelsArchived: async () => {
          const archived = await call(anInstance(), 'POST', '/custom-fields/labels/archive', as);
          const back = await call(anInstance(), 'POST', '/custom-fields/labels/unarchive', as);
          return archived.status >= 500 ? archived : back;
        },
        labelOptions: () => {
          const kept = ++labelEdits % 2 ? OPTIONS.slice(0, 2) : OPTIONS;
          return call(anInstance(), 'PATCH', '/custom-fields/labels', {
            ...as,
            body: { options: kept, ...(kept.length === 2 ? { replace_with: { c: 'b' } } : {}) },
          });
        },
        archive: () =>
          call(
            t,
            'POST',
            `/custom-fields/${['deal', 'alt'][rand(2)]}/${rand(2) ? 'archive' : 'unarchive'}`,
            as,
          ),
        fieldCreate: () =>
          call(anInstance(), 'POST', '/custom-fields', {
            ...as,
            body: {
              key: `f${++fieldsMade}`,
              label: `F${fieldsMade}`,
              type: ['text', 'number', 'date'][rand(3)],
              filterable: rand(2) === 1,
            },
          }),
        endpointCreate: () =>
          keep(
            'endpoint',
            call(anInstance(), 'POST', '/webhook-endpoints', {
              ...as,
              body: { url: receiver.url, events: ['*'] },
            }),
          ),
        endpointPatch: () =>
          on(latest.endpoint, (id) =>
            call(anInstance(), 'PATCH', `/webhook-endpoints/${id}`, {
              ...as,
              body: { events: ['contact.updated'], active: rand(2) === 1 },
            }),
          ),
        endpointRotate: () =>
          on(latest.endpoint, (id) =>
            call(anInstance(), 'POST', `/webhook-endpoints/${id}/rotate-secret`, as),
          ),
        endpointDelete: () =>
          on(latest.endpoint, (id) => call(anInstance(), 'DELETE', `/webhook-endpoints/${id}`, as)),
        keyCreate: async () => {
          const res = await call(anInstance(), 'POST', '/api-keys', {
            ...as,
            body: { name: 'k', scopes: ['contacts:read', 'contacts:write'] },
          });
          if (res.status === 200) [latest.keyId, latest.key] = [res.body.id, res.body.key];
          return res;
        },
        keyWrite: () =>
          on(latest.key, (key) =>
            call(anInstance(), 'PATCH', `/contacts/${pick()}`, {
              headers: { 'x-api-key': key },
              body: { custom: givenValues() },
            }),
          ),
        keyRevoke: () =>
          on(latest.keyId, (id) => call(anInstance(), 'DELETE', `/api-keys/${id}`, as)),
        // The member next removed, at work meanwhile: writes naming them, a key and a view of
        // theirs, a routed creation and an import, each refused (422, 409) once they are gone.
        leaverEdit: () =>
          call(anInstance(), 'PATCH', `/contacts/${pick()}`, {
            as: leaver.email,
            body: { owner_id: leaver.userId, custom: { who: leaver.userId } },
          }),
        leaverFollowup: () =>
          call(anInstance(), 'POST', `/contacts/${pick()}/followups`, {
            as: leaver.email,
            body: { title: 'theirs', scheduled_for: inDays(1 + rand(5)) },
          }),
        leaverView: () =>
          call(anInstance(), 'POST', '/views', {
            as: leaver.email,
            body: {
              name: `L${rand(1000)}`,
              visibility: 'workspace',
              filter: { and: [{ field: 'stage', op: 'eq', value: 'lead' }] },
            },
          }),
        leaverKey: async () => {
          const res = await call(anInstance(), 'POST', '/api-keys', {
            as: leaver.email,
            body: { name: 'theirs', scopes: ['contacts:write'] },
          });
          if (res.status === 200) latest.leaverKey = res.body.key;
          return res;
        },
        leaverKeyWrite: () =>
          on(latest.leaverKey, (key) =>
            call(anInstance(), 'PATCH', `/contacts/${pick()}`, {
              headers: { 'x-api-key': key },
              body: { value_cents: rand(777), custom: { who: leaver.userId } },
            }),
          ),
        leaverRouting: () =>
          call(anInstance(), 'PUT', '/routing', {
            ...as,
            body: { strategy: 'round_robin', member_ids: [leaver.userId, rep.userId] },
          }),
        routedCreate: () =>
          call(anInstance(), 'POST', '/contacts', {
            as: leaver.email,
            body: { first_name: 'Routed', custom: { who: leaver.userId } },
          }),
        leaverImport: async () => {
          const rows = [
            ['first_name', 'email', 'custom.industry'],
            [`L${rand(99)}`, anEmail(), 'abc'[rand(3)]],
            [`L${rand(99)}`, `l${rand(99)}@x.test`, 'abc'[rand(3)]],
          ];
          const mapping = Object.fromEntries(rows[0].map((h) => [h, h]));
          const res = await postImport(
            anInstance(),
            leaver.email,
            { match_on: 'email', mapping: JSON.stringify(mapping) },
            csv(rows),
          );
          return { status: res.status, text: JSON.stringify(res.body) } as Answer;
        },
        demoReset: () => call(anInstance(), 'POST', '/admin/demo/reset', { as: owner.email }),
        freeRead: () =>
          call(
            anInstance(),
            'GET',
            ['/contacts', '/board', '/agenda', '/reports/pipeline'][rand(4)],
            {
              as: free.email,
            },
          ),
      };

      bases ??= [await listening(t), await listening(other)];
      // An admin's stream on each instance, and a member's on the first.
      const streams = await Promise.all(
        [
          [admin, bases[0]],
          [admin, bases[1]],
          [viewer, bases[0]],
        ].map(([m, base]) =>
          StreamReader.open(base as string, '/events', {
            authorization: `Bearer dev:${(m as Member).email}`,
          }),
        ),
      );
      const bad = await mix(ops, rand, 40, 12);
      // The jobs' own events (their progress and end) are among those the streams wait for.
      const unended = await unendedJobs(t, admin.workspaceId);
      const last = await allNumbered(t, admin.workspaceId);
      const [everything, elsewhere, part] = streams;
      for (const whole of [everything, elsewhere]) {
        await whole.until(() => numbers(whole.events).includes(last), `event ${last}`);
      }
      for (const stream of streams) stream.close();
      await receiver.close();
      expect(bad).toEqual([]);
      for (const whole of [everything, elsewhere]) {
        const from = Number.parseInt(whole.opening!, 10);
        const all = Array.from({ length: last - from }, (_, i) => from + 1 + i);
        expect(numbers(whole.events)).toEqual(all);
      }
      const seen = numbers(part.events);
      expect(seen.filter((n, i) => i > 0 && n <= seen[i - 1])).toEqual([]);

      const failed = await failedJobs(t, admin.workspaceId, GONE_BEFORE_THE_JOB);
      expect({ unended, failed }).toEqual({ unended: 0, failed: [] });
      expect({
        stage: await stageTotalsDrift(t, admin.workspaceId),
        open: await openCountsDrift(t, admin.workspaceId),
      }).toEqual({ stage: [], open: [] });
    },
    240_000,
  );
});
