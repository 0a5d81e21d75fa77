import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createContact,
  idleFor,
  lastActivityOf,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/**
 * last_activity_at is set to now by exactly three writes (logging an interaction, scheduling a
 * follow-up, a stage change) and by nothing else; dormancy is derived from it at read time.
 */
describe('Dormancy and the three activity writes', () => {
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function dormantIds(): Promise<string[]> {
    const res = await call(t, 'GET', '/contacts/dormant', {
      as: rep.email,
      query: { limit: '200' },
    });
    expect(res.status).toBe(200);
    return res.body.items.map((c: { id: string }) => c.id);
  }

  async function dormantContact(): Promise<string> {
    const contact = await createContact(t, rep.email);
    await idleFor(t, contact.id, 30);
    expect(await dormantIds()).toContain(contact.id);
    return contact.id;
  }

  const activityWrites: [string, (id: string) => Promise<{ status: number }>][] = [
    [
      'logging an interaction',
      (id) =>
        call(t, 'POST', `/contacts/${id}/interactions`, {
          as: rep.email,
          body: { type: 'call', summary: 'Caught up' },
        }),
    ],
    [
      'scheduling a follow-up',
      (id) =>
        call(t, 'POST', `/contacts/${id}/followups`, {
          as: rep.email,
          body: {
            title: 'Check in',
            scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
          },
        }),
    ],
    [
      'a stage change',
      (id) =>
        call(t, 'POST', `/contacts/${id}/stage`, { as: rep.email, body: { stage: 'qualified' } }),
    ],
  ];

  it.each(activityWrites)(
    '%s takes a dormant contact off the dormant list',
    async (_label, write) => {
      const id = await dormantContact();
      const res = await write(id);
      expect(res.status).toBe(200);
      expect(await dormantIds()).not.toContain(id);
      const [row] = await t.db.query(
        `SELECT now() - last_activity_at < interval '1 minute' AS fresh FROM contacts WHERE id = $1`,
        [id],
      );
      expect(row.fresh).toBe(true);
      const contact = await call(t, 'GET', `/contacts/${id}`, { as: rep.email });
      expect(contact.body).toMatchObject({ dormant: false, days_inactive: 0 });
    },
  );

  it('no other write or read touches last_activity_at', async () => {
    const id = await dormantContact();
    const open = await scheduleFollowup(t, rep.email, id, { title: 'to edit' });
    const toComplete = await scheduleFollowup(t, rep.email, id, { title: 'to complete' });
    const toDelete = await scheduleFollowup(t, rep.email, id, { title: 'to delete' });
    await logInteraction(t, rep.email, id);
    await idleFor(t, id, 30);
    const before = await lastActivityOf(t, id);

    const others = [
      call(t, 'PATCH', `/contacts/${id}`, { as: rep.email, body: { company: 'Renamed Ltd' } }),
      call(t, 'PATCH', `/followups/${open.id}`, {
        as: rep.email,
        body: {
          title: 'edited',
          scheduled_for: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        },
      }),
      call(t, 'POST', `/followups/${toComplete.id}/complete`, { as: rep.email }),
      call(t, 'DELETE', `/followups/${toDelete.id}`, { as: rep.email }),
      call(t, 'GET', `/contacts/${id}`, { as: rep.email }),
      call(t, 'GET', '/contacts', { as: rep.email }),
      call(t, 'GET', `/contacts/${id}/interactions`, { as: rep.email }),
      call(t, 'GET', `/contacts/${id}/timeline`, { as: rep.email }),
      call(t, 'GET', '/followups', { as: rep.email, query: { contact_id: id } }),
      call(t, 'GET', `/followups/${open.id}`, { as: rep.email }),
      call(t, 'GET', '/agenda', { as: rep.email }),
      call(t, 'GET', '/board', { as: rep.email }),
      call(t, 'GET', '/board/stages/lead/contacts', { as: rep.email }),
    ];
    for (const res of others) expect([200, 204]).toContain((await res).status);

    expect(await lastActivityOf(t, id)).toBe(before);
    expect(await dormantIds()).toContain(id);
  });

  it('a refused activity write leaves the contact dormant', async () => {
    const id = await dormantContact();
    const before = await lastActivityOf(t, id);
    const refused = [
      await call(t, 'POST', `/contacts/${id}/interactions`, {
        as: rep.email,
        body: { type: 'call', summary: '' },
      }),
      await call(t, 'POST', `/contacts/${id}/followups`, {
        as: rep.email,
        body: { title: 'x', scheduled_for: '1999-01-01T00:00:00Z' },
      }),
      await call(t, 'POST', `/contacts/${id}/stage`, { as: rep.email, body: { stage: 'nope' } }),
    ];
    for (const res of refused) expect(res.status).toBe(422);
    expect(await lastActivityOf(t, id)).toBe(before);
    expect(await dormantIds()).toContain(id);
  });
});
