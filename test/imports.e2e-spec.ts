import { describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_REUSED_BODY_DETAIL } from '../src/core/idempotency/idempotency.problems.js';
import { lostReasonError } from '../src/modules/contacts/contacts.rules.js';
import { UPLOAD_GONE_DETAIL, UPLOAD_STALLED_DETAIL } from '../src/modules/imports/imports.rules.js';
import { DEFAULT_STAGES, DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import { addMember, createContact, signUp } from './support/factories.js';
import {
  csv,
  multipartBody,
  postImport,
  storedFiles,
  waitForImport,
  whenNoUnclaimedFile,
} from './support/imports.js';
import { bearer, call, uniqueEmail, useTestApp } from './support/test-app.js';
import { holdAfter, release, waitersOn } from './support/row-lock.js';
import { NUMBERING_ORDER, insertEndpoint } from './support/webhooks.js';
import { useOwnDatabase } from './support/own-database.js';

const MAPPING = JSON.stringify({
  'First name': 'first_name',
  'Last name': 'last_name',
  Email: 'email',
  Company: 'company',
});
const STAGES =
  "Unknown stage 'nope'. Valid stages: lead, contacted, qualified, proposal, negotiation, won, lost";

// Thousands of contacts: kept out of the run's shared database.
useOwnDatabase();

describe('CSV imports', () => {
  const t = useTestApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });

  async function importAndWait(
    as: string,
    fields: Record<string, string>,
    file: string | Buffer,
    timeoutMs?: number,
  ) {
    const res = await postImport(t, as, fields, file);
    expect(res.status).toBe(202);
    return waitForImport(t, as, res.body.id, undefined, timeoutMs);
  }

  async function contactsOf(workspaceId: string) {
    return t.db.query<Record<string, unknown>[]>(
      `SELECT first_name, last_name, email, company, title, phone, stage, value_cents::int AS value_cents,
              tags, owner_id FROM contacts WHERE workspace_id = $1 AND NOT is_demo ORDER BY created_at, email`,
      [workspaceId],
    );
  }

  it('imports new contacts and edits the one an e-mail matches, folding case, by the PATCH rules', async () => {
    const admin = await signUp(t, { premium: true });
    const existing = await createContact(t, admin.email, {
      first_name: 'Old',
      email: 'ada@x.example',
    });
    await t.db.query(`UPDATE contacts SET last_activity_at = '2020-01-01' WHERE id = $1`, [
      existing.id,
    ]);
    const file = csv([
      ['First name', 'Last name', 'Email', 'Company'],
      ['Ada', 'Lovelace', 'ADA@x.example', 'Engines'],
      ['Grace', 'Hopper', 'grace@x.example', 'Navy'],
      ['Bad', '', 'not-an-email', ''],
    ]);
    const res = await postImport(t, admin.email, { mapping: MAPPING }, file);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'queued' });
    const done = await waitForImport(t, admin.email, res.body.id);
    expect(done).toMatchObject({
      id: res.body.id,
      status: 'succeeded',
      dry_run: false,
      counts: { rows: 3, processed: 3, created: 1, updated: 1, skipped: 0, failed: 1 },
      errors: [{ row: 3, field: 'email', message: 'email must be an email' }],
      error: null,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const [edited] = await t.db.query(
      `SELECT first_name, last_name, email, company, last_activity_at::date::text AS active FROM contacts WHERE id = $1`,
      [existing.id],
    );
    // An edit: the values of the row, the e-mail as spelled there, and no activity.
    expect(edited).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ADA@x.example',
      company: 'Engines',
      active: '2020-01-01',
    });
    const list = await call(t, 'GET', '/imports', { as: admin.email });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: res.body.id, status: 'succeeded' }),
    ]);
    expect(list.body.items[0].errors).toBeUndefined();
    // The file is not kept once the import is over.
    const [kept] = await t.db.query(
      `SELECT file_id IS NULL AS dropped FROM imports WHERE id = $1`,
      [res.body.id],
    );
    expect(kept).toEqual({ dropped: true });
    expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
  });

  it('imports 10,000 rows with duplicates and bad rows: exact counts, routing, stage moves, counters', async () => {
    const admin = await signUp(t, { premium: true });
    const reps = [await addMember(t, admin.workspaceId), await addMember(t, admin.workspaceId)];
    const routing = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: reps.map((r) => r.userId) },
    });
    expect(routing.status).toBe(200);
    for (let i = 1; i <= 20; i++) {
      await createContact(t, admin.email, {
        first_name: `Known${i}`,
        email: `row${i}@big.example`,
        owner_id: null,
      });
    }
    const rows: string[][] = [['First name', 'Email', 'Stage', 'Value', 'Tags']];
    for (let i = 1; i <= 10_000; i++) {
      let email = `row${i}@big.example`;
      if (i % 100 === 0) email = `bad-${i}`;
      if (i % 100 === 50) email = `ROW${i - 1}@big.example`;
      rows.push([`Person${i}`, email, i % 100 === 77 ? 'nope' : 'qualified', String(i), 'a | b']);
    }
    const mapping = JSON.stringify({
      'First name': 'first_name',
      Email: 'email',
      Stage: 'stage',
      Value: 'value_cents',
      Tags: 'tags',
    });
    // Most of the test's own 120 s: a machine busy with other work takes longer than 60 s.
    const done = await importAndWait(admin.email, { mapping }, csv(rows), 110_000);
    expect(done.status).toBe('succeeded');
    expect(done.counts).toEqual({
      rows: 10_000,
      processed: 10_000,
      created: 9_680,
      updated: 120,
      skipped: 0,
      failed: 200,
    });
    expect(done.errors).toHaveLength(200);
    expect(done.errors.slice(0, 3)).toEqual([
      { row: 77, field: 'stage', message: STAGES },
      { row: 100, field: 'email', message: 'email must be an email' },
      { row: 177, field: 'stage', message: STAGES },
    ]);
    const [counts] = await t.db.query(
      `SELECT count(*)::int AS contacts, count(DISTINCT lower(email))::int AS emails,
              count(*) FILTER (WHERE stage = 'qualified')::int AS qualified,
              count(*) FILTER (WHERE tags = '{a,b}')::int AS tagged,
              count(*) FILTER (WHERE owner_id = $2)::int AS first_rep,
              count(*) FILTER (WHERE owner_id = $3)::int AS second_rep
         FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
      [admin.workspaceId, reps[0].userId, reps[1].userId],
    );
    expect(counts).toEqual({
      contacts: 9_700,
      emails: 9_700,
      // Edits do not move a contact: the 20 known ones stay in the entry stage.
      qualified: 9_680,
      tagged: 9_700,
      first_rep: 4_840,
      second_rep: 4_840,
    });
    const [moves] = await t.db.query(
      `SELECT count(*)::int AS n FROM stage_moves WHERE workspace_id = $1 AND NOT is_demo AND from_stage IS NULL AND moved_by = $2`,
      [admin.workspaceId, admin.userId],
    );
    expect(moves).toEqual({ n: 9_700 });
    const [turns] = await t.db.query(
      `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
      [admin.workspaceId],
    );
    expect(turns).toEqual({ n: 9_680 });
    const board = await call(t, 'GET', '/board', { as: admin.email });
    const qualified = board.body.stages.find((c: { key: string }) => c.key === 'qualified');
    expect(qualified.count).toBe(9_680);
  }, 120_000);

  it('reads a UTF-8 BOM, semicolons, quoted fields with separators and line breaks, and CRLF', async () => {
    const admin = await signUp(t, { premium: true });
    const file =
      '\uFEFF' +
      csv(
        [
          ['First name', 'Last name', 'Email', 'Company'],
          ['Zoë', 'Ünal', 'zoe@x.example', 'Müller; Söhne "GmbH"'],
          ['Li', 'Wei', '', 'Line one\r\nline two'],
        ],
        { delimiter: ';', eol: '\r\n' },
      ) +
      '\r\n';
    const done = await importAndWait(admin.email, { mapping: MAPPING }, file);
    expect(done).toMatchObject({ status: 'succeeded', counts: { rows: 2, created: 2, failed: 0 } });
    const contacts = await contactsOf(admin.workspaceId);
    expect(contacts.map((c) => [c.first_name, c.last_name, c.email, c.company])).toEqual(
      expect.arrayContaining([
        ['Zoë', 'Ünal', 'zoe@x.example', 'Müller; Söhne "GmbH"'],
        ['Li', 'Wei', null, 'Line one\r\nline two'],
      ]),
    );
  });

  it.each([
    ['a blank line', '\r\n'],
    ['a byte order mark and blank lines', '\uFEFF\n\n'],
    ['a line of spaces', '  \t\r\n'],
  ])('skips %s before the header, as blank lines after it', async (_case, before) => {
    const admin = await signUp(t, { premium: true });
    const file =
      before +
      csv(
        [
          ['First name', 'Last name', 'Email', 'Company'],
          ['Ada', 'L', 'ada@x.example', 'Semi; colon'],
        ],
        { delimiter: ';', eol: '\r\n' },
      );
    const done = await importAndWait(admin.email, { mapping: MAPPING }, file);
    expect(done).toMatchObject({ status: 'succeeded', counts: { rows: 1, created: 1, failed: 0 } });
    const contacts = await contactsOf(admin.workspaceId);
    expect(contacts.map((c) => [c.first_name, c.email, c.company])).toEqual([
      ['Ada', 'ada@x.example', 'Semi; colon'],
    ]);
  });

  it.each([
    [
      'binary data',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      'The file is not UTF-8 text; save the spreadsheet as CSV UTF-8',
    ],
    [
      'NUL bytes',
      Buffer.from('First name,Email\nA\0,a@x.example\n'),
      'The file is not text (it holds NUL bytes); upload a CSV file',
    ],
    ['an empty file', '', 'The file has no header row'],
    [
      'a missing mapped column',
      'First name,Last name,Mail,Company\nAda,L,ada@x.example,E\n',
      "The header has no column 'Email' (named in mapping)",
    ],
  ])('fails the job on %s, writing nothing', async (_, file, message) => {
    const admin = await signUp(t, { premium: true });
    const done = await importAndWait(admin.email, { mapping: MAPPING }, file);
    expect(done).toMatchObject({
      status: 'failed',
      error: message,
      counts: { processed: 0, created: 0 },
    });
    expect(await contactsOf(admin.workspaceId)).toEqual([]);
  });

  it('fails the job on a row with another number of fields than the header, before any row is written', async () => {
    const admin = await signUp(t, { premium: true });
    const file = 'First name,Last name,Email,Company\nAda,L,ada@x.example,E\nGrace,H\n';
    const done = await importAndWait(admin.email, { mapping: MAPPING }, file);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(
      /^The file is not valid CSV: Invalid Record Length: expect 4, got 2 on line 3/,
    );
    expect(await contactsOf(admin.workspaceId)).toEqual([]);
  });

  it('answers the same counts on a dry run and writes nothing', async () => {
    const admin = await signUp(t, { premium: true });
    await createContact(t, admin.email, { first_name: 'Known', email: 'known@x.example' });
    const file = csv([
      ['First name', 'Last name', 'Email', 'Company'],
      ['A', '', 'new@x.example', ''],
      ['B', '', 'NEW@x.example', ''],
      ['C', '', 'known@x.example', 'Changed'],
      ['', '', 'empty@x.example', ''],
    ]);
    const dry = await importAndWait(admin.email, { mapping: MAPPING, dry_run: 'true' }, file);
    const expected = { rows: 4, processed: 4, created: 1, updated: 2, skipped: 0, failed: 1 };
    expect(dry).toMatchObject({ status: 'succeeded', dry_run: true, counts: expected });
    expect(dry.errors).toEqual([
      { row: 4, field: 'first_name', message: 'first_name should not be empty' },
    ]);
    expect(await contactsOf(admin.workspaceId)).toHaveLength(1);
    const real = await importAndWait(admin.email, { mapping: MAPPING }, file);
    expect(real).toMatchObject({ status: 'succeeded', dry_run: false, counts: expected });
    expect(real.errors).toEqual(dry.errors);
    const contacts = await contactsOf(admin.workspaceId);
    expect(contacts.map((c) => [c.first_name, c.email, c.company])).toEqual([
      ['C', 'known@x.example', 'Changed'],
      ['B', 'NEW@x.example', null],
    ]);
  });

  it('matches an e-mail spelled with a combining accent as the upsert does, also between two rows', async () => {
    const admin = await signUp(t, { premium: true });
    const composed = await createContact(t, admin.email, {
      first_name: 'José',
      email: 'jos\u00e9@x.example',
    });
    const upsert = await call(t, 'POST', '/contacts/upsert', {
      as: admin.email,
      body: {
        match_on: 'email',
        contact: { first_name: 'Upserted', email: 'jose\u0301@x.example' },
      },
    });
    expect(upsert.body).toMatchObject({ created: false, contact: { id: composed.id } });
    const file = csv([
      ['First name', 'Last name', 'Email', 'Company'],
      ['Imported', '', 'JOSE\u0301@x.example', ''],
      ['New', '', 'ren\u00e9@x.example', ''],
      ['Again', '', 'rene\u0301@x.example', ''],
    ]);
    const done = await importAndWait(admin.email, { mapping: MAPPING }, file);
    expect(done.counts).toMatchObject({ created: 1, updated: 2, failed: 0 });
    expect((await contactsOf(admin.workspaceId)).map((c) => [c.first_name, c.email])).toEqual([
      ['Imported', 'JOS\u00c9@x.example'],
      ['Again', 'ren\u00e9@x.example'],
    ]);
    // A member named that way, as the owner or as a `user` value, is found alike.
    const [member] = await t.db.query<{ id: string }[]>(
      `INSERT INTO users (workspace_id, email, role) VALUES ($1, $2, 'member') RETURNING id`,
      [admin.workspaceId, `ma\u00eft\u00e9-${admin.workspaceId}@x.example`],
    );
    const defined = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'csm', label: 'CSM', type: 'user' },
    });
    expect(defined.status).toBe(201);
    const named = `MAI\u0308TE\u0301-${admin.workspaceId}@x.example`;
    const owned = await importAndWait(
      admin.email,
      {
        mapping: JSON.stringify({ Name: 'first_name', Owner: 'owner_email', CSM: 'custom.csm' }),
        match_on: 'none',
      },
      csv([
        ['Name', 'Owner', 'CSM'],
        ['Owned', named, named],
      ]),
    );
    expect([owned.counts.created, owned.errors]).toEqual([1, []]);
    const [row] = await t.db.query(
      `SELECT owner_id, custom->>'csm' AS csm FROM contacts WHERE workspace_id = $1 AND first_name = 'Owned'`,
      [admin.workspaceId],
    );
    expect(row).toEqual({ owner_id: member.id, csm: member.id });
  });

  it('folds case as the database does, as the upsert: a final sigma and a dotted capital I', async () => {
    const admin = await signUp(t, { premium: true });
    // JavaScript lower-cases the last Σ of a word to ς and İ to i and a dot; PostgreSQL to σ and i.
    const greek = await createContact(t, admin.email, {
      first_name: 'Greek',
      email: 'ΟΔΟΣ@x.example',
    });
    const upsert = await call(t, 'POST', '/contacts/upsert', {
      as: admin.email,
      body: { match_on: 'email', contact: { first_name: 'Upserted', email: 'οδοσ@x.example' } },
    });
    expect(upsert.body).toMatchObject({ created: false, contact: { id: greek.id } });
    const done = await importAndWait(
      admin.email,
      { mapping: MAPPING },
      csv([
        ['First name', 'Last name', 'Email', 'Company'],
        ['Imported', '', 'ΟΔΟΣ@x.example', 'Matched'],
        ['New', '', 'İZMİR@x.example', ''],
        ['Again', '', 'izmir@x.example', 'Same'],
      ]),
    );
    expect(done.counts).toMatchObject({ created: 1, updated: 2, failed: 0 });
    expect(
      (await contactsOf(admin.workspaceId)).map((c) => [c.first_name, c.email, c.company]),
    ).toEqual([
      ['Imported', 'ΟΔΟΣ@x.example', 'Matched'],
      ['Again', 'izmir@x.example', 'Same'],
    ]);
    // A member whose address the file spells in capitals is found as the owner.
    const [member] = await t.db.query<{ id: string }[]>(
      `INSERT INTO users (workspace_id, email, role) VALUES ($1, $2, 'member') RETURNING id`,
      [admin.workspaceId, `οδοσ-${admin.workspaceId}@x.example`],
    );
    const owned = await importAndWait(
      admin.email,
      { mapping: JSON.stringify({ Name: 'first_name', Owner: 'owner_email' }), match_on: 'none' },
      csv([
        ['Name', 'Owner'],
        ['Owned', `ΟΔΟΣ-${admin.workspaceId}@x.example`],
      ]),
    );
    expect([owned.counts.created, owned.errors]).toEqual([1, []]);
    const [row] = await t.db.query(
      `SELECT owner_id FROM contacts WHERE workspace_id = $1 AND first_name = 'Owned'`,
      [admin.workspaceId],
    );
    expect(row.owner_id).toBe(member.id);
  });

  it('skips matching rows with on_match skip, and creates every row with match_on none', async () => {
    const admin = await signUp(t, { premium: true });
    await createContact(t, admin.email, { first_name: 'Known', email: 'known@x.example' });
    const file = csv([
      ['First name', 'Last name', 'Email', 'Company'],
      ['A', '', 'known@x.example', 'X'],
      ['B', '', 'fresh@x.example', ''],
      ['C', '', 'FRESH@x.example', 'Y'],
    ]);
    const skip = await importAndWait(admin.email, { mapping: MAPPING, on_match: 'skip' }, file);
    expect(skip.counts).toEqual({
      rows: 3,
      processed: 3,
      created: 1,
      updated: 0,
      skipped: 2,
      failed: 0,
    });
    expect((await contactsOf(admin.workspaceId)).map((c) => [c.first_name, c.company])).toEqual([
      ['Known', null],
      ['B', null],
    ]);
    const none = await importAndWait(admin.email, { mapping: MAPPING, match_on: 'none' }, file);
    expect(none.counts).toEqual({
      rows: 3,
      processed: 3,
      created: 3,
      updated: 0,
      skipped: 0,
      failed: 0,
    });
    expect(await contactsOf(admin.workspaceId)).toHaveLength(5);
  });

  describe('a row whose match is being deleted', () => {
    it.each([
      ['update', 'found the contact gone and failed the row with Contact not found'],
      ['skip', 'skipped the row and left no contact'],
    ])(
      'with on_match %s waits for the delete and creates the contact, where it %s',
      async (onMatch) => {
        const admin = await signUp(t, { premium: true });
        const email = uniqueEmail('trashed');
        const doomed = await createContact(t, admin.email, { first_name: 'Doomed', email });
        // A delete in flight: the contact trashed by a transaction that has not committed yet.
        const blocker = await holdAfter({
          text: `UPDATE contacts SET deleted_at = now(), deleted_by = $2 WHERE id = $1`,
          values: [doomed.id, admin.userId],
        });
        const file = csv([
          ['First name', 'Last name', 'Email', 'Company'],
          ['Again', '', email, 'Engines'],
        ]);
        const res = await postImport(t, admin.email, { mapping: MAPPING, on_match: onMatch }, file);
        expect(res.status).toBe(202);
        // Without the lock a skip never waits: the delete is committed after a while anyway.
        const deadline = Date.now() + 5_000;
        while ((await waitersOn(blocker)) === 0 && Date.now() < deadline) await sleep(10);
        await release(blocker, 'COMMIT');
        const done = await waitForImport(t, admin.email, res.body.id);
        expect(done).toMatchObject({
          status: 'succeeded',
          counts: { rows: 1, processed: 1, created: 1, updated: 0, skipped: 0, failed: 0 },
          errors: [],
        });
        const rows = await t.db.query<{ id: string; first_name: string; company: string }[]>(
          `SELECT id, first_name, company FROM contacts WHERE workspace_id = $1 AND email = $2`,
          [admin.workspaceId, email],
        );
        expect(rows).toEqual([{ id: expect.any(String), first_name: 'Again', company: 'Engines' }]);
        expect(rows[0].id).not.toBe(doomed.id);
      },
    );
  });

  it('fails a row matching two contacts, resolves owners by e-mail and refuses a non-member', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId);
    const outsider = await signUp(t, { premium: true });
    await createContact(t, admin.email, { first_name: 'One', email: 'twin@x.example' });
    await createContact(t, admin.email, { first_name: 'Two', email: 'TWIN@x.example' });
    const mapping = JSON.stringify({
      Name: 'first_name',
      Email: 'email',
      Owner: 'owner_email',
      Value: 'value_cents',
    });
    const file = csv([
      ['Name', 'Email', 'Owner', 'Value'],
      ['A', 'twin@x.example', '', ''],
      ['B', 'b@x.example', rep.email.toUpperCase(), '1500'],
      ['C', 'c@x.example', outsider.email, ''],
      ['D', 'd@x.example', '', '12.5'],
      ['E', 'e@x.example', '', 'lots'],
    ]);
    const done = await importAndWait(admin.email, { mapping }, file);
    expect(done.counts).toMatchObject({ created: 1, failed: 4 });
    expect(done.errors).toEqual([
      {
        row: 1,
        field: 'email',
        message: '2 contacts match on email; edit the right one by id (PATCH /contacts/{id})',
      },
      { row: 3, field: 'owner_email', message: 'owner_email is not a member of this workspace' },
      { row: 4, field: 'value_cents', message: 'value_cents must be an integer number' },
      { row: 5, field: 'value_cents', message: 'value_cents must be an integer number' },
    ]);
    const [b] = await t.db.query(
      `SELECT owner_id, value_cents::int AS v FROM contacts WHERE email = 'b@x.example' AND workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(b).toEqual({ owner_id: rep.userId, v: 1500 });
  });

  it('takes lost_reason by the rules of POST /contacts: a bad row fails alone', async () => {
    const admin = await signUp(t, { premium: true });
    const reasons = { lost_reasons: ['Price', 'Timing'], require_lost_reason: true };
    const set = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: { dormancy_days: 14, timezone: 'UTC', stages: DEFAULT_STAGES, ...reasons },
    });
    expect(set.status).toBe(200);
    const lost = DEFAULT_WORKSPACE_STAGES.find((s) => s.key === 'lost')!;
    const lead = DEFAULT_WORKSPACE_STAGES.find((s) => s.key === 'lead')!;
    await createContact(t, admin.email, { first_name: 'Known', email: 'known@x.example' });
    const mapping = JSON.stringify({
      Name: 'first_name',
      Email: 'email',
      Stage: 'stage',
      Reason: 'lost_reason',
    });
    const file = csv([
      ['Name', 'Email', 'Stage', 'Reason'],
      ['NoReason', 'a@x.example', 'lost', ''],
      ['Priced', 'b@x.example', 'lost', 'Price'],
      ['Open', 'c@x.example', 'lead', 'Price'],
      ['Weather', 'd@x.example', 'lost', 'Weather'],
      ['Plain', 'e@x.example', 'lead', ''],
      // A matched contact keeps its stage, and so its reason: the cells are not applied.
      ['Known', 'known@x.example', 'lost', ''],
    ]);
    const done = await importAndWait(admin.email, { mapping }, file);
    expect(done.counts).toEqual({
      rows: 6,
      processed: 6,
      created: 2,
      updated: 1,
      skipped: 0,
      failed: 3,
    });
    // The messages of the rule, as POST /contacts answers them.
    expect(done.errors).toEqual([
      { row: 1, field: 'lost_reason', message: lostReasonError(reasons, lost, undefined) },
      { row: 3, field: 'lost_reason', message: lostReasonError(reasons, lead, 'Price') },
      { row: 4, field: 'lost_reason', message: lostReasonError(reasons, lost, 'Weather') },
    ]);
    expect(done.errors[0].message).toBe(
      'lost_reason is required for a move into a lost stage; one of: Price, Timing',
    );
    const rows = await t.db.query(
      `SELECT first_name, stage, lost_reason, closed_at IS NOT NULL AS closed FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo ORDER BY first_name`,
      [admin.workspaceId],
    );
    expect(rows).toEqual([
      { first_name: 'Known', stage: 'lead', lost_reason: null, closed: false },
      { first_name: 'Plain', stage: 'lead', lost_reason: null, closed: false },
      { first_name: 'Priced', stage: 'lost', lost_reason: 'Price', closed: true },
    ]);
  });

  it('emits contact.created and contact.updated with previous, as the single writes do', async () => {
    const admin = await signUp(t, { premium: true });
    const known = await createContact(t, admin.email, {
      first_name: 'Known',
      email: 'known@x.example',
      company: 'Old',
    });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://hooks.example/crm', events: ['*'] });
    const file = csv([
      ['First name', 'Last name', 'Email', 'Company'],
      ['Known', '', 'known@x.example', 'New'],
      ['Fresh', '', 'fresh@x.example', ''],
    ]);
    await importAndWait(admin.email, { mapping: MAPPING }, file);
    const events = await t.db.query<{ type: string; data: Record<string, unknown> }[]>(
      `SELECT type, payload->'data' AS data FROM webhook_events WHERE workspace_id = $1 ORDER BY ${NUMBERING_ORDER}`,
      [admin.workspaceId],
    );
    // The batch's contacts and the import's progress commit together, then its end.
    expect(events.map((e) => e.type)).toEqual([
      'contact.updated',
      'contact.created',
      'import.progress',
      'import.finished',
    ]);
    expect(events[0].data).toMatchObject({
      contact: { id: known.id, company: 'New' },
      previous: { company: 'Old' },
      actor: { type: 'user', user_id: admin.userId },
    });
    expect(events[1].data).toMatchObject({
      contact: { first_name: 'Fresh', email: 'fresh@x.example' },
    });
  });

  describe('the upload', () => {
    it("is 402 on a free workspace, and another workspace's import is 404", async () => {
      const free = await signUp(t);
      const refused = await postImport(t, free.email, { mapping: MAPPING }, 'First name\nA\n');
      expect(refused.status).toBe(402);
      const admin = await signUp(t, { premium: true });
      const res = await postImport(
        t,
        admin.email,
        { mapping: MAPPING },
        'First name,Last name,Email,Company\n',
      );
      const other = await signUp(t, { premium: true });
      for (const [method, url] of [
        ['GET', `/imports/${res.body.id}`],
        ['POST', `/imports/${res.body.id}/cancel`],
      ] as const) {
        const answer = await call(t, method, url, { as: other.email });
        expect(answer.status).toBe(404);
        expect(answer.body.detail).toBe('Import not found');
      }
      expect((await call(t, 'GET', '/imports', { as: other.email })).body.items).toEqual([]);
    });

    it('is 409 to a member removed while uploading one, rather than left to run without its author', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId);
      const [theirs] = await t.db.query<{ id: string }[]>(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
         VALUES ($1, false, 'Theirs', 'lead', $2, now()) RETURNING id`,
        [admin.workspaceId, member.userId],
      );
      const lockWaits = async () => {
        const [row] = await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return row.n;
      };
      // The removal holds the member and their imports' turns, then waits for their contact.
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
        values: [theirs.id],
      });
      let results: [{ status: number }, { status: number; body: Record<string, unknown> }];
      try {
        const removal = call(t, 'DELETE', `/team/${member.userId}`, { as: admin.email });
        while ((await lockWaits()) < 1) await sleep(10);
        const file = 'First name,Last name,Email,Company\nAda,Lovelace,,\n';
        const uploading = postImport(t, member.email, { mapping: MAPPING }, file);
        // Uploaded once the removal holds its member: answered, or waiting for the removal.
        let answered = false;
        void uploading.finally(() => (answered = true));
        while (!answered && (await lockWaits()) < 2) await sleep(10);
        await release(blocker);
        results = await Promise.all([removal, uploading]);
      } finally {
        await release(blocker).catch(() => undefined);
      }
      const [removed, uploaded] = results;
      expect(removed.status).toBe(204);
      expect([uploaded.status, uploaded.body.detail]).toEqual([
        409,
        'Your account was removed from this workspace',
      ]);
      const rows = await t.db.query(`SELECT status FROM imports WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]);
      expect(rows).toEqual([]);
    });

    it('shows a member whose visibility is restricted only the imports they started', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId);
      const file = 'First name,Last name,Email,Company\nAda,Lovelace,,\n';
      const theirs = await importAndWait(admin.email, { mapping: MAPPING }, file);
      const own = await importAndWait(member.email, { mapping: MAPPING }, file);
      await t.db.query(`UPDATE workspaces SET member_visibility = 'own' WHERE id = $1`, [
        admin.workspaceId,
      ]);

      const listed = await call(t, 'GET', '/imports', { as: member.email });
      expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([own.id]);
      expect((await call(t, 'GET', `/imports/${own.id}`, { as: member.email })).status).toBe(200);
      for (const [method, url] of [
        ['GET', `/imports/${String(theirs.id)}`],
        ['POST', `/imports/${String(theirs.id)}/cancel`],
      ] as const) {
        const answer = await call(t, method, url, { as: member.email });
        expect([method, answer.status, answer.body.detail]).toEqual([
          method,
          404,
          'Import not found',
        ]);
      }
      const all = await call(t, 'GET', '/imports', { as: admin.email });
      expect(all.body.items.map((i: { id: string }) => i.id)).toEqual([own.id, theirs.id]);
    });

    it('is 413 over 20 MiB and 415 when not multipart', async () => {
      const admin = await signUp(t, { premium: true });
      const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
      const tooLarge = await postImport(t, admin.email, { mapping: MAPPING }, big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(tooLarge.body).toMatchObject({
        status: 413,
        detail: 'The file is larger than the 20 MiB limit of an import',
      });
      const json = await call(t, 'POST', '/imports', { as: admin.email, body: { mapping: {} } });
      expect(json.status).toBe(415);
      expect(json.body.detail).toBe(
        'Send the import as multipart/form-data with the CSV in the field file',
      );
      const [n] = await t.db.query(
        `SELECT count(*)::int AS n FROM imports WHERE workspace_id = $1`,
        [admin.workspaceId],
      );
      expect(n).toEqual({ n: 0 });
      // The 20 MiB stored before the limit was passed are deleted with the request.
      expect(await whenNoUnclaimedFile(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    });

    it('is 400 for a body cut short mid-file (a client gone), and keeps nothing of it', async () => {
      const admin = await signUp(t, { premium: true });
      const file = `First name,Last name,Email,Company\n${'A,B,,C\n'.repeat(400_000)}`;
      const { payload, contentType } = await multipartBody({ mapping: MAPPING }, file);
      const res = await t.app.inject({
        method: 'POST',
        url: '/imports',
        headers: { authorization: `Bearer dev:${admin.email}`, 'content-type': contentType },
        payload: payload.subarray(0, 2 * 1024 * 1024),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^The multipart body is malformed/);
      expect(await whenNoUnclaimedFile(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    });

    it('sweeps unclaimed files to which no part came for over an hour, not one still written to however old', async () => {
      const admin = await signUp(t, { premium: true });
      const files = await t.db.query<{ id: string }[]>(
        `INSERT INTO import_files (workspace_id, created_at, last_part_at)
           VALUES ($1, now() - interval '3 hours', now() - interval '61 minutes'),
                  ($1, now() - interval '3 hours', now() - interval '1 minute'),
                  ($1, now() - interval '59 minutes', now() - interval '59 minutes')
           RETURNING id`,
        [admin.workspaceId],
      );
      await t.db.query(
        `INSERT INTO import_file_parts (file_id, part, bytes) SELECT id, 0, 'x'::bytea FROM import_files WHERE workspace_id = $1`,
        [admin.workspaceId],
      );
      // Any later upload sweeps, whatever its outcome (here 422) and its workspace.
      const other = await signUp(t, { premium: true });
      expect((await postImport(t, other.email, { mapping: 'not json' }, 'A\n')).status).toBe(422);
      expect(await whenNoUnclaimedFile(t, other.workspaceId)).toEqual({ files: 0, parts: 0 });
      const left = await t.db.query<{ id: string }[]>(
        `SELECT id FROM import_files WHERE workspace_id = $1`,
        [admin.workspaceId],
      );
      expect(left.map((f) => f.id).sort()).toEqual([files[1].id, files[2].id].sort());
      expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 2, parts: 2 });
    });

    describe('sent slowly', () => {
      // A little over 3 MiB: 1,000 rows of an unmapped note.
      const note = 'n'.repeat(3_200);
      const file = csv([
        ['First name', 'Last name', 'Email', 'Company', 'Note'],
        ...Array.from({ length: 1_000 }, (_, i) => [`P${i + 1}`, '', '', '', note]),
      ]);
      const MiB = 1024 * 1024;

      /**
       * POST /imports whose body goes out in pieces: `sendUpTo` sends it up to an offset, `end`
       * the rest, then answers the response. The file's bytes start at `fileAt` in `payload`.
       */
      async function slowUpload(as: string) {
        const { payload, contentType } = await multipartBody({ mapping: MAPPING }, file);
        const body = new PassThrough();
        const answer = t.app.inject({
          method: 'POST',
          url: '/imports',
          headers: { ...bearer(as), 'content-type': contentType },
          payload: body,
        });
        let sent = 0;
        return {
          payload,
          fileAt: payload.indexOf('\r\n\r\n') + 4,
          sendUpTo(offset: number) {
            body.write(payload.subarray(sent, offset));
            sent = offset;
          },
          async end() {
            body.end(payload.subarray(sent));
            const res = await answer;
            return { status: res.statusCode, headers: res.headers, body: res.json() };
          },
        };
      }

      /** The workspace's one upload once it has `parts` parts. */
      async function whenParts(workspaceId: string, parts: number) {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const stored = await storedFiles(t, workspaceId);
          if (stored.parts >= parts || Date.now() > deadline) return stored;
          await sleep(20);
        }
      }

      /** Moves the workspace's files back in time: their creation and their last part. */
      async function age(
        workspaceId: string,
        createdMinutesAgo: number,
        lastPartMinutesAgo: number,
      ) {
        await t.db.query(
          `UPDATE import_files SET created_at = now() - make_interval(mins => $2),
                  last_part_at = now() - make_interval(mins => $3)
            WHERE workspace_id = $1`,
          [workspaceId, createdMinutesAgo, lastPartMinutesAgo],
        );
      }

      /** A later request from another workspace, over once its sweep is. */
      async function sweep() {
        const other = await signUp(t, { premium: true });
        expect((await postImport(t, other.email, { mapping: 'not json' }, 'A\n')).status).toBe(422);
        expect(await whenNoUnclaimedFile(t, other.workspaceId)).toEqual({ files: 0, parts: 0 });
      }

      it('keeps an upload that goes on for hours while its parts keep coming, and imports it', async () => {
        const admin = await signUp(t, { premium: true });
        expect(Buffer.byteLength(file)).toBeGreaterThan(3 * MiB);
        const upload = await slowUpload(admin.email);
        upload.sendUpTo(upload.fileAt + 1.5 * MiB);
        expect(await whenParts(admin.workspaceId, 1)).toEqual({ files: 1, parts: 1 });
        // Started three hours ago, its first part two hours ago: the next part stamps it.
        await age(admin.workspaceId, 180, 120);
        upload.sendUpTo(upload.fileAt + 2.5 * MiB);
        expect(await whenParts(admin.workspaceId, 2)).toEqual({ files: 1, parts: 2 });
        const [stamped] = await t.db.query(
          `SELECT created_at < now() - interval '3 hours' AS old,
                  last_part_at > now() - interval '1 minute' AS recent
             FROM import_files WHERE workspace_id = $1`,
          [admin.workspaceId],
        );
        expect(stamped).toEqual({ old: true, recent: true });
        await sweep();
        expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 1, parts: 2 });
        const res = await upload.end();
        expect(res.status).toBe(202);
        const done = await waitForImport(t, admin.email, res.body.id);
        expect(done).toMatchObject({
          status: 'succeeded',
          counts: { rows: 1_000, created: 1_000 },
        });
      });

      it('is 409 upload_gone when no part came for over an hour and the file was swept mid-upload', async () => {
        const admin = await signUp(t, { premium: true });
        const upload = await slowUpload(admin.email);
        upload.sendUpTo(upload.fileAt + 1.5 * MiB);
        expect(await whenParts(admin.workspaceId, 1)).toEqual({ files: 1, parts: 1 });
        await age(admin.workspaceId, 61, 61);
        await sweep();
        expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
        // The next part finds its file gone.
        const res = await upload.end();
        expect(res.status).toBe(409);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body).toEqual({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: UPLOAD_STALLED_DETAIL,
          code: 'upload_gone',
        });
        expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
        const imports = await t.db.query(`SELECT id FROM imports WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]);
        expect(imports).toEqual([]);
      });

      it('is 409 upload_gone when the whole file came but the fields stalled for over an hour', async () => {
        const admin = await signUp(t, { premium: true });
        const upload = await slowUpload(admin.email);
        // Up to the mapping's value: the file is over, its last part written.
        const mappingAt = upload.payload.indexOf(
          '\r\n\r\n',
          upload.payload.indexOf('name="mapping"'),
        );
        upload.sendUpTo(mappingAt + 4);
        const parts = Math.ceil(Buffer.byteLength(file) / MiB);
        expect(await whenParts(admin.workspaceId, parts)).toEqual({ files: 1, parts });
        await age(admin.workspaceId, 61, 61);
        await sweep();
        expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
        const res = await upload.end();
        expect(res.status).toBe(409);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body).toMatchObject({ detail: UPLOAD_GONE_DETAIL, code: 'upload_gone' });
        const imports = await t.db.query(`SELECT id FROM imports WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]);
        expect(imports).toEqual([]);
      });
    });

    it('documents its 409 upload_gone, with Retry-After, beside the Idempotency-Key one', async () => {
      const doc = (await call(t, 'GET', '/openapi.json')).body;
      const conflict = doc.paths['/imports'].post.responses['409'];
      expect(conflict.content).toEqual({
        'application/problem+json': {
          schema: { $ref: '#/components/schemas/Problem' },
          example: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: UPLOAD_GONE_DETAIL,
            code: 'upload_gone',
          },
        },
      });
      expect(conflict.description).toMatch(
        /^The upload's file was deleted before its import was recorded \(`code: upload_gone`\).*; or: A request with this Idempotency-Key is still running/,
      );
      expect(conflict.headers).toHaveProperty('Retry-After', {
        $ref: '#/components/headers/Retry-After',
      });
    });

    it.each([
      [
        { mapping: '{"First name":"first_name","X":"nickname"}', match_on: 'none' },
        'mapping',
        'mapping of \'X\': unknown field "nickname"; valid fields: first_name, last_name, email, phone, company, title, pipeline, stage, owner_email, value_cents, currency, probability, expected_close_date, lost_reason, tags',
      ],
      [
        { mapping: '{"A":"first_name","Mail":"email","E-mail":"email"}' },
        'mapping',
        "mapping maps 'Mail' and 'E-mail' to email; a field takes one column",
      ],
      [{ mapping: '{"Mail":"email"}' }, 'mapping', 'mapping must map a column to first_name'],
      [
        { mapping: '{"A":"first_name"}' },
        'match_on',
        'match_on email needs a column mapped to email (or match_on none)',
      ],
      [
        { mapping: 'not json' },
        'mapping',
        'mapping must be a JSON object of CSV header to contact field',
      ],
      [
        { mapping: MAPPING, on_match: 'merge' },
        'on_match',
        'on_match must be one of the following values: update, skip',
      ],
      [{ mapping: MAPPING, dry_run: 'yes' }, 'dry_run', 'dry_run must be true or false'],
      [
        { mapping: MAPPING, is_premium: 'true' },
        'is_premium',
        'property is_premium should not exist',
      ],
    ])('is 422 for %j', async (fields, field, message) => {
      const admin = await signUp(t, { premium: true });
      const res = await postImport(t, admin.email, fields, 'A\n');
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({ field, message });
      expect(await whenNoUnclaimedFile(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    });

    it('is 422 without a file', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await postImport(t, admin.email, { mapping: MAPPING });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'file', message: 'file is required' }]);
    });

    it('is 422 for a form field given twice, taking neither value; nothing is queued or kept', async () => {
      const admin = await signUp(t, { premium: true });
      const form = new FormData();
      form.append('file', new Blob(['First name\nAda\n']), 'contacts.csv');
      form.append('mapping', JSON.stringify({ 'First name': 'first_name' }));
      form.append('match_on', 'none');
      form.append('dry_run', 'true');
      form.append('dry_run', 'false');
      const response = new Response(form);
      const res = await t.app.inject({
        method: 'POST',
        url: '/imports',
        headers: {
          authorization: `Bearer dev:${admin.email}`,
          'content-type': response.headers.get('content-type')!,
        },
        payload: Buffer.from(await response.arrayBuffer()),
      });
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json()).toMatchObject({
        detail: 'Validation failed: dry_run is given more than once',
        errors: [{ field: 'dry_run', message: 'dry_run is given more than once' }],
      });
      const [n] = await t.db.query(
        `SELECT count(*)::int AS n FROM imports WHERE workspace_id = $1`,
        [admin.workspaceId],
      );
      expect(n).toEqual({ n: 0 });
      expect(await whenNoUnclaimedFile(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    });

    it('takes a key with contacts:write, and refuses one with contacts:read only', async () => {
      const admin = await signUp(t, { premium: true });
      const key = async (scopes: string[]) =>
        (await call(t, 'POST', '/api-keys', { as: admin.email, body: { name: 'k', scopes } })).body
          .key as string;
      const { payload, contentType } = await multipartBody(
        { mapping: MAPPING },
        'First name,Last name,Email,Company\n',
      );
      const send = (k: string) =>
        t.app.inject({
          method: 'POST',
          url: '/imports',
          headers: { 'x-api-key': k, 'content-type': contentType },
          payload,
        });
      expect((await send(await key(['contacts:read']))).statusCode).toBe(403);
      expect((await send(await key(['contacts:write']))).statusCode).toBe(202);
    });

    it('replays the same upload under one Idempotency-Key, and is 422 for another file or other fields', async () => {
      const admin = await signUp(t, { premium: true });
      const file = 'First name,Last name,Email,Company\nA,,a@key.example,\n';
      const key = { 'idempotency-key': 'import-once' };
      const first = await postImport(t, admin.email, { mapping: MAPPING }, file, key);
      expect(first.status).toBe(202);
      const again = await postImport(t, admin.email, { mapping: MAPPING }, file, key);
      expect(again.status).toBe(202);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      for (const [fields, other] of [
        [{ mapping: MAPPING }, file.replace('a@key', 'b@key')],
        [{ mapping: MAPPING, dry_run: 'true' }, file],
        [{ mapping: MAPPING }, undefined],
      ] as const) {
        const reused = await postImport(t, admin.email, fields, other, key);
        expect(reused.status).toBe(422);
        expect(reused.body).toMatchObject({
          code: 'idempotency_key_reused',
          detail: IDEMPOTENCY_KEY_REUSED_BODY_DETAIL,
        });
      }
      const imports = await t.db.query(`SELECT id FROM imports WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]);
      expect(imports).toEqual([{ id: first.body.id }]);
      // The replay's and the refused requests' files are deleted; the import's is its own.
      expect(await whenNoUnclaimedFile(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    });

    it('fingerprints a file of several parts by all its bytes: a change in its last byte is 422', async () => {
      const admin = await signUp(t, { premium: true });
      const note = 'n'.repeat(300 * 1024);
      const rows = [['First name', 'Note']];
      for (let i = 1; i <= 8; i++) rows.push([`P${i}`, note]);
      const file = csv(rows) + '\n';
      const key = { 'idempotency-key': 'import-parts' };
      const fields = { mapping: '{"First name":"first_name"}', match_on: 'none' };
      const first = await postImport(t, admin.email, fields, file, key);
      expect(first.status).toBe(202);
      const again = await postImport(t, admin.email, fields, file, key);
      expect(again.status).toBe(202);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const changed = file.slice(0, -1) + ' ';
      const reused = await postImport(t, admin.email, fields, changed, key);
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('idempotency_key_reused');
      const done = await waitForImport(t, admin.email, first.body.id);
      expect(done).toMatchObject({ status: 'succeeded', counts: { rows: 8, created: 8 } });
      expect(await whenNoUnclaimedFile(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
      expect(await storedFiles(t, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    });

    it('cancels only an import that is not over: 409 after', async () => {
      const admin = await signUp(t, { premium: true });
      const done = await importAndWait(
        admin.email,
        { mapping: MAPPING },
        'First name,Last name,Email,Company\nA,,,\n',
      );
      const res = await call(t, 'POST', `/imports/${done.id}/cancel`, { as: admin.email });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        'The import is already over; only a queued or running one can be cancelled',
      );
    });
  });
});
