-- insertBulkOperation
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","{\"request_id\":\"r1\",\"actor\":{\"type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null}}","move_stage","{\"stage\":\"contacted\"}","{\"stage\":\"lead\",\"tag\":\"webinar\"}"]
INSERT INTO bulk_operations (workspace_id, is_demo, created_by, origin, action, params, filter)
  VALUES ($1, $2, $3,
  $4::jsonb, $5,
  $6::jsonb,
  $7::jsonb)
  RETURNING id;

-- bulkOperationById
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT o.id, o.action, o.params, o.filter, o.status, o.matched, o.processed,
  o.affected, o.skipped, o.error, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(o.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(o.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at FROM bulk_operations o
  WHERE o.id = $1 AND o.workspace_id = $2 AND o.is_demo = $3;

-- bulkOperationPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT o.id, o.action, o.params, o.filter, o.status, o.matched, o.processed,
  o.affected, o.skipped, o.error, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(o.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(o.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, o.created_at::text AS sort_at FROM bulk_operations o
  WHERE o.workspace_id = $1 AND o.is_demo = $2
  ORDER BY o.created_at DESC, o.id DESC LIMIT $3;

-- bulkOperationPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT o.id, o.action, o.params, o.filter, o.status, o.matched, o.processed,
  o.affected, o.skipped, o.error, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(o.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(o.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, o.created_at::text AS sort_at FROM bulk_operations o
  WHERE o.workspace_id = $1 AND o.is_demo = $2 AND (o.created_at, o.id) < ($3::timestamptz, $4::uuid)
  ORDER BY o.created_at DESC, o.id DESC LIMIT $5;

-- cancelBulkOperation
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE bulk_operations o
  SET status = 'cancelled', finished_at = now(), contact_ids = NULL, updated_at = now()
  WHERE o.id = $1 AND o.workspace_id = $2 AND o.is_demo = $3 AND o.status IN ('queued', 'running')
  RETURNING o.id;

-- claimBulkOperation
-- values: ["00000000-0000-4000-8000-000000000003"]
UPDATE bulk_operations SET status = 'running', started_at = COALESCE(started_at, now()),
  updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running')
  RETURNING id, workspace_id, is_demo, created_by, origin, action, params, filter, matched,
  processed;

-- snapshotBulkOperation (1)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE bulk_operations o
  SET contact_ids = m.ids, matched = cardinality(m.ids), updated_at = now()
  FROM (SELECT COALESCE(array_agg(c.id ORDER BY c.id), '{}') AS ids FROM contacts c
  WHERE c.workspace_id = $2 AND c.is_demo = $3) m
  WHERE o.id = $1 AND o.status = 'running' AND o.contact_ids IS NULL
  RETURNING o.matched;

-- snapshotBulkOperation (2)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000002","%ada%","2026-01-15T09:30:00.000Z","webinar"]
UPDATE bulk_operations o
  SET contact_ids = m.ids, matched = cardinality(m.ids), updated_at = now()
  FROM (SELECT COALESCE(array_agg(c.id ORDER BY c.id), '{}') AS ids FROM contacts c
  WHERE c.workspace_id = $2 AND c.is_demo = $3 AND c.stage = $4 AND c.owner_id = $5 AND c.search_text LIKE lower($6) AND c.last_activity_at <= $7 AND c.tags @> ARRAY[$8::text]) m
  WHERE o.id = $1 AND o.status = 'running' AND o.contact_ids IS NULL
  RETURNING o.matched;

-- lockRunningBulkOperation (1)
-- values: ["00000000-0000-4000-8000-000000000003",500,500]
SELECT contact_ids[$2 + 1 : $2 + $3] AS ids FROM bulk_operations
  WHERE id = $1 AND status = 'running' AND processed = $2 AND contact_ids IS NOT NULL
  FOR UPDATE;

-- lockRunningBulkOperation (2)
-- values: ["00000000-0000-4000-8000-000000000003",500,0]
SELECT contact_ids[$2 + 1 : $2 + $3] AS ids FROM bulk_operations
  WHERE id = $1 AND status = 'running' AND processed = $2 AND contact_ids IS NOT NULL
  FOR UPDATE;

-- checkpointBulkOperation
-- values: ["00000000-0000-4000-8000-000000000003",500,498,2]
UPDATE bulk_operations SET processed = processed + $2, affected = affected + $3,
  skipped = skipped + $4, updated_at = now()
  WHERE id = $1;

-- finishBulkOperation (1)
-- values: ["00000000-0000-4000-8000-000000000003","succeeded",null]
UPDATE bulk_operations
  SET status = $2, error = $3, finished_at = now(), contact_ids = NULL, updated_at = now()
  WHERE id = $1 AND status = 'running' RETURNING id;

-- finishBulkOperation (2)
-- values: ["00000000-0000-4000-8000-000000000003","failed","params.tags: adding these tags would give 1 contact(s) more than 20 tags"]
UPDATE bulk_operations
  SET status = $2, error = $3, finished_at = now(), contact_ids = NULL, updated_at = now()
  WHERE id = $1 AND status = 'running' RETURNING id;

-- failUnfinishedBulkOperation
-- values: ["00000000-0000-4000-8000-000000000003","The bulk operation stopped after its job failed on every retry (an error, or a worker that died); the contacts counted were acted on, the rest were not"]
UPDATE bulk_operations
  SET status = 'failed', error = $2, finished_at = now(), contact_ids = NULL, updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running') RETURNING id;
