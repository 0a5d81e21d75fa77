-- holdStreamLeases
-- prepared: an upsert by keys, one per workspace streamed from an instance
-- values: [["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000004"],86400]
INSERT INTO event_stream_leases AS l (workspace_id, renewed_at, recorded_since)
  SELECT w.id, now(), now() FROM workspaces w WHERE w.id = ANY($1::uuid[])
  ON CONFLICT (workspace_id) DO UPDATE
  SET renewed_at = now(),
  recorded_since = CASE WHEN l.renewed_at > now() - make_interval(secs => $2)
  THEN l.recorded_since ELSE now() END
  RETURNING l.workspace_id, l.recorded_since, (extract(epoch FROM l.recorded_since) * 1000000)::bigint::text AS record;

-- eventHeads
-- prepared: a lookup by key per workspace and a probe of the partial index of the undispatched events
-- values: [["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000004"]]
SELECT w.id AS workspace_id, coalesce(s.last_seq, 0)::text AS last_seq,
  EXISTS (SELECT 1 FROM webhook_events e
  WHERE e.workspace_id = w.id AND e.seq IS NULL) AS waiting,
  (SELECT count(*) || ':' || coalesce(sum(hashtext(t.id::text || t.role)), 0) || ':' ||
  (SELECT coalesce(sum(hashtext(k.id::text)), 0) FROM api_keys k
  WHERE k.workspace_id = w.id)
  FROM users t WHERE t.workspace_id = w.id AND NOT t.is_demo) AS team
  FROM unnest($1::uuid[]) AS w(id)
  LEFT JOIN webhook_sequences s ON s.workspace_id = w.id;

-- eventsAfter
-- prepared: a range of the unique index on (workspace_id, seq), and the team once
-- values: ["00000000-0000-4000-8000-000000000001",1042,500]
SELECT seq, type, payload::text AS body, (SELECT count(*) || ':' || coalesce(sum(hashtext(t.id::text || t.role)), 0) || ':' ||
  (SELECT coalesce(sum(hashtext(k.id::text)), 0) FROM api_keys k
  WHERE k.workspace_id = $1)
  FROM users t WHERE t.workspace_id = $1 AND NOT t.is_demo) AS team FROM webhook_events
  WHERE workspace_id = $1 AND seq > $2 ORDER BY seq LIMIT $3;

-- resumable (1)
-- prepared: a lookup by key, and a range of the unique index on (workspace_id, seq) after the event
-- values: ["00000000-0000-4000-8000-000000000001",1042,null,true,"group.",["member_visibility","unassigned_visible"],"workspace.tier_changed"]
SELECT EXISTS (
  SELECT 1 FROM event_stream_leases l
  WHERE l.workspace_id = $1
  AND CASE WHEN $3::text IS NULL
  THEN EXISTS (SELECT 1 FROM webhook_events e
  WHERE e.workspace_id = $1 AND e.seq = $2
  AND e.created_at >= l.recorded_since)
  ELSE $3::numeric BETWEEN extract(epoch FROM l.recorded_since) * 1000000
  AND (extract(epoch FROM greatest(l.recorded_since, l.team_changed_at)) * 1000000)
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
  - interval '5 seconds'
  ELSE (extract(epoch FROM greatest(l.recorded_since, l.team_changed_at)) * 1000000) > $3::numeric
  END)
  OR ($4 AND EXISTS (
  SELECT 1 FROM webhook_events e
  WHERE e.workspace_id = $1 AND e.seq > $2
  AND (starts_with(e.type, $5) OR e.type = $7
  OR (e.type = 'settings.updated'
  AND e.payload -> 'data' -> 'previous' ?| $6::text[])))) AS changed;

-- resumable (2)
-- prepared: a lookup by key, and a range of the unique index on (workspace_id, seq) after the event
-- values: ["00000000-0000-4000-8000-000000000001",1042,"1796140800123456",false,"group.",["member_visibility","unassigned_visible"],"workspace.tier_changed"]
SELECT EXISTS (
  SELECT 1 FROM event_stream_leases l
  WHERE l.workspace_id = $1
  AND CASE WHEN $3::text IS NULL
  THEN EXISTS (SELECT 1 FROM webhook_events e
  WHERE e.workspace_id = $1 AND e.seq = $2
  AND e.created_at >= l.recorded_since)
  ELSE $3::numeric BETWEEN extract(epoch FROM l.recorded_since) * 1000000
  AND (extract(epoch FROM greatest(l.recorded_since, l.team_changed_at)) * 1000000)
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
  - interval '5 seconds'
  ELSE (extract(epoch FROM greatest(l.recorded_since, l.team_changed_at)) * 1000000) > $3::numeric
  END)
  OR ($4 AND EXISTS (
  SELECT 1 FROM webhook_events e
  WHERE e.workspace_id = $1 AND e.seq > $2
  AND (starts_with(e.type, $5) OR e.type = $7
  OR (e.type = 'settings.updated'
  AND e.payload -> 'data' -> 'previous' ?| $6::text[])))) AS changed;

-- contactOwners
-- prepared: a lookup by keys
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
SELECT id, owner_id FROM contacts_all WHERE workspace_id = $1 AND id = ANY($2::uuid[]);

-- jobStarters
-- prepared: lookups by keys
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000007"]]
SELECT id, created_by FROM imports WHERE workspace_id = $1 AND id = ANY($2::uuid[])
  UNION ALL
  SELECT id, created_by FROM bulk_operations WHERE workspace_id = $1 AND id = ANY($3::uuid[]);

-- viewersNow
-- prepared: a lookup by keys
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]]
SELECT u.id AS user_id, u.role, w.member_visibility, w.unassigned_visible, CASE WHEN w.member_visibility = 'group' AND u.role = 'member'
  THEN ARRAY(SELECT DISTINCT o.user_id FROM group_members m
  JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT w.is_premium
  JOIN group_members o ON o.group_id = m.group_id
  WHERE m.user_id = u.id) END AS group_mates,
  (SELECT count(*) || ':' || coalesce(sum(hashtext(t.id::text || t.role)), 0) || ':' ||
  (SELECT coalesce(sum(hashtext(k.id::text)), 0) FROM api_keys k
  WHERE k.workspace_id = $1)
  FROM users t WHERE t.workspace_id = $1 AND NOT t.is_demo) AS team,
  ARRAY(SELECT t.id FROM users t WHERE t.workspace_id = $1 AND NOT t.is_demo) AS members,
  (SELECT coalesce(jsonb_object_agg(k.id, k.expires_at), '{}') FROM api_keys k
  WHERE k.user_id = u.id) AS api_keys,
  (SELECT (extract(epoch FROM greatest(l.recorded_since, l.team_changed_at)) * 1000000)::bigint::text FROM event_stream_leases l
  WHERE l.workspace_id = $1) AS record
  FROM users u JOIN workspaces w ON w.id = u.workspace_id
  WHERE u.workspace_id = $1 AND u.id = ANY($2::uuid[]) AND NOT u.is_demo;
