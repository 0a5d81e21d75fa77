-- insertBulkOperation
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","{\"request_id\":\"r1\",\"actor\":{\"type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null}}","move_stage","{\"stage\":\"contacted\"}","{\"stage\":\"lead\",\"tag\":\"webinar\"}","00000000-0000-4000-8000-000000000003"]
INSERT INTO bulk_operations (workspace_id, is_demo, created_by, origin, action, params, filter, view_id)
  VALUES ($1, $2, $3,
  $4::jsonb, $5,
  $6::jsonb,
  $7::jsonb, $8)
  RETURNING id;

-- snapshotBulkOperation (1)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE bulk_operations o
  SET contact_ids = m.ids, matched = cardinality(m.ids), updated_at = now()
  FROM (SELECT COALESCE(array_agg(c.id ORDER BY c.id), '{}') AS ids FROM contacts c
  WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean) m
  WHERE o.id = $1 AND o.status = 'running' AND o.contact_ids IS NULL
  RETURNING o.matched;

-- snapshotBulkOperation (2)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"lead","10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101"]
UPDATE bulk_operations o
  SET contact_ids = m.ids, matched = cardinality(m.ids), updated_at = now()
  FROM (SELECT COALESCE(array_agg(c.id ORDER BY c.id), '{}') AS ids FROM contacts c
  WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND (c.stage = $4 OR EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $6::uuid AND v.is_demo = $7::boolean
  AND v.field_id = $8 AND v.num IS NOT NULL AND v.num >= $5::numeric))) m
  WHERE o.id = $1 AND o.status = 'running' AND o.contact_ids IS NULL
  RETURNING o.matched;

-- bulkOperationIds
-- values: ["00000000-0000-4000-8000-000000000003",500,500]
SELECT contact_ids[$2 + 1 : $2 + $3] AS ids FROM bulk_operations
  WHERE id = $1 AND status = 'running' AND contact_ids IS NOT NULL;

-- bulkOperationStages
-- values: ["00000000-0000-4000-8000-000000000003",1000]
SELECT c.stage, count(*)::int AS contacts
  FROM bulk_operations o
  CROSS JOIN LATERAL unnest(o.contact_ids[$2 + 1:]) AS s(id)
  JOIN contacts c ON c.id = s.id AND c.workspace_id = o.workspace_id AND c.is_demo = o.is_demo
  WHERE o.id = $1 AND o.status = 'running'
  GROUP BY c.stage ORDER BY c.stage;
