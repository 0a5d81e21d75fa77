import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

const BUILT_IN_HEADER = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'stage',
  'owner_id',
  'value_cents',
  'tags',
  'last_activity_at',
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
  const t = useTestApp();

  async function define(admin: Member, body: Record<string, unknown>) {
    const res = await call(t, 'POST', '/custom-fields', { as: admin.email, body });
    if (res.status !== 201) throw new Error(`define failed: ${res.status} ${res.text}`);
  }

  async function archive(admin: Member, key: string) {
    const res = await call(t, 'POST', `/custom-fields/${key}/archive`, { as: admin.email });
    if (res.status !== 200) throw new Error(`archive failed: ${res.status} ${res.text}`);
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
});
