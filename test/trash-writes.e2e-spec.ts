import { describe, expect, it } from '@jest/globals';
import { listRoutes, type RouteInfo } from '../src/core/guards/route-inventory.js';
import { createContact, createSequence, enroll, type Member, signUp } from './support/factories.js';
import { routeName } from './support/route-calls.js';
import { call, useTestApp } from './support/test-app.js';
import { filledContact, stored } from './support/trash.js';
import { turnOffUndeliverableEndpoints } from './support/webhooks.js';
import { insertEndpoint } from './support/webhooks.js';

/**
 * A body each write that takes a contact's id (or its follow-up's) accepts, by route. The
 * restore is left out: it is the one write meant for a contact in the trash; so are the erasure
 * and the purge (admins'), which work on the trash by design.
 */
const BODIES: Record<string, Record<string, unknown> | undefined> = {
  'PATCH /contacts/{id}': { title: 'Changed' },
  'DELETE /contacts/{id}': undefined,
  'POST /contacts/{id}/followups': {
    title: 'Call',
    scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
  },
  'POST /contacts/{id}/interactions': { type: 'call', summary: 'Talked' },
  'POST /contacts/{id}/snooze': { until: new Date(Date.now() + 86_400_000).toISOString() },
  'DELETE /contacts/{id}/snooze': undefined,
  'POST /contacts/{id}/stage': { stage: 'contacted' },
  'PATCH /followups/{id}': { title: 'Changed' },
  'DELETE /followups/{id}': undefined,
  'POST /followups/{id}/complete': undefined,
  'DELETE /sequences/{id}/enrollments/{contact_id}': undefined,
  // Its target is the route's contact; its sources are the body's.
  'POST /contacts/{id}/merge': { source_ids: ['SOURCE'] },
};

function urlOf(route: RouteInfo, ids: Record<string, string>): string {
  let path = route.path;
  for (const param of route.idParams) path = path.replace(`{${param.name}}`, ids[param.what]);
  return path;
}

describe('Writes to a contact in the trash', () => {
  const t = useTestApp();

  /** A contact with a follow-up, an interaction, stage moves and an enrollment, snoozed. */
  async function filled(admin: Member, sequenceId: string, name: string) {
    const c = await filledContact(t, admin, name);
    await enroll(t, admin.email, sequenceId, [c.id]);
    const snoozed = await call(t, 'POST', `/contacts/${c.id}/snooze`, {
      as: admin.email,
      body: { until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(snoozed.status).toBe(200);
    return c;
  }

  it('answers 404 on every write that takes its id or its follow-up’s, and stores nothing: no change, no history, no event', async () => {
    const admin = await signUp(t, { premium: true });
    // Events are recorded while an endpoint subscribes: a write that emitted one would show.
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    try {
      const sequence = await createSequence(t, admin.email);
      const trashed = await filled(admin, sequence.id, 'Trashed');
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const before = await stored(t, trashed.id);
      expect([before.history, before.events]).toEqual([expect.any(Number), expect.any(Number)]);
      expect(Math.min(before.history as number, before.events as number)).toBeGreaterThan(0);

      const routes = listRoutes(t.app).filter(
        (r) =>
          r.method !== 'GET' &&
          r.requiredRole === null &&
          r.path !== '/contacts/{id}/restore' &&
          r.idParams.some((p) => p.what === 'Contact' || p.what === 'Follow-up'),
      );
      expect(routes.map(routeName).sort()).toEqual(Object.keys(BODIES).sort());
      const answers: [string, number, string][] = [];
      for (const route of routes) {
        const name = routeName(route);
        const body = BODIES[name];
        const live = await filled(admin, sequence.id, `Live${answers.length}`);
        const source = async () => ({
          source_ids: [(await createContact(t, admin.email, { first_name: 'Source' })).id],
        });
        const ids = (c: { id: string; followupId: string }) => ({
          Contact: c.id,
          'Follow-up': c.followupId,
          Sequence: sequence.id,
        });
        const res = await call(t, route.method as 'POST', urlOf(route, ids(trashed)), {
          as: admin.email,
          body: body?.source_ids ? await source() : body,
        });
        answers.push([name, res.status, res.body?.detail]);
        // The same write to a live contact goes through: the body is one it takes.
        const control = await call(t, route.method as 'POST', urlOf(route, ids(live)), {
          as: admin.email,
          body: body?.source_ids ? await source() : body,
        });
        expect([name, control.status < 300]).toEqual([name, true]);
      }
      expect(answers).toEqual(
        routes.map((route) => [
          routeName(route),
          404,
          route.path.startsWith('/followups') ? 'Follow-up not found' : 'Contact not found',
        ]),
      );

      // Named among other contacts: as a merge source, in a bulk action, in an enrollment.
      const live = await createContact(t, admin.email, { first_name: 'Target' });
      const merge = await call(t, 'POST', `/contacts/${live.id}/merge`, {
        as: admin.email,
        body: { source_ids: [trashed.id] },
      });
      expect([merge.status, merge.body.detail]).toEqual([404, 'Contact not found']);
      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['x'] }, contact_ids: [live.id, trashed.id] },
      });
      expect([bulk.status, bulk.body.detail, bulk.body.contact_ids]).toEqual([
        404,
        '1 of the 2 contacts not found; contact_ids lists them',
        [trashed.id],
      ]);
      const other = await createSequence(t, admin.email, { name: 'Other' });
      const enrolled = await call(t, 'POST', `/sequences/${other.id}/enrollments`, {
        as: admin.email,
        body: { contact_ids: [trashed.id] },
      });
      expect(enrolled.status).toBe(404);

      expect(await stored(t, trashed.id)).toEqual(before);
      const [{ tags }] = await t.db.query<{ tags: string[] }[]>(
        `SELECT tags FROM contacts WHERE id = $1`,
        [live.id],
      );
      expect(tags).toEqual([]);
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  }, 60_000);
});
