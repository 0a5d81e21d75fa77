import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { call, useTestApp } from './support/test-app.js';

const BUILT_IN_HEADER = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'pipeline',
  'stage',
  'owner_id',
  'value_cents',
  'currency',
  'probability',
  'expected_close_date',
  'closed_at',
  'lost_reason',
  'tags',
  'last_activity_at',
  'next_followup_at',
  'snoozed_until',
  'created_at',
  'updated_at',
];
const OPTIONS = [
  { id: 'gold', label: 'Gold' },
  { id: 'silver', label: 'Silver Plus' },
];

/** A field of every type, in the order they are defined (the export's order). */
const FIELDS = [
  { key: 'note', label: 'Note', type: 'text' },
  { key: 'bio', label: 'Bio', type: 'long_text' },
  { key: 'score', label: 'Score', type: 'number' },
  { key: 'deal', label: 'Deal', type: 'currency' },
  { key: 'renewal', label: 'Renewal', type: 'date' },
  { key: 'met_at', label: 'Met at', type: 'datetime' },
  { key: 'vip', label: 'VIP', type: 'boolean' },
  { key: 'tier', label: 'Tier', type: 'select', options: OPTIONS },
  { key: 'perks', label: 'Perks', type: 'multi_select', options: OPTIONS },
  { key: 'site', label: 'Site', type: 'url' },
  { key: 'billing', label: 'Billing e-mail', type: 'email' },
  { key: 'desk', label: 'Desk phone', type: 'phone' },
  { key: 'rep', label: 'Rep', type: 'user' },
];

/** The export's records, header row first, the byte order mark dropped. */
function records(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text.slice(1));
}

