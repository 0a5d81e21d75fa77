import { preparedStatement, type Statement } from '../../database/statement.js';
import type { MemberVisibility } from '../../database/visibility.js';
import { STREAM_LEASE_SECONDS } from '../../tenancy/event-recording.js';
import { GROUP_MATES } from '../../tenancy/tenancy.queries.js';
import type { Role } from '../../tenancy/user.entity.js';

/** The events of groups, each of which may change what members see (`changesVisibility`). */
export const VISIBILITY_EVENT_PREFIX = 'group.';
/**
 * A change of the tier, which may change what members see: it says whose groups count (a free
 * workspace's demo groups, a premium one's own), and so a member's group mates.
 */
export const TIER_CHANGED = 'workspace.tier_changed';
/** The settings whose change (`settings.updated`, in its `previous`) may change what members see. */
export const VISIBILITY_SETTINGS = ['member_visibility', 'unassigned_visible'] as const;

/** The name of lease `l`'s record (`LeaseRow.record`): exact, as `extract` answers a numeric. */
const RECORD_OF_LEASE = `(extract(epoch FROM l.recorded_since) * 1000000)::bigint::text`;
/**
 * Where lease `l`'s record stands for the team (`ViewerRow.record`): its start, or the team's last
 * change since (`noteTeamChange`), whichever is later, in whole microseconds since 1970. A stream's
 * point carries it as of its last read of its member (`streamPoint`), so a point read after a
 * change of the team resumes past it, and one read before it is reset.
 */
const STAND_OF_LEASE = `(extract(epoch FROM greatest(l.recorded_since, l.team_changed_at)) * 1000000)`;

/** A workspace's stream lease as an instance holding its streams took or renewed it. */
export interface LeaseRow {
  workspace_id: string;
  /** Since when every event of the workspace has been recorded without a break. */
  recorded_since: Date;
  /** That record's name: `recorded_since` in whole microseconds since 1970, as text. */
  record: string;
}

/**
 * Takes or renews the stream leases of `workspaceIds` (those of the streams an instance holds),
 * so every event of theirs is recorded from now on. A lease that had lapsed starts a new unbroken
 * record (`recorded_since`): what happened while it lapsed was not recorded, so no stream may
 * resume across it. Workspaces that are gone are skipped.
 */
export function holdStreamLeases(workspaceIds: readonly string[]): Statement<LeaseRow> {
  return preparedStatement(
    'an upsert by keys, one per workspace streamed from an instance',
    `INSERT INTO event_stream_leases AS l (workspace_id, renewed_at, recorded_since)
     SELECT w.id, now(), now() FROM workspaces w WHERE w.id = ANY($1::uuid[])
     ON CONFLICT (workspace_id) DO UPDATE
        SET renewed_at = now(),
            recorded_since = CASE WHEN l.renewed_at > now() - make_interval(secs => $2)
                                  THEN l.recorded_since ELSE now() END
     RETURNING l.workspace_id, l.recorded_since, ${RECORD_OF_LEASE} AS record`,
    [workspaceIds, STREAM_LEASE_SECONDS],
  );
}

/**
 * The workspace `workspace` (an expression)'s team as a fingerprint, `<members>:<checksum>:<keys>`:
 * its real members and their roles, and its API keys. It changes when a member joins, leaves or
 * changes role, or a key is made or revoked, none of which is an event: each read of the store
 * carries it, so a stream on any instance notices such a change before it sends what was written
 * after it, and reads its member again (with the members' ids and keys, `viewersNow`: a count or
 * a checksum cannot tell a member leaving as another joins).
 */
function teamOf(workspace: string): string {
  return `(SELECT count(*) || ':' || coalesce(sum(hashtext(t.id::text || t.role)), 0) || ':' ||
                  (SELECT coalesce(sum(hashtext(k.id::text)), 0) FROM api_keys k
                    WHERE k.workspace_id = ${workspace})
             FROM users t WHERE t.workspace_id = ${workspace} AND NOT t.is_demo)`;
}

/** Where a workspace's events stand: the last number given, and whether any wait for one. */
export interface EventHeadRow {
  workspace_id: string;
  last_seq: string;
  /** Recorded events not numbered yet (the stream's instance numbers them itself). */
  waiting: boolean;
  /** Its team as of now (`teamOf`). */
  team: string;
}

