import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { ImportWorker } from '../src/modules/imports/import.worker.js';
import { define, field } from './support/contact-query.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  logInteraction,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { csv, postImport } from './support/imports.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';
import { dispatchEvents, turnOffUndeliverableEndpoints } from './support/webhooks.js';

/** Where `strings` still occur: `table.column` for every column of any table that holds one. */
async function holders(t: TestApp, strings: string[]): Promise<string[]> {
  const columns = await t.db.query<{ table: string; column: string; type: string }[]>(
    `SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
       FROM information_schema.columns c
       JOIN information_schema.tables tb USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'bytea'))
      ORDER BY 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table, column, type } of columns) {
    // Bytes are searched as the UTF-8 of each string; everything else as text, any case.
    const holds =
      type === 'bytea'
        ? `EXISTS (SELECT 1 FROM unnest($1::text[]) s WHERE position(convert_to(s, 'UTF8') IN "${column}") > 0)`
        : `"${column}"::text ILIKE ANY (SELECT '%' || s || '%' FROM unnest($1::text[]) s)`;
    const [{ n }] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE ${holds}`,
      [strings],
    );
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('POST /contacts/{id}/erase', () => {
  const t = useTestApp();

  it('leaves none of the contact’s e-mail, phone and names in any column of any table, and one erasure record', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const nickname = `Zenick${u}`;
    const person = {
      first_name: `Zefirst${u}`,
      last_name: `Zelast${u}`,
      email: `ze.${u}@example.com`,
      phone: `+1 415 555 ${String(Number.parseInt(u.slice(0, 6), 16) % 10_000).padStart(4, '0')}`,
    };
    const endpoint = await t.db.query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
       VALUES ($1, 'https://93.184.216.34/hook', '{*}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)
       RETURNING id`,
      [admin.workspaceId],
    );
    expect(endpoint).toHaveLength(1);
    try {
      await define(t, admin, field('nickname', 'text'));
      // An idempotent create: its stored answer holds the contact.
      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': `create-${u}` },
        body: { ...person, stage: 'qualified', custom: { nickname } },
      });
      expect(created.status).toBe(200);
      const id = created.body.id as string;
      const strings = [
        person.first_name,
        person.last_name,
        person.email,
        created.body.phone,
        nickname,
      ];
      expect(strings.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
      await call(t, 'PATCH', `/contacts/${id}`, { as: admin.email, body: { title: 'CTO' } });
      await call(t, 'POST', `/contacts/${id}/stage`, {
        as: admin.email,
        body: { stage: 'proposal' },
      });
      await logInteraction(t, admin.email, id, {
        type: 'call',
        summary: `Called ${person.first_name}`,
      });
      await scheduleFollowup(t, admin.email, id, { title: `Write to ${person.email}` });
      const sequence = await createSequence(t, admin.email);
      await enroll(t, admin.email, sequence.id, [id]);
      // A duplicate merged into it, then a bulk action and a view that name it.
      const dup = await createContact(t, admin.email, { first_name: person.first_name });
      const merged = await call(t, 'POST', `/contacts/${id}/merge`, {
        as: admin.email,
        body: { source_ids: [dup.id] },
      });
      expect(merged.status).toBe(200);
      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['vip'] }, filter: { q: person.last_name } },
      });
      expect(bulk.status).toBe(202);
      await t.app.get(BulkOperationWorker).run(bulk.body.id);
      await createView(t, admin.email, {
        name: `Only ${person.last_name}`,
        filter: { and: [{ field: 'email', op: 'eq', value: person.email }] },
      });
      // An import that matched it by e-mail, and a row that failed (a finished import keeps
      // its row errors, not its file).
      const file = csv([
        ['Name', 'Email'],
        [person.first_name, person.email],
        ['', `bad ${person.email}`],
      ]);
      const imported = await postImport(
        t,
        admin.email,
        { mapping: JSON.stringify({ Name: 'first_name', Email: 'email' }) },
        file,
      );
      expect(imported.status).toBe(202);
      await t.app.get(ImportWorker).run(imported.body.id);
      const [done] = await t.db.query<{ status: string; file_id: string | null }[]>(
        'SELECT status, file_id FROM imports WHERE id = $1',
        [imported.body.id],
      );
      expect(done).toEqual({ status: 'succeeded', file_id: null });
      // Another contact held its e-mail once (a mistake put right): that contact's history has it.
      const other = await createContact(t, admin.email, {
        first_name: 'Other',
        email: person.email,
      });
      const corrected = await call(t, 'PATCH', `/contacts/${other.id}`, {
        as: admin.email,
        body: { email: `other.${u}@example.com` },
      });
      expect(corrected.status).toBe(200);
      await dispatchEvents(t, admin.workspaceId);
      // Before: the strings are in many places (so the scan below can find them).
      const before = await holders(t, strings);
      expect(before).toEqual(
        expect.arrayContaining([
          'contacts_all.email',
          'webhook_events.payload',
          'idempotency_keys.body',
          'saved_views.filter',
          'saved_views.name',
          'bulk_operations.filter',
          'contact_merges.merged',
          'interactions_all.summary',
          'followups_all.title',
          'contact_field_values.txt',
          'contact_history.changes',
        ]),
      );

      const refused = await call(t, 'POST', `/contacts/${id}/erase`, { as: rep.email });
      expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);
      const res = await call(t, 'POST', `/contacts/${id}/erase`, { as: admin.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(String),
        contact_id: id,
        erased_at: expect.stringMatching(/Z$/),
        erased_by: admin.userId,
      });

      expect(await holders(t, strings)).toEqual([]);
      expect((await call(t, 'GET', `/contacts/${id}`, { as: admin.email })).status).toBe(404);
      const erasures = await call(t, 'GET', '/erasures', { as: admin.email });
      expect(erasures.body).toEqual({ items: [res.body], next_cursor: null });
      // The stored answer of the create answers a replay with 410, not the contact.
      const replay = await call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': `create-${u}` },
        body: { ...person, stage: 'qualified', custom: { nickname } },
      });
      expect([replay.status, replay.body.detail]).toEqual([
        410,
        'This answer held a contact that has since been erased',
      ]);
      await dispatchEvents(t, admin.workspaceId);
      const [erased] = await t.db.query<{ payload: { data: Record<string, unknown> } }[]>(
        `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = 'contact.erased'`,
        [admin.workspaceId],
      );
      expect(erased.payload.data.contact).toEqual({ id });
      // The other contacts' data stays, their history with the contact's values scrubbed.
      expect((await call(t, 'GET', '/contacts', { as: admin.email })).status).toBe(200);
      const otherHistory = await call(t, 'GET', `/contacts/${other.id}/history`, {
        as: admin.email,
        query: { field: 'email' },
      });
      expect(
        otherHistory.body.items.map((e: { changes: Record<string, unknown> }) => e.changes.email),
      ).toEqual([
        { from: '[erased]', to: `other.${u}@example.com` },
        { from: null, to: '[erased]' },
      ]);
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  });

  it('erases a contact from the trash too; 404 for an unknown one, 402 on a free workspace', async () => {
    const admin = await signUp(t, { premium: true });
    const c = await createContact(t, admin.email, { first_name: 'Trashed' });
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
    const res = await call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts_all WHERE id = $1`,
      [c.id],
    );
    expect(row.n).toBe(0);
    const again = await call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email });
    expect([again.status, again.body.detail]).toEqual([404, 'Contact not found']);
    const free = await signUp(t);
    const refused = await call(t, 'POST', `/contacts/${c.id}/erase`, { as: free.email });
    expect(refused.status).toBe(402);
  });
});
