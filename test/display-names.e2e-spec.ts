import { beforeAll, describe, expect, it } from '@jest/globals';
import { type Member, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * The names members give the things they share (views, groups, pipelines and their stages, custom
 * fields and their options, sequences) are read in lists to tell those things apart: a control
 * character or a bidirectional override, which makes one show as another, and a name of spaces
 * and format characters alone, which shows as nothing, are 422 on every route that takes one, and
 * nothing is stored. The joiners and marks scripts and emoji need are text.
 */

const RULE = 'must not contain control or bidirectional formatting characters';
const INVISIBLE_RULE = 'must contain a visible character';

/** An override that shows `Won` as `noW`, and a line break in a one-line name. */
const UNSAFE = ['\u202EnoW', 'Open\ndeals'];

/** Names that show as nothing: a zero-width space; a word joiner, a space and a joiner. */
const INVISIBLE = ['\u200B', '\u2060 \u200D'];

/** A Persian name with its non-joiner, a family emoji held by joiners, a right-to-left mark. */
const SAFE = ['فرم\u200Cها', 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'Deals\u200F'];

interface Route {
  method: 'POST' | 'PATCH';
  url: () => string;
  body: (name: string) => Record<string, unknown>;
  /** The body taking a safe name, where it differs from `body` (a name another took first). */
  takes?: (name: string) => Record<string, unknown>;
  field: string;
  /** The names this workspace stores for the route's kind of thing. */
  stored: () => Promise<string[]>;
}

describe('Names members give shared things', () => {
  const t = useTestApp();
  let admin: Member;
  let viewId: string;
  let groupId: string;
  let sequenceId: string;

  const names = async (sql: string) =>
    (await t.db.query<{ name: string }[]>(sql, [admin.workspaceId])).map((r) => r.name);
  const steps = [{ day_offset: 0, title: 'Call', channel: 'call' }];
  const stages = (label: string) => [
    { key: `open-${Math.random().toString(36).slice(2, 8)}`, label, kind: 'open' },
    { key: `won-${Math.random().toString(36).slice(2, 8)}`, label: 'Won', kind: 'won' },
  ];
  const pipelineKey = () => `p${Math.random().toString(36).slice(2, 8)}`;
  const fieldKey = () => `f${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    const as = admin.email;
    viewId = (await call(t, 'POST', '/views', { as, body: { name: 'Mine' } })).body.id;
    groupId = (await call(t, 'POST', '/groups', { as, body: { name: 'Inbound' } })).body.id;
    sequenceId = (await call(t, 'POST', '/sequences', { as, body: { name: 'Onboard', steps } }))
      .body.id;
    const pipeline = { key: 'renewals', name: 'Renewals', stages: stages('Due') };
    expect((await call(t, 'POST', '/pipelines', { as, body: pipeline })).status).toBe(201);
    const industry = {
      key: 'industry',
      label: 'Industry',
      type: 'select',
      options: [{ id: 'saas', label: 'SaaS' }],
    };
    expect((await call(t, 'POST', '/custom-fields', { as, body: industry })).status).toBe(201);
  });

  const views = () => names(`SELECT name FROM saved_views WHERE workspace_id = $1 ORDER BY name`);
  const groups = () => names(`SELECT name FROM groups WHERE workspace_id = $1 ORDER BY name`);
  const sequences = () => names(`SELECT name FROM sequences WHERE workspace_id = $1 ORDER BY name`);
  const pipelines = () =>
    names(`SELECT pipelines::text || stages::text AS name FROM workspaces WHERE id = $1`);
  const fields = () =>
    names(
      `SELECT label || ':' || options::text AS name FROM custom_fields
        WHERE workspace_id = $1 ORDER BY label`,
    );

  const ROUTES: Record<string, Route> = {
    'POST /views': {
      method: 'POST',
      url: () => '/views',
      body: (name) => ({ name }),
      field: 'name',
      stored: views,
    },
    'PATCH /views/{id}': {
      method: 'PATCH',
      url: () => `/views/${viewId}`,
      body: (name) => ({ name }),
      field: 'name',
      stored: views,
    },
    'POST /groups': {
      method: 'POST',
      url: () => '/groups',
      body: (name) => ({ name }),
      field: 'name',
      stored: groups,
    },
    'PATCH /groups/{id}': {
      method: 'PATCH',
      url: () => `/groups/${groupId}`,
      body: (name) => ({ name }),
      // Group names are unique: POST /groups took the name first.
      takes: (name) => ({ name: `${name} (renamed)` }),
      field: 'name',
      stored: groups,
    },
    'POST /sequences': {
      method: 'POST',
      url: () => '/sequences',
      body: (name) => ({ name, steps }),
      field: 'name',
      stored: sequences,
    },
    'PATCH /sequences/{id}': {
      method: 'PATCH',
      url: () => `/sequences/${sequenceId}`,
      body: (name) => ({ name }),
      field: 'name',
      stored: sequences,
    },
    'POST /pipelines, its name': {
      method: 'POST',
      url: () => '/pipelines',
      body: (name) => ({ key: pipelineKey(), name, stages: stages('Due') }),
      field: 'name',
      stored: pipelines,
    },
    'POST /pipelines, a stage label': {
      method: 'POST',
      url: () => '/pipelines',
      body: (label) => ({ key: pipelineKey(), name: 'Upsell', stages: stages(label) }),
      field: 'stages.0.label',
      stored: pipelines,
    },
    'PATCH /pipelines/{key}': {
      method: 'PATCH',
      url: () => '/pipelines/renewals',
      body: (name) => ({ name }),
      field: 'name',
      stored: pipelines,
    },
    'POST /custom-fields, its label': {
      method: 'POST',
      url: () => '/custom-fields',
      body: (label) => ({ key: fieldKey(), label, type: 'text' }),
      field: 'label',
      stored: fields,
    },
    'POST /custom-fields, an option label': {
      method: 'POST',
      url: () => '/custom-fields',
      body: (label) => ({ key: fieldKey(), label: 'Tier', type: 'select', options: [{ label }] }),
      field: 'options.0.label',
      stored: fields,
    },
    'PATCH /custom-fields/{key}': {
      method: 'PATCH',
      url: () => '/custom-fields/industry',
      body: (label) => ({ label }),
      field: 'label',
      stored: fields,
    },
  };

  const refusals = [
    ...UNSAFE.map((name) => [name, RULE]),
    ...INVISIBLE.map((name) => [name, INVISIBLE_RULE]),
  ];
  it.each(Object.keys(ROUTES).flatMap((route) => refusals.map((r) => [route, ...r])))(
    '%s refuses %j with 422 naming the field (%s), and stores nothing',
    async (route, name, rule) => {
      const { method, url, body, field, stored } = ROUTES[route];
      const before = await stored();
      const res = await call(t, method, url(), { as: admin.email, body: body(name) });
      const property = field.split('.').pop();
      expect([res.status, res.body.detail, res.body.errors]).toEqual([
        422,
        `Validation failed: ${property} ${rule}`,
        [{ field, message: `${property} ${rule}` }],
      ]);
      expect(await stored()).toEqual(before);
    },
  );

  it.each(Object.keys(ROUTES).flatMap((route) => SAFE.map((name) => [route, name])))(
    '%s takes %j as it was sent',
    async (route, name) => {
      const { method, url, body, takes, stored } = ROUTES[route];
      const res = await call(t, method, url(), { as: admin.email, body: (takes ?? body)(name) });
      expect([200, 201]).toContain(res.status);
      expect((await stored()).join('\n')).toContain(name);
    },
  );
});
