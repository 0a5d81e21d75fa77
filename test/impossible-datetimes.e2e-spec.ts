import { describe, expect, it } from '@jest/globals';
import { createContact, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * A datetime of the right shape that names no instant (February 30th, 24:00) is refused where
 * any datetime is read, with the message a malformed one gets, and never rolled over to the
 * instant `Date` would make of it.
 */
describe('Impossible datetimes', () => {
  const t = useTestApp();
  const IMPOSSIBLE = ['2026-02-30T10:00:00Z', '2026-01-01T24:00:00', '2026-06-31 08:00'];

  it('are refused as a follow-up time, and nothing is scheduled', async () => {
    const admin = await signUp(t, { premium: true });
    const contact = await createContact(t, admin.email);
    for (const scheduled_for of IMPOSSIBLE) {
      const res = await call(t, 'POST', `/contacts/${contact.id}/followups`, {
        as: admin.email,
        body: { title: 'Call', scheduled_for },
      });
      expect({ scheduled_for, status: res.status, errors: res.body.errors }).toEqual({
        scheduled_for,
        status: 422,
        errors: [
          {
            field: 'scheduled_for',
            message: 'scheduled_for must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z',
          },
        ],
      });
    }
    expect(
      await t.db.query('SELECT id FROM followups WHERE contact_id = $1', [contact.id]),
    ).toEqual([]);
  });

  it("are refused as a report's bounds", async () => {
    const admin = await signUp(t, { premium: true });
    for (const from of IMPOSSIBLE) {
      const res = await call(t, 'GET', '/reports/pipeline', { as: admin.email, query: { from } });
      expect({
        from,
        status: res.status,
        fields: res.body.errors?.map((e: { field: string }) => e.field),
      }).toEqual({
        from,
        status: 422,
        fields: ['from'],
      });
    }
  });

  it('are refused as a custom datetime value, on create and edit, nothing stored', async () => {
    const admin = await signUp(t, { premium: true });
    const defined = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'dt', label: 'DT', type: 'datetime' },
    });
    expect(defined.status).toBe(201);
    const contact = await createContact(t, admin.email, {
      custom: { dt: '2026-02-28T10:00:00+01:00' },
    });
    expect(contact.custom).toEqual({ dt: '2026-02-28T09:00:00.000Z' });
    const refused = [
      {
        field: 'custom.dt',
        message: 'custom.dt must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z',
      },
    ];
    for (const dt of IMPOSSIBLE) {
      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Bad', custom: { dt } },
      });
      expect([created.status, created.body.errors]).toEqual([422, refused]);
      const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { dt } },
      });
      expect([edited.status, edited.body.errors]).toEqual([422, refused]);
    }
    expect(
      await t.db.query('SELECT custom FROM contacts WHERE workspace_id = $1 AND NOT is_demo', [
        admin.workspaceId,
      ]),
    ).toEqual([{ custom: { dt: '2026-02-28T09:00:00.000Z' } }]);
  });
});
