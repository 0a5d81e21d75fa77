-- jobById (1)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT j.id, j.status, j.dry_run, j.match_on, j.on_match, j.rows, j.created, j.updated, j.skipped, j.failed, j.errors, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at FROM imports j
  WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean;

-- jobById (2)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT j.id, j.status, j.action, j.params, j.filter, j.view_id, j.matched, j.affected, j.skipped, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at FROM bulk_operations j
  WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean;

-- jobById (3)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
SELECT j.id, j.status, j.action, j.params, j.filter, j.view_id, j.matched, j.affected, j.skipped, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at FROM bulk_operations j
  WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean AND j.created_by = $4;

-- jobPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT j.id, j.status, j.dry_run, j.match_on, j.on_match, j.rows, j.created, j.updated, j.skipped, j.failed, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, j.created_at::text AS sort_at FROM imports j
  WHERE j.workspace_id = $1::uuid AND j.is_demo = $2::boolean
  ORDER BY j.created_at DESC, j.id DESC LIMIT $3::int;

-- jobPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT j.id, j.status, j.dry_run, j.match_on, j.on_match, j.rows, j.created, j.updated, j.skipped, j.failed, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, j.created_at::text AS sort_at FROM imports j
  WHERE j.workspace_id = $1::uuid AND j.is_demo = $2::boolean AND (j.created_at, j.id) < ($3::timestamptz, $4::uuid)
  ORDER BY j.created_at DESC, j.id DESC LIMIT $5::int;

