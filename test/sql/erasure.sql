-- erasedContact
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.email, c.phone, c.phone_key, c.first_name, c.last_name, c.custom
  FROM contacts_all c
  WHERE c.id = $1 AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean;

-- mergedIntoErased
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003"]
SELECT DISTINCT e.value->>'id' AS id, CASE WHEN jsonb_typeof(e.value->'email') = 'string'
  THEN e.value->>'email' END AS email, CASE WHEN jsonb_typeof(e.value->'phone') = 'string'
  THEN e.value->>'phone' END AS phone, CASE WHEN jsonb_typeof(e.value->'first_name') = 'string'
  THEN e.value->>'first_name' END AS first_name, CASE WHEN jsonb_typeof(e.value->'last_name') = 'string'
  THEN e.value->>'last_name' END AS last_name
  FROM contact_merges m CROSS JOIN jsonb_array_elements(m.merged) AS e(value)
  WHERE m.workspace_id = $1::uuid AND m.is_demo = $2::boolean AND m.contact_id = $3
  AND e.value->>'id' IS NOT NULL;

-- operationsOnErased
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003"]
SELECT DISTINCT h.operation_id FROM contact_history h
  WHERE h.workspace_id = $1 AND h.contact_id = $2
  AND h.operation_id IS NOT NULL;

-- earlierTiesOfErased
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003",["email","phone","custom.home_email"]]
SELECT DISTINCT c.key AS field, v.value
  FROM contact_history h
  CROSS JOIN jsonb_each(CASE WHEN jsonb_typeof(h.changes) = 'object'
  THEN h.changes ELSE '{}' END) AS c
  CROSS JOIN LATERAL (VALUES (c.value->>'from'), (c.value->>'to')) AS v(value)
  WHERE h.workspace_id = $1 AND h.contact_id = $2
  AND c.key = ANY($3::text[]) AND v.value IS NOT NULL;

-- scrubWebhookEvents (1)
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000007"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")"]
WITH numbering AS (
  INSERT INTO webhook_sequences AS s (workspace_id, last_seq) VALUES ($1, 0)
  ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq
  RETURNING 1
  ), redacted AS (
  UPDATE webhook_events e
  SET payload = jsonb_build_object('type', e.payload->'type',
  'timestamp', e.payload->'timestamp',
  'data', jsonb_build_object('erased', true, 'sequence', e.seq)),
  presents = NULL
  WHERE e.workspace_id = $1 AND EXISTS (SELECT 1 FROM numbering)
  AND (EXISTS (SELECT 1 FROM unnest($2::text[]) AS x(id) WHERE strpos(e.payload::text, x.id) > 0)
  OR CASE WHEN e.payload::text ~* $3
  THEN e.payload @? $4::jsonpath ELSE false END)
  RETURNING e.id
  )
  UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
  FROM redacted WHERE d.event_id = redacted.id;

-- scrubWebhookEvents (2)
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
WITH numbering AS (
  INSERT INTO webhook_sequences AS s (workspace_id, last_seq) VALUES ($1, 0)
  ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq
  RETURNING 1
  ), redacted AS (
  UPDATE webhook_events e
  SET payload = jsonb_build_object('type', e.payload->'type',
  'timestamp', e.payload->'timestamp',
  'data', jsonb_build_object('erased', true, 'sequence', e.seq)),
  presents = NULL
  WHERE e.workspace_id = $1 AND EXISTS (SELECT 1 FROM numbering)
  AND (EXISTS (SELECT 1 FROM unnest($2::text[]) AS x(id) WHERE strpos(e.payload::text, x.id) > 0)
  OR false)
  RETURNING e.id
  )
  UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
  FROM redacted WHERE d.event_id = redacted.id;

