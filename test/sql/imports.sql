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
