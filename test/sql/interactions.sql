-- insertInteraction
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000001",false,"call","Intro call",null,"00000000-0000-4000-8000-000000000002"]
WITH touched AS (UPDATE contacts c SET last_activity_at = greatest(c.last_activity_at, now())
  WHERE c.id = $1 AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  RETURNING c.id, c.owner_id)
  INSERT INTO interactions AS i (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by)
  SELECT $4, $5, touched.id, $6,
  $7, COALESCE($8::timestamptz, now()),
  $9
  FROM touched
  RETURNING i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at;

-- interactionPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003",51]
SELECT i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at, i.occurred_at::text AS sort_at FROM interactions i
  WHERE i.workspace_id = $1::uuid AND i.is_demo = $2::boolean AND i.contact_id = $3
  ORDER BY i.occurred_at DESC, i.id DESC LIMIT $4::int;

-- interactionPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","email","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at, i.occurred_at::text AS sort_at FROM interactions i
  WHERE i.workspace_id = $1::uuid AND i.is_demo = $2::boolean AND i.contact_id = $3 AND i.type = $4 AND (i.occurred_at, i.id) < ($5::timestamptz, $6::uuid)
  ORDER BY i.occurred_at DESC, i.id DESC LIMIT $7::int;

-- interactionCounts
-- values: ["Europe/Paris","00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
SELECT GROUPING(x.day) = 0 AS per_day, x.day::text AS day, x.author_id, x.type,
  count(*)::int AS count
  FROM (SELECT (i.occurred_at AT TIME ZONE $1)::date AS day, i.created_by AS author_id, i.type
  FROM interactions i
  WHERE i.workspace_id = $2::uuid AND i.is_demo = $3::boolean
  AND i.occurred_at >= $4 AND i.occurred_at < $5) x
  GROUP BY GROUPING SETS ((x.day, x.type), (x.author_id, x.type))
  ORDER BY per_day DESC, x.day, x.author_id, x.type;

-- insertDemoInteractions
-- values: ["00000000-0000-4000-8000-000000000001","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003","call","First","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003","note","Second","00000000-0000-4000-8000-000000000002"]
INSERT INTO interactions (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by, created_at)
  VALUES ($1, true, $3, $4, $5, $2, $6, $2), ($1, true, $8, $9, $10, $7, $11, $7);

-- deleteDemoInteractions
-- values: []
DELETE FROM interactions WHERE is_demo;

-- moveInteractions
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000004"]]
UPDATE interactions SET contact_id = $1
  WHERE workspace_id = $2::uuid AND is_demo = $3::boolean AND contact_id = ANY($4::uuid[]);
