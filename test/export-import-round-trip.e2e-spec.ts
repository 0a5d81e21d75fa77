import { describe, expect, it } from '@jest/globals';
import { createContact, signUp } from './support/factories.js';
import { postImport, waitForImport } from './support/imports.js';
import { call, useTestApp } from './support/test-app.js';

/** The fields a file carries from one workspace to another (ids, owners and times stay behind). */
const CARRIED = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'stage',
  'value_cents',
  'tags',
];

describe('An export imports back', () => {
  const t = useTestApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });

  it('into another workspace, field for field: quotes, commas, accents, several tags, formula starts', async () => {
    const from = await signUp(t, { premium: true });
    const bodies = [
      {
        first_name: 'Zoë',
        last_name: 'Ångström',
        email: 'zoe@example.com',
        phone: '+44 20 7946 0000',
        company: 'Quotes "and", commas Ltd',
        title: 'Head of\nTwo Lines',
        stage: 'qualified',
        value_cents: 120_000,
        tags: ['vip', 'referral', 'q3 2026'],
      },
      { first_name: 'Grace', stage: 'won', tags: [] },
      // Whatever the export escapes against formulas comes back as it was.
      {
        first_name: '\uFF1D1+1',
        last_name: "'quoted",
        phone: '+1 555 0100',
        company: "'=SUM(A1)",
        title: '\uFF20here',
        stage: 'lead',
        tags: ['\uFF0Bx', '\uFF0Dy', "'=z", '@w'],
      },
    ];
    for (const body of bodies) await createContact(t, from.email, body);
    const exported = await call(t, 'GET', '/contacts/export', { as: from.email });
    expect(exported.status).toBe(200);

    const to = await signUp(t, { premium: true });
    const mapping = Object.fromEntries(CARRIED.map((field) => [field, field]));
    const upload = await postImport(
      t,
      to.email,
      { mapping: JSON.stringify(mapping), match_on: 'none' },
      Buffer.from(exported.text, 'utf8'),
    );
    expect(upload.status).toBe(202);
    const done = await waitForImport(t, to.email, upload.body.id as string);
    expect(done).toMatchObject({ status: 'succeeded', counts: { rows: 3, created: 3, failed: 0 } });

    const carried = async (email: string) => {
      const list = await call(t, 'GET', '/contacts', { as: email });
      return (list.body.items as Record<string, unknown>[])
        .map((c) => Object.fromEntries(CARRIED.map((field) => [field, c[field]])))
        .sort((a, b) => String(a.first_name).localeCompare(String(b.first_name)));
    };
    expect(await carried(to.email)).toEqual(await carried(from.email));
  });
});