/**
 * The heads of `workspaceIds`' events and their teams: one statement per poll of an instance,
 * however many.
 */
export function eventHeads(workspaceIds: readonly string[]): Statement<EventHeadRow> {
  return preparedStatement(
    'a lookup by key per workspace and a probe of the partial index of the undispatched events',
    `SELECT w.id AS workspace_id, coalesce(s.last_seq, 0)::text AS last_seq,
            EXISTS (SELECT 1 FROM webhook_events e
                     WHERE e.workspace_id = w.id AND e.seq IS NULL) AS waiting,
            ${teamOf('w.id')} AS team
       FROM unnest($1::uuid[]) AS w(id)
       LEFT JOIN webhook_sequences s ON s.workspace_id = w.id`,
    [workspaceIds],
  );
}

/** A numbered event as the store holds it. */
export interface StoredEventRow {
  seq: string;
  type: string;
  /** The body its webhook deliveries POST, as JSON text: a stream sends it as it is. */
  body: string;
  /** The workspace's team as of the read (`teamOf`), the same on every row. */
  team: string;
}

/**
 * The workspace's first `limit` numbered events after number `afterSeq`, in order, with its team
 * as of the same snapshot: a change of the team committed before any of these events shows.
 */
export function eventsAfter(
  workspaceId: string,
  afterSeq: number,
  limit: number,
): Statement<StoredEventRow> {
  return preparedStatement(
    'a range of the unique index on (workspace_id, seq), and the team once',
    `SELECT seq, type, payload::text AS body, ${teamOf('$1')} AS team FROM webhook_events
      WHERE workspace_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [workspaceId, afterSeq, limit],
  );
}

/**
 * A team change counts for a stream resuming from an event when it came after the event, or up to
 * this long before: a role change whose transaction took its time before committing may have been passed by
 * an event sent live meanwhile. A stream reset for nothing reloads; one not reset shows too much.
 */
const TEAM_CHANGE_MARGIN_SECONDS = 5;

/** A stream's resumption as `resumable` weighs it. */
export interface ResumableRow {
  /** The store holds everything after its point. */
  resumable: boolean;
  /** What its member sees may have changed since (`changedSince`): it is reset. */
  changed: boolean;
}

/**
 * Whether a stream may resume after event `seq` of the workspace: with no `record`, when the
 * event was recorded in the workspace's current unbroken record (an event a stream sent); with
 * a stream's `record` (`streamPoint`), when it falls within the current record (from its start to
 * where it stands for the team now, `STAND_OF_LEASE`), the event exists (or `seq` is 0, before
 * the first) and no event after it was recorded before the record began (the point is at or after
 * the newest event when it began). Either way nothing after it went unrecorded. And whether what
 * its member sees may have changed since (`changed`): the team changed after the event
 * (`noteTeamChange`), or, for a point, since the change the stream had last seen (its `record`
 * short of where the record stands now); or, for a `member` (whom groups and visibility settings
 * concern), an event after it changed a group, those settings or the tier (`changesVisibility`).
 * A stream open through such a change is reset by it; one resuming past it is reset at its
 * opening.
 */
export function resumable(
  workspaceId: string,
  seq: number,
  record: string | null,
  member: boolean,
): Statement<ResumableRow> {
  return preparedStatement(
    'a lookup by key, and a range of the unique index on (workspace_id, seq) after the event',
    `SELECT EXISTS (
       SELECT 1 FROM event_stream_leases l
        WHERE l.workspace_id = $1
          AND CASE WHEN $3::text IS NULL
                   THEN EXISTS (SELECT 1 FROM webhook_events e
                                 WHERE e.workspace_id = $1 AND e.seq = $2
                                   AND e.created_at >= l.recorded_since)
                   ELSE $3::numeric BETWEEN extract(epoch FROM l.recorded_since) * 1000000
                                        AND ${STAND_OF_LEASE}
                        AND ($2 = 0 OR EXISTS (SELECT 1 FROM webhook_events e
                                                WHERE e.workspace_id = $1 AND e.seq = $2))
                        AND NOT EXISTS (SELECT 1 FROM webhook_events e
                                         WHERE e.workspace_id = $1 AND e.seq > $2
                                           AND e.created_at < l.recorded_since)
               END) AS resumable,
            EXISTS (
              SELECT 1 FROM event_stream_leases l
               WHERE l.workspace_id = $1
                 AND CASE WHEN $3::text IS NULL
                          THEN l.team_changed_at > (SELECT e.created_at FROM webhook_events e
                                                     WHERE e.workspace_id = $1 AND e.seq = $2)
                                                  - interval '${TEAM_CHANGE_MARGIN_SECONDS} seconds'
                          ELSE ${STAND_OF_LEASE} > $3::numeric
                     END)
            OR ($4 AND EXISTS (
              SELECT 1 FROM webhook_events e
               WHERE e.workspace_id = $1 AND e.seq > $2
                 AND (starts_with(e.type, $5) OR e.type = $7
                      OR (e.type = 'settings.updated'
                          AND e.payload -> 'data' -> 'previous' ?| $6::text[])))) AS changed`,
    [
      workspaceId,
      seq,
      record,
      member,
      VISIBILITY_EVENT_PREFIX,
      [...VISIBILITY_SETTINGS],
      TIER_CHANGED,
    ],
  );
}

/** The current owner of each of `contactIds` of the workspace (absent when it is gone). */
export function contactOwners(
  workspaceId: string,
  contactIds: readonly string[],
): Statement<{ id: string; owner_id: string | null }> {
  return preparedStatement(
    'a lookup by keys',
    `SELECT id, owner_id FROM contacts_all WHERE workspace_id = $1 AND id = ANY($2::uuid[])`,
    [workspaceId, contactIds],
  );
}

/**
 * Who started each of `importIds` and `bulkOperationIds` of the workspace (absent when it is
 * gone): a member who sees only some contacts is streamed only their own jobs' events.
 */
export function jobStarters(
  workspaceId: string,
  importIds: readonly string[],
  bulkOperationIds: readonly string[],
): Statement<{ id: string; created_by: string }> {
  return preparedStatement(
    'lookups by keys',
    `SELECT id, created_by FROM imports WHERE workspace_id = $1 AND id = ANY($2::uuid[])
     UNION ALL
     SELECT id, created_by FROM bulk_operations WHERE workspace_id = $1 AND id = ANY($3::uuid[])`,
    [workspaceId, importIds, bulkOperationIds],
  );
}

/** What a member sees, as of now: what each request's identity lookup reads for it. */
export interface ViewerRow {
  user_id: string;
  role: Role;
  member_visibility: MemberVisibility;
  unassigned_visible: boolean;
  group_mates: string[] | null;
  /** The workspace's team as of the read (`teamOf`). */
  team: string;
  /** The ids of its real members as of the same read: a later read tells who left. */
  members: string[];
  /** The user's API keys as of the same read, each with when it expires (null: never). */
  api_keys: Record<string, string | null>;
  /**
   * Where the workspace's record stands for its team as of the same read (`STAND_OF_LEASE`), as
   * text; null when it has no lease.
   */
  record: string | null;
}

/**
 * What `userIds` of the workspace see now (at a stream's opening, and again when a setting, a
 * group or the team changed), with the team's members, each user's API keys and where the
 * workspace's record stands for that team; a user no longer of the workspace has no row.
 */
export function viewersNow(workspaceId: string, userIds: readonly string[]): Statement<ViewerRow> {
  return preparedStatement(
    'a lookup by keys',
    `SELECT u.id AS user_id, u.role, w.member_visibility, w.unassigned_visible, ${GROUP_MATES},
            ${teamOf('$1')} AS team,
            ARRAY(SELECT t.id FROM users t WHERE t.workspace_id = $1 AND NOT t.is_demo) AS members,
            (SELECT coalesce(jsonb_object_agg(k.id, k.expires_at), '{}') FROM api_keys k
              WHERE k.user_id = u.id) AS api_keys,
            (SELECT ${STAND_OF_LEASE}::bigint::text FROM event_stream_leases l
              WHERE l.workspace_id = $1) AS record
       FROM users u JOIN workspaces w ON w.id = u.workspace_id
      WHERE u.workspace_id = $1 AND u.id = ANY($2::uuid[]) AND NOT u.is_demo`,
    [workspaceId, userIds],
  );
}
