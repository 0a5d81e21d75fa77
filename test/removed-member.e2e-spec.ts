import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/**
 * A member removed while their write is in flight. To hit the window every time, the removal is
 * a DELETE held uncommitted in another session: the request's reads (its own user, the
 * membership checks) still see the member, its insert then waits on the foreign key's lock of
 * the user row, and the removal commits while it waits, so the foreign key refuses the insert.
 */
describe('a member removed while their write is in flight', () => {
  let t: TestApp;
  let admin: Member;

  beforeAll(async () => {
    t = await startApp();
    admin = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function removedDuring(
    userId: string,
    write: () => Promise<{ status: number; body: Record<string, unknown> }>,
  ) {
    const remover = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await remover.connect();
    try {
      await remover.query('BEGIN');
      await remover.query('DELETE FROM users WHERE id = $1', [userId]);
      const pending = write();
      await waitForALockWait(remover);
      await remover.query('COMMIT');
      return await pending;
    } finally {
      await remover.end();
    }
  }

  /** Until a session of this database other than `remover` waits for a lock. */
  async function waitForALockWait(remover: pg.Client): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const { rows } = await remover.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND pid <> pg_backend_pid()`,
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the write never waited for the removal');
  }

  async function count(sql: string, value: string): Promise<number> {
    const [row] = await t.db.query(sql, [value]);
    return row.n;
  }

  it('answers 409 to a manager removed while creating a sequence, and creates nothing', async () => {
    const lead = await addMember(t, admin.workspaceId, 'admin');
    const res = await removedDuring(lead.userId, () =>
      call(t, 'POST', '/sequences', {
        as: lead.email,
        body: {
          name: 'Left behind',
          steps: [{ day_offset: 0, title: 'Call', channel: 'call' }],
        },
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Your account was removed from this workspace');
    expect(
      await count(`SELECT count(*)::int AS n FROM sequences WHERE name = $1`, 'Left behind'),
    ).toBe(0);
  });

  it('answers 409 to a member removed while logging an interaction, and logs nothing', async () => {
    const rep = await addMember(t, admin.workspaceId, 'member');
    const contact = await createContact(t, admin.email);
    const res = await removedDuring(rep.userId, () =>
      call(t, 'POST', `/contacts/${contact.id}/interactions`, {
        as: rep.email,
        body: { type: 'call', summary: 'Last call' },
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Your account was removed from this workspace');
    expect(
      await count(`SELECT count(*)::int AS n FROM interactions WHERE contact_id = $1`, contact.id),
    ).toBe(0);
  });

  it('answers 422 naming owner_id when the owner chosen is removed meanwhile', async () => {
    const leaver = await addMember(t, admin.workspaceId, 'member');
    const res = await removedDuring(leaver.userId, () =>
      call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Orphan', owner_id: leaver.userId },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Validation failed: owner_id is not a member of this workspace');
    expect(res.body.errors).toEqual([
      { field: 'owner_id', message: 'owner_id is not a member of this workspace' },
    ]);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = 'Orphan'`,
        admin.workspaceId,
      ),
    ).toBe(0);
  });
});