-- scrubIdempotentAnswers (1)
-- values: ["(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))",410,"{\"type\":\"about:blank\",\"title\":\"Gone\",\"status\":410,\"detail\":\"This answer held a contact that has since been erased\",\"code\":\"erased\"}","application/problem+json; charset=utf-8","00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000007"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))"]
UPDATE idempotency_keys k
  SET status = $2, body = $3,
  content_type = $4,
  key = CASE WHEN k.key ~* $1 THEN 'sha256:' || encode(sha256(convert_to(k.key, 'UTF8')), 'hex') ELSE k.key END
  WHERE k.workspace_id = $5
  AND (k.key ~* $1
  OR k.body IS NOT NULL AND (EXISTS (SELECT 1 FROM unnest($6::text[]) AS x(id) WHERE strpos(k.body, x.id) > 0)
  OR CASE WHEN k.content_type LIKE '%json%' AND k.body !~* '\\u(0000|d[89a-f])'
  THEN CASE WHEN k.body ~* $7
  THEN k.body::jsonb @? $8::jsonpath ELSE false END
  ELSE k.body ~* $9 END));

-- scrubIdempotentAnswers (2)
-- values: [410,"{\"type\":\"about:blank\",\"title\":\"Gone\",\"status\":410,\"detail\":\"This answer held a contact that has since been erased\",\"code\":\"erased\"}","application/problem+json; charset=utf-8","00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
UPDATE idempotency_keys k
  SET status = $1, body = $2,
  content_type = $3,
  key = CASE WHEN false THEN 'sha256:' || encode(sha256(convert_to(k.key, 'UTF8')), 'hex') ELSE k.key END
  WHERE k.workspace_id = $4
  AND (false
  OR k.body IS NOT NULL AND (EXISTS (SELECT 1 FROM unnest($5::text[]) AS x(id) WHERE strpos(k.body, x.id) > 0)
  OR CASE WHEN k.content_type LIKE '%json%' AND k.body !~* '\\u(0000|d[89a-f])'
  THEN false
  ELSE false END));

-- scrubBulkOperations (1)
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","00000000-0000-4000-8000-000000000003","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000007"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
UPDATE bulk_operations b
  -- A running operation reads its set by place from its checkpoint: the id leaves a
  -- hole, not a shift, so no later contact moves back behind the count (its batch then
  -- counts the hole as skipped, as a contact gone since the start).
  SET contact_ids = array_replace(b.contact_ids, $12::uuid, NULL),
  filter = erasure_scrub(b.filter, $13, $14),
  params = erasure_scrub(b.params, $15, $16),
  error = regexp_replace(b.error, $17, $18, 'gi')
  FROM (SELECT b.id, (b.filter::text ~* $9 OR b.params::text ~* $10 OR coalesce(b.error, '') ~* $11) AS held FROM bulk_operations b
  WHERE b.workspace_id = $19::uuid AND b.is_demo = $20::boolean
  AND (b.id = ANY($21::uuid[])
  OR b.contact_ids && $22::uuid[] OR EXISTS (SELECT 1 FROM unnest($1::text[]) AS x(id) WHERE strpos(b.filter::text, x.id) > 0) OR CASE WHEN b.filter::text ~* $2
  THEN b.filter @? $3::jsonpath ELSE false END OR EXISTS (SELECT 1 FROM unnest($4::text[]) AS x(id) WHERE strpos(b.params::text, x.id) > 0) OR CASE WHEN b.params::text ~* $5
  THEN b.params @? $6::jsonpath ELSE false END OR EXISTS (SELECT 1 FROM unnest($7::text[]) AS x(id) WHERE strpos(coalesce(b.error, ''), x.id) > 0) OR coalesce(b.error, '') ~* $8)
  ) o
  WHERE b.id = o.id
  RETURNING CASE WHEN o.held THEN b.id END AS id;

-- scrubBulkOperations (2)
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","00000000-0000-4000-8000-000000000003","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000007"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
UPDATE bulk_operations b
  -- A running operation reads its set by place from its checkpoint: the id leaves a
  -- hole, not a shift, so no later contact moves back behind the count (its batch then
  -- counts the hole as skipped, as a contact gone since the start).
  SET contact_ids = array_replace(b.contact_ids, $7::uuid, NULL),
  filter = erasure_scrub(b.filter, $8, $9),
  params = erasure_scrub(b.params, $10, $11),
  error = regexp_replace(b.error, $12, $13, 'gi')
  FROM (SELECT b.id, (b.filter::text ~* $4 OR b.params::text ~* $5 OR coalesce(b.error, '') ~* $6) AS held FROM bulk_operations b
  WHERE b.workspace_id = $14::uuid AND b.is_demo = $15::boolean
  AND (b.id = ANY($16::uuid[])
  OR b.contact_ids && $17::uuid[] OR EXISTS (SELECT 1 FROM unnest($1::text[]) AS x(id) WHERE strpos(b.filter::text, x.id) > 0) OR false OR EXISTS (SELECT 1 FROM unnest($2::text[]) AS x(id) WHERE strpos(b.params::text, x.id) > 0) OR false OR EXISTS (SELECT 1 FROM unnest($3::text[]) AS x(id) WHERE strpos(coalesce(b.error, ''), x.id) > 0) OR false)
  ) o
  WHERE b.id = o.id
  RETURNING CASE WHEN o.held THEN b.id END AS id;

-- scrubImports
-- values: ["(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",false,"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))"]
UPDATE imports i
  SET errors = CASE WHEN jsonb_typeof(i.errors) = 'array' THEN (
  SELECT coalesce(jsonb_agg(CASE WHEN CASE WHEN e.value::text ~* $1
  THEN e.value @? $2::jsonpath ELSE false END
  THEN erasure_scrub(e.value, $3, $4)
  ELSE e.value END ORDER BY e.n), '[]')
  FROM jsonb_array_elements(i.errors) WITH ORDINALITY AS e(value, n))
  ELSE i.errors END,
  error = CASE WHEN coalesce(i.error, '') ~* $5
  THEN regexp_replace(i.error, $6, $7, 'gi') ELSE i.error END
  WHERE i.workspace_id = $8::uuid AND i.is_demo = $9::boolean
  AND (CASE WHEN i.errors::text ~* $10
  THEN i.errors @? $11::jsonpath ELSE false END OR coalesce(i.error, '') ~* $12);

-- storedImportFiles
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT f.id FROM import_files f WHERE f.workspace_id = $1 ORDER BY f.id;

-- scrubImportFile
-- values: ["(?:(?<![\\\\[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![\\\\[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))",1048576,"00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",65536,"(?:(?<![\\\\[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![\\\\[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![\\\\[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000004"]
WITH file AS (
  SELECT count(*)::int AS parts, string_agg(p.bytes, ''::bytea ORDER BY p.part) AS bytes
  FROM import_file_parts p JOIN import_files f ON f.id = p.file_id
  WHERE f.id = $3 AND f.workspace_id = $4
  ), head AS (
  SELECT parts, bytes, coalesce(least(nullif(position('\x0d'::bytea IN bytes), 0),
  nullif(position('\x0a'::bytea IN bytes), 0)), 0) AS eol FROM file WHERE bytes IS NOT NULL
  ), cuts AS (
  -- Where each piece starts: after the header, and after the first line break past each
  -- part's start.
  SELECT h.eol + 1 AS at FROM head h WHERE h.eol > 0
  UNION
  SELECT k + b.at FROM head h
  CROSS JOIN generate_series(h.eol + 1 + $2, length(h.bytes), $2) AS k
  CROSS JOIN LATERAL (
  SELECT nullif(coalesce(least(nullif(position('\x0d'::bytea IN substring(h.bytes FROM k FOR $5)), 0),
  nullif(position('\x0a'::bytea IN substring(h.bytes FROM k FOR $5)), 0)), 0), 0) AS at
  ) b
  WHERE h.eol > 0 AND b.at IS NOT NULL
  ), bounds AS (
  -- Apart from the file's bytes, which no sort or grouping should carry.
  SELECT at, lead(at) OVER (ORDER BY at) AS next FROM cuts
  ), pieces AS (
  SELECT b.at, encode(substring(h.bytes FROM b.at FOR coalesce(b.next, length(h.bytes) + 1) - b.at),
  'escape') AS text
  FROM bounds b CROSS JOIN head h
  ), tied AS (
  SELECT at, text, text ~* $1 AS tied FROM pieces
  ), body AS (
  SELECT string_agg(
  CASE WHEN NOT t.tied THEN decode(t.text, 'escape') ELSE decode((
  SELECT string_agg(CASE WHEN m.line[1] ~* $1
  THEN regexp_replace(m.line[1], $6,
  $7, 'gi')
  ELSE m.line[1] END, '' ORDER BY m.n)
  -- Each line with its line break: longest first, so CRLF stays one.
  FROM regexp_matches(t.text, '[^\r\n]*(?:\r\n|\r|\n|$)', 'g')
  WITH ORDINALITY AS m(line, n)
  ), 'escape') END, ''::bytea ORDER BY t.at) AS bytes
  FROM tied t HAVING bool_or(t.tied)
  ), scrubbed AS (
  SELECT h.parts, substring(h.bytes FROM 1 FOR h.eol) || b.bytes AS bytes FROM head h, body b
  )
  UPDATE import_file_parts p
  SET bytes = CASE WHEN p.part < s.parts - 1
  THEN substring(s.bytes FROM p.part * $2 + 1 FOR $2)
  ELSE substring(s.bytes FROM p.part * $2 + 1) END
  FROM scrubbed s WHERE p.file_id = $8;

-- scrubSavedViews
-- values: ["(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")"]
UPDATE saved_views v
  SET name = regexp_replace(v.name, $1, $2, 'gi'),
  filter = erasure_scrub(v.filter, $3, $4)
  WHERE v.workspace_id = $5
  AND (EXISTS (SELECT 1 FROM unnest($6::text[]) AS x(id) WHERE strpos(v.name, x.id) > 0) OR v.name ~* $7
  OR EXISTS (SELECT 1 FROM unnest($8::text[]) AS x(id) WHERE strpos(v.filter::text, x.id) > 0)
  OR CASE WHEN v.filter::text ~* $9
  THEN v.filter @? $10::jsonpath ELSE false END)
  RETURNING v.id;

-- lockErasure
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["ada@example.com"],["+14155550123"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","00000000-0000-4000-8000-000000000001",false,"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))","00000000-0000-4000-8000-000000000001",false,"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))"]
SELECT o.id FROM contacts_all o
  WHERE o.workspace_id = $1::uuid AND o.is_demo = $2::boolean
  AND (o.id = $3
  OR o.id <> ALL($4::uuid[])
  AND ((lower(o.email) = ANY($5::text[]) OR o.phone_key = ANY($6::text[])
  OR CASE WHEN o.custom::text ~* $7
  THEN o.custom @? $8::jsonpath ELSE false END)
  OR o.id IN (SELECT f.contact_id FROM followups_all f
  WHERE f.workspace_id = $9::uuid AND f.is_demo = $10::boolean
  AND f.title ~* $11)
  OR o.id IN (SELECT i.contact_id FROM interactions_all i
  WHERE i.workspace_id = $12::uuid AND i.is_demo = $13::boolean
  AND i.summary ~* $14)))
  ORDER BY o.id FOR UPDATE;

