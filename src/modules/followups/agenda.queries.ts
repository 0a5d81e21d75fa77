import { SqlParams, tenantScope } from '../../database/sql.js';
import { contactRecordScope, type Visibility } from '../../database/visibility.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import type { AgendaBucket, AgendaWindow } from './agenda.js';
import { FOLLOWUP_COLUMNS, type FollowupRow } from './followups.queries.js';

/* The agenda's read: a workspace's open follow-ups in their buckets (rule in agenda.ts). */

/** Whose agenda: a workspace's rows (demo or not), and only this owner's when set. */
export interface AgendaTarget {
  workspaceId: string;
  demo: boolean;
  /** Only this owner's follow-ups; everyone's when absent. */
  ownerId?: string;
  /** Only the follow-ups of the contacts this member sees (TenantScope's `visibility`). */
  visibility?: Visibility;
}

/** A row of `agendaQuery`: a follow-up with its bucket and that bucket's total. */
export type AgendaRow = FollowupRow & { bucket: AgendaBucket; total: number };

/**
 * The agenda's statement: open follow-ups in the three buckets of `window` (rule in agenda.ts),
 * soonest due first, at most `limit` per bucket, each row with its bucket and the bucket's total.
 * Per bucket: its first `limit` follow-ups (an index range scan that stops at the limit) and its
 * total. The total sums the bucket's whole UTC hours from the open follow-ups' counters (migration
 * FollowupOpenCounts), at most a row per hour and owner, and counts only the partial hours at its
 * ends along the index, so a long overdue list, or a busy workspace, costs no more than a short
 * one. The rows carry `scheduled_for` as ISO 8601 text, which sorts by time byte by byte.
 */
export function agendaQuery(
  target: AgendaTarget,
  window: AgendaWindow,
  limit: number,
): Statement<AgendaRow> {
  const p = new SqlParams();
  const scope = {
    workspace: { id: target.workspaceId },
    demo: target.demo,
    visibility: target.visibility,
  };
  const where = [
    contactRecordScope(p, scope, 'f'),
    'f.completed_at IS NULL',
    `f.scheduled_for < ${p.add(window.upcomingEnd)}`,
  ];
  // The counters know the follow-ups' owners, not who sees their contacts: a member who sees
  // only some contacts has their totals counted along the index.
  const counted = scope.visibility ? null : [tenantScope(p, scope, 't')];
  if (target.ownerId !== undefined) {
    const owner = p.add(target.ownerId);
    where.push(`f.owner_id = ${owner}`);
    counted?.push(`t.owner_id = ${owner}`);
  }
  const now = p.add(window.now);
  const todayEnd = p.add(window.todayEnd);
  const upcomingEnd = p.add(window.upcomingEnd);
  // The whole hours of each bucket, [mid_lo, mid_hi): empty when the bucket lies within an hour.
  const hours = (lo: Date | null, hi: Date) => {
    const midLo = lo === null ? null : ceilHour(lo);
    const midHi = floorHour(hi);
    return [
      lo === null ? "'-infinity'::timestamptz" : `${p.add(midLo)}::timestamptz`,
      `${p.add(midLo === null || midHi > midLo ? midHi : midLo)}::timestamptz`,
    ].join(', ');
  };
  const inBucket = `${where.join(' AND ')} AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi`;
  const countedBetween = (from: string, to: string) =>
    `(SELECT count(*) FROM followups f
        WHERE ${where.join(' AND ')} AND f.scheduled_for >= ${from} AND f.scheduled_for < ${to})`;
  // The buckets with their totals first, once each (inlined, the totals would be computed again
  // for every row of the page).
  const total = !counted
    ? countedBetween('v.lo', 'v.hi')
    : `${countedBetween('v.lo', 'least(v.mid_lo, v.hi)')}
                 + ${countedBetween('greatest(v.mid_hi, v.lo)', 'v.hi')}
                 + (SELECT coalesce(sum(t.open), 0) FROM followup_open_counts t
                     WHERE ${counted.join(' AND ')} AND t.hour >= v.mid_lo AND t.hour < v.mid_hi)`;
  const text = `WITH b AS MATERIALIZED (
         SELECT v.bucket, v.lo, v.hi, (${total})::int AS total
           FROM (VALUES ('overdue', '-infinity'::timestamptz, ${now}::timestamptz, ${hours(null, window.now)}),
                        ('today', ${now}::timestamptz, ${todayEnd}::timestamptz, ${hours(window.now, window.todayEnd)}),
                        ('upcoming', ${todayEnd}::timestamptz, ${upcomingEnd}::timestamptz, ${hours(window.todayEnd, window.upcomingEnd)})
                ) AS v(bucket, lo, hi, mid_lo, mid_hi)
       )
       SELECT items.*, b.bucket, b.total
         FROM b
        CROSS JOIN LATERAL (
          SELECT ${FOLLOWUP_COLUMNS} FROM followups f WHERE ${inBucket}
           ORDER BY f.scheduled_for, f.id LIMIT ${p.add(limit)}
        ) items
        ORDER BY items.scheduled_for COLLATE "C", items.id`;
  // Everyone's agenda is read along the open follow-ups' index whatever the tenant; one owner's
  // is planned for that owner.
  return target.ownerId === undefined && !scope.visibility
    ? preparedStatement('the open follow-ups index whatever the tenant', text, p.values)
    : statement(text, p.values);
}

const HOUR_MS = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);
