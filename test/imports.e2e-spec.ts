import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createContact, signUp } from './support/factories.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { startApp, type TestApp } from './support/test-app.js';

const MAPPING = JSON.stringify({
  'First name': 'first_name',
  'Last name': 'last_name',
  Email: 'email',
  Company: 'company',
});

describe('CSV imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ WEBHOOK_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports new contacts and edits the one an e-mail matches', async () => {
    const admin = await signUp(t, { premium: true });
    const existing = await createContact(t, admin.email, {
      first_name: 'Old',
      email: 'ada@x.example',
    });
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
      status: 'succeeded',
      counts: { rows: 3, processed: 3, created: 1, updated: 1, skipped: 0, failed: 1 },
      errors: [{ row: 3, field: 'email', message: 'email must be an email' }],
    });
    const [row] = await t.db.query(`SELECT first_name, company FROM contacts WHERE id = $1`, [
      existing.id,
    ]);
    expect(row).toEqual({ first_name: 'Ada', company: 'Engines' });
  });
});