-- jobPage (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT j.id, j.status, j.action, j.params, j.filter, j.view_id, j.matched, j.affected, j.skipped, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, j.created_at::text AS sort_at FROM bulk_operations j
  WHERE j.workspace_id = $1::uuid AND j.is_demo = $2::boolean AND (j.created_at, j.id) < ($3::timestamptz, $4::uuid)
  ORDER BY j.created_at DESC, j.id DESC LIMIT $5::int;

-- jobPage (4)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT j.id, j.status, j.dry_run, j.match_on, j.on_match, j.rows, j.created, j.updated, j.skipped, j.failed, j.processed, j.error, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(j.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, to_char(j.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, j.created_at::text AS sort_at FROM imports j
  WHERE j.workspace_id = $1::uuid AND j.is_demo = $2::boolean AND j.created_by = $3 AND (j.created_at, j.id) < ($4::timestamptz, $5::uuid)
  ORDER BY j.created_at DESC, j.id DESC LIMIT $6::int;

-- cancelJob (1)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"imports:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($4, 0))),
  ended AS (UPDATE imports j SET status = 'cancelled', finished_at = now(), updated_at = now()
  FROM turn WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean AND j.status IN ('queued', 'running') RETURNING j.id, j.file_id),
  deleted AS (DELETE FROM import_files f USING ended
  WHERE f.id = ended.file_id)
  SELECT id FROM ended;

-- cancelJob (2)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"bulk_operations:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($4, 0)))
  UPDATE bulk_operations j SET status = 'cancelled', finished_at = now(), contact_ids = NULL, updated_at = now()
  FROM turn WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean AND j.status IN ('queued', 'running') RETURNING j.id;

-- cancelJob (3)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"filter_index_builds:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($4, 0)))
  UPDATE filter_index_builds j SET status = 'cancelled', finished_at = now(), updated_at = now()
  FROM turn WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean AND j.status IN ('queued', 'running') RETURNING j.id;

-- cancelJob (4)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","bulk_operations:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($5, 0)))
  UPDATE bulk_operations j SET status = 'cancelled', finished_at = now(), contact_ids = NULL, updated_at = now()
  FROM turn WHERE j.id = $1 AND j.workspace_id = $2::uuid AND j.is_demo = $3::boolean AND j.created_by = $4 AND j.status IN ('queued', 'running') RETURNING j.id;

-- unfinishedJobsStartedBy (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
SELECT j.id FROM imports j
  WHERE j.workspace_id = $1::uuid AND j.is_demo = $2::boolean AND j.created_by = $3 AND j.status IN ('queued', 'running')
  ORDER BY j.created_at, j.id;

-- unfinishedJobsStartedBy (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
SELECT j.id FROM bulk_operations j
  WHERE j.workspace_id = $1::uuid AND j.is_demo = $2::boolean AND j.created_by = $3 AND j.status IN ('queued', 'running')
  ORDER BY j.created_at, j.id;

-- takeJobTurn (1)
-- values: ["imports:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($1, 0))) SELECT 1 FROM turn;

-- takeJobTurn (2)
-- values: ["bulk_operations:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($1, 0))) SELECT 1 FROM turn;

-- handOverUnfinishedJobs
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
UPDATE filter_index_builds j SET created_by = $1
  WHERE j.workspace_id = $2::uuid AND j.is_demo = $3::boolean AND j.created_by = $4 AND j.status IN ('queued', 'running');

-- holdJobAuthor
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001"]
SELECT id FROM users WHERE id = $1 AND workspace_id = $2 AND NOT is_demo FOR SHARE;

-- claimJob (1)
-- values: ["00000000-0000-4000-8000-000000000003"]
UPDATE imports SET status = 'running', started_at = COALESCE(started_at, now()),
  updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running')
  RETURNING id, workspace_id, is_demo, created_by, origin, processed, dry_run, mapping, match_on, on_match, rows;

-- claimJob (2)
-- values: ["00000000-0000-4000-8000-000000000003"]
UPDATE bulk_operations SET status = 'running', started_at = COALESCE(started_at, now()),
  updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running')
  RETURNING id, workspace_id, is_demo, created_by, origin, processed, action, params, filter, view_id, matched, created_at;

-- claimJob (3)
-- values: ["00000000-0000-4000-8000-000000000003"]
UPDATE filter_index_builds SET status = 'running', started_at = COALESCE(started_at, now()),
  updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running')
  RETURNING id, workspace_id, is_demo, created_by, origin, processed, field_id;

-- lockRunningJob (1)
-- values: ["00000000-0000-4000-8000-000000000003",500,"imports:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($3, 0)))
  SELECT jsonb_build_object('errors', jsonb_array_length(j.errors)) AS kept FROM turn, imports j
  WHERE j.id = $1 AND j.status = 'running' AND j.processed = $2 FOR KEY SHARE OF j;

-- lockRunningJob (2)
-- values: ["00000000-0000-4000-8000-000000000003",500,"bulk_operations:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($3, 0)))
  SELECT jsonb_build_object() AS kept FROM turn, bulk_operations j
  WHERE j.id = $1 AND j.status = 'running' AND j.processed = $2 FOR KEY SHARE OF j;

-- lockRunningJob (3)
-- values: ["00000000-0000-4000-8000-000000000003",1000,"filter_index_builds:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($3, 0)))
  SELECT jsonb_build_object() AS kept FROM turn, filter_index_builds j
  WHERE j.id = $1 AND j.status = 'running' AND j.processed = $2 FOR KEY SHARE OF j;

-- checkpointJob (1)
-- values: ["00000000-0000-4000-8000-000000000003",1000,500,490,5,0,5,"[{\"row\":3,\"field\":\"email\",\"message\":\"email must be an email\"}]"]
UPDATE imports SET processed = processed + $3, created = created + $4, updated = updated + $5, skipped = skipped + $6, failed = failed + $7, errors = errors || $8::jsonb, updated_at = now() WHERE id = $1 AND status = 'running' AND processed = $2 RETURNING id;

-- checkpointJob (2)
-- values: ["00000000-0000-4000-8000-000000000003",500,500,498,2]
UPDATE bulk_operations SET processed = processed + $3, affected = affected + $4, skipped = skipped + $5, updated_at = now() WHERE id = $1 AND status = 'running' AND processed = $2 RETURNING id;

-- checkpointJob (3)
-- values: ["00000000-0000-4000-8000-000000000003",0,1000,640]
UPDATE filter_index_builds SET processed = processed + $3, filled = filled + $4, updated_at = now() WHERE id = $1 AND status = 'running' AND processed = $2 RETURNING id;

-- finishJob (1)
-- values: ["00000000-0000-4000-8000-000000000003","succeeded",null,1200]
WITH ended AS (UPDATE imports j SET status = $2, error = $3, finished_at = now(), updated_at = now()
  WHERE j.id = $1 AND j.status = 'running' AND j.processed = $4 RETURNING j.id, j.file_id),
  deleted AS (DELETE FROM import_files f USING ended
  WHERE f.id = ended.file_id)
  SELECT id FROM ended;

-- finishJob (2)
-- values: ["00000000-0000-4000-8000-000000000003","failed","The file has no header row"]
WITH ended AS (UPDATE imports j SET status = $2, error = $3, finished_at = now(), updated_at = now()
  WHERE j.id = $1 AND j.status = 'running' RETURNING j.id, j.file_id),
  deleted AS (DELETE FROM import_files f USING ended
  WHERE f.id = ended.file_id)
  SELECT id FROM ended;

-- finishJob (3)
-- values: ["00000000-0000-4000-8000-000000000003","succeeded",null,1200]
UPDATE bulk_operations j SET status = $2, error = $3, finished_at = now(), contact_ids = NULL, updated_at = now()
  WHERE j.id = $1 AND j.status = 'running' AND j.processed = $4 RETURNING j.id;

-- finishJob (4)
-- values: ["00000000-0000-4000-8000-000000000003","succeeded",null,2500]
UPDATE filter_index_builds j SET status = $2, error = $3, finished_at = now(), updated_at = now()
  WHERE j.id = $1 AND j.status = 'running' AND j.processed = $4 RETURNING j.id;

-- failUnfinishedJob (1)
-- values: ["00000000-0000-4000-8000-000000000003","The import stopped after its job failed on every retry (an error, or a worker that died); the rows counted were written, the rest were not","imports:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($3, 0))),
  ended AS (UPDATE imports j SET status = 'failed', error = $2, finished_at = now(), updated_at = now()
  FROM turn WHERE j.id = $1 AND j.status IN ('queued', 'running') RETURNING j.id, j.workspace_id, j.is_demo, j.origin, j.file_id),
  deleted AS (DELETE FROM import_files f USING ended
  WHERE f.id = ended.file_id)
  SELECT id, workspace_id, is_demo, origin FROM ended;

-- failUnfinishedJob (2)
-- values: ["00000000-0000-4000-8000-000000000003","The bulk operation stopped after its job failed on every retry (an error, or a worker that died); the contacts counted were acted on, the rest were not","bulk_operations:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($3, 0)))
  UPDATE bulk_operations j SET status = 'failed', error = $2, finished_at = now(), contact_ids = NULL, updated_at = now()
  FROM turn WHERE j.id = $1 AND j.status IN ('queued', 'running') RETURNING j.id, j.workspace_id, j.is_demo, j.origin;

-- failUnfinishedJob (3)
-- values: ["00000000-0000-4000-8000-000000000003","The field's filter index stopped after its job failed on every retry (an error, or a worker that died); its filter_index stays building: send filterable: true again to resume it","filter_index_builds:00000000-0000-4000-8000-000000000003"]
WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($3, 0)))
  UPDATE filter_index_builds j SET status = 'failed', error = $2, finished_at = now(), updated_at = now()
  FROM turn WHERE j.id = $1 AND j.status IN ('queued', 'running') RETURNING j.id, j.workspace_id, j.is_demo, j.origin;
