-- lockViewsOf
-- values: ["saved_views:00000000-0000-4000-8000-000000000001"]
SELECT pg_advisory_xact_lock(hashtextextended($1, 0));

-- insertView
-- values: ["00000000-0000-4000-8000-000000000001","My open deals","{\"and\":[{\"field\":\"owner_id\",\"op\":\"eq\",\"value\":\"me\"}]}","-value_cents",["first_name","custom.arr"],"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000002",500]
INSERT INTO saved_views AS v (workspace_id, name, filter, sort, columns, private_to, created_by)
  SELECT $1, $2, $3::jsonb,
  $4, $5::text[], $6::uuid,
  $7
  WHERE (SELECT count(*) FROM saved_views WHERE workspace_id = $1) < $8
  RETURNING v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at;

-- viewPage (1)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002",51]
SELECT v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at, v.created_at::text AS sort_at FROM saved_views v
  WHERE v.workspace_id = $1
  AND (v.private_to IS NULL OR v.private_to = $2)
  ORDER BY v.created_at DESC, v.id DESC LIMIT $3::int;

-- viewPage (2)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at, v.created_at::text AS sort_at FROM saved_views v
  WHERE v.workspace_id = $1
  AND (v.private_to IS NULL OR v.private_to = $2) AND (v.created_at, v.id) < ($3::timestamptz, $4::uuid)
  ORDER BY v.created_at DESC, v.id DESC LIMIT $5::int;

-- viewOf (1)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002"]
SELECT v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at FROM saved_views v
  WHERE v.id = $1 AND v.workspace_id = $2
  AND (v.private_to IS NULL OR v.private_to = $3);

-- viewOf (2)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002"]
SELECT v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at FROM saved_views v
  WHERE v.id = $1 AND v.workspace_id = $2
  AND (v.private_to IS NULL OR v.private_to = $3) FOR UPDATE;

-- updateView (1)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
UPDATE saved_views v SET updated_at = now()
  WHERE v.id = $1 AND v.workspace_id = $2
  RETURNING v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at;

-- updateView (2)
-- values: ["Renamed","{\"and\":[{\"field\":\"owner_id\",\"op\":\"eq\",\"value\":\"me\"}]}",null,["stage"],null,"00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
UPDATE saved_views v SET updated_at = now(), name = $1, filter = $2::jsonb, sort = $3, columns = $4::text[], private_to = $5::uuid
  WHERE v.id = $6 AND v.workspace_id = $7
  RETURNING v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at;

-- lockLeaverViews
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002"]
SELECT 1 FROM saved_views v
  WHERE v.workspace_id = $1 AND (v.created_by = $2 OR v.private_to = $2)
  ORDER BY v.id FOR UPDATE;

-- deletePrivateViews
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002"]
DELETE FROM saved_views v WHERE v.workspace_id = $1 AND v.private_to = $2
  RETURNING v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at;

-- deleteView
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
DELETE FROM saved_views WHERE id = $1 AND workspace_id = $2;
