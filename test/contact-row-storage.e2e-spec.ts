import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from './support/factories.js';
import { startApp, type TestApp } from './support/test-app.js';

/*
 * A contact's row stays whole up to 4 KB (migration ContactRowsInline): a contact with a value
 * for each of 20 custom fields, about 2 KB with its values' text beside them, keeps `custom` in
 * its row, where PostgreSQL's default moved it into the TOAST table. Counted in one REPEATABLE
 * READ transaction, rolled back, so the writes of other spec files running meanwhile do not
 * count.
 */

/** 20 values of the kinds a workspace's fields hold, about 900 bytes as jsonb. */
const TWENTY_VALUES = {
  industry: 'manufacturing',
  segment: 'mid-market',
  products: ['analytics', 'api'],
  languages: ['en', 'de'],
  account_number: 'ACC-00028423',
  referral_code: 'REF-0014FCB3DB',
  background:
    'Introduced by a partner in 2022. Runs purchasing at Zephyr Group and asked for a follow-up on pricing, onboarding and the data import.',
  employees: 1652,
  health_score: 42.3,
  annual_revenue: { currency: 'SEK', amount_minor: 225081737 },
  contract_value: { currency: 'USD', amount_minor: 3723413 },
  renewal_date: '2026-04-15',
  first_contact: '2025-03-03',
  last_demo_at: '2025-03-20T20:06:32.679Z',
  newsletter: false,
  gdpr_consent: true,
  website: 'https://www.zephyr-group.example.com/accounts/28423',
  billing_email: 'billing+28423@zephyr-group.example.com',
  assistant_phone: '+46 70 0028423',
  account_manager: '0aa8ecf6-4f4f-4e9d-9b5c-f03bed6e833c',
};

describe("A contact's row", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps 20 custom values in the row, past the 2 KB at which PostgreSQL would move them out', async () => {
    const admin = await signUp(t, { premium: true });
    const [{ toast }] = await t.db.query(
      `SELECT reltoastrelid::regclass::text AS toast FROM pg_class WHERE oid = 'contacts_all'::regclass`,
    );
    const runner = t.db.createQueryRunner();
    await runner.startTransaction('REPEATABLE READ');
    try {
      const count = async () =>
        Number((await runner.query(`SELECT count(*) AS n FROM ${toast}`))[0].n);
      const before = await count();
      const [row] = await runner.query(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone,
                company, title, custom, stage, last_activity_at)
         VALUES ($1, false, 'Ada', 'Lovelace', 'ada@zephyr-group.example.com', '+46 70 1234567',
                'Zephyr Group', 'Head of purchasing', $2::jsonb, 'lead', now())
         RETURNING id, pg_column_size(contacts.*) AS size`,
        [admin.workspaceId, JSON.stringify(TWENTY_VALUES)],
      );
      // Past PostgreSQL's threshold for moving values out (TOAST_TUPLE_THRESHOLD, 2,032 bytes).
      expect(row.size).toBeGreaterThan(2032);
      expect(await count()).toBe(before);
      const [stored] = await runner.query(`SELECT custom FROM contacts_all WHERE id = $1`, [
        row.id,
      ]);
      expect(stored.custom).toEqual(TWENTY_VALUES);

      // Past 4 KB the largest values still move out (random text, which no compression
      // shortens): about 12 KB of values and their text.
      const large = Object.fromEntries(
        Object.keys(TWENTY_VALUES).map((key) => [key, randomBytes(225).toString('base64')]),
      );
      const [big] = await runner.query(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, custom, stage, last_activity_at)
         VALUES ($1, false, 'Grace', $2::jsonb, 'lead', now()) RETURNING id`,
        [admin.workspaceId, JSON.stringify(large)],
      );
      expect(await count()).toBeGreaterThan(before);
      const [read] = await runner.query(`SELECT custom FROM contacts_all WHERE id = $1`, [big.id]);
      expect(read.custom).toEqual(large);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
