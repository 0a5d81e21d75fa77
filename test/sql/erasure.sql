-- lockErasedContact
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.email, c.phone, c.first_name, c.last_name FROM contacts_all c
  WHERE c.id = $1 AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  FOR UPDATE;

-- scrubWebhookEvents (1)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])"]
WITH redacted AS (
  UPDATE webhook_events e
  SET payload = jsonb_build_object('type', e.payload->'type',
  'timestamp', e.payload->'timestamp', 'data', '{"erased": true}'::jsonb),
  presents = NULL
  WHERE e.workspace_id = $1
  AND (strpos(e.payload::text, $2) > 0 OR e.payload::text ~* $3)
  RETURNING e.id
  )
  UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
  FROM redacted WHERE d.event_id = redacted.id;

-- scrubWebhookEvents (2)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003"]
WITH redacted AS (
  UPDATE webhook_events e
  SET payload = jsonb_build_object('type', e.payload->'type',
  'timestamp', e.payload->'timestamp', 'data', '{"erased": true}'::jsonb),
  presents = NULL
  WHERE e.workspace_id = $1
  AND strpos(e.payload::text, $2) > 0
  RETURNING e.id
  )
  UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
  FROM redacted WHERE d.event_id = redacted.id;

-- scrubIdempotentAnswers
-- values: [410,"{\"type\":\"about:blank\",\"title\":\"Gone\",\"status\":410,\"detail\":\"This answer held a contact that has since been erased\",\"code\":\"erased\"}","application/problem+json; charset=utf-8","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])"]
UPDATE idempotency_keys k
  SET status = $1, body = $2,
  content_type = $3
  WHERE k.workspace_id = $4 AND k.body IS NOT NULL
  AND (strpos(k.body, $5) > 0 OR k.body ~* $6);

-- scrubBulkOperations
-- values: ["00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])"]
UPDATE bulk_operations b
  SET contact_ids = array_remove(b.contact_ids, $1::uuid),
  filter = erasure_scrub(b.filter, $2, $3),
  params = erasure_scrub(b.params, $4, $5),
  error = regexp_replace(b.error, $6, $7, 'gi')
  WHERE b.workspace_id = $8::uuid AND b.is_demo = $9::boolean
  AND (b.contact_ids @> ARRAY[$1::uuid]
  OR (strpos(b.filter::text, $10) > 0 OR b.filter::text ~* $11)
  OR (strpos(b.params::text, $12) > 0 OR b.params::text ~* $13)
  OR (strpos(coalesce(b.error, ''), $14) > 0 OR coalesce(b.error, '') ~* $15));

-- scrubImports
-- values: ["(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])"]
UPDATE imports i
  SET errors = erasure_scrub(i.errors, $1, $2),
  error = regexp_replace(i.error, $3, $4, 'gi')
  WHERE i.workspace_id = $5::uuid AND i.is_demo = $6::boolean
  AND ((strpos(i.errors::text, $7) > 0 OR i.errors::text ~* $8)
  OR (strpos(coalesce(i.error, ''), $9) > 0 OR coalesce(i.error, '') ~* $10));

-- scrubImportFiles
-- values: ["(?<![[:alnum:]_\\\\])(?:ada@example\\.com|Ada)(?![[:alnum:]_])",1048576,"00000000-0000-4000-8000-000000000001","[erased]"]
WITH files AS (
  SELECT p.file_id, count(*)::int AS parts,
  encode(string_agg(p.bytes, ''::bytea ORDER BY p.part), 'escape') AS text
  FROM import_file_parts p JOIN import_files f ON f.id = p.file_id
  WHERE f.workspace_id = $3
  GROUP BY p.file_id
  ), lines AS (
  -- The header ends at its first line break, whichever the file uses (LF, CRLF, lone CR).
  SELECT file_id, parts, text,
  coalesce(least(nullif(position(chr(13) IN text), 0),
  nullif(position(chr(10) IN text), 0)), 0) AS eol
  FROM files
  ), scrubbed AS (
  SELECT file_id, parts,
  decode(left(text, eol) || regexp_replace(substring(text FROM eol + 1), $1,
  $4, 'gi'), 'escape') AS bytes
  FROM lines WHERE eol > 0 AND substring(text FROM eol + 1) ~* $1
  )
  UPDATE import_file_parts p
  SET bytes = CASE WHEN p.part < s.parts - 1
  THEN substring(s.bytes FROM p.part * $2 + 1 FOR $2)
  ELSE substring(s.bytes FROM p.part * $2 + 1) END
  FROM scrubbed s WHERE p.file_id = s.file_id;

-- scrubSavedViews
-- values: ["(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])"]
UPDATE saved_views v
  SET name = regexp_replace(v.name, $1, $2, 'gi'),
  filter = erasure_scrub(v.filter, $3, $4)
  WHERE v.workspace_id = $5
  AND ((strpos(v.name, $6) > 0 OR v.name ~* $7)
  OR (strpos(v.filter::text, $8) > 0 OR v.filter::text ~* $9));

-- scrubHistory
-- values: ["(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])","[erased]","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000003","(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])"]
UPDATE contact_history h
  SET changes = erasure_scrub(h.changes, $1, $2)
  WHERE h.workspace_id = $3
  AND h.contact_id <> $4
  AND (strpos(h.changes::text, $5) > 0 OR h.changes::text ~* $6);

-- deleteErasedContact
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
DELETE FROM contacts_all c WHERE c.id = $1 AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean;

-- insertErasure
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000002"]
INSERT INTO contact_erasures AS x (workspace_id, is_demo, contact_id, erased_by)
  VALUES ($1, $2, $3,
  $4)
  RETURNING x.id, x.contact_id, to_char(x.erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS erased_at, x.erased_by;

-- erasurePage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT x.id, x.contact_id, to_char(x.erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS erased_at, x.erased_by, x.erased_at::text AS sort_at FROM contact_erasures x
  WHERE x.workspace_id = $1::uuid AND x.is_demo = $2::boolean
  ORDER BY x.erased_at DESC, x.id DESC LIMIT $3::int;

-- erasurePage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT x.id, x.contact_id, to_char(x.erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS erased_at, x.erased_by, x.erased_at::text AS sort_at FROM contact_erasures x
  WHERE x.workspace_id = $1::uuid AND x.is_demo = $2::boolean AND (x.erased_at, x.id) < ($3::timestamptz, $4::uuid)
  ORDER BY x.erased_at DESC, x.id DESC LIMIT $5::int;
