-- contactExport (1)
-- values: ["00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2
  ORDER BY c.created_at DESC, c.id DESC;

-- contactExport (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000002","%ada%","2026-01-15T09:30:00.000Z","vip"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.stage = $3 AND c.owner_id = $4 AND c.search_text LIKE lower($5) AND c.last_activity_at <= $6 AND c.tags @> ARRAY[$7::text]
  ORDER BY c.created_at DESC, c.id DESC;