describe('Custom fields in CSV files', () => {
  const t = useTestApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });

  async function define(admin: Member, body: Record<string, unknown>) {
    const res = await call(t, 'POST', '/custom-fields', { as: admin.email, body });
    if (res.status !== 201) throw new Error(`define failed: ${res.status} ${res.text}`);
  }

  async function archive(admin: Member, key: string) {
    const res = await call(t, 'POST', `/custom-fields/${key}/archive`, { as: admin.email });
    if (res.status !== 200) throw new Error(`archive failed: ${res.status} ${res.text}`);
  }

  async function importAndWait(
    admin: Member,
    mapping: Record<string, string>,
    file: string,
    options: { dryRun?: boolean } = {},
  ) {
    const res = await postImport(
      t,
      admin.email,
      {
        mapping: JSON.stringify(mapping),
        match_on: 'email',
        ...(options.dryRun ? { dry_run: 'true' } : {}),
      },
      file,
    );
    expect(res.status).toBe(202);
    return waitForImport(t, admin.email, res.body.id as string);
  }

  /** The stored custom values of the workspace's contacts by e-mail. */
  async function storedCustom(workspaceId: string): Promise<Record<string, unknown>> {
    const rows = await t.db.query<{ email: string; custom: Record<string, unknown> }[]>(
      `SELECT email, custom FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
      [workspaceId],
    );
    return Object.fromEntries(rows.map((r) => [r.email, r.custom]));
  }

  describe('export', () => {
    it('writes a column per active field in order, a currency as amount and code, the archived left out', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId);
      for (const field of FIELDS) await define(admin, field);
      await define(admin, { key: 'legacy', label: 'Legacy', type: 'text' });
      await define(admin, { key: 'after', label: 'After', type: 'boolean' });
      const full = await createContact(t, admin.email, {
        first_name: 'Full',
        custom: {
          legacy: 'gone',
          note: '=SUM(A1)',
          bio: 'Line one\nline "two", three',
          score: -1234.5,
          deal: { amount_minor: 150000, currency: 'EUR' },
          renewal: '2026-03-01',
          met_at: '2026-01-15T10:30:00+01:00',
          vip: false,
          tier: 'silver',
          perks: ['silver', 'gold'],
          site: 'https://example.com/a?b=c',
          billing: 'pay@example.com',
          desk: '+44 20 7946 0000',
          rep: rep.userId,
          after: true,
        },
      });
      const empty = await createContact(t, admin.email, { first_name: 'Empty' });
      await archive(admin, 'legacy');

      const res = await call(t, 'GET', '/contacts/export', { as: admin.email });
      expect(res.status).toBe(200);
      const [header, ...rows] = records(res.text);
      expect(header).toEqual([
        ...BUILT_IN_HEADER,
        'custom.note',
        'custom.bio',
        'custom.score',
        'custom.deal.amount_minor',
        'custom.deal.currency',
        'custom.renewal',
        'custom.met_at',
        'custom.vip',
        'custom.tier',
        'custom.perks',
        'custom.site',
        'custom.billing',
        'custom.desk',
        'custom.rep',
        'custom.after',
      ]);
      const byId = new Map(rows.map((r) => [r[0], r.slice(BUILT_IN_HEADER.length)]));
      expect(byId.get(full.id)).toEqual([
        "'=SUM(A1)",
        'Line one\nline "two", three',
        '-1234.5',
        '150000',
        'EUR',
        '2026-03-01',
        '2026-01-15T09:30:00.000Z',
        'false',
        'silver',
        'silver|gold',
        'https://example.com/a?b=c',
        'pay@example.com',
        "'+44 20 7946 0000",
        rep.userId,
        'true',
      ]);
      expect(byId.get(empty.id)).toEqual(Array(15).fill(''));
    });

    it('is the built-in columns alone in a workspace without custom fields', async () => {
      const admin = await signUp(t, { premium: true });
      await createContact(t, admin.email, { first_name: 'Plain' });
      const res = await call(t, 'GET', '/contacts/export', { as: admin.email });
      expect(records(res.text)[0]).toEqual(BUILT_IN_HEADER);
    });
  });

  describe('import', () => {
    /** A file of names, e-mails and four long texts (`l1` to `l4`), and its mapping. */
    const header = ['Name', 'Mail', 'L1', 'L2', 'L3', 'L4'];
    const mapping = Object.fromEntries(
      header.map((h, i) => [h, ['first_name', 'email'][i] ?? `custom.${h.toLowerCase()}`]),
    );
    const TOO_LARGE =
      "custom values of a contact, its archived fields' included, take at most 65536 bytes as JSON";

    it('maps custom.<key> and exact labels, reads each type from text, and a currency from its two columns', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId);
      for (const field of FIELDS) await define(admin, field);
      const file = csv([
        ['Name', 'Mail', 'Note', 'custom.score', 'Amount', 'Code', 'custom.renewal', 'Met at'],
        [
          'Ada',
          'ada@x.example',
          ' Hello ',
          '1234.5',
          '150000',
          'EUR',
          '2026-03-01',
          '2026-01-15T10:30:00+01:00',
        ],
        ['Bob', 'bob@x.example', '', '-7', '', '', '', ''],
      ]);
      const more = csv([
        ['Name', 'Mail', 'VIP', 'Tier', 'Perks', 'Site', 'Billing e-mail', 'Desk phone', 'Rep'],
        [
          'Cy',
          'cy@x.example',
          'Yes',
          'GOLD',
          'silver plus | gold',
          'https://x.example',
          'b@x.example',
          '020 7946',
          rep.userId,
        ],
        ['Di', 'di@x.example', '0', 'silver', 'gold', '', '', '', ''],
        ['Ed', 'ed@x.example', 'FALSE', 'Silver Plus', '', '', '', '', ''],
      ]);
      const first = await importAndWait(
        admin,
        {
          Name: 'first_name',
          Mail: 'email',
          Note: 'Note',
          'custom.score': 'custom.score',
          Amount: 'custom.deal.amount_minor',
          Code: 'custom.deal.currency',
          'custom.renewal': 'custom.renewal',
          'Met at': 'Met at',
        },
        file,
      );
      expect(first).toMatchObject({ status: 'succeeded', counts: { created: 2, failed: 0 } });
      const second = await importAndWait(
        admin,
        {
          Name: 'first_name',
          Mail: 'email',
          VIP: 'custom.vip',
          Tier: 'Tier',
          Perks: 'custom.perks',
          Site: 'Site',
          'Billing e-mail': 'custom.billing',
          'Desk phone': 'Desk phone',
          Rep: 'custom.rep',
        },
        more,
      );
      expect(second).toMatchObject({ status: 'succeeded', counts: { created: 3, failed: 0 } });
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'ada@x.example': {
          note: 'Hello',
          score: 1234.5,
          deal: { amount_minor: 150000, currency: 'EUR' },
          renewal: '2026-03-01',
          met_at: '2026-01-15T09:30:00.000Z',
        },
        'bob@x.example': { score: -7 },
        'cy@x.example': {
          vip: true,
          tier: 'gold',
          perks: ['silver', 'gold'],
          site: 'https://x.example',
          billing: 'b@x.example',
          desk: '020 7946',
          rep: rep.userId,
        },
        'di@x.example': { vip: false, tier: 'silver', perks: ['gold'] },
        'ed@x.example': { vip: false, tier: 'silver' },
      });
    });

    it("fails a bad cell's row with the field's path and the API's message", async () => {
      const admin = await signUp(t, { premium: true });
      const outsider = await signUp(t, { premium: true });
      for (const field of FIELDS) await define(admin, field);
      const mapping = {
        Name: 'first_name',
        Mail: 'email',
        Score: 'custom.score',
        Amount: 'custom.deal.amount_minor',
        Code: 'custom.deal.currency',
        VIP: 'custom.vip',
        Tier: 'custom.tier',
        Perks: 'custom.perks',
        Renewal: 'custom.renewal',
        Rep: 'custom.rep',
      };
      const header = Object.keys(mapping);
      const row = (name: string, cells: Partial<Record<string, string>>) =>
        header.map((h) =>
          h === 'Name' ? name : h === 'Mail' ? `${name}@x.example` : (cells[h] ?? ''),
        );
      const file = csv([
        header,
        row('ok', { Score: '3', Amount: '100', Code: 'USD' }),
        row('number', { Score: '12abc' }),
        row('digits', { Score: '1234567890.1234567' }),
        row('amount', { Amount: '1.5', Code: 'EUR' }),
        row('code', { Amount: '100' }),
        row('currency', { Amount: '100', Code: 'eur' }),
        row('boolean', { VIP: 'maybe' }),
        row('option', { Tier: 'Bronze' }),
        row('options', { Perks: 'gold|bronze' }),
        row('twice', { Perks: 'gold|Gold' }),
        row('date', { Renewal: '2026-02-30' }),
        row('user', { Rep: 'someone' }),
        row('stranger', { Rep: outsider.userId }),
        // More digits than a double keeps, which it would have stored rounded: 1 and 0.
        row('rounded', { Score: '1.0000000000000001' }),
        row('underflow', { Score: '1e-400' }),
      ]);
      const done = await importAndWait(admin, mapping, file);
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: { rows: 15, created: 1, failed: 14 },
      });
      const number = 'custom.score must be a finite number of at most 15 significant digits';
      // A cell's message speaks of the file's columns, not of the body's JSON.
      const currency =
        'custom.deal must be a whole amount in minor units in custom.deal.amount_minor and an ' +
        'ISO 4217 code in capitals in custom.deal.currency, both given, e.g. 150000 and EUR';
      expect(done.errors).toEqual([
        { row: 2, field: 'custom.score', message: number },
        { row: 3, field: 'custom.score', message: number },
        { row: 4, field: 'custom.deal', message: currency },
        { row: 5, field: 'custom.deal', message: currency },
        { row: 6, field: 'custom.deal', message: currency },
        {
          row: 7,
          field: 'custom.vip',
          message: 'custom.vip must be true or false, yes or no, or 1 or 0, in any case',
        },
        {
          row: 8,
          field: 'custom.tier',
          message: 'custom.tier must be the id or the label of one of its options',
        },
        {
          row: 9,
          field: 'custom.perks',
          message: 'custom.perks must be a list of distinct ids or labels of its options',
        },
        {
          row: 10,
          field: 'custom.perks',
          message: 'custom.perks must be a list of distinct ids or labels of its options',
        },
        {
          row: 11,
          field: 'custom.renewal',
          message: 'custom.renewal must be a calendar date, YYYY-MM-DD',
        },
        {
          row: 12,
          field: 'custom.rep',
          message: 'custom.rep must be the id or the e-mail of a member of this workspace',
        },
        {
          row: 13,
          field: 'custom.rep',
          message: 'custom.rep must be the id or the e-mail of a member of this workspace',
        },
        { row: 14, field: 'custom.score', message: number },
        { row: 15, field: 'custom.score', message: number },
      ]);
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'ok@x.example': { score: 3, deal: { amount_minor: 100, currency: 'USD' } },
      });
    });

    it('takes a member by e-mail in a user column, in any case, and refuses an e-mail of nobody in the workspace', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'rep', label: 'Rep', type: 'user' });
      const rep = await addMember(t, admin.workspaceId);
      const outsider = await signUp(t, { premium: true });
      const file = csv([
        ['Name', 'Mail', 'Rep'],
        ['Upper', 'upper@x.example', rep.email.toUpperCase()],
        ['Id', 'id@x.example', rep.userId],
        ['Stranger', 'stranger@x.example', outsider.email],
        ['Nobody', 'nobody@x.example', 'nobody@nowhere.example'],
      ]);
      const mapping = { Name: 'first_name', Mail: 'email', Rep: 'custom.rep' };
      const done = await importAndWait(admin, mapping, file);
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: { rows: 4, created: 2, failed: 2 },
      });
      const refused = 'custom.rep must be the id or the e-mail of a member of this workspace';
      expect(done.errors).toEqual([
        { row: 3, field: 'custom.rep', message: refused },
        { row: 4, field: 'custom.rep', message: refused },
      ]);
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'upper@x.example': { rep: rep.userId },
        'id@x.example': { rep: rep.userId },
      });
    });

    it('requires a required field of a created row, not of a matched one, whose values merge key by key', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'region', label: 'Region', type: 'text', required: true });
      await define(admin, { key: 'size', label: 'Size', type: 'number' });
      await define(admin, { key: 'tier', label: 'Tier', type: 'select', options: OPTIONS });
      const kept = await createContact(t, admin.email, {
        first_name: 'Kept',
        email: 'kept@x.example',
        custom: { region: 'EMEA', size: 10, tier: 'gold' },
      });
      const file = csv([
        ['Name', 'Mail', 'Region', 'Size'],
        ['Kept', 'kept@x.example', '', '20'],
        ['New', 'new@x.example', '', '5'],
        ['Placed', 'placed@x.example', 'APAC', ''],
      ]);
      const done = await importAndWait(
        admin,
        { Name: 'first_name', Mail: 'email', Region: 'Region', Size: 'custom.size' },
        file,
      );
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: { rows: 3, created: 1, updated: 1, failed: 1 },
      });
      expect(done.errors).toEqual([
        { row: 2, field: 'custom.region', message: 'custom.region is required' },
      ]);
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'kept@x.example': { region: 'EMEA', size: 20, tier: 'gold' },
        'placed@x.example': { region: 'APAC' },
      });
      const read = await call(t, 'GET', `/contacts/${kept.id}`, { as: admin.email });
      expect(read.body.custom).toEqual({ region: 'EMEA', size: 20, tier: 'gold' });

      // A dry run checks a matched row's values as the real run would.
      const dry = await postImport(
        t,
        admin.email,
        {
          mapping: JSON.stringify({ Name: 'first_name', Mail: 'email', Size: 'custom.size' }),
          dry_run: 'true',
        },
        csv([
          ['Name', 'Mail', 'Size'],
          ['Kept', 'kept@x.example', 'big'],
        ]),
      );
      expect(await waitForImport(t, admin.email, dry.body.id as string)).toMatchObject({
        status: 'succeeded',
        counts: { rows: 1, updated: 0, failed: 1 },
        errors: [
          {
            row: 1,
            field: 'custom.size',
            message: 'custom.size must be a finite number of at most 15 significant digits',
          },
        ],
      });

      // Without a column for it at all, every created row fails the same way.
      const unmapped = await importAndWait(
        admin,
        { Name: 'first_name', Mail: 'email' },
        csv([
          ['Name', 'Mail'],
          ['Other', 'other@x.example'],
        ]),
      );
      expect(unmapped.errors).toEqual([
        { row: 1, field: 'custom.region', message: 'custom.region is required' },
      ]);
    });

    it('fails a row whose values pass 64 KiB as PostgreSQL writes them out, alone, and imports the rest', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['l1', 'l2', 'l3', 'l4']) {
        await define(admin, { key, label: key.toUpperCase(), type: 'long_text' });
      }
      const kept = await createContact(t, admin.email, {
        first_name: 'Kept',
        email: 'kept@x.example',
        custom: { l1: 'k'.repeat(20_000), l2: 'k'.repeat(20_000) },
      });
      // 65,536 bytes as compact JSON, 65,543 as the contacts table's check measures them.
      const big = ['a', 'b', 'c'].map((c) => c.repeat(20_000)).concat('d'.repeat(5_503));
      const done = await importAndWait(
        admin,
        mapping,
        csv([
          header,
          ['Big', 'big@x.example', ...big],
          ['Small', 'small@x.example', 'x', '', '', ''],
          // Past the limit only with the values the matched contact holds.
          ['Kept', 'kept@x.example', '', '', 'c'.repeat(20_000), 'd'.repeat(20_000)],
          ['After', 'after@x.example', 'y', '', '', ''],
        ]),
      );
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: { rows: 4, created: 2, updated: 0, failed: 2 },
      });
      expect(done.errors).toEqual([
        { row: 1, field: 'custom', message: TOO_LARGE },
        { row: 3, field: 'custom', message: TOO_LARGE },
      ]);
      const stored = await storedCustom(admin.workspaceId);
      expect(Object.keys(stored).sort()).toEqual([
        'after@x.example',
        'kept@x.example',
        'small@x.example',
      ]);
      expect(stored['small@x.example']).toEqual({ l1: 'x' });
      expect(Object.keys(stored['kept@x.example'] as object)).toEqual(['l1', 'l2']);
      expect((await call(t, 'GET', `/contacts/${kept.id}`, { as: admin.email })).status).toBe(200);
    });

    it('fails in a dry run the rows the import fails for 64 KiB: stored values, archived ones and earlier rows counted', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['l0', 'l1', 'l2', 'l3', 'l4']) {
        await define(admin, { key, label: key.toUpperCase(), type: 'long_text' });
      }
      await createContact(t, admin.email, {
        first_name: 'Kept',
        email: 'kept@x.example',
        custom: { l0: 'k'.repeat(20_000), l1: 'k'.repeat(20_000), l2: 'k'.repeat(20_000) },
      });
      // Its archived value still takes room: with it, one more value passes the limit.
      await archive(admin, 'l0');
      await createContact(t, admin.email, {
        first_name: 'Grown',
        email: 'grown@x.example',
        custom: { l1: 'g'.repeat(20_000) },
      });
      const file = csv([
        header,
        ['Kept', 'kept@x.example', '', '', 'c'.repeat(20_000), ''],
        // Each fits on the contact as stored; the last passes the limit after the two before it.
        ['Grown', 'grown@x.example', '', 'a'.repeat(20_000), '', ''],
        ['Grown', 'grown@x.example', '', '', 'b'.repeat(20_000), ''],
        ['Grown', 'grown@x.example', '', '', '', 'c'.repeat(6_000)],
        ['New', 'new@x.example', 'n'.repeat(20_000), 'n'.repeat(20_000), '', ''],
        ['New', 'new@x.example', '', '', 'n'.repeat(20_000), 'n'.repeat(6_000)],
      ]);
      const outcome = {
        status: 'succeeded',
        counts: { rows: 6, created: 1, updated: 2, failed: 3 },
        errors: [
          { row: 1, field: 'custom', message: TOO_LARGE },
          { row: 4, field: 'custom', message: TOO_LARGE },
          { row: 6, field: 'custom', message: TOO_LARGE },
        ],
      };
      const before = await storedCustom(admin.workspaceId);
      expect(await importAndWait(admin, mapping, file, { dryRun: true })).toMatchObject({
        ...outcome,
        dry_run: true,
      });
      expect(await storedCustom(admin.workspaceId)).toEqual(before);

      expect(await importAndWait(admin, mapping, file)).toMatchObject(outcome);
    });

    it('counts in a dry run the values earlier batches of the file would have left, as the import does', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['l1', 'l2', 'l3', 'l4']) {
        await define(admin, { key, label: key.toUpperCase(), type: 'long_text' });
      }
      await createContact(t, admin.email, {
        first_name: 'Grown',
        email: 'grown@x.example',
        custom: { l1: 'g'.repeat(20_000) },
      });
      // Rows 1 and 2 are in the first batch of 500, rows 502 and 503 in the second: each of
      // those fits on the contact as the first batch found it, not as it left it.
      const file = csv([
        header,
        ['New', 'new@x.example', 'n'.repeat(20_000), 'n'.repeat(20_000), '', ''],
        ['Grown', 'grown@x.example', '', 'a'.repeat(20_000), '', ''],
        ...Array.from({ length: 499 }, (_, i) => [
          `Filler ${i}`,
          `filler-${i}@x.example`,
          '',
          '',
          '',
          '',
        ]),
        ['Grown', 'grown@x.example', '', '', 'b'.repeat(20_000), 'c'.repeat(6_000)],
        ['New', 'new@x.example', '', '', 'n'.repeat(20_000), 'n'.repeat(6_000)],
      ]);
      const outcome = {
        status: 'succeeded',
        counts: { rows: 503, created: 500, updated: 1, failed: 2 },
        errors: [
          { row: 502, field: 'custom', message: TOO_LARGE },
          { row: 503, field: 'custom', message: TOO_LARGE },
        ],
      };
      expect(await importAndWait(admin, mapping, file, { dryRun: true })).toMatchObject({
        ...outcome,
        dry_run: true,
      });
      expect(Object.keys(await storedCustom(admin.workspaceId))).toEqual(['grown@x.example']);

      expect(await importAndWait(admin, mapping, file)).toMatchObject(outcome);
      const stored = await storedCustom(admin.workspaceId);
      expect(Object.keys(stored['grown@x.example'] as object).sort()).toEqual(['l1', 'l2']);
      expect(Object.keys(stored['new@x.example'] as object).sort()).toEqual(['l1', 'l2']);
    });

    it('fails a row whose datetime leaves years 1 to 9999 in UTC, alone, and takes dates of years 1 to 99', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'seen', label: 'Seen', type: 'datetime', filterable: true });
      await define(admin, { key: 'founded', label: 'Founded', type: 'date', filterable: true });
      const done = await importAndWait(
        admin,
        { Name: 'first_name', Mail: 'email', Seen: 'custom.seen', Founded: 'custom.founded' },
        csv([
          ['Name', 'Mail', 'Seen', 'Founded'],
          ['Before', 'before@x.example', '2026-01-15 10:30', '0050-06-15'],
          ['Late', 'late@x.example', '9999-12-31T23:00:00-05:00', ''],
          ['Early', 'early@x.example', '0001-01-01T00:00:00+01:00', '0001-01-01'],
          ['After', 'after@x.example', '9999-12-31T23:59:59.999Z', '0001-01-01'],
        ]),
      );
      const RANGE =
        'custom.seen must be an ISO 8601 datetime from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z (UTC)';
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: { rows: 4, created: 2, failed: 2 },
      });
      expect(done.errors).toEqual([
        { row: 2, field: 'custom.seen', message: RANGE },
        { row: 3, field: 'custom.seen', message: RANGE },
      ]);
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'before@x.example': { seen: '2026-01-15T10:30:00.000Z', founded: '0050-06-15' },
        'after@x.example': { seen: '9999-12-31T23:59:59.999Z', founded: '0001-01-01' },
      });
      const copied = await t.db.query<{ key: string; ts: string }[]>(
        `SELECT f.key, to_char(v.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS ts
           FROM contact_field_values v JOIN custom_fields f ON f.id = v.field_id
          WHERE v.workspace_id = $1 ORDER BY ts`,
        [admin.workspaceId],
      );
      expect(copied).toEqual([
        { key: 'founded', ts: '0001-01-01T00:00:00.000' },
        { key: 'founded', ts: '0050-06-15T00:00:00.000' },
        { key: 'seen', ts: '2026-01-15T10:30:00.000' },
        { key: 'seen', ts: '9999-12-31T23:59:59.999' },
      ]);
    });

    it('refuses up front an unknown or archived field, half a currency, an ambiguous label and one field twice', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'deal', label: 'Deal', type: 'currency' });
      await define(admin, { key: 'old', label: 'Old', type: 'text' });
      await define(admin, { key: 'a', label: 'Same', type: 'text' });
      await define(admin, { key: 'b', label: 'Same', type: 'text' });
      await define(admin, { key: 'e', label: 'Eee', type: 'text' });
      await archive(admin, 'old');
      const refused = async (mapping: Record<string, string>) => {
        const res = await postImport(
          t,
          admin.email,
          { mapping: JSON.stringify({ Name: 'first_name', ...mapping }), match_on: 'none' },
          'Name\nA\n',
        );
        expect(res.status).toBe(422);
        expect(res.headers['content-type']).toContain('application/problem+json');
        return res.body.errors as { field: string; message: string }[];
      };
      expect(await refused({ X: 'custom.nope' })).toEqual([
        {
          field: 'mapping',
          message:
            'mapping of \'X\': unknown field "custom.nope"; valid fields: first_name, last_name, email, phone, company, title, pipeline, stage, owner_email, value_cents, currency, probability, expected_close_date, lost_reason, tags, or a custom field as custom.<key> or by its label',
        },
      ]);
      expect(await refused({ X: 'custom.old' })).toEqual([
        {
          field: 'mapping',
          message: "mapping of 'X': custom.old is archived; unarchive it to import it",
        },
      ]);
      expect(await refused({ X: 'Old' })).toEqual([
        {
          field: 'mapping',
          message:
            'mapping of \'X\': unknown field "Old"; valid fields: first_name, last_name, email, phone, company, title, pipeline, stage, owner_email, value_cents, currency, probability, expected_close_date, lost_reason, tags, or a custom field as custom.<key> or by its label',
        },
      ]);
      const currency =
        'custom.deal is a currency field; map its amount to custom.deal.amount_minor and its code to custom.deal.currency';
      expect(await refused({ X: 'custom.deal' })).toEqual([
        { field: 'mapping', message: `mapping of 'X': ${currency}` },
      ]);
      expect(await refused({ X: 'Deal' })).toEqual([
        { field: 'mapping', message: `mapping of 'X': ${currency}` },
      ]);
      expect(await refused({ X: 'custom.deal.currency' })).toEqual([
        {
          field: 'mapping',
          message:
            'mapping maps a column to custom.deal.currency but none to custom.deal.amount_minor; a currency field takes both',
        },
      ]);
      expect(await refused({ X: 'custom.old.currency' })).toEqual([
        {
          field: 'mapping',
          message: "mapping of 'X': custom.old is archived; unarchive it to import it",
        },
      ]);
      expect(await refused({ X: 'Same' })).toEqual([
        {
          field: 'mapping',
          message:
            "mapping of 'X': 'Same' is the label of custom.a, custom.b; name one as custom.<key>",
        },
      ]);
      expect(await refused({ X: 'custom.e', Y: 'Eee' })).toEqual([
        {
          field: 'mapping',
          message: "mapping maps 'X' and 'Y' to custom.e; a field takes one column",
        },
      ]);
    });

    it("maps custom.<key> to that key's field when another field has it as its label", async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'size', label: 'Size', type: 'number' });
      await define(admin, { key: 'c', label: 'custom.size', type: 'text' });
      const done = await importAndWait(
        admin,
        { Name: 'first_name', Mail: 'email', S: 'custom.size' },
        csv([
          ['Name', 'Mail', 'S'],
          ['Ada', 'ada@x.example', '12'],
        ]),
      );
      expect(done).toMatchObject({ status: 'succeeded', counts: { created: 1, failed: 0 } });
      expect(await storedCustom(admin.workspaceId)).toEqual({ 'ada@x.example': { size: 12 } });
    });
    it('maps a label and reads an option by label whatever their Unicode form', async () => {
      const admin = await signUp(t, { premium: true });
      // Defined with e and a combining acute accent; the file has é as one code point.
      const [composed, decomposed] = ['Caf\u00e9', 'Cafe\u0301'];
      await define(admin, {
        key: 'venue',
        label: `${decomposed} venue`,
        type: 'select',
        options: [{ id: 'cafe', label: decomposed }],
      });
      const done = await importAndWait(
        admin,
        { Name: 'first_name', Mail: 'email', Venue: `${composed} venue` },
        csv([
          ['Name', 'Mail', 'Venue'],
          ['Ada', 'ada@x.example', composed.toUpperCase()],
        ]),
      );
      expect(done).toMatchObject({ status: 'succeeded', counts: { created: 1, failed: 0 } });
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'ada@x.example': { venue: 'cafe' },
      });
    });

    it("finds a mapping's headers in the file whatever their Unicode form", async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'venue', label: 'Caf\u00e9', type: 'text' });
      // The mapping writes é as one code point, the file (as macOS saves it) as e and an accent.
      const done = await importAndWait(
        admin,
        { 'Pr\u00e9nom': 'first_name', Mail: 'email', 'Caf\u00e9': 'Caf\u00e9' },
        csv([
          ['Pre\u0301nom', 'Mail', 'Cafe\u0301'],
          ['Ada', 'ada@x.example', 'Le Select'],
        ]),
      );
      expect(done).toMatchObject({ status: 'succeeded', counts: { created: 1, failed: 0 } });
      expect(await storedCustom(admin.workspaceId)).toEqual({
        'ada@x.example': { venue: 'Le Select' },
      });
    });

    it('keeps a column whose header is an object member name such as __proto__', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, { key: 'note', label: 'Note', type: 'text' });
      // As a form field's JSON text: an object literal would take the key as the prototype.
      const mapping = '{"Name":"first_name","Mail":"email","__proto__":"custom.note"}';
      const res = await postImport(
        t,
        admin.email,
        { mapping, match_on: 'email' },
        csv([
          ['Name', 'Mail', '__proto__'],
          ['Ada', 'ada@x.example', 'kept'],
        ]),
      );
      expect(res.status).toBe(202);
      const done = await waitForImport(t, admin.email, res.body.id as string);
      expect(done).toMatchObject({ status: 'succeeded', counts: { created: 1, failed: 0 } });
      expect(await storedCustom(admin.workspaceId)).toEqual({ 'ada@x.example': { note: 'kept' } });
    });
  });

  it('imports an export back, value for value: into another workspace, and onto its own contacts', async () => {
    const from = await signUp(t, { premium: true });
    const rep = await addMember(t, from.workspaceId);
    const to = await signUp(t, { premium: true });
    for (const field of FIELDS) {
      await define(from, field);
      await define(to, field);
    }
    const values = {
      note: 'Quotes "and", commas',
      bio: 'Two\nlines',
      score: 0.0000001,
      deal: { amount_minor: -2500, currency: 'JPY' },
      renewal: '2026-12-31',
      met_at: '2026-06-01T12:00:00.000Z',
      vip: true,
      tier: 'gold',
      perks: ['gold', 'silver'],
      site: 'https://example.com',
      billing: 'x@example.com',
      desk: '-12',
    };
    await createContact(t, from.email, {
      first_name: 'Full',
      email: 'full@x.example',
      custom: { ...values, rep: rep.userId },
    });
    await createContact(t, from.email, {
      first_name: 'Some',
      email: 'some@x.example',
      custom: { vip: false, score: -3 },
    });
    const before = await storedCustom(from.workspaceId);
    const exported = await call(t, 'GET', '/contacts/export', { as: from.email });
    expect(exported.status).toBe(200);
    const [header] = records(exported.text);
    const mapping = Object.fromEntries(
      header
        .filter((h) => ['first_name', 'email'].includes(h) || h.startsWith('custom.'))
        .map((h) => [h, h]),
    );

    // Members are another workspace's: the member column stays behind.
    const { 'custom.rep': _rep, ...carried } = mapping;
    const into = await importAndWait(to, carried, exported.text);
    expect(into).toMatchObject({ status: 'succeeded', counts: { rows: 2, created: 2, failed: 0 } });
    expect(await storedCustom(to.workspaceId)).toEqual({
      'full@x.example': values,
      'some@x.example': { vip: false, score: -3 },
    });

    const onto = await importAndWait(from, mapping, exported.text);
    expect(onto).toMatchObject({ status: 'succeeded', counts: { rows: 2, updated: 2, failed: 0 } });
    expect(await storedCustom(from.workspaceId)).toEqual(before);
    expect(before['full@x.example']).toEqual({ ...values, rep: rep.userId });
  });
});
