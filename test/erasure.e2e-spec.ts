import { describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { ImportWorker } from '../src/modules/imports/import.worker.js';
import { WebhookDeliveryWorker } from '../src/modules/webhooks/webhook-delivery.worker.js';
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
import { ERASED_ANSWER_DETAIL } from '../src/core/idempotency/idempotency.problems.js';
import { expectLockWaitLost } from './support/unavailable.js';
import { LOCKING_AGAIN_ATTEMPTS } from '../src/database/db.js';
import { FILE_PART_BYTES } from '../src/modules/imports/imports.rules.js';
import { csv, postImport } from './support/imports.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';
import {
  holdAfter,
  release,
  releasedTogetherAtContact,
  untilWaitingOnLocks,
  waitersOn,
} from './support/row-lock.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  NUMBERING_ORDER,
  deliveriesOf,
  dispatchEvents,
  insertEndpoint,
  startReceiver,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';

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

/** Runs an import's job now; answers its status, counts and errors. */
async function runImport(t: TestApp, as: string, id: string) {
  await t.app.get(ImportWorker).run(id);
  const res = await call(t, 'GET', `/imports/${id}`, { as });
  return res.body as { status: string; error: string | null; counts: Record<string, number> };
}

describe('POST /contacts/{id}/erase', () => {
  // A receiver on loopback answers a delivery with what it was sent.
  const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });

  it('leaves none of the contact’s e-mail, phone and names in any column of any table, and one erasure record', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const nickname = `Zenick${u}`;
    const person = {
      first_name: `Zefirst${u}`,
      last_name: `Zelast${u}`,
      email: `ze.${u}@example.com`,
      // A number of this test alone: the search reads every table of the run's database.
      phone: `+1 415 ${String(randomInt(10_000_000))
        .padStart(7, '0')
        .replace(/^(\d{3})/, '$1 ')}`,
    };
    const endpoint = await t.db.query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
       VALUES ($1, 'https://93.184.216.34/hook', '{*}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)
       RETURNING id`,
      [admin.workspaceId],
    );
    expect(endpoint).toHaveLength(1);
    // It fails each attempt, echoing the body: the attempt keeps the answer, a retry waits.
    const echo = await startReceiver((request) => ({ status: 500, body: request.body }));
    const echoing = await insertEndpoint(t, admin.workspaceId, {
      url: echo.url,
      events: ['contact.updated'],
    });
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
      // An import that matched it by e-mail, with a row whose error quotes its e-mail (a
      // finished import keeps its row errors, not its file); one that failed on a cell holding
      // it; and one still queued, whose stored file holds it beside another person's row.
      const mapping = JSON.stringify({ Name: 'first_name', Email: 'email', Stage: 'stage' });
      const file = csv([
        ['Name', 'Email', 'Stage'],
        [person.first_name, person.email, ''],
        ['', `bad ${person.email}`, ''],
        ['Misplaced', `misplaced.${u}@example.com`, person.email],
      ]);
      const imported = await postImport(t, admin.email, { mapping }, file);
      expect(imported.status).toBe(202);
      expect(await runImport(t, admin.email, imported.body.id)).toMatchObject({
        status: 'succeeded',
        counts: expect.objectContaining({ updated: 1, failed: 2 }),
      });
      const [done] = await t.db.query<{ status: string; file_id: string | null }[]>(
        'SELECT status, file_id FROM imports WHERE id = $1',
        [imported.body.id],
      );
      expect(done).toEqual({ status: 'succeeded', file_id: null });
      const twoColumns = JSON.stringify({ Name: 'first_name', Email: 'email' });
      const broken = await postImport(
        t,
        admin.email,
        { mapping: twoColumns },
        `Name,Email\nBroken,${person.email}"x\n`,
      );
      expect(await runImport(t, admin.email, broken.body.id)).toMatchObject({
        status: 'failed',
        error: expect.stringContaining(person.email),
      });
      const queued = await postImport(
        t,
        admin.email,
        { mapping: twoColumns },
        csv([
          ['Name', 'Email'],
          [person.first_name, person.email],
          ['Keeper', `keeper.${u}@example.com`],
        ]),
      );
      expect(queued.status).toBe(202);
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
      // One attempt of its first update's event to the echoing endpoint: it failed, a retry waits.
      const [{ id: deliveryId }] = await t.db.query<{ id: string }[]>(
        `SELECT d.id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
          WHERE d.endpoint_id = $1 AND strpos(e.payload::text, $2) > 0 ORDER BY e.seq LIMIT 1`,
        [echoing.id, id],
      );
      await t.app
        .get(WebhookDeliveryWorker)
        .attempt({ deliveryId, windowStart: new Date().toISOString(), round: 1 });
      const attempts = await deliveriesOf(t, echoing.id);
      expect(attempts.filter((d) => d.id === deliveryId || d.attempt === 2)).toEqual([
        expect.objectContaining({ id: deliveryId, status: 'failed', error: 'HTTP 500' }),
        expect.objectContaining({ attempt: 2, status: 'pending' }),
      ]);
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
          'imports.errors',
          'imports.error',
          'import_file_parts.bytes',
          'webhook_deliveries.response_body',
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
      const notListed = await call(t, 'GET', '/erasures', { as: rep.email });
      expect([notListed.status, notListed.body.detail]).toEqual([403, 'Managers only']);
      // The retry still waits, to send the event without the contact but with its number; the
      // failed attempt lost the answer that echoed it.
      const [retry] = await t.db.query<{ status: string; seq: string; data: unknown }[]>(
        `SELECT d.status, e.seq, e.payload->'data' AS data FROM webhook_deliveries d
           JOIN webhook_events e ON e.id = d.event_id
          WHERE d.endpoint_id = $1 AND d.attempt = 2`,
        [echoing.id],
      );
      expect(retry).toEqual({
        status: 'pending',
        seq: expect.any(String),
        data: { erased: true, sequence: Number(retry.seq) },
      });
      expect(
        (await deliveriesOf(t, echoing.id)).find((d) => d.id === deliveryId)?.response_body,
      ).toBeNull();
      // The queued import still runs: the other person's row comes in, the erased one's fails
      // (its values are gone), and the contact does not come back.
      expect(await runImport(t, admin.email, queued.body.id)).toMatchObject({
        status: 'succeeded',
        counts: expect.objectContaining({ created: 1, updated: 0, failed: 1 }),
      });
      const keeper = await call(t, 'GET', '/contacts', {
        as: admin.email,
        query: { q: `keeper.${u}@example.com` },
      });
      expect(keeper.body.items.map((c: { first_name: string }) => c.first_name)).toEqual([
        'Keeper',
      ]);
      expect(await holders(t, strings)).toEqual([]);
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
      await t.db.query(`UPDATE webhook_endpoints SET active = false WHERE id = $1`, [echoing.id]);
      await echo.close();
    }
  });

  it('scrubs its e-mail and number from the follow-up titles, interaction summaries and custom values of other contacts, whose history keeps no change of nothing', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const email = `quoted.${u}@example.com`;
    // A number of this test alone: the search below reads every table of the run's database.
    const line = String(randomInt(10_000_000)).padStart(7, '0');
    const phone = `+1 415 ${line.slice(0, 3)} ${line.slice(3)}`;
    const erased = await createContact(t, admin.email, { first_name: `Quin${u}`, email, phone });
    await define(t, admin, field('memo', 'text'));
    const other = await createContact(t, admin.email, {
      first_name: 'Yannick',
      custom: { memo: `referred by ${email}` },
    });
    const followup = await scheduleFollowup(t, admin.email, other.id, {
      title: `Call ${email} at ${phone}`,
    });
    const introduction = await logInteraction(t, admin.email, other.id, {
      type: 'note',
      summary: `Quin${u} (${email}) introduced us`,
    });
    // A name alone ties nothing: a namesake's text stays; nor does a number of another country
    // with the same digits after its code.
    await logInteraction(t, admin.email, other.id, { type: 'note', summary: `Quin${u} called` });
    const abroad = `Berlin desk: +49 415 ${line.slice(0, 3)} ${line.slice(3)}, (+49) 415-${line}`;
    await logInteraction(t, admin.email, other.id, { type: 'note', summary: abroad });
    // One of a contact in the trash is scrubbed too, and announces nothing.
    const gone = await createContact(t, admin.email, { first_name: 'Zed' });
    const goneNote = await logInteraction(t, admin.email, gone.id, { summary: `Met ${email}` });
    expect((await call(t, 'DELETE', `/contacts/${gone.id}`, { as: admin.email })).status).toBe(204);
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['contact.updated', 'followup.updated', 'interaction.updated'],
    });
    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);

    // The events of the rewrites are searched too: they name what went, never what it was.
    expect(await holders(t, [email, phone, `415${line}`])).toEqual([]);
    const events = await t.db.query<{ type: string; data: Record<string, unknown> }[]>(
      `SELECT type, payload->'data' AS data FROM webhook_events
        WHERE workspace_id = $1
          AND type IN ('contact.updated', 'followup.updated', 'interaction.updated')
        ORDER BY type`,
      [admin.workspaceId],
    );
    expect(events).toEqual([
      {
        type: 'contact.updated',
        data: expect.objectContaining({
          contact: expect.objectContaining({
            id: other.id,
            custom: { memo: 'referred by [erased]' },
          }),
          previous: { custom: { memo: '[erased]' } },
        }),
      },
      {
        type: 'followup.updated',
        data: expect.objectContaining({
          followup: expect.objectContaining({
            id: followup.id,
            title: 'Call [erased] at [erased]',
          }),
          previous: { title: '[erased]' },
        }),
      },
      {
        type: 'interaction.updated',
        data: expect.objectContaining({
          interaction: expect.objectContaining({
            id: introduction.id,
            contact_id: other.id,
            summary: '[erased] ([erased]) introduced us',
          }),
          previous: { summary: '[erased]' },
        }),
      },
    ]);
    const [{ summary: goneSummary }] = await t.db.query<{ summary: string }[]>(
      `SELECT summary FROM interactions_all WHERE id = $1`,
      [goneNote.id],
    );
    expect(goneSummary).toBe('Met [erased]');
    const shown = await call(t, 'GET', `/contacts/${other.id}`, { as: admin.email });
    expect(shown.body.custom).toEqual({ memo: 'referred by [erased]' });
    const title = await call(t, 'GET', `/followups/${followup.id}`, { as: admin.email });
    expect(title.body.title).toBe('Call [erased] at [erased]');
    const notes = await call(t, 'GET', `/contacts/${other.id}/interactions`, { as: admin.email });
    expect(notes.body.items.map((i: { summary: string }) => i.summary).sort()).toEqual([
      abroad,
      `Quin${u} called`,
      '[erased] ([erased]) introduced us',
    ]);
    // The history keeps the creations (the follow-up's, the contact's and its routed owner),
    // scrubbed, and no entry for the erasure's own rewrites.
    const history = await call(t, 'GET', `/contacts/${other.id}/history`, {
      as: admin.email,
      query: { limit: '50' },
    });
    const changes = history.body.items.map((e: { changes: Record<string, unknown> }) => e.changes);
    expect(changes.map((c: Record<string, unknown>) => Object.keys(c).sort())).toEqual([
      ['followup.scheduled_for', 'followup.title'],
      ['owner_id'],
      ['currency', 'custom.memo', 'first_name', 'pipeline', 'stage', 'value_cents'],
    ]);
    expect(changes[0]['followup.title']).toEqual({ from: null, to: 'Call [erased] at [erased]' });
    expect(changes[2]['custom.memo']).toEqual({ from: null, to: 'referred by [erased]' });
  });

  it("removes another contact's custom e-mail, phone and URL that hold its e-mail or number, which '[erased]' would leave of no type, and scrubs its texts", async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const email = `typed.${u}@example.com`;
    const line = String(randomInt(10_000_000)).padStart(7, '0');
    const phone = `+1 415 ${line.slice(0, 3)} ${line.slice(3)}`;
    const erased = await createContact(t, admin.email, { first_name: `Tia${u}`, email, phone });
    await define(t, admin, field('assistant_email', 'email'));
    await define(t, admin, field('assistant_phone', 'phone'));
    await define(t, admin, field('dial_in', 'url'));
    await define(t, admin, field('site', 'url'));
    await define(t, admin, field('memo', 'text'));
    const custom = {
      assistant_email: email.toUpperCase(),
      assistant_phone: `(415) ${line.slice(0, 3)}-${line.slice(3)}`,
      dial_in: `https://example.com/call/1415${line}`,
      // A name alone ties nothing: a URL that holds no tie keeps it, whole.
      site: `https://example.com/people/tia${u}`,
      memo: `assistant ${email}, Tia${u}`,
    };
    const other = await createContact(t, admin.email, { first_name: 'Ulla', custom });
    // An archived field's value goes too, though no answer shows it.
    await define(t, admin, field('former_email', 'email'));
    const former = await call(t, 'PATCH', `/contacts/${other.id}`, {
      as: admin.email,
      body: { custom: { former_email: email } },
    });
    expect(former.status).toBe(200);
    const archived = await call(t, 'POST', '/custom-fields/former_email/archive', {
      as: admin.email,
    });
    expect(archived.status).toBe(200);
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['contact.updated'],
    });

    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    const shown = await call(t, 'GET', `/contacts/${other.id}`, { as: admin.email });
    expect(shown.body.custom).toEqual({
      assistant_email: null,
      assistant_phone: null,
      dial_in: null,
      site: custom.site,
      memo: 'assistant [erased], [erased]',
    });
    const [{ stored }] = await t.db.query<{ stored: Record<string, unknown> }[]>(
      `SELECT custom AS stored FROM contacts_all WHERE id = $1`,
      [other.id],
    );
    expect(stored).toEqual({ site: custom.site, memo: 'assistant [erased], [erased]' });
    // Receivers learn of the change, its old values not: they were the erased person's.
    const updates = await t.db.query<{ data: Record<string, unknown> }[]>(
      `SELECT payload->'data' AS data FROM webhook_events
        WHERE workspace_id = $1 AND type = 'contact.updated'`,
      [admin.workspaceId],
    );
    expect(updates).toHaveLength(1);
    expect(updates[0].data).toMatchObject({
      actor: { type: 'user', user_id: admin.userId },
      contact: { id: other.id, custom: shown.body.custom },
      previous: {
        custom: {
          assistant_email: '[erased]',
          assistant_phone: '[erased]',
          dial_in: '[erased]',
          memo: '[erased]',
        },
      },
    });
    // What stays is valid: the contact takes an edit that sends its values back unchanged.
    const resent = await call(t, 'PATCH', `/contacts/${other.id}`, {
      as: admin.email,
      body: { custom: shown.body.custom },
    });
    expect(resent.status).toBe(200);
    expect(await holders(t, [email, phone, `415${line}`])).toEqual([]);
    // The history records the removals, with what they removed scrubbed.
    const history = await call(t, 'GET', `/contacts/${other.id}/history`, { as: admin.email });
    expect(history.body.items[0].changes).toEqual({
      'custom.assistant_email': { from: '[erased]', to: null },
      'custom.assistant_phone': { from: '[erased]', to: null },
      'custom.dial_in': { from: 'https://example.com/call/[erased]', to: null },
    });
  });

  it("removes another contact's own e-mail and phone that are its e-mail and number, which its history showed as '[erased]' while the contact kept them", async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const email = `shared.${u}@example.com`;
    const line = String(randomInt(10_000_000)).padStart(7, '0');
    const phone = `+1 415 ${line.slice(0, 3)} ${line.slice(3)}`;
    const erased = await createContact(t, admin.email, { first_name: `Vea${u}`, email, phone });
    await define(t, admin, field('assistant_email', 'email'));
    await define(t, admin, field('assistant_phone', 'phone'));
    const other = await createContact(t, admin.email, {
      first_name: 'Wim',
      email: email.toUpperCase(),
      phone: `(415) ${line.slice(0, 3)}-${line.slice(3)}`,
      company: 'Acme',
    });
    // Other addresses that hold its address, and other numbers with its digits, are other
    // people's: their contacts keep them, their own fields and their custom ones.
    const kept = [
      { email: `john.${email}`, phone: `+1 212 ${line.slice(0, 3)} ${line.slice(3)}` },
      { email: `o'${email}`, phone: `+49 415 ${line.slice(0, 3)} ${line.slice(3)}` },
      { email: `x=${email}`, phone: `${phone} ext. 9 / +1 212 555 0199` },
    ];
    const bystanders = [];
    for (const [i, values] of kept.entries()) {
      const custom = { assistant_email: values.email, assistant_phone: values.phone };
      bystanders.push(
        await createContact(t, admin.email, { first_name: `Xia${i}`, ...values, custom }),
      );
    }
    // One in the trash loses them too, and announces nothing (its restore shows it as it is).
    const trashed = await createContact(t, admin.email, { first_name: 'Yan', email });
    expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
      204,
    );
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['contact.updated'],
    });

    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    const shown = await call(t, 'GET', `/contacts/${other.id}`, { as: admin.email });
    expect([shown.body.email, shown.body.phone, shown.body.company]).toEqual([null, null, 'Acme']);
    for (const [i, bystander] of bystanders.entries()) {
      const untouched = await call(t, 'GET', `/contacts/${bystander.id}`, { as: admin.email });
      expect(untouched.body).toMatchObject({
        ...kept[i],
        custom: { assistant_email: kept[i].email, assistant_phone: kept[i].phone },
      });
    }
    // Nothing holds the address alone any more, nor the number's key.
    expect(await holders(t, ['+1415' + line])).toEqual([]);
    const [{ n }] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts_all WHERE lower(email) = $1`,
      [email],
    );
    expect(n).toBe(0);
    // The history records the removal by the admin who erased, what it removed scrubbed, and
    // shows no value it still has.
    const history = await call(t, 'GET', `/contacts/${other.id}/history`, { as: admin.email });
    expect(history.body.items[0]).toMatchObject({
      actor: { type: 'user', id: admin.userId },
      via: 'api',
      request_id: res.headers['x-request-id'],
      changes: { email: { from: '[erased]', to: null }, phone: { from: '[erased]', to: null } },
    });
    expect(Object.keys(history.body.items[0].changes)).toEqual(['email', 'phone']);
    expect(JSON.stringify(history.body)).not.toContain(email);
    const updates = await t.db.query<{ data: Record<string, unknown> }[]>(
      `SELECT payload->'data' AS data FROM webhook_events
        WHERE workspace_id = $1 AND type = 'contact.updated'`,
      [admin.workspaceId],
    );
    expect(updates.map((u) => u.data)).toEqual([
      expect.objectContaining({
        request_id: res.headers['x-request-id'],
        contact: shown.body,
        previous: { email: '[erased]', phone: '[erased]' },
      }),
    ]);
    const [{ kept: trashedEmail }] = await t.db.query<{ kept: string | null }[]>(
      `SELECT email AS kept FROM contacts_all WHERE id = $1`,
      [trashed.id],
    );
    expect(trashedEmail).toBeNull();
  });

  it('removes the same number however written, by its key: a trunk prefix the region does not use included', async () => {
    const admin = await signUp(t, { premium: true });
    const line = String(randomInt(1_000)).padStart(3, '0');
    const erased = await createContact(t, admin.email, {
      first_name: 'Uma',
      phone: `+44 20 7946 0${line}`,
    });
    const others = [];
    for (const phone of [`+44 (0)20 7946 0${line}`, `+44 (0) 20 7946 0${line}`]) {
      others.push(await createContact(t, admin.email, { first_name: 'Ula', phone }));
    }
    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    for (const other of others) {
      const shown = await call(t, 'GET', `/contacts/${other.id}`, { as: admin.email });
      expect(shown.body.phone).toBeNull();
    }
    expect(await holders(t, [`+442079460${line}`])).toEqual([]);
  });

  it("scrubs its number from text written with its code, its trunk prefix or neither, and leaves another country's number with the same digits", async () => {
    const admin = await signUp(t, { premium: true });
    const region = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: { dormancy_days: 14, timezone: 'UTC', default_region: 'GB', stages: DEFAULT_STAGES },
    });
    expect(region.status).toBe(200);
    const line = String(randomInt(1_000)).padStart(3, '0');
    const erased = await createContact(t, admin.email, {
      first_name: 'Una',
      phone: `+44 20 7946 0${line}`,
    });
    const other = await createContact(t, admin.email, { first_name: 'Ola' });
    const notes: Record<string, string> = {
      [`Rang +44 (0)20 7946 0${line}`]: 'Rang [erased]',
      [`Rang 020 7946 0${line} twice`]: 'Rang [erased] twice',
      [`Rang (020) 7946-0${line}`]: 'Rang [erased]',
      [`Rang +44 20 7946 0${line}`]: 'Rang [erased]',
      // Another country's numbers: the digits after their code are not its national number.
      [`Rang +353 20 7946 0${line}`]: `Rang +353 20 7946 0${line}`,
      [`Rang (+353) 020 7946 0${line}`]: `Rang (+353) 020 7946 0${line}`,
    };
    for (const summary of Object.keys(notes)) {
      await logInteraction(t, admin.email, other.id, { type: 'note', summary });
    }

    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    const shown = await call(t, 'GET', `/contacts/${other.id}/interactions`, {
      as: admin.email,
      query: { limit: '50' },
    });
    const summaries = shown.body.items.map((i: { summary: string }) => i.summary);
    expect(summaries.sort()).toEqual(Object.values(notes).sort());
  });

  it("takes no '[erased]' an earlier erasure left for one of its values: the copies that erasure scrubbed keep what it left", async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const shared = `ann.${u}@example.com`;
    const first = await createContact(t, admin.email, { first_name: 'Ann', email: shared });
    const second = await createContact(t, admin.email, {
      first_name: `Zed${u}`,
      last_name: `Quux${u}`,
      email: shared,
    });
    const earlier = await createContact(t, admin.email, {
      first_name: 'Qira',
      email: `q.${u}@example.com`,
    });
    const witness = await createContact(t, admin.email, { first_name: 'Cleo' });
    await logInteraction(t, admin.email, witness.id, {
      type: 'note',
      summary: `Spoke with q.${u}@example.com about Zed${u} pricing`,
    });
    const titled = await createContact(t, admin.email, {
      first_name: 'Wanda',
      title: 'Head of [erased] records',
    });
    for (const c of [earlier, first]) {
      const res = await call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email });
      expect(res.status).toBe(200);
    }
    // The second's history now shows its e-mail as "[erased]", removed by the first erasure.
    const history = await call(t, 'GET', `/contacts/${second.id}/history`, { as: admin.email });
    expect(history.body.items[0].changes).toEqual({ email: { from: '[erased]', to: null } });
    const summary = `Spoke with [erased] about Zed${u} pricing`;
    const notes = async () =>
      (await call(t, 'GET', `/contacts/${witness.id}/interactions`, { as: admin.email })).body
        .items[0].summary;
    expect(await notes()).toBe(summary);

    const res = await call(t, 'POST', `/contacts/${second.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    // "[erased]" tied neither the note to the second (its name stays) nor the title.
    expect(await notes()).toBe(summary);
    const shown = await call(t, 'GET', `/contacts/${titled.id}`, { as: admin.email });
    expect(shown.body.title).toBe('Head of [erased] records');
  });

  it("leaves the workspace's demo rows alone: a demo contact with the erased contact's e-mail keeps it", async () => {
    const admin = await signUp(t, { premium: true });
    const [demo] = await t.db.query<{ id: string; email: string }[]>(
      `SELECT id, email FROM contacts_all
        WHERE workspace_id = $1 AND is_demo AND email IS NOT NULL ORDER BY id LIMIT 1`,
      [admin.workspaceId],
    );
    expect(demo).toBeDefined();
    const erased = await createContact(t, admin.email, { first_name: 'Real', email: demo.email });
    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    const [after] = await t.db.query<{ email: string }[]>(
      `SELECT email FROM contacts_all WHERE id = $1`,
      [demo.id],
    );
    expect(after.email).toBe(demo.email);
  });

  it("scrubs a queued import's stored file across its parts, in as many parts as before", async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const email = `split.${u}@example.com`;
    const c = await createContact(t, admin.email, { first_name: 'Zoë', email });
    const MiB = 1024 * 1024;
    const header = 'Name,Email\n';
    const filler = (bytes: number) => {
      let text = '';
      for (let i = 0; text.length < bytes - 80; i++) text += `Filler,filler${i}@example.com\n`;
      return text + `Pad${'d'.repeat(bytes - text.length - 18)},p@example.com\n`;
    };
    // Her e-mail across the end of the first part, in 2 MiB and 5 bytes (three parts); and a file
    // of 1 MiB exactly that her row (her name six times beside her e-mail) makes longer. Each
    // keeps its parts, 1 MiB but the last. Another Zoë's row holds a name alone: it stays.
    const bytes = (text: string) => Buffer.byteLength(text);
    const head = header + filler(MiB - 5 - bytes(header + 'Zoë,')) + 'Zoë,';
    const split = head + email + '\n' + filler(2 * MiB + 5 - bytes(head + email + '\n'));
    const namesake = 'Zoë,z@example.com\n';
    const last = `Zoë Zoë Zoë Zoë Zoë Zoë,${email}\n`;
    const grown = header + filler(MiB - bytes(header + namesake + last)) + namesake + last;
    const fileOf = async (importId: string) => {
      const parts = await t.db.query<{ bytes: Buffer }[]>(
        `SELECT p.bytes FROM imports i JOIN import_file_parts p ON p.file_id = i.file_id
          WHERE i.id = $1 ORDER BY p.part`,
        [importId],
      );
      return {
        sizes: parts.map((p) => p.bytes.length),
        text: Buffer.concat(parts.map((p) => p.bytes)).toString(),
      };
    };
    const queued: string[] = [];
    for (const text of [split, grown]) {
      const res = await postImport(
        t,
        admin.email,
        { mapping: JSON.stringify({ Name: 'first_name', Email: 'email' }) },
        text,
      );
      expect(res.status).toBe(202);
      queued.push(res.body.id);
    }
    expect((await fileOf(queued[0])).sizes).toEqual([MiB, MiB, 5]);
    expect((await fileOf(queued[1])).sizes).toEqual([MiB]);

    expect((await call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email })).status).toBe(
      200,
    );
    const scrubbed = split.replace('Zoë', '[erased]').replace(email, '[erased]');
    // Shorter than two parts now: the second is cut short, the third empty.
    expect(bytes(scrubbed)).toBeLessThan(2 * MiB);
    expect(await fileOf(queued[0])).toEqual({
      sizes: [MiB, bytes(scrubbed) - MiB, 0],
      text: scrubbed,
    });
    expect(await fileOf(queued[1])).toEqual({
      sizes: [MiB + 4],
      text: grown.replace(last, '[erased] [erased] [erased] [erased] [erased] [erased],[erased]\n'),
    });
    for (const id of queued) await call(t, 'POST', `/imports/${id}/cancel`, { as: admin.email });
  });

  // The largest file (MAX_IMPORT_BYTES) is scrubbed the same way, in about half the statement
  // timeout on a quiet machine: the size is the benchmark's to measure, not a test's to time.
  it('scrubs a queued import of several parts a piece of whole lines at a time, a line at its middle quoting it', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().slice(0, 8);
    const email = `largest.${u}@example.com`;
    const c = await createContact(t, admin.email, { first_name: 'Zed', email });
    // Four and a half parts of rows like a CRM's export, none of them hers but one halfway.
    const header = 'First name,Last name,Email,Company,Phone,Title\n';
    const lines = [header];
    const hers = `Zed,Largest,${email},Acme,+1 212 555 0100,CEO\n`;
    let size = header.length + hers.length;
    for (let i = 0; size < 4.5 * FILE_PART_BYTES; i++) {
      if (i === 24_000) lines.push(hers);
      const line = `Person${i},Surname${i},person${i}@company${i % 97}.example,Company ${i % 1000},+1 212 555 ${String(i % 10_000).padStart(4, '0')},Sales manager\n`;
      lines.push(line);
      size += line.length;
    }
    const file = lines.join('');
    const queued = await postImport(
      t,
      admin.email,
      { mapping: JSON.stringify({ 'First name': 'first_name', Email: 'email' }) },
      file,
    );
    expect(queued.status).toBe(202);

    const erased = await call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email });
    expect(erased.status).toBe(200);
    const parts = await t.db.query<{ bytes: Buffer }[]>(
      `SELECT p.bytes FROM imports i JOIN import_file_parts p ON p.file_id = i.file_id
        WHERE i.id = $1 ORDER BY p.part`,
      [queued.body.id],
    );
    const scrubbed = file.replace(hers, `[erased],Largest,[erased],Acme,+1 212 555 0100,CEO\n`);
    const text = Buffer.concat(parts.map((p) => p.bytes)).toString();
    // Compared by length, then whole: a mismatch of megabytes is unreadable.
    expect(text.length).toBe(scrubbed.length);
    expect(text === scrubbed).toBe(true);
    expect(parts.map((p) => p.bytes.length)).toEqual([
      ...Array<number>(Math.floor(scrubbed.length / FILE_PART_BYTES)).fill(FILE_PART_BYTES),
      scrubbed.length % FILE_PART_BYTES,
    ]);
    await call(t, 'POST', `/imports/${queued.body.id}/cancel`, { as: admin.email });
  });

  it("goes first when a removal of the contact's owner waits for it, their queued import quoting it: both end", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const u = randomUUID().slice(0, 8);
    const email = `owned.${u}@example.com`;
    const c = await createContact(t, admin.email, { email, owner_id: member.userId });
    const queued = await postImport(
      t,
      member.email,
      { mapping: JSON.stringify({ Name: 'first_name', Email: 'email' }) },
      `Name,Email\nOwned,${email}\n`,
    );
    expect(queued.status).toBe(202);
    // The erasure holds the contact, then scrubs the import's file; the removal, which cancels
    // the import (its file deleted with it), waits for the member's contacts.
    const [erased, removed] = await releasedTogetherAtContact(
      t.db,
      c.id,
      () => call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email }),
      () => call(t, 'DELETE', `/team/${member.userId}`, { as: admin.email }),
    );
    expect([erased.status, removed.status]).toEqual([200, 204]);
    const rows = await t.db.query(`SELECT status, file_id, created_by FROM imports WHERE id = $1`, [
      queued.body.id,
    ]);
    expect(rows).toEqual([{ status: 'cancelled', file_id: null, created_by: null }]);
    expect(await holders(t, [email])).toEqual([]);
  });

  // Every line break the importer reads ends the header line: LF, CRLF and a lone CR.
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])(
    "leaves a queued import's header line alone: a contact named like a column keeps the column for every row (%s)",
    async (_, eol) => {
      const admin = await signUp(t, { premium: true });
      const u = randomUUID().slice(0, 8);
      const erased = await createContact(t, admin.email, {
        first_name: 'Name',
        email: `name.${u}@example.com`,
      });
      const file = [
        `Name,Email`,
        `Name,name.${u}@example.com`,
        `Ada,ada.${u}@example.com`,
        '',
      ].join(eol);
      const queued = await postImport(
        t,
        admin.email,
        { mapping: JSON.stringify({ Name: 'first_name', Email: 'email' }) },
        file,
      );
      expect(queued.status).toBe(202);

      const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
      expect(res.status).toBe(200);
      const [stored] = await t.db.query<{ text: string }[]>(
        `SELECT convert_from(string_agg(p.bytes, ''::bytea ORDER BY p.part), 'UTF8') AS text
         FROM imports i JOIN import_file_parts p ON p.file_id = i.file_id WHERE i.id = $1`,
        [queued.body.id],
      );
      expect(stored.text).toBe(
        [`Name,Email`, '[erased],[erased]', `Ada,ada.${u}@example.com`, ''].join(eol),
      );
      // The mapping still finds its columns: Ada arrives with her name (the scrubbed row fails on
      // its e-mail).
      expect(await runImport(t, admin.email, queued.body.id)).toMatchObject({
        status: 'succeeded',
        counts: expect.objectContaining({ created: 1, failed: 1 }),
      });
      const [ada] = await t.db.query<{ first_name: string }[]>(
        'SELECT first_name FROM contacts WHERE workspace_id = $1 AND email = $2',
        [admin.workspaceId, `ada.${u}@example.com`],
      );
      expect(ada).toEqual({ first_name: 'Ada' });
    },
  );

  it('scrubs stored JSON in its strings only: a contact named like a JSON literal or a key is erased, and every document keeps its shape', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().slice(0, 8);
    // "Null" is also the literal `null` of JSON text, "Field" a key of a view's filter.
    const erased = await createContact(t, admin.email, {
      first_name: 'Null',
      last_name: 'Field',
      email: `null.${u}@example.com`,
    });
    // A view tied to the contact by its e-mail.
    const view = await createView(t, admin.email, {
      name: `Field deals ${u}`,
      filter: {
        and: [
          { field: 'company', op: 'is_empty' },
          { field: 'last_name', op: 'eq', value: 'Field' },
          { field: 'email', op: 'eq', value: `null.${u}@example.com` },
        ],
      },
    });
    // Another contact whose history holds the name and the e-mail beside a null (`from`).
    const other = await createContact(t, admin.email, { first_name: 'Ada' });
    const titled = await call(t, 'PATCH', `/contacts/${other.id}`, {
      as: admin.email,
      body: { title: `Field lead (null.${u}@example.com)` },
    });
    expect(titled.status).toBe(200);
    const filterOf = async () => {
      const [row] = await t.db.query<{ filter: unknown }[]>(
        `SELECT filter FROM saved_views WHERE id = $1`,
        [view.id],
      );
      return JSON.stringify(row.filter);
    };
    const before = await filterOf();

    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);

    // The view: its keys as they were, the name gone from its value and its name.
    expect(await filterOf()).toBe(
      before.replace('"Field"', '"[erased]"').replace(`"null.${u}@example.com"`, '"[erased]"'),
    );
    const shown = await call(t, 'GET', `/views/${view.id}`, { as: admin.email });
    expect([shown.status, shown.body.name]).toEqual([200, `[erased] deals ${u}`]);
    const history = await call(t, 'GET', `/contacts/${other.id}/history`, { as: admin.email });
    expect(history.status).toBe(200);
    const change = (history.body.items as { changes: Record<string, unknown> }[]).find(
      (entry) => 'title' in entry.changes,
    );
    expect(change?.changes.title).toEqual({ from: null, to: '[erased] lead ([erased])' });
  });

  it('ties a copy to the contact by its id, e-mail or phone, never by a name alone: a contact named "Lead Eur" leaves the stage lead and the currency EUR of others alone', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().slice(0, 8);
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['*'],
    });
    try {
      // An unrelated contact, created idempotently: its history, events and answer hold "lead"
      // (its stage) and "EUR" (its currency); a view named after the stage.
      const unrelatedBody = { first_name: 'Unrelated', email: `unrelated.${u}@b.test` };
      const unrelated = await call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': `unrelated-${u}` },
        body: unrelatedBody,
      });
      expect(unrelated.status).toBe(200);
      expect([unrelated.body.stage, unrelated.body.currency]).toEqual(['lead', 'EUR']);
      const view = await createView(t, admin.email, {
        name: `Lead pipeline ${u}`,
        filter: { and: [{ field: 'stage', op: 'eq', value: 'lead' }] },
      });
      // The contact erased: created idempotently too, then edited.
      const leadBody = { first_name: 'Lead', last_name: 'Eur', email: `lead.${u}@example.com` };
      const lead = await call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': `lead-${u}` },
        body: leadBody,
      });
      expect(lead.status).toBe(200);
      const id = lead.body.id as string;
      const edited = await call(t, 'PATCH', `/contacts/${id}`, {
        as: admin.email,
        body: { title: 'Lead buyer' },
      });
      expect(edited.status).toBe(200);

      const historyOf = async (contactId: string) =>
        (await call(t, 'GET', `/contacts/${contactId}/history`, { as: admin.email })).body;
      const events = () =>
        t.db.query<{ id: string; payload: { type: string; data: unknown } }[]>(
          `SELECT id, payload FROM webhook_events WHERE workspace_id = $1 ORDER BY ${NUMBERING_ORDER}`,
          [admin.workspaceId],
        );
      const viewRow = async () =>
        (
          await t.db.query<{ name: string; filter: unknown }[]>(
            `SELECT name, filter FROM saved_views WHERE id = $1`,
            [view.id],
          )
        )[0];
      const historyBefore = await historyOf(unrelated.body.id);
      expect(JSON.stringify(historyBefore)).toContain('"to":"lead"');
      expect(JSON.stringify(historyBefore)).toContain('"to":"EUR"');
      const eventsBefore = await events();
      const carriesLead = (e: { payload: unknown }) => JSON.stringify(e.payload).includes(id);
      const others = eventsBefore.filter((e) => !carriesLead(e));
      const its = eventsBefore.filter(carriesLead);
      expect(its.map((e) => e.payload.type)).toEqual(['contact.created', 'contact.updated']);
      expect(others.map((e) => e.payload.type)).toEqual(['contact.created', 'view.created']);
      const viewBefore = await viewRow();

      const res = await call(t, 'POST', `/contacts/${id}/erase`, { as: admin.email });
      expect(res.status).toBe(200);

      // The unrelated contact's history, events, answer and the view are as they were.
      expect(await historyOf(unrelated.body.id)).toEqual(historyBefore);
      const eventsAfter = await events();
      expect(eventsAfter.filter((e) => others.some((o) => o.id === e.id))).toEqual(others);
      expect(await viewRow()).toEqual(viewBefore);
      const replayed = await call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': `unrelated-${u}` },
        body: unrelatedBody,
      });
      expect([replayed.status, replayed.body]).toEqual([200, unrelated.body]);
      // The erased contact's own copies are scrubbed (not dispatched yet: no number so far).
      expect(
        eventsAfter
          .filter((e) => its.some((o) => o.id === e.id))
          .map((e) => [e.payload.type, e.payload.data]),
      ).toEqual([
        ['contact.created', { erased: true, sequence: null }],
        ['contact.updated', { erased: true, sequence: null }],
      ]);
      const replay = await call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': `lead-${u}` },
        body: leadBody,
      });
      expect([replay.status, replay.body.detail]).toEqual([410, ERASED_ANSWER_DETAIL]);
      expect(await holders(t, [leadBody.email, 'Lead buyer'])).toEqual([]);
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  });

  it('scrubs the merge records of other contacts that kept it or its e-mail, not those of a namesake', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().slice(0, 8);
    const person = {
      first_name: 'Perpetua',
      last_name: `Gnarlbottom${u}`,
      email: `perpetua.${u}@pii.test`,
    };
    // Yolanda took in a record of the person (the same e-mail); Wanda a namesake without it.
    const yolanda = await createContact(t, admin.email, {
      first_name: 'Yolanda',
      email: `yolanda.${u}@y.test`,
    });
    const duplicate = await createContact(t, admin.email, person);
    const wanda = await createContact(t, admin.email, { first_name: 'Wanda' });
    const namesake = await createContact(t, admin.email, {
      first_name: 'Perpetua',
      last_name: person.last_name,
    });
    for (const [target, source] of [
      [yolanda.id, duplicate.id],
      [wanda.id, namesake.id],
    ]) {
      const merged = await call(t, 'POST', `/contacts/${target}/merge`, {
        as: admin.email,
        body: { source_ids: [source] },
      });
      expect(merged.status).toBe(200);
    }
    const erased = await createContact(t, admin.email, person);

    const res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);

    const mergesOf = async (contactId: string) => {
      const timeline = await call(t, 'GET', `/contacts/${contactId}/timeline`, {
        as: admin.email,
        query: { kind: 'merge' },
      });
      expect(timeline.status).toBe(200);
      return (timeline.body.items as { merge: unknown }[]).map((i) => i.merge);
    };
    expect(await mergesOf(yolanda.id)).toEqual([
      {
        merged: [
          {
            id: duplicate.id,
            first_name: '[erased]',
            last_name: '[erased]',
            email: '[erased]',
            phone: null,
          },
        ],
      },
    ]);
    expect(await mergesOf(wanda.id)).toEqual([
      {
        merged: [
          {
            id: namesake.id,
            first_name: 'Perpetua',
            last_name: person.last_name,
            email: null,
            phone: null,
          },
        ],
      },
    ]);
    const [kept] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contact_merges
        WHERE workspace_id = $1 AND merged::text LIKE '%' || $2 || '%'`,
      [admin.workspaceId, person.email],
    );
    expect(kept.n).toBe(0);
  });

  it('ties by the e-mails and phones of the duplicates merged into it, and scrubs a merge record that shares its phone alone', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    // Numbers of this test alone: the search below reads every table of the run's database.
    const numbers = [randomInt(10_000_000), randomInt(10_000_000)].map((n) => {
      const line = String(n).padStart(7, '0');
      return { written: `+1 305 ${line.slice(0, 3)} ${line.slice(3)}`, digits: `305${line}` };
    });
    const [altPhone, ownPhone] = numbers;
    const altEmail = `merl.alt.${u}@m.test`;
    const kept = await createContact(t, admin.email, {
      first_name: `Merl${u}`,
      email: `merl.${u}@m.test`,
      phone: ownPhone.written,
    });
    const duplicate = await createContact(t, admin.email, {
      first_name: `Merl${u}`,
      email: altEmail,
      phone: altPhone.written,
    });
    const other = await createContact(t, admin.email, { first_name: 'Otto' });
    const followup = await scheduleFollowup(t, admin.email, other.id, {
      title: `Write to ${altEmail} about the contract`,
    });
    await logInteraction(t, admin.email, other.id, {
      type: 'call',
      summary: `Called from ${altPhone.written}`,
    });
    const merged = await call(t, 'POST', `/contacts/${kept.id}/merge`, {
      as: admin.email,
      body: { source_ids: [duplicate.id] },
    });
    expect(merged.status).toBe(200);
    // Another contact took in a record of the person that shares the kept contact's phone alone.
    const target = await createContact(t, admin.email, { first_name: 'Tara' });
    const sharer = await createContact(t, admin.email, {
      first_name: `Merl${u}`,
      phone: ownPhone.written,
    });
    const took = await call(t, 'POST', `/contacts/${target.id}/merge`, {
      as: admin.email,
      body: { source_ids: [sharer.id] },
    });
    expect(took.status).toBe(200);

    const res = await call(t, 'POST', `/contacts/${kept.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);

    expect(await holders(t, [altEmail, altPhone.written, altPhone.digits])).toEqual([]);
    expect(await holders(t, [ownPhone.written, ownPhone.digits, `Merl${u}`])).toEqual([]);
    const title = await call(t, 'GET', `/followups/${followup.id}`, { as: admin.email });
    expect(title.body.title).toBe('Write to [erased] about the contract');
    const timeline = await call(t, 'GET', `/contacts/${target.id}/timeline`, {
      as: admin.email,
      query: { kind: 'merge' },
    });
    expect(timeline.body.items.map((i: { merge: unknown }) => i.merge)).toEqual([
      {
        merged: [
          {
            id: sharer.id,
            first_name: '[erased]',
            last_name: null,
            email: null,
            phone: '[erased]',
          },
        ],
      },
    ]);
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

  it('scrubs the e-mails and phones of its custom e-mail and phone fields too, archived ones included', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().replaceAll('-', '').slice(0, 10);
    const home = `home.${u}@example.net`;
    const mobile = `+44 7700 9${String(Number.parseInt(u.slice(0, 6), 16) % 100_000).padStart(5, '0')}`;
    const old = `old.${u}@example.org`;
    const before = `before.${u}@example.net`;
    await define(t, admin, field('home_email', 'email'));
    await define(t, admin, field('mobile', 'phone'));
    await define(t, admin, field('old_email', 'email'));
    const c = await createContact(t, admin.email, {
      first_name: 'Custom',
      email: `work.${u}@example.com`,
      custom: { home_email: before, mobile, old_email: old },
    });
    // Its history holds the e-mail it had before.
    const edited = await call(t, 'PATCH', `/contacts/${c.id}`, {
      as: admin.email,
      body: { custom: { home_email: home } },
    });
    expect(edited.status).toBe(200);
    // Views that name only its custom values, never its id or its own e-mail and phone.
    for (const [key, value] of [
      ['home_email', home],
      ['home_email', before],
      ['mobile', mobile],
      ['old_email', old],
    ]) {
      await createView(t, admin.email, {
        name: `By ${value}`,
        filter: { and: [{ field: `custom.${key}`, op: 'eq', value }] },
      });
    }
    const archived = await call(t, 'POST', '/custom-fields/old_email/archive', {
      as: admin.email,
    });
    expect(archived.status).toBe(200);
    expect(await holders(t, [home, before, mobile, old])).toEqual(
      expect.arrayContaining(['saved_views.filter', 'saved_views.name']),
    );

    const res = await call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email });
    expect(res.status).toBe(200);
    expect(await holders(t, [home, before, mobile, old])).toEqual([]);
  });

  it('erases once under two requests at once, no endpoint listening: the other is 404', async () => {
    const admin = await signUp(t, { premium: true });
    const c = await createContact(t, admin.email, { first_name: 'Twice' });
    // Both requests wait on the contact's row, then take it one after the other.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [c.id],
    });
    const erasing = [1, 2].map(() =>
      call(t, 'POST', `/contacts/${c.id}/erase`, { as: admin.email }),
    );
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const answers = await Promise.all(erasing);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const [records] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM contact_erasures WHERE contact_id = $1',
      [c.id],
    );
    expect(records.n).toBe(1);
  });

  /** Two contacts of one person (the same e-mail): the one of the lower id first. */
  async function duplicates(admin: { email: string }) {
    const email = `twice.${randomUUID().slice(0, 8)}@example.com`;
    const made = [
      await createContact(t, admin.email, { first_name: 'Once', email }),
      await createContact(t, admin.email, { first_name: 'Again', email }),
    ];
    return made.sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  /**
   * Holds the contact `lower` a moment, as another request would, and sends `first`, then
   * `second` once `first` waits: both then wait on it, and go on in that order.
   */
  async function inTurn<A, B>(lower: string, first: () => Promise<A>, second: () => Promise<B>) {
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [lower],
    });
    const a = first();
    await untilWaitingOnLocks(t.db, 1);
    const b = second();
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    return Promise.all([a, b]);
  }

  it('erases two duplicates of one person at once: each erasure locks both, in id order, and both answer', async () => {
    const admin = await signUp(t, { premium: true });
    const [lower, higher] = await duplicates(admin);
    const erase = (id: string) => () =>
      call(t, 'POST', `/contacts/${id}/erase`, { as: admin.email });
    const answers = await inTurn(lower.id, erase(lower.id), erase(higher.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const left = await t.db.query('SELECT id FROM contacts_all WHERE id = ANY($1::uuid[])', [
      [lower.id, higher.id],
    ]);
    expect(left).toEqual([]);
  });

  it('erases a contact while it is merged into its duplicate: the merge goes first, the erasure finds it merged (404)', async () => {
    const admin = await signUp(t, { premium: true });
    const [target, source] = await duplicates(admin);
    const [merged, erased] = await inTurn(
      target.id,
      () =>
        call(t, 'POST', `/contacts/${target.id}/merge`, {
          as: admin.email,
          body: { source_ids: [source.id] },
        }),
      () => call(t, 'POST', `/contacts/${source.id}/erase`, { as: admin.email }),
    );
    expect([merged.status, erased.status]).toEqual([200, 404]);
    expect(merged.body.email).toBe(target.email);
  });

  it("scrubs another contact's follow-up titles while that follow-up is completed: the erasure takes the contact first, as the completion does, and both answer", async () => {
    const admin = await signUp(t, { premium: true });
    const email = `held.${randomUUID().slice(0, 8)}@example.com`;
    const erased = await createContact(t, admin.email, { first_name: 'Held', email });
    const other = await createContact(t, admin.email, { first_name: 'Other' });
    for (const n of [1, 2]) {
      await scheduleFollowup(t, admin.email, other.id, { title: `Call ${email} (${n})` });
    }
    // The erasure's scrub reaches the first follow-up it reads, then waits on the second, held.
    const [scannedFirst, held] = await t.db.query<{ id: string }[]>(
      'SELECT id FROM followups_all WHERE contact_id = $1 ORDER BY ctid',
      [other.id],
    );
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM followups_all WHERE id = $1 FOR UPDATE',
      values: [held.id],
    });
    const erasing = call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const completing = call(t, 'POST', `/followups/${scannedFirst.id}/complete`, {
      as: admin.email,
    });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const [erasure, completion] = await Promise.all([erasing, completing]);
    expect([erasure.status, completion.status]).toEqual([200, 200]);
    expect(completion.body.title).toBe('Call [erased] (1)');
    const followups = await t.db.query<{ title: string; done: boolean }[]>(
      `SELECT title, completed_at IS NOT NULL AS done FROM followups_all
        WHERE contact_id = $1 ORDER BY title`,
      [other.id],
    );
    expect(followups).toEqual([
      { title: 'Call [erased] (1)', done: true },
      { title: 'Call [erased] (2)', done: false },
    ]);
  });

  // The merge goes first and waits on the held stage move of the merged contact, having moved to
  // the kept contact its follow-up, whose title quotes the erased contact's e-mail, and holding
  // both contacts; the erasure comes second and waits for the merged contact, which its lock read
  // as the follow-up's; a write of the kept contact comes third and waits for it. Once the merge
  // is through, the third holds the kept contact, then writes the follow-up. The erasure found
  // the contact it waited for merged away, held nothing of the follow-up's, and scrubbed its
  // title, whose trigger waited for the kept contact while the third waited for the follow-up:
  // PostgreSQL ended one of the two (503). The erasure now takes the kept contact too.
  it("erases a contact while a merge moves another contact's follow-up that quotes its e-mail: the erasure holds the kept contact before it scrubs the title, and both answer", async () => {
    const admin = await signUp(t, { premium: true });
    const email = `moved.${randomUUID().slice(0, 8)}@example.com`;
    const erased = await createContact(t, admin.email, { first_name: 'Erased', email });
    const merged = await createContact(t, admin.email, { first_name: 'Merged' });
    const kept = await createContact(t, admin.email, { first_name: 'Kept' });
    const followup = await scheduleFollowup(t, admin.email, merged.id, { title: `Call ${email}` });
    // Held past the merge's last write of the kept contact: the third, waiting for the row as
    // the merge leaves it, takes it as soon as the merge ends.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM stage_moves_all WHERE contact_id = $1 FOR UPDATE',
      values: [merged.id],
    });
    const merging = call(t, 'POST', `/contacts/${kept.id}/merge`, {
      as: admin.email,
      body: { source_ids: [merged.id] },
    });
    await untilWaitingOnLocks(t.db, 1);
    const erasing = call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 2);
    const keeping = holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR NO KEY UPDATE',
      values: [kept.id],
    });
    await untilWaitingOnLocks(t.db, 3);
    await release(blocker);
    expect((await merging).status).toBe(200);
    const third = await keeping;
    // Until the erasure waits for the third; woken by the merge's end as the third was, it may
    // take the kept contact first, now and then, and go through before it.
    let through = false;
    void erasing.finally(() => (through = true));
    while (!through && (await waitersOn(third)) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const touched = await third
      .query(
        `UPDATE followups_all SET scheduled_for = scheduled_for + interval '1 day' WHERE id = $1`,
        [followup.id],
      )
      .then(
        () => 'written',
        (error: Error) => error.message,
      );
    await release(third);
    const erasure = await erasing;
    expect([touched, erasure.status]).toEqual(['written', 200]);
    const [title] = await t.db.query<{ title: string }[]>(
      'SELECT title FROM followups_all WHERE id = $1',
      [followup.id],
    );
    expect(title).toEqual({ title: 'Call [erased]' });
  });

  // The erasure holds its contacts, the one whose follow-up quotes the erased e-mail among them,
  // and waits on a held saved view that quotes it too, its check that it holds every contact it
  // changes behind it. A follow-up scheduled meanwhile on a third contact quotes the e-mail; a
  // write then holds that contact and waits for the quoting one, which the erasure holds. The
  // erasure scrubbed the new title, whose trigger waited for the third contact while the write
  // waited for the erasure: PostgreSQL ended one of the two (503). The erasure now changes only
  // the contacts it holds, finds the third one tied once done, and takes its locks again with it.
  it('erases a contact while another contact is tied to it after its locks: the erasure takes that contact again in order, and both answer', async () => {
    const admin = await signUp(t, { premium: true });
    const email = `late.${randomUUID().slice(0, 8)}@example.com`;
    const erased = await createContact(t, admin.email, { first_name: 'Erased', email });
    const [late, quoting] = [
      await createContact(t, admin.email, { first_name: 'Late' }),
      await createContact(t, admin.email, { first_name: 'Quoting' }),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    await scheduleFollowup(t, admin.email, quoting.id, { title: `Call ${email}` });
    const view = await createView(t, admin.email, { name: `Leads of ${email}` });
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM saved_views WHERE id = $1 FOR UPDATE',
      values: [view.id],
    });
    const erasing = call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const tying = await scheduleFollowup(t, admin.email, late.id, { title: `Mail ${email}` });
    const write = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR NO KEY UPDATE',
      values: [late.id],
    });
    const touching = write
      .query(`UPDATE contacts_all SET updated_at = now() WHERE id = $1`, [quoting.id])
      .then(
        () => 'written',
        (error: Error) => error.message,
      );
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const touched = await touching;
    await release(write, 'COMMIT');
    const erasure = await erasing;
    expect([touched, erasure.status]).toEqual(['written', 200]);
    const [title] = await t.db.query<{ title: string }[]>(
      'SELECT title FROM followups_all WHERE id = $1',
      [tying.id],
    );
    expect(title).toEqual({ title: 'Mail [erased]' });
  });

  it('answers 503 with Retry-After, erasing nothing, when writes tie another contact to it each time it takes its locks again', async () => {
    const admin = await signUp(t, { premium: true });
    const email = `moving.${randomUUID().slice(0, 8)}@example.com`;
    const erased = await createContact(t, admin.email, { first_name: 'Erased', email });
    const other = await createContact(t, admin.email, { first_name: 'Other' });
    // Each attempt, as it deletes the contact, sees an interaction quoting its e-mail logged on
    // another contact it has not locked (undone with the attempt, logged again by the next).
    await t.db.query('CREATE SEQUENCE erasure_attempts');
    await t.db.query(
      `CREATE FUNCTION tie_on_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM nextval('erasure_attempts');
         INSERT INTO interactions_all (workspace_id, is_demo, contact_id, type, summary, occurred_at)
         VALUES (OLD.workspace_id, false, '${other.id}', 'call', 'Mail ${email}', now());
         RETURN NULL;
       END $$`,
    );
    await t.db.query(
      `CREATE TRIGGER tie_on_erasure AFTER DELETE ON contacts_all
         FOR EACH ROW WHEN (OLD.id = '${erased.id}') EXECUTE FUNCTION tie_on_erasure()`,
    );
    let res: Awaited<ReturnType<typeof call>>;
    let attempts: number;
    try {
      res = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
      [{ attempts }] = await t.db.query<{ attempts: number }[]>(
        `SELECT last_value::int AS attempts FROM erasure_attempts`,
      );
    } finally {
      await t.db.query('DROP TRIGGER tie_on_erasure ON contacts_all');
      await t.db.query('DROP FUNCTION tie_on_erasure()');
      await t.db.query('DROP SEQUENCE erasure_attempts');
    }
    expect(attempts).toBe(LOCKING_AGAIN_ATTEMPTS);
    expectLockWaitLost(res);
    const left = await t.db.query(
      `SELECT (SELECT count(*)::int FROM contacts_all WHERE id = $1 AND email = $2) AS contact,
              (SELECT count(*)::int FROM interactions_all WHERE contact_id = $3) AS interactions,
              (SELECT count(*)::int FROM contact_erasures WHERE contact_id = $1) AS erasures`,
      [erased.id, email, other.id],
    );
    expect(left).toEqual([{ contact: 1, interactions: 0, erasures: 0 }]);
    // Sent again once the writes have settled, it erases.
    const again = await call(t, 'POST', `/contacts/${erased.id}/erase`, { as: admin.email });
    expect(again.status).toBe(200);
  });

  // The event of an interaction logged on one contact that quotes the other's e-mail is a copy
  // of both, held a moment: the erasure of the quoted one reaches it first and waits, then the
  // other's erasure, having deleted its contact and that interaction with it, waits for it too.
  it('erases a contact while another whose interaction quotes its e-mail is erased: the erasure takes that contact before it scrubs the summary, and both answer', async () => {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    const email = `quoted.${randomUUID().slice(0, 8)}@example.com`;
    const quoted = await createContact(t, admin.email, { first_name: 'Quoted', email });
    const other = await createContact(t, admin.email, { first_name: 'Other' });
    const logged = await logInteraction(t, admin.email, other.id, { summary: `Met ${email}` });
    const [event] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM webhook_events WHERE workspace_id = $1 AND strpos(payload::text, $2) > 0`,
      [admin.workspaceId, logged.id],
    );
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM webhook_events WHERE id = $1 FOR UPDATE',
      values: [event.id],
    });
    const erasingQuoted = call(t, 'POST', `/contacts/${quoted.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const erasingOther = call(t, 'POST', `/contacts/${other.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const answers = await Promise.all([erasingQuoted, erasingOther]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const left = await t.db.query('SELECT id FROM contacts_all WHERE id = ANY($1::uuid[])', [
      [quoted.id, other.id],
    ]);
    expect(left).toEqual([]);
  });

  it("erases two people at once whose records quote each other's e-mail in an event and a contact's history: one erasure waits for the other, and both answer", async () => {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    const tag = randomUUID().slice(0, 8);
    const first = await createContact(t, admin.email, {
      first_name: 'First',
      email: `first.${tag}@example.com`,
    });
    const second = await createContact(t, admin.email, {
      first_name: 'Second',
      email: `second.${tag}@example.com`,
    });
    // The first contact's history, and the event of that edit, quote the second's e-mail; the
    // first no longer does, so the second's erasure does not take it.
    for (const company of [`via second.${tag}@example.com`, 'Acme']) {
      const edited = await call(t, 'PATCH', `/contacts/${first.id}`, {
        as: admin.email,
        body: { company },
      });
      expect(edited.status).toBe(200);
    }
    const [event] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM webhook_events WHERE workspace_id = $1 AND strpos(payload::text, $2) > 0
        ORDER BY created_at LIMIT 1`,
      [admin.workspaceId, `via second.${tag}`],
    );
    // The second's erasure waits at the shared event first, then the first's, which has deleted
    // its contact and its history: the second then holds the event and needs that history.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM webhook_events WHERE id = $1 FOR UPDATE',
      values: [event.id],
    });
    const erasingSecond = call(t, 'POST', `/contacts/${second.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const erasingFirst = call(t, 'POST', `/contacts/${first.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    const answers = await Promise.all([erasingSecond, erasingFirst]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const left = await t.db.query('SELECT id FROM contacts_all WHERE id = ANY($1::uuid[])', [
      [first.id, second.id],
    ]);
    expect(left).toEqual([]);
    expect(await holders(t, [`first.${tag}`, `second.${tag}`])).toEqual([]);
  });

  it('erases a contact while the relay numbers its event: the relay waits for the erasure and numbers the event as the erasure left it', async () => {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    const email = `relayed.${randomUUID().slice(0, 8)}@example.com`;
    await dispatchEvents(t, admin.workspaceId);
    // Its creation's event holds the contact's row as the insert selected it: the relay
    // presents it as the API does, then numbers the event.
    const contact = await createContact(t, admin.email, { first_name: 'Relayed', email });
    const [event] = await t.db.query<{ id: string; presents: string | null }[]>(
      `SELECT id, presents FROM webhook_events WHERE workspace_id = $1 AND seq IS NULL`,
      [admin.workspaceId],
    );
    expect(event.presents).not.toBeNull();
    // The erasure waits at the event first, then the relay, which read it as it was.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM webhook_events WHERE id = $1 FOR UPDATE',
      values: [event.id],
    });
    const erasing = call(t, 'POST', `/contacts/${contact.id}/erase`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const relaying = dispatchEvents(t, admin.workspaceId);
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);

    expect((await erasing).status).toBe(200);
    await expect(relaying).resolves.toBeUndefined();
    const [numbered] = await t.db.query<{ seq: string | null; payload: { data: object } }[]>(
      `SELECT seq, payload FROM webhook_events WHERE id = $1`,
      [event.id],
    );
    expect(numbered.seq).not.toBeNull();
    expect(numbered.payload.data).toMatchObject({ erased: true });
    expect(await holders(t, [email])).toEqual([]);
  });
});
