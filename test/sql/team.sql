-- memberPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT id, email, role, is_demo, created_at, created_at::text AS sort_at FROM users WHERE workspace_id = $1 AND (NOT is_demo OR $2)
  ORDER BY created_at ASC, id ASC LIMIT $3::int;

-- memberPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT id, email, role, is_demo, created_at, created_at::text AS sort_at FROM users WHERE workspace_id = $1 AND (NOT is_demo OR $2) AND (created_at, id) > ($3::timestamptz, $4::uuid)
  ORDER BY created_at ASC, id ASC LIMIT $5::int;

-- pendingInvitePage (1)
-- values: ["00000000-0000-4000-8000-000000000001",51]
SELECT id, email, role, invited_by, created_at, created_at::text AS sort_at FROM invites WHERE workspace_id = $1 AND accepted_at IS NULL
  ORDER BY created_at DESC, id DESC LIMIT $2::int;

-- pendingInvitePage (2)
-- values: ["00000000-0000-4000-8000-000000000001","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT id, email, role, invited_by, created_at, created_at::text AS sort_at FROM invites WHERE workspace_id = $1 AND accepted_at IS NULL AND (created_at, id) < ($2::timestamptz, $3::uuid)
  ORDER BY created_at DESC, id DESC LIMIT $4::int;

-- userWorkspaceByEmail
-- values: ["grace@example.com"]
SELECT workspace_id FROM users WHERE email = $1;

-- upsertInvite
-- values: ["00000000-0000-4000-8000-000000000001","grace@example.com","member","00000000-0000-4000-8000-000000000002"]
INSERT INTO invites AS i (workspace_id, email, role, invited_by) VALUES ($1, $2, $3, $4)
  ON CONFLICT (workspace_id, email) DO UPDATE
  SET role = EXCLUDED.role, invited_by = EXCLUDED.invited_by, accepted_at = NULL,
  created_at = now()
  WHERE i.accepted_at IS NOT NULL
  RETURNING id, email, role, invited_by, created_at;

-- deletePendingInvite
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
DELETE FROM invites WHERE id = $1 AND workspace_id = $2 AND accepted_at IS NULL;

-- inviteOf
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
SELECT id FROM invites WHERE id = $1 AND workspace_id = $2;

-- lockMemberAndManagers
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002"]
SELECT id, role FROM users
  WHERE workspace_id = $1 AND NOT is_demo
  AND (id = $2 OR role = 'admin' OR role = 'super_admin' AND role_before_owner = 'admin')
  ORDER BY id FOR NO KEY UPDATE;

-- updateMemberRole
-- values: ["00000000-0000-4000-8000-000000000002","admin"]
WITH u AS (UPDATE users SET role = $2 WHERE id = $1 RETURNING *),
  noted AS (UPDATE event_stream_leases SET team_changed_at = clock_timestamp()
  WHERE workspace_id = (SELECT workspace_id FROM u))
  SELECT id, email, role, is_demo, created_at, created_at::text AS sort_at FROM u;

-- deleteUser
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
WITH gone AS (
  DELETE FROM users
  WHERE id = $2 AND workspace_id = $1 AND (SELECT set_config('crm.change', $3::text, true) || set_config('crm.routed', $4::text, true)) IS NOT NULL
  RETURNING workspace_id
  ), noted AS (UPDATE event_stream_leases SET team_changed_at = clock_timestamp()
  WHERE workspace_id = (SELECT workspace_id FROM gone))
  SELECT 1 FROM gone;

-- holdWritesAfterMemberContacts
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","","00000000-0000-4000-8000-000000000001","contact_field_values:00000000-0000-4000-8000-000000000001"]
WITH locked AS (WITH user_fields AS MATERIALIZED (SELECT (SELECT array_agg(f.key) FROM custom_fields f
  WHERE f.workspace_id = $2 AND f.type = 'user') AS keys)
  SELECT c.id FROM contacts_all c WHERE c.id IN (SELECT c.id FROM contacts_all c, user_fields uf
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  AND (c.owner_id::text = $1::text
  OR (uf.keys IS NOT NULL AND c.custom ?| uf.keys
  AND EXISTS (SELECT 1 FROM unnest(uf.keys) k WHERE c.custom ->> k = $1::text)))
  UNION SELECT f.contact_id FROM followups_all f
  WHERE f.workspace_id = $7
  AND $1::uuid IN (f.owner_id, f.created_by, f.completed_by))
  ORDER BY c.id FOR NO KEY UPDATE OF c),
  held AS MATERIALIZED (SELECT array_agg(id) AS ids FROM locked),
  hold AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($8, 0)) FROM held)
  SELECT held.ids FROM held, hold;

