-- workspaceContactsUpTo
-- values: ["00000000-0000-4000-8000-000000000001",5001]
SELECT count(*)::int AS contacts
  FROM (SELECT 1 FROM contacts c WHERE c.workspace_id = $1 LIMIT $2) s;

-- insertFilterIndexBuild
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","{\"request_id\":\"r1\",\"actor\":{\"type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null}}","00000000-0000-4000-8000-000000000004"]
INSERT INTO filter_index_builds (workspace_id, is_demo, created_by, origin, field_id)
  VALUES ($1, false, $2,
  $3::jsonb, $4)
  ON CONFLICT (field_id) WHERE status IN ('queued', 'running') DO NOTHING
  RETURNING id;

-- unfinishedFilterIndexBuild
-- values: ["00000000-0000-4000-8000-000000000004"]
SELECT id FROM filter_index_builds WHERE field_id = $1 AND status IN ('queued', 'running');

-- filterIndexWalk
-- values: ["00000000-0000-4000-8000-000000000003"]
SELECT after_demo, after_created_at::text AS after_created_at, after_id
  FROM filter_index_builds WHERE id = $1;

-- contactsToWalk (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,1000]
SELECT c.id, c.is_demo, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2
  ORDER BY c.created_at ASC, c.id ASC LIMIT $3;

-- contactsToWalk (2)
-- values: ["00000000-0000-4000-8000-000000000001",true,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",1000]
SELECT c.id, c.is_demo, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND (c.created_at, c.id) > ($3::timestamptz, $4::uuid)
  ORDER BY c.created_at ASC, c.id ASC LIMIT $5;

-- fillFilterIndex
-- values: ["00000000-0000-4000-8000-000000000004",["00000000-0000-4000-8000-000000000003"]]
SELECT contact_field_values_fill($1, $2::uuid[]) AS filled;

-- advanceFilterIndexWalk
-- values: ["00000000-0000-4000-8000-000000000003",false,"2026-01-15 09:30:00.123456+00","00000000-0000-4000-8000-000000000003"]
UPDATE filter_index_builds
  SET after_demo = $2, after_created_at = $3::timestamptz, after_id = $4
  WHERE id = $1;

-- markFilterIndexReady
-- values: ["00000000-0000-4000-8000-000000000004"]
UPDATE custom_fields SET indexing = false WHERE id = $1 AND indexing RETURNING id;

-- analyzeFieldValues
-- values: []
ANALYZE contact_field_values;
