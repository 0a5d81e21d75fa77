import { expect } from '@jest/globals';
import { createPipelineCrmClient } from '../../clients/index.js';

/** What the walk needs done outside the API: the database is the only way to let time pass. */
export interface WalkHooks {
  /** Moves the contact's last activity `days` into the past, as if it had been idle that long. */
  idle(contactId: string, days: number): Promise<void>;
}

/** The status an answer came with, its problem (if any) alongside so a failure shows it. */
function expectStatus<T>(
  result: { data?: T; error?: unknown; response: Response },
  status: number,
): NonNullable<T> {
  expect({ status: result.response.status, error: result.error }).toEqual({
    status,
    error: undefined,
  });
  if (result.data === undefined || result.data === null) throw new Error('the answer had no body');
  return result.data;
}

/**
 * An integrator's first session through the typed client, with the bodies a program would send
 * (nulls for the fields it does not know): sign in, upgrade, create a contact, move it along the
 * pipeline, log a call, schedule a follow-up, then read the agenda, the board and the dormant list;
 * define a custom field on the way.
 */
export async function walkThroughTheApi(
  baseUrl: string,
  email: string,
  hooks: WalkHooks,
): Promise<void> {
  const crm = createPipelineCrmClient(baseUrl, { token: `dev:${email}` });

  const me = expectStatus(await crm.GET('/me'), 200);
  expect(me.user.email).toBe(email);
  expect(me.user.role).toBe('admin');
  expect(me.workspace.is_premium).toBe(false);
  expect(me.demo).toBe(true);
  expect(me.workspace.stages.map((s) => s.key)).toContain('qualified');

  const contact = {
    first_name: 'Ada',
    last_name: null,
    email: null,
    phone: null,
    company: 'Analytical Engines',
    title: null,
    owner_id: null,
    value_cents: 250_000,
    tags: ['inbound'],
  };
  // A free workspace reads demo data; the refusal is a typed problem.
  const refused = await crm.POST('/contacts', { body: contact });
  expect(refused.response.status).toBe(402);
  expect(refused.error).toEqual({
    type: 'about:blank',
    title: 'Payment Required',
    status: 402,
    code: 'premium_required',
    detail: "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
  });

  const billing = expectStatus(await crm.POST('/billing/simulate-payment'), 200);
  expect(billing).toEqual({ is_premium: true, subscription_status: null, payments: 'disabled' });

  // The workspace's own field, then a contact that has it.
  const plan = expectStatus(
    await crm.POST('/custom-fields', {
      body: { key: 'plan', label: 'Plan', type: 'select', options: [{ id: 'pro', label: 'Pro' }] },
    }),
    201,
  );
  expect(plan).toMatchObject({ key: 'plan', options: [{ id: 'pro', label: 'Pro' }] });
  const created = expectStatus(
    await crm.POST('/contacts', { body: { ...contact, custom: { plan: 'pro' } } }),
    200,
  );
  expect(created).toMatchObject({ ...contact, stage: 'lead', dormant: false, days_inactive: 0 });
  expect(created.custom).toEqual({ plan: 'pro' });
  const path = { id: created.id };

  const moved = expectStatus(
    await crm.POST('/contacts/{id}/stage', { params: { path }, body: { stage: 'qualified' } }),
    200,
  );
  expect(moved.stage).toBe('qualified');

  const call = expectStatus(
    await crm.POST('/contacts/{id}/interactions', {
      params: { path },
      body: { type: 'call', summary: 'Wants a demo for the whole team' },
    }),
    200,
  );
  expect(call).toMatchObject({ contact_id: created.id, type: 'call', created_by: me.user.id });

  // Due yesterday: overdue, whatever the time of day in the workspace's time zone.
  const due = new Date(Date.now() - 86_400_000).toISOString();
  const followup = expectStatus(
    await crm.POST('/contacts/{id}/followups', {
      params: { path },
      body: { title: 'Send the proposal', scheduled_for: due },
    }),
    200,
  );
  expect(followup).toMatchObject({ contact_id: created.id, status: 'open', completed_at: null });

  const agenda = expectStatus(await crm.GET('/agenda', { params: { query: { days: 7 } } }), 200);
  expect(agenda.counts).toEqual({ overdue: 1, today: 0, upcoming: 0 });
  expect(
    agenda.overdue.map((item) => [item.id, item.contact.first_name, item.contact.last_name]),
  ).toEqual([[followup.id, 'Ada', null]]);

  const board = expectStatus(await crm.GET('/board'), 200);
  const qualified = board.stages.find((column) => column.key === 'qualified');
  expect(qualified).toMatchObject({ count: 1, value_cents: 250_000, next_cursor: null });
  expect(qualified?.contacts.map((c) => c.id)).toEqual([created.id]);

  const fresh = expectStatus(await crm.GET('/contacts/dormant'), 200);
  expect(fresh).toEqual({
    items: [],
    next_cursor: null,
    threshold_days: me.workspace.dormancy_days,
  });

  await hooks.idle(created.id, me.workspace.dormancy_days + 1);
  const dormant = expectStatus(
    await crm.GET('/contacts/dormant', { params: { query: { limit: 10 } } }),
    200,
  );
  expect(dormant.items.map((c) => [c.id, c.dormant, c.days_inactive, c.email])).toEqual([
    [created.id, true, me.workspace.dormancy_days + 1, null],
  ]);
}