-- lockLeavingMember
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001"]
SELECT 1 FROM users WHERE id = $1 AND workspace_id = $2 FOR UPDATE;

-- memberContactsBeyond
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","","00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000004"]]
WITH user_fields AS MATERIALIZED (SELECT (SELECT array_agg(f.key) FROM custom_fields f
  WHERE f.workspace_id = $2 AND f.type = 'user') AS keys)
  SELECT 1 FROM (SELECT c.id FROM contacts_all c, user_fields uf
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  AND (c.owner_id::text = $1::text
  OR (uf.keys IS NOT NULL AND c.custom ?| uf.keys
  AND EXISTS (SELECT 1 FROM unnest(uf.keys) k WHERE c.custom ->> k = $1::text)))
  UNION SELECT f.contact_id FROM followups_all f
  WHERE f.workspace_id = $7
  AND $1::uuid IN (f.owner_id, f.created_by, f.completed_by)) r WHERE r.id <> ALL($8::uuid[]) LIMIT 1;

-- releaseMemberContacts
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}",""]
WITH user_fields AS MATERIALIZED (SELECT (SELECT array_agg(f.key) FROM custom_fields f
  WHERE f.workspace_id = $2 AND f.type = 'user') AS keys),
  held AS (
  SELECT c.id, c.custom, c.owner_id FROM contacts_all c, user_fields uf
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  AND (c.owner_id::text = $1::text
  OR (uf.keys IS NOT NULL AND c.custom ?| uf.keys
  AND EXISTS (SELECT 1 FROM unnest(uf.keys) k WHERE c.custom ->> k = $1::text)))
  ORDER BY c.id FOR NO KEY UPDATE OF c
  )
  UPDATE contacts_all c
  SET owner_id = CASE WHEN c.owner_id::text = $1::text THEN NULL ELSE c.owner_id END,
  custom = c.custom - ARRAY(SELECT k FROM user_fields uf, unnest(uf.keys) k WHERE c.custom ->> k = $1::text),
  updated_at = now()
  FROM held WHERE c.id = held.id
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, held.custom AS previous_custom, held.owner_id AS previous_owner_id, c.deleted_at IS NOT NULL AS trashed;

-- releaseMemberContactsUnanswered
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}",""]
WITH user_fields AS MATERIALIZED (SELECT (SELECT array_agg(f.key) FROM custom_fields f
  WHERE f.workspace_id = $2 AND f.type = 'user') AS keys),
  held AS (
  SELECT c.id, c.custom, c.owner_id FROM contacts_all c, user_fields uf
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  AND (c.owner_id::text = $1::text
  OR (uf.keys IS NOT NULL AND c.custom ?| uf.keys
  AND EXISTS (SELECT 1 FROM unnest(uf.keys) k WHERE c.custom ->> k = $1::text)))
  ORDER BY c.id FOR NO KEY UPDATE OF c
  )
  UPDATE contacts_all c
  SET owner_id = CASE WHEN c.owner_id::text = $1::text THEN NULL ELSE c.owner_id END,
  custom = c.custom - ARRAY(SELECT k FROM user_fields uf, unnest(uf.keys) k WHERE c.custom ->> k = $1::text),
  updated_at = now()
  FROM held WHERE c.id = held.id;

-- upsertDemoTeammate
-- values: ["00000000-0000-4000-8000-000000000001","demo.rep+00000000-0000-4000-8000-000000000001@demo.invalid"]
INSERT INTO users AS u (workspace_id, email, role, is_demo) VALUES ($1, $2, 'member', true)
  ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role
  WHERE u.is_demo AND u.workspace_id = EXCLUDED.workspace_id
  RETURNING id;

-- deleteDemoUsers
-- values: []
DELETE FROM users WHERE is_demo;
