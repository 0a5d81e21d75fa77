-- memberIdsAmong
-- values: [["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT ARRAY(SELECT m.id FROM unnest($1::uuid[]) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = $2 AND (NOT u.is_demo OR $3))
  ORDER BY m.ord) AS ids;

-- heldMemberIds (1)
-- values: [["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT u.id FROM users u
  WHERE u.id = ANY(ARRAY(SELECT m.id FROM unnest($1::uuid[]) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = $2 AND (NOT u.is_demo OR $3))
  ORDER BY m.ord))
  ORDER BY u.id FOR KEY SHARE;

-- heldMemberIds (2)
-- values: [["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT u.id FROM users u
  WHERE u.id = ANY(ARRAY(SELECT m.id FROM unnest($1::uuid[]) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = $2 AND (NOT u.is_demo OR $3))
  ORDER BY m.ord))
  ORDER BY u.id FOR SHARE;

-- memberIdsByEmail
-- values: [["Ada@Example.com"],"00000000-0000-4000-8000-000000000001",false]
SELECT x.e AS email, u.id FROM unnest($1::text[]) AS x(e)
  JOIN users u ON lower(u.email) = lower(x.e)
  WHERE u.workspace_id = $2 AND (NOT u.is_demo OR $3);

-- heldWorkspace
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT * FROM workspaces WHERE id = $1 FOR SHARE;

-- viewer
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001",true]
SELECT u.id, u.role, ARRAY(SELECT DISTINCT o.user_id FROM group_members m
  JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT $3::boolean
  JOIN group_members o ON o.group_id = m.group_id
  WHERE m.user_id = u.id) AS group_mates
  FROM users u WHERE u.id = $1 AND u.workspace_id = $2;

-- lockedWorkspaceSettings
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT dormancy_days, timezone, default_region, currency, lost_reasons,
  require_lost_reason, dormancy_ignores_closed, dormancy_respects_plans, trash_retention_days,
  member_visibility, unassigned_visible, pipelines, stages FROM workspaces WHERE id = $1 FOR NO KEY UPDATE;

-- updateWorkspaceSettings
-- values: ["00000000-0000-4000-8000-000000000001",14,"Europe/Paris","FR","EUR",["Price","Timing"],true,true,false,30,"group",false]
UPDATE workspaces SET dormancy_days = $2, timezone = $3, default_region = $4, currency = $5,
  lost_reasons = $6::text[], require_lost_reason = $7, dormancy_ignores_closed = $8,
  dormancy_respects_plans = $9, trash_retention_days = $10, member_visibility = $11,
  unassigned_visible = $12, updated_at = now()
  WHERE id = $1 RETURNING dormancy_days, timezone, default_region, currency, lost_reasons,
  require_lost_reason, dormancy_ignores_closed, dormancy_respects_plans, trash_retention_days,
  member_visibility, unassigned_visible, pipelines, stages;

-- updateWorkspacePipelines
-- values: ["00000000-0000-4000-8000-000000000001","[{\"id\":\"00000000-0000-4000-8000-0000000000aa\",\"key\":\"default\",\"name\":\"Sales\"}]","[{\"key\":\"lead\",\"label\":\"Lead\",\"kind\":\"open\",\"probability\":10,\"rotting_days\":null,\"pipeline\":\"default\"},{\"key\":\"won\",\"label\":\"Won\",\"kind\":\"won\",\"probability\":100,\"rotting_days\":30,\"pipeline\":\"default\"}]"]
UPDATE workspaces SET pipelines = $2::jsonb, stages = $3::jsonb, updated_at = now()
  WHERE id = $1 RETURNING dormancy_days, timezone, default_region, currency, lost_reasons,
  require_lost_reason, dormancy_ignores_closed, dormancy_respects_plans, trash_retention_days,
  member_visibility, unassigned_visible, pipelines, stages;

-- lockWorkspace
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT id FROM workspaces WHERE id = $1 FOR NO KEY UPDATE;

-- lockedWorkspaceTier
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT id, name, is_premium, subscription_status, payment_customer_id FROM workspaces WHERE id = $1 FOR NO KEY UPDATE;

-- updateWorkspaceTier (1)
-- values: ["00000000-0000-4000-8000-000000000001",true,false,null,null]
UPDATE workspaces
  SET is_premium = $2,
  subscription_status = CASE WHEN $3 THEN $4 ELSE subscription_status END,
  payment_customer_id = CASE WHEN $3 THEN COALESCE($5, payment_customer_id)
  ELSE payment_customer_id END,
  updated_at = now()
  WHERE id = $1
  RETURNING id, name, is_premium, subscription_status, payment_customer_id;

-- updateWorkspaceTier (2)
-- values: ["00000000-0000-4000-8000-000000000001",true,true,"active","cus_1"]
UPDATE workspaces
  SET is_premium = $2,
  subscription_status = CASE WHEN $3 THEN $4 ELSE subscription_status END,
  payment_customer_id = CASE WHEN $3 THEN COALESCE($5, payment_customer_id)
  ELSE payment_customer_id END,
  updated_at = now()
  WHERE id = $1
  RETURNING id, name, is_premium, subscription_status, payment_customer_id;

-- insertTierChange
-- values: ["00000000-0000-4000-8000-000000000001","free","premium","webhook",null,"evt_1"]
INSERT INTO tier_changes
  (workspace_id, from_tier, to_tier, via, actor_user_id, event_id, changed_at)
  VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp());

-- tierChangePage (1)
-- values: [51]
SELECT t.id, t.workspace_id, w.name AS workspace_name, t.from_tier, t.to_tier, t.via,
  t.actor_user_id, u.email AS actor_email, t.event_id, t.changed_at,
  t.changed_at::text AS sort_at
  FROM tier_changes t
  JOIN workspaces w ON w.id = t.workspace_id
  LEFT JOIN users u ON u.id = t.actor_user_id
  ORDER BY t.changed_at DESC, t.id DESC
  LIMIT $1::int;

-- tierChangePage (2)
-- values: ["00000000-0000-4000-8000-000000000001","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT t.id, t.workspace_id, w.name AS workspace_name, t.from_tier, t.to_tier, t.via,
  t.actor_user_id, u.email AS actor_email, t.event_id, t.changed_at,
  t.changed_at::text AS sort_at
  FROM tier_changes t
  JOIN workspaces w ON w.id = t.workspace_id
  LEFT JOIN users u ON u.id = t.actor_user_id WHERE t.workspace_id = $1 AND (t.changed_at, t.id) < ($2::timestamptz, $3::uuid)
  ORDER BY t.changed_at DESC, t.id DESC
  LIMIT $4::int;
