-- identityByEmail
-- prepared: every request sends it; a lookup by a unique key
-- values: ["ada@example.com"]
SELECT u.id AS user_id, u.email, u.role, u.workspace_id,
  w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
  w.dormancy_ignores_closed, w.dormancy_respects_plans, w.trash_retention_days,
  w.member_visibility, w.unassigned_visible, CASE WHEN w.member_visibility = 'group' AND u.role = 'member'
  THEN ARRAY(SELECT DISTINCT o.user_id FROM group_members m
  JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT w.is_premium
  JOIN group_members o ON o.group_id = m.group_id
  WHERE m.user_id = u.id) END AS group_mates,
  w.timezone, w.default_region, w.currency, w.lost_reasons, w.require_lost_reason,
  w.pipelines, w.stages, w.custom_fields_version, w.demo_seeded_at, w.created_at, w.updated_at,
  CASE WHEN EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = w.id
  AND l.renewed_at > now() - interval '86400 seconds') THEN ARRAY['*']
  ELSE ARRAY(SELECT DISTINCT t FROM webhook_endpoints e, unnest(e.events) t
  WHERE e.workspace_id = w.id AND e.active) END AS webhook_events
  FROM users u JOIN workspaces w ON w.id = u.workspace_id
  WHERE u.email = $1 AND NOT u.is_demo;

-- lockIdentity
-- values: ["identity:ada@example.com"]
SELECT pg_advisory_xact_lock(hashtextextended($1, 0));

-- pendingInviteFor
-- values: ["ada@example.com"]
SELECT id, workspace_id, role FROM invites
  WHERE email = $1 AND accepted_at IS NULL
  ORDER BY created_at DESC LIMIT 1 FOR UPDATE;

-- acceptInvite
-- values: ["00000000-0000-4000-8000-000000000002"]
UPDATE invites SET accepted_at = now() WHERE id = $1;

-- insertWorkspace
-- values: ["ada's workspace"]
INSERT INTO workspaces (name) VALUES ($1) RETURNING id;

-- insertUser
-- values: ["00000000-0000-4000-8000-000000000001","ada@example.com","admin",null]
INSERT INTO users (workspace_id, email, role, provider_subject) VALUES ($1, $2, $3, $4);

-- setOwnerRole (1)
-- values: ["00000000-0000-4000-8000-000000000002",true]
WITH changed AS (
  UPDATE users u
  SET role = CASE WHEN $2 THEN 'super_admin'
  WHEN u.role = 'super_admin' THEN coalesce(u.role_before_owner, 'member')
  ELSE u.role END,
  role_before_owner = CASE WHEN NOT $2 THEN NULL
  WHEN u.role = 'super_admin' THEN u.role_before_owner
  ELSE u.role END
  FROM workspaces w
  WHERE u.id = $1 AND w.id = u.workspace_id
  RETURNING u.role, u.workspace_id, CASE WHEN w.member_visibility = 'group' AND u.role = 'member'
  THEN ARRAY(SELECT DISTINCT o.user_id FROM group_members m
  JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT w.is_premium
  JOIN group_members o ON o.group_id = m.group_id
  WHERE m.user_id = u.id) END AS group_mates
  ), noted AS (UPDATE event_stream_leases SET team_changed_at = clock_timestamp()
  WHERE workspace_id = (SELECT workspace_id FROM changed))
  SELECT role, group_mates FROM changed;

-- setOwnerRole (2)
-- values: ["00000000-0000-4000-8000-000000000002",false]
WITH changed AS (
  UPDATE users u
  SET role = CASE WHEN $2 THEN 'super_admin'
  WHEN u.role = 'super_admin' THEN coalesce(u.role_before_owner, 'member')
  ELSE u.role END,
  role_before_owner = CASE WHEN NOT $2 THEN NULL
  WHEN u.role = 'super_admin' THEN u.role_before_owner
  ELSE u.role END
  FROM workspaces w
  WHERE u.id = $1 AND w.id = u.workspace_id
  RETURNING u.role, u.workspace_id, CASE WHEN w.member_visibility = 'group' AND u.role = 'member'
  THEN ARRAY(SELECT DISTINCT o.user_id FROM group_members m
  JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT w.is_premium
  JOIN group_members o ON o.group_id = m.group_id
  WHERE m.user_id = u.id) END AS group_mates
  ), noted AS (UPDATE event_stream_leases SET team_changed_at = clock_timestamp()
  WHERE workspace_id = (SELECT workspace_id FROM changed))
  SELECT role, group_mates FROM changed;

-- workspaceCustomFields
-- prepared: a lookup by the workspace key
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT w.custom_fields_version AS version,
  COALESCE((SELECT jsonb_agg(to_jsonb(d) ORDER BY d.position, d.key)
  FROM (SELECT f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM custom_fields f
  WHERE f.workspace_id = w.id) d), '[]') AS fields
  FROM workspaces w WHERE w.id = $1;

-- claimDemoSeeding
-- values: ["00000000-0000-4000-8000-000000000001"]
UPDATE workspaces SET demo_seeded_at = now()
  WHERE id = $1 AND demo_seeded_at IS NULL;

-- lockDemoData (1)
-- values: []
SELECT pg_advisory_xact_lock_shared(hashtextextended('demo-data', 0));

-- lockDemoData (2)
-- values: []
SELECT pg_advisory_xact_lock(hashtextextended('demo-data', 0));
