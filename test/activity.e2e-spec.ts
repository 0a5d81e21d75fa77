import { describe, expect, it } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { stageEntries } from '../src/modules/reports/reports.queries.js';
import { DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import { DemoService } from '../src/modules/demo/demo.service.js';
import { createContact, logInteraction, scheduleFollowup, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

const ROUTES: [string, string, { body?: boolean; ok: string; extra?: string[] }][] = [
  ['post', '/contacts/{id}/interactions', { body: true, ok: '200', extra: ['402', '404', '422'] }],
  ['get', '/contacts/{id}/interactions', { ok: '200', extra: ['404'] }],
  ['post', '/contacts/{id}/followups', { body: true, ok: '200', extra: ['402', '404', '422'] }],
  ['get', '/followups', { ok: '200' }],
  ['get', '/followups/{id}', { ok: '200', extra: ['404'] }],
  ['post', '/followups/{id}/complete', { ok: '200', extra: ['402', '404', '409'] }],
  ['patch', '/followups/{id}', { body: true, ok: '200', extra: ['402', '404', '409', '422'] }],
  ['delete', '/followups/{id}', { ok: '204', extra: ['402', '404'] }],
  ['get', '/agenda', { ok: '200', extra: ['422'] }],
  ['get', '/board', { ok: '200', extra: ['422'] }],
  ['get', '/board/stages/{key}/contacts', { ok: '200', extra: ['404'] }],
  ['get', '/contacts/{id}/timeline', { ok: '200', extra: ['404'] }],
];

describe('Pipeline activity: OpenAPI document and demo data', () => {
  const t = useTestApp();

  it('documents every activity route with its request and response schemas and errors', async () => {
    const res = await call(t, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    for (const [method, path, expected] of ROUTES) {
      const operation = paths[path]?.[method];
      expect({ route: `${method} ${path}`, found: operation !== undefined }).toEqual({
        route: `${method} ${path}`,
        found: true,
      });
      if (expected.body) {
        expect(operation.requestBody?.content['application/json'].schema).toBeDefined();
      }
      if (expected.ok === '200') {
        expect(operation.responses['200'].content?.['application/json'].schema).toBeDefined();
      } else {
        expect(operation.responses[expected.ok]).toBeDefined();
      }
      for (const status of ['401', ...(expected.extra ?? [])]) {
        expect({
          route: `${method} ${path}`,
          status,
          documented: status in operation.responses,
        }).toEqual({ route: `${method} ${path}`, status, documented: true });
      }
    }
    const schemas = res.body.components.schemas;
    for (const name of [
      'CreateInteractionDto',
      'InteractionResponse',
      'CreateFollowupDto',
      'UpdateFollowupDto',
      'FollowupResponse',
      'AgendaResponse',
      'BoardResponse',
      'TimelinePageResponse',
    ]) {
      expect(schemas[name]).toBeDefined();
    }
    expect(schemas.CreateInteractionDto.properties.type.enum).toEqual([
      'call',
      'email',
      'meeting',
      'note',
      'message',
    ]);
  });

  it('counts the distinct contacts that entered each stage, for reports', async () => {
    const rep = await signUp(t, { premium: true });
    const a = await createContact(t, rep.email);
    const b = await createContact(t, rep.email);
    for (const stage of ['qualified', 'won']) {
      await call(t, 'POST', `/contacts/${a.id}/stage`, { as: rep.email, body: { stage } });
    }
    await call(t, 'POST', `/contacts/${b.id}/stage`, {
      as: rep.email,
      body: { stage: 'qualified' },
    });
    await call(t, 'POST', `/contacts/${b.id}/stage`, { as: rep.email, body: { stage: 'lead' } });
    await call(t, 'POST', `/contacts/${b.id}/stage`, {
      as: rep.email,
      body: { stage: 'qualified' },
    });
    const [workspace] = await t.db.query(`SELECT * FROM workspaces WHERE id = $1`, [
      rep.workspaceId,
    ]);
    const entries = await t.app
      .get(Db)
      .rows(
        stageEntries(
          { workspace, demo: false },
          { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) },
          DEFAULT_WORKSPACE_STAGES,
        ),
      );
    // Three moves into lead and three into qualified, by two contacts each.
    expect(entries.sort((x, y) => x.stage.localeCompare(y.stage))).toEqual([
      { stage: 'lead', contacts: 2 },
      { stage: 'qualified', contacts: 2 },
      { stage: 'won', contacts: 1 },
    ]);
    const before = await t.app
      .get(Db)
      .rows(
        stageEntries(
          { workspace, demo: false },
          { from: new Date(0), to: new Date(60_000) },
          DEFAULT_WORKSPACE_STAGES,
        ),
      );
    expect(before).toEqual([]);
  });

  it('seeds interactions and follow-ups that agree with the demo leads, and wipes only demo rows', async () => {
    const free = await signUp(t);
    const counts = async (workspaceId: string, demo: boolean) => {
      const [row] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM interactions WHERE workspace_id = $1 AND is_demo = $2) AS interactions,
                (SELECT count(*)::int FROM followups WHERE workspace_id = $1 AND is_demo = $2) AS followups`,
        [workspaceId, demo],
      );
      return row as { interactions: number; followups: number };
    };
    const seeded = await counts(free.workspaceId, true);
    expect(seeded.interactions).toBeGreaterThan(0);
    expect(seeded.followups).toBeGreaterThan(0);

    // Nothing seeded is later than its lead's last activity, so the seeded dormancy holds.
    const [late] = await t.db.query(
      `SELECT
         (SELECT count(*)::int FROM interactions i JOIN contacts c ON c.id = i.contact_id
           WHERE i.workspace_id = $1 AND i.occurred_at > c.last_activity_at) AS interactions,
         (SELECT count(*)::int FROM followups f JOIN contacts c ON c.id = f.contact_id
           WHERE f.workspace_id = $1 AND f.created_at > c.last_activity_at) AS followups`,
      [free.workspaceId],
    );
    expect(late).toEqual({ interactions: 0, followups: 0 });
    const dormant = await call(t, 'GET', '/contacts/dormant', { as: free.email });
    expect(dormant.body.items.length).toBeGreaterThan(0);

    const premium = await signUp(t, { premium: true });
    const contact = await createContact(t, premium.email);
    await logInteraction(t, premium.email, contact.id);
    await scheduleFollowup(t, premium.email, contact.id);
    const real = await counts(premium.workspaceId, false);

    await t.app.get(DemoService).resetAll();
    expect(await counts(free.workspaceId, true)).toEqual({ interactions: 0, followups: 0 });
    expect(await counts(premium.workspaceId, false)).toEqual(real);

    const signIn = await call(t, 'GET', '/me', { as: free.email });
    expect(signIn.status).toBe(200);
    const reseeded = await counts(free.workspaceId, true);
    expect(reseeded).toEqual(seeded);
  });
});
