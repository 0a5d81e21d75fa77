import { describe, expect, it } from '@jest/globals';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  logInteraction,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { define, field } from './support/contact-query.js';
import { call, useTestApp } from './support/test-app.js';

describe('GET /contacts/{id}/data-export', () => {
  const t = useTestApp();

  it('answers everything held about the contact, from the trash too, to admins only', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const c = await createContact(t, admin.email, {
      first_name: 'Subject',
      last_name: 'Access',
      email: 'subject.access@example.com',
      stage: 'qualified',
    });
    const other = await createContact(t, admin.email, { first_name: 'Other' });
    // A custom field, set after the contact was made.
    await define(t, admin, field('nickname', 'text'));
    await define(t, admin, field('tier', 'select'));
    const custom = await call(t, 'PATCH', `/contacts/${c.id}`, {
      as: admin.email,
      body: { custom: { nickname: 'Subj', tier: 'b' } },
    });
    expect(custom.status).toBe(200);
    await call(t, 'POST', `/contacts/${c.id}/stage`, {
      as: admin.email,
      body: { stage: 'proposal' },
    });
    await logInteraction(t, admin.email, c.id, { type: 'note', summary: 'Asked for a demo' });
    await logInteraction(t, admin.email, other.id, { type: 'note', summary: 'Not theirs' });
    await scheduleFollowup(t, admin.email, c.id, { title: 'Send the quote' });
    const sequence = await createSequence(t, admin.email);
    await enroll(t, admin.email, sequence.id, [c.id]);
    const source = await createContact(t, admin.email, {
      first_name: 'Dup',
      email: 'dup@example.com',
    });
    const merged = await call(t, 'POST', `/contacts/${c.id}/merge`, {
      as: admin.email,
      body: { source_ids: [source.id] },
    });
    expect(merged.status).toBe(200);

    const refused = await call(t, 'GET', `/contacts/${c.id}/data-export`, { as: rep.email });
    expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);

    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
    const res = await call(t, 'GET', `/contacts/${c.id}/data-export`, { as: admin.email });
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.contact).toMatchObject({
      id: c.id,
      first_name: 'Subject',
      last_name: 'Access',
      email: 'subject.access@example.com',
      stage: 'proposal',
      custom: { nickname: 'Subj', tier: 'b' },
    });
    expect(doc.deleted_at).toEqual(expect.stringMatching(/Z$/));
    expect(doc.interactions.map((i: { summary: string }) => i.summary)).toEqual([
      'Asked for a demo',
    ]);
    // The sequence's first step scheduled one more follow-up.
    expect(doc.followups.map((f: { title: string }) => f.title)).toContain('Send the quote');
    expect(doc.enrollments).toEqual([
      expect.objectContaining({ sequence_id: sequence.id, status: 'active' }),
    ]);
    // The merged contact's moves came with it (its creation's, later than the others).
    expect(doc.stage_moves.map((m: { to_stage: string }) => m.to_stage)).toEqual([
      'qualified',
      'proposal',
      'lead',
    ]);
    expect(doc.merges).toEqual([
      expect.objectContaining({
        merged: [expect.objectContaining({ id: source.id, email: 'dup@example.com' })],
      }),
    ]);
    // Its history, oldest first: its creation to its move to the trash.
    const history = doc.history as { via: string; changes: Record<string, unknown> }[];
    expect(history[0]).toMatchObject({
      via: 'api',
      changes: {
        first_name: { from: null, to: 'Subject' },
        stage: { from: null, to: 'qualified' },
      },
    });
    expect(history.map((e) => Object.keys(e.changes))).toContainEqual(['stage']);
    expect(history).toContainEqual(
      expect.objectContaining({
        changes: {
          'custom.nickname': { from: null, to: 'Subj' },
          'custom.tier': { from: null, to: 'b' },
        },
      }),
    );
    expect(history.some((e) => e.via === 'sequence')).toBe(true);
    expect(history.at(-1)).toMatchObject({
      via: 'api',
      changes: { deleted_at: { from: null, to: doc.deleted_at } },
    });
    // The service's own bookkeeping is left out.
    for (const record of [...doc.interactions, ...doc.followups, ...doc.stage_moves]) {
      expect(Object.keys(record)).not.toEqual(expect.arrayContaining(['workspace_id']));
      expect(record).not.toHaveProperty('in_trash');
      expect(record).not.toHaveProperty('contact_id');
    }
    expect(JSON.stringify(doc)).not.toContain('Not theirs');
  });

  it("holds an archived custom field's values, which the contact's answer hides", async () => {
    const admin = await signUp(t, { premium: true });
    await define(t, admin, field('nickname', 'text'));
    await define(t, admin, field('home_email', 'email'));
    await define(t, admin, field('score', 'number'));
    await define(t, admin, field('tier', 'select'));
    const c = await createContact(t, admin.email, {
      first_name: 'Subject',
      custom: { nickname: 'Subj', home_email: 'subject@home.example', score: 1e21 },
    });
    for (const key of ['home_email', 'score', 'tier']) {
      const archived = await call(t, 'POST', `/custom-fields/${key}/archive`, { as: admin.email });
      expect(archived.status).toBe(200);
    }

    const res = await call(t, 'GET', `/contacts/${c.id}/data-export`, { as: admin.email });
    expect(res.status).toBe(200);
    expect(res.body.contact.custom).toEqual({ nickname: 'Subj' });
    // Every archived key, null when unset; a number as the contact's answer writes it.
    expect(res.body.archived_custom).toEqual({
      home_email: 'subject@home.example',
      score: 1e21,
      tier: null,
    });
    expect(res.text).toContain('"score":1000000000000000000000');
    // Its history whole: the creation's archived values too, which the history route hides.
    const created = res.body.history[0].changes;
    expect(created['custom.home_email']).toEqual({ from: null, to: 'subject@home.example' });
    const shown = await call(t, 'GET', `/contacts/${c.id}/history`, { as: admin.email });
    expect(shown.body.items[0].changes).not.toHaveProperty('custom.home_email');
  });

  it("is 404 for another workspace's contact and for a purged one", async () => {
    const admin = await signUp(t, { premium: true });
    const stranger = await signUp(t, { premium: true });
    const c = await createContact(t, admin.email, { first_name: 'Mine' });
    const other = await call(t, 'GET', `/contacts/${c.id}/data-export`, { as: stranger.email });
    expect([other.status, other.body.detail]).toEqual([404, 'Contact not found']);
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
    await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: admin.email });
    const gone = await call(t, 'GET', `/contacts/${c.id}/data-export`, { as: admin.email });
    expect([gone.status, gone.body.detail]).toEqual([404, 'Contact not found']);
  });
});
