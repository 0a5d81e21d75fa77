-- insertImport
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","{\"request_id\":\"r1\",\"actor\":{\"type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null}}",false,"{\"First name\":\"first_name\"}","email","update"]
WITH claimed AS (
  UPDATE import_files SET claimed_at = now()
  WHERE id = $1 AND workspace_id = $2
  AND claimed_at IS NULL
  RETURNING id)
  INSERT INTO imports (workspace_id, is_demo, created_by, origin, dry_run, mapping, match_on,
  on_match, file_id)
  SELECT $3, $4, $5,
  $6::jsonb, $7,
  $8::jsonb, $9,
  $10, claimed.id
  FROM claimed
  RETURNING id;

-- importById
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT i.id, i.status, i.dry_run, i.match_on, i.on_match, i.rows,
  i.processed, i.created, i.updated, i.skipped, i.failed, i.error,
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(i.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
  to_char(i.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, i.errors FROM imports i
  WHERE i.id = $1 AND i.workspace_id = $2 AND i.is_demo = $3;

-- importPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT i.id, i.status, i.dry_run, i.match_on, i.on_match, i.rows,
  i.processed, i.created, i.updated, i.skipped, i.failed, i.error,
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(i.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
  to_char(i.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, i.created_at::text AS sort_at FROM imports i
  WHERE i.workspace_id = $1 AND i.is_demo = $2
  ORDER BY i.created_at DESC, i.id DESC LIMIT $3;

-- importPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT i.id, i.status, i.dry_run, i.match_on, i.on_match, i.rows,
  i.processed, i.created, i.updated, i.skipped, i.failed, i.error,
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(i.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
  to_char(i.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, i.created_at::text AS sort_at FROM imports i
  WHERE i.workspace_id = $1 AND i.is_demo = $2 AND (i.created_at, i.id) < ($3::timestamptz, $4::uuid)
  ORDER BY i.created_at DESC, i.id DESC LIMIT $5;

-- cancelImport
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
WITH ended AS (UPDATE imports i SET status = 'cancelled', finished_at = now(), updated_at = now()
  WHERE i.id = $1 AND i.workspace_id = $2 AND i.is_demo = $3 AND i.status IN ('queued', 'running')
  RETURNING i.id, i.file_id),
  deleted AS (DELETE FROM import_files f USING ended WHERE f.id = ended.file_id)
  SELECT id FROM ended;

-- claimImport
-- values: ["00000000-0000-4000-8000-000000000003"]
UPDATE imports SET status = 'running', started_at = COALESCE(started_at, now()), updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running')
  RETURNING id, workspace_id, is_demo, created_by, origin, dry_run, mapping, match_on,
  on_match, rows, processed;

-- insertImportFile
-- values: ["00000000-0000-4000-8000-000000000001"]
INSERT INTO import_files (workspace_id) VALUES ($1) RETURNING id;

-- insertImportFilePart
-- values: ["00000000-0000-4000-8000-000000000003",0,{"type":"Buffer","data":[70,105,114,115,116,32,110,97,109,101,10,65,100,97,10]}]
WITH file AS (UPDATE import_files SET last_part_at = now() WHERE id = $1 RETURNING id)
  INSERT INTO import_file_parts (file_id, part, bytes) SELECT id, $2, $3 FROM file;

-- deleteUnclaimedImportFiles
-- values: ["00000000-0000-4000-8000-000000000003"]
DELETE FROM import_files
  WHERE claimed_at IS NULL AND (id = $1 OR last_part_at < now() - interval '1 hour');

-- importFilePart
-- values: ["00000000-0000-4000-8000-000000000003",0]
SELECT p.bytes FROM imports i JOIN import_file_parts p ON p.file_id = i.file_id
  WHERE i.id = $1 AND p.part = $2;

-- startImportCounts
-- values: ["00000000-0000-4000-8000-000000000003",100]
UPDATE imports SET rows = $2, processed = 0, created = 0, updated = 0, skipped = 0, failed = 0,
  errors = '[]', updated_at = now()
  WHERE id = $1 AND status = 'running' AND (rows IS NULL OR dry_run) RETURNING id;

-- lockRunningImport
-- values: ["00000000-0000-4000-8000-000000000003",500]
SELECT jsonb_array_length(errors) AS kept_errors FROM imports
  WHERE id = $1 AND status = 'running' AND processed = $2 FOR UPDATE;

-- checkpointImport
-- values: ["00000000-0000-4000-8000-000000000003",500,490,5,0,5,"[{\"row\":3,\"field\":\"email\",\"message\":\"email must be an email\"}]"]
UPDATE imports SET processed = processed + $2, created = created + $3, updated = updated + $4,
  skipped = skipped + $5, failed = failed + $6, errors = errors || $7::jsonb,
  updated_at = now()
  WHERE id = $1;

-- finishImport (1)
-- values: ["00000000-0000-4000-8000-000000000003","succeeded",null]
WITH ended AS (UPDATE imports SET status = $2, error = $3, finished_at = now(), updated_at = now()
  WHERE id = $1 AND status = 'running' RETURNING id, file_id),
  deleted AS (DELETE FROM import_files f USING ended WHERE f.id = ended.file_id)
  SELECT id FROM ended;

-- finishImport (2)
-- values: ["00000000-0000-4000-8000-000000000003","failed","The file has no header row"]
WITH ended AS (UPDATE imports SET status = $2, error = $3, finished_at = now(), updated_at = now()
  WHERE id = $1 AND status = 'running' RETURNING id, file_id),
  deleted AS (DELETE FROM import_files f USING ended WHERE f.id = ended.file_id)
  SELECT id FROM ended;

-- failUnfinishedImport
-- values: ["00000000-0000-4000-8000-000000000003","The import stopped after its job failed on every retry"]
WITH ended AS (UPDATE imports SET status = 'failed', error = $2, finished_at = now(), updated_at = now()
  WHERE id = $1 AND status IN ('queued', 'running') RETURNING id, file_id),
  deleted AS (DELETE FROM import_files f USING ended WHERE f.id = ended.file_id)
  SELECT id FROM ended;
