import { createContact, logInteraction, type Member, scheduleFollowup } from './factories.js';
import { call, type TestApp } from './test-app.js';

/** A contact with records hanging from it, and what it was made with. */
export interface FilledContact {
  id: string;
  followupId: string;
  lastActivityAt: Date;
}

/**
 * A contact with records hanging from it: two stage moves (its creation's and one), an
 * interaction, a follow-up (due in an hour unless `followupDue` says when). `body` adds fields.
 */
export async function filledContact(
  t: TestApp,
  member: Member,
  name = 'Trashy',
  options: { body?: Record<string, unknown>; followupDue?: Date } = {},
): Promise<FilledContact> {
  const contact = await createContact(t, member.email, {
    first_name: name,
    stage: 'qualified',
    value_cents: 5_000,
    ...options.body,
  });
  const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
    as: member.email,
    body: { stage: 'proposal' },
  });
  if (moved.status !== 200) throw new Error(`stage move failed: ${moved.status} ${moved.text}`);
  await logInteraction(t, member.email, contact.id, { type: 'call', summary: 'Talked' });
  const followup = await scheduleFollowup(t, member.email, contact.id, {
    scheduled_for: (options.followupDue ?? new Date(Date.now() + 3_600_000)).toISOString(),
  });
  const [row] = await t.db.query<{ last_activity_at: Date }[]>(
    `SELECT last_activity_at FROM contacts WHERE id = $1`,
    [contact.id],
  );
  return { id: contact.id, followupId: followup.id, lastActivityAt: row.last_activity_at };
}

/** The board's proposal column, as `member` sees it. */
export async function proposalColumn(t: TestApp, member: Member) {
  const res = await call(t, 'GET', '/board', { as: member.email });
  if (res.status !== 200) throw new Error(`board failed: ${res.status} ${res.text}`);
  const column = (res.body.stages as { key: string; count: number; value_cents: number }[]).find(
    (s) => s.key === 'proposal',
  )!;
  return { count: column.count, value_cents: column.value_cents };
}

/** The workspace's open follow-ups, as the agenda counts them. */
export async function openAgendaCount(t: TestApp, member: Member) {
  const [row] = await t.db.query<{ open: number }[]>(
    `SELECT coalesce(sum(open), 0)::int AS open FROM followup_open_counts WHERE workspace_id = $1`,
    [member.workspaceId],
  );
  return row.open;
}

/** What hangs from a contact, trash included, read from the tables behind the views. */
export async function hanging(t: TestApp, contactId: string) {
  const [row] = await t.db.query<Record<string, number>[]>(
    `SELECT (SELECT count(*)::int FROM followups_all WHERE contact_id = $1) AS followups,
            (SELECT count(*)::int FROM interactions_all WHERE contact_id = $1) AS interactions,
            (SELECT count(*)::int FROM stage_moves_all WHERE contact_id = $1) AS stage_moves,
            (SELECT count(*)::int FROM followups WHERE contact_id = $1) AS live_followups,
            (SELECT count(*)::int FROM interactions WHERE contact_id = $1) AS live_interactions,
            (SELECT count(*)::int FROM stage_moves WHERE contact_id = $1) AS live_stage_moves`,
    [contactId],
  );
  return row;
}

/**
 * Everything stored of a contact, trash included: its row and every row hanging from it, each
 * as JSON, with its history entries and the webhook events that name it.
 */
export async function stored(t: TestApp, contactId: string) {
  const [row] = await t.db.query<Record<string, unknown>[]>(
    `SELECT to_jsonb(c) AS contact,
            (SELECT jsonb_agg(to_jsonb(f) ORDER BY f.id) FROM followups_all f WHERE f.contact_id = c.id) AS followups,
            (SELECT jsonb_agg(to_jsonb(i) ORDER BY i.id) FROM interactions_all i WHERE i.contact_id = c.id) AS interactions,
            (SELECT jsonb_agg(to_jsonb(m) ORDER BY m.id) FROM stage_moves_all m WHERE m.contact_id = c.id) AS stage_moves,
            (SELECT jsonb_agg(to_jsonb(e) ORDER BY e.id) FROM sequence_enrollments_all e WHERE e.contact_id = c.id) AS enrollments,
            (SELECT count(*)::int FROM contact_history h WHERE h.contact_id = c.id) AS history,
            (SELECT count(*)::int FROM webhook_events w
              WHERE w.workspace_id = c.workspace_id AND strpos(w.payload::text, c.id::text) > 0) AS events
       FROM contacts_all c WHERE c.id = $1`,
    [contactId],
  );
  return row;
}