-- takeErasureTurn
-- values: ["contact_erasures:00000000-0000-4000-8000-000000000001"]
SELECT pg_advisory_xact_lock(hashtextextended($1, 0));

-- erasedBeyond
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["ada@example.com"],["+14155550123"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","00000000-0000-4000-8000-000000000001",false,"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))","00000000-0000-4000-8000-000000000001",false,"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
SELECT 1 FROM contacts_all o
  WHERE o.workspace_id = $1::uuid AND o.is_demo = $2::boolean
  AND (o.id = $3
  OR o.id <> ALL($4::uuid[])
  AND ((lower(o.email) = ANY($5::text[]) OR o.phone_key = ANY($6::text[])
  OR CASE WHEN o.custom::text ~* $7
  THEN o.custom @? $8::jsonpath ELSE false END)
  OR o.id IN (SELECT f.contact_id FROM followups_all f
  WHERE f.workspace_id = $9::uuid AND f.is_demo = $10::boolean
  AND f.title ~* $11)
  OR o.id IN (SELECT i.contact_id FROM interactions_all i
  WHERE i.workspace_id = $12::uuid AND i.is_demo = $13::boolean
  AND i.summary ~* $14))) AND o.id <> ALL($15::uuid[])
  LIMIT 1;

-- rewriteOtherContacts
-- values: ["00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["ada@example.com"],["+14155550123"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")",["ada@example.com"],["+14155550123"],["+14155550123"],["home_email","mobile","site"],["home_email"],["ada@example.com"],["mobile"],"^[[:space:]]*(?:\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$",["site"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]"]
WITH held AS (
  SELECT o.id, o.email, o.phone, o.custom FROM contacts_all o
  WHERE o.workspace_id = $1::uuid AND o.is_demo = $2::boolean
  AND (SELECT set_config('crm.change', $3::text, true) || set_config('crm.routed', $4::text, true)) IS NOT NULL
  AND o.id <> ALL($5::uuid[])
  AND o.id = ANY($6::uuid[]) AND (lower(o.email) = ANY($7::text[]) OR o.phone_key = ANY($8::text[])
  OR CASE WHEN o.custom::text ~* $9
  THEN o.custom @? $10::jsonpath ELSE false END)
  ORDER BY o.id FOR NO KEY UPDATE
  )
  UPDATE contacts_all c
  SET email = CASE WHEN lower(c.email) = ANY($11::text[]) THEN NULL ELSE c.email END,
  phone = CASE WHEN c.phone_key = ANY($12::text[]) THEN NULL ELSE c.phone END,
  phone_key = CASE WHEN c.phone_key = ANY($13::text[]) THEN NULL ELSE c.phone_key END,
  custom = (SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN e.key = ANY($14::text[]) THEN e.value
  ELSE erasure_scrub(e.value, $22, $23) END), '{}')
  FROM jsonb_each(c.custom) AS e
  WHERE NOT ((e.key = ANY($15::text[]) AND lower((e.value #>> '{}')) = ANY($16::text[])) OR (e.key = ANY($17::text[]) AND (e.value #>> '{}') ~* $18) OR (e.key = ANY($19::text[]) AND CASE WHEN e.value::text ~* $20
  THEN e.value @? $21::jsonpath ELSE false END))),
  updated_at = now()
  FROM held WHERE c.id = held.id
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  array_remove(ARRAY[CASE WHEN c.email IS DISTINCT FROM held.email THEN 'email' END, CASE WHEN c.phone IS DISTINCT FROM held.phone THEN 'phone' END], NULL)
  || ARRAY(SELECT 'custom.' || b.key FROM jsonb_each(held.custom) b
  WHERE b.value IS DISTINCT FROM c.custom->b.key ORDER BY b.key) AS erased,
  c.deleted_at IS NOT NULL AS trashed;

-- scrubOtherFollowups
-- values: ["(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))"]
UPDATE followups_all f SET title = regexp_replace(f.title, $1, $2, 'gi')
  WHERE f.workspace_id = $3::uuid AND f.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  AND f.contact_id <> ALL($7::uuid[])
  AND f.contact_id = ANY($8::uuid[])
  AND f.title ~* $9
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.in_trash AS trashed;

-- scrubOtherInteractions
-- values: ["(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))"]
UPDATE interactions_all i SET summary = regexp_replace(i.summary, $1, $2, 'gi')
  WHERE i.workspace_id = $3::uuid AND i.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  AND i.contact_id <> ALL($7::uuid[])
  AND i.contact_id = ANY($8::uuid[])
  AND i.summary ~* $9
  RETURNING i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at, i.in_trash AS trashed;

-- scrubHistory
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")"]
WITH tied_records AS (
  SELECT DISTINCT t.merged_from AS id FROM contact_history t
  WHERE t.workspace_id = $1 AND t.contact_id <> ALL($2::uuid[]) AND t.merged_from IS NOT NULL
  AND jsonb_typeof(t.changes) = 'object' AND CASE WHEN t.changes::text ~* $3
  THEN t.changes @? $4::jsonpath ELSE false END
  )
  UPDATE contact_history h
  SET changes = coalesce((
  SELECT jsonb_object_agg(c.key, s.value)
  FROM jsonb_each(h.changes) AS c,
  LATERAL (SELECT CASE WHEN h.merged_from IN (SELECT id FROM tied_records) OR CASE WHEN jsonb_build_object(c.key, c.value)::text ~* $5
  THEN jsonb_build_object(c.key, c.value) @? $6::jsonpath ELSE false END
  THEN erasure_scrub(c.value, $7, $8)
  ELSE c.value END AS value) AS s
  WHERE s.value->'from' IS DISTINCT FROM s.value->'to'), '{}')
  WHERE h.workspace_id = $1 AND h.contact_id <> ALL($2::uuid[])
  AND jsonb_typeof(h.changes) = 'object'
  AND (h.merged_from IN (SELECT id FROM tied_records) OR CASE WHEN h.changes::text ~* $9
  THEN h.changes @? $10::jsonpath ELSE false END)
  RETURNING CASE WHEN h.changes = '{}' THEN h.id END AS id;

