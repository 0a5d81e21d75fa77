import { describe, expect, it } from '@jest/globals';
import { version } from 'uuid';
import { createContact, logInteraction, signUp } from './support/factories.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { useTestApp } from './support/test-app.js';
import { insertEndpoint } from './support/webhooks.js';

/** The time, in milliseconds since 1970, that a version 7 UUID carries in its first 48 bits. */
const timeOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('Time-ordered ids', () => {
  const t = useTestApp({ JOB_WORKER: 'inline' });

  it('gives a new contact, its stage move, its history and its interaction ids of version 7 that carry the time they were made', async () => {
    const admin = await signUp(t, { premium: true });
    const before = Date.now();
    const first = await createContact(t, admin.email, { first_name: 'First' });
    const second = await createContact(t, admin.email, { first_name: 'Second' });
    const interaction = await logInteraction(t, admin.email, first.id);
    const after = Date.now();

    for (const id of [first.id, second.id, interaction.id]) {
      expect(version(id)).toBe(7);
      expect(timeOf(id)).toBeGreaterThanOrEqual(before - 1_000);
      expect(timeOf(id)).toBeLessThanOrEqual(after + 1_000);
    }
    expect(timeOf(second.id)).toBeGreaterThanOrEqual(timeOf(first.id));

    const rows = await t.db.query<{ kind: string; id: string }[]>(
      `SELECT 'stage move' AS kind, id::text FROM stage_moves WHERE contact_id = $1
       UNION ALL SELECT 'history', id::text FROM contact_history WHERE contact_id = $1`,
      [first.id],
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['history', 'history', 'stage move']);
    for (const row of rows) expect(version(row.id)).toBe(7);
  });

  it("gives an imported contact and a recorded event ids of version 7, made before their rows' insert", async () => {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    const file = csv([['First name'], ['Imported']]);
    const res = await postImport(
      t,
      admin.email,
      { mapping: JSON.stringify({ 'First name': 'first_name' }), match_on: 'none' },
      file,
    );
    expect(res.status).toBe(202);
    expect(await waitForImport(t, admin.email, res.body.id)).toMatchObject({ status: 'succeeded' });

    const [imported] = await t.db.query<{ id: string }[]>(
      `SELECT id::text FROM contacts WHERE workspace_id = $1 AND first_name = 'Imported'`,
      [admin.workspaceId],
    );
    expect(version(imported.id)).toBe(7);
    const events = await t.db.query<{ id: string; event_id: string }[]>(
      `SELECT id::text, payload->'data'->>'event_id' AS event_id FROM webhook_events
        WHERE workspace_id = $1 AND type = 'contact.created'`,
      [admin.workspaceId],
    );
    expect(events).toHaveLength(1);
    expect(version(events[0].id)).toBe(7);
    expect(events[0].event_id).toBe(events[0].id);
  });
});