-- deleteHistoryEntries
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000007"]]
DELETE FROM contact_history h
  WHERE h.workspace_id = $1 AND h.id = ANY($2::uuid[]);

-- scrubMerges
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")","(?:(?<![[:alnum:]_.+-])(?:ada@example\\.com)(?![[:alnum:]_-]|\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_])|(?<![[:alnum:]_]|@[[:alnum:]_.-]*)(?:\\+1 415 555 0123|TBD|Ada)(?![[:alnum:]_]|[[:alnum:]_.+-]*@))","[erased]","00000000-0000-4000-8000-000000000001",false,"(?:ada@example\\.com|\\+?\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\+[0-9]+[[:space:]()./-]*)\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)","$.** ? (@ like_regex \"(?:(?<![[:alnum:]_.+-])(?:ada@example\\\\.com)(?![[:alnum:]_-]|\\\\.[[:alnum:]_-])|(?<![[:alnum:]_+])(?:(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)(?![[:alnum:]_]))\" flag \"i\" || @.phone.** like_regex \"^[[:space:]]*(?:\\\\+?\\\\(?1[[:space:]()./-]*4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3|(?<!\\\\+[0-9]+[[:space:]()./-]*)\\\\(?4[[:space:]()./-]*1[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*5[[:space:]()./-]*0[[:space:]()./-]*1[[:space:]()./-]*2[[:space:]()./-]*3)[[:space:]]*$\" flag \"i\")"]
UPDATE contact_merges m
  SET merged = (
  SELECT coalesce(jsonb_agg(CASE WHEN (e.value->>'id' = ANY($1::text[]) OR CASE WHEN e.value::text ~* $2
  THEN e.value @? $3::jsonpath ELSE false END)
  THEN erasure_scrub((e.value - 'id'), $4, $5)
  || jsonb_build_object('id', e.value->'id')
  ELSE e.value END ORDER BY e.n), '[]')
  FROM jsonb_array_elements(m.merged) WITH ORDINALITY AS e(value, n))
  WHERE m.workspace_id = $6::uuid AND m.is_demo = $7::boolean AND m.contact_id <> ALL($1::uuid[])
  AND jsonb_typeof(m.merged) = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(m.merged) AS t(value)
  WHERE (t.value->>'id' = ANY($1::text[]) OR CASE WHEN t.value::text ~* $8
  THEN t.value @? $9::jsonpath ELSE false END));

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
