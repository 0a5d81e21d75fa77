-- contactPage (1)
-- prepared: the newest-first index whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2
  ORDER BY c.created_at DESC, c.id DESC LIMIT $3;

-- contactPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000002","%ada%","2026-01-15T09:30:00.000Z","vip","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.stage = $3 AND c.owner_id = $4 AND c.search_text LIKE lower($5) AND c.last_activity_at <= $6 AND c.tags @> ARRAY[$7::text] AND (c.created_at, c.id) < ($8::timestamptz, $9::uuid)
  ORDER BY c.created_at DESC, c.id DESC LIMIT $10;

-- contactPage (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.last_activity_at > $3
  ORDER BY c.created_at DESC, c.id DESC LIMIT $4;

-- dormantContactPage (1)
-- prepared: the activity index from its oldest end whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.last_activity_at <= $3
  ORDER BY c.last_activity_at ASC, c.id ASC LIMIT $4;

-- dormantContactPage (2)
-- prepared: the activity index from its oldest end whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.last_activity_at <= $3 AND (c.last_activity_at, c.id) > ($4::timestamptz, $5::uuid)
  ORDER BY c.last_activity_at ASC, c.id ASC LIMIT $6;

-- contactById
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c WHERE c.id = $1 AND c.workspace_id = $2 AND c.is_demo = $3;

-- contactForUpdate
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c WHERE c.id = $1 AND c.workspace_id = $2 AND c.is_demo = $3
  FOR UPDATE;

-- contactExists
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT 1 FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3;

-- lockContactEmail
-- prepared: a lock: there is no plan to choose
-- values: ["00000000-0000-4000-8000-000000000001","Ada@Example.com"]
SELECT pg_advisory_xact_lock(hashtextextended('contact-email:' || $1::text || ':' || lower($2::text), 0));

-- contactsWithEmail
-- prepared: the e-mail index, on all of its columns, whatever the values
-- values: ["00000000-0000-4000-8000-000000000001",false,"Ada@Example.com",100]
SELECT c.id, count(*) OVER ()::int AS matches FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND lower(c.email) = lower($3::text)
  ORDER BY c.id LIMIT $4;

-- lockContactEmails
-- values: ["00000000-0000-4000-8000-000000000001",["Ada@Example.com","grace@example.com"]]
SELECT count(pg_advisory_xact_lock(hashtextextended('contact-email:' || $1::text || ':' || lower(s.email::text), 0)))
  FROM (SELECT DISTINCT lower(e) AS email FROM unnest($2::text[]) AS u(e)
  ORDER BY 1) s;

-- contactsWithEmails
-- values: ["00000000-0000-4000-8000-000000000001",false,["Ada@Example.com","grace@example.com"]]
SELECT lower(c.email) AS email, array_agg(c.id ORDER BY c.id)::text[] AS ids FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2
  AND lower(c.email) = ANY(SELECT lower(e) FROM unnest($3::text[]) AS u(e))
  GROUP BY lower(c.email);

-- insertContacts (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","[{\"key\":\"lead\"}]","[{\"id\":\"00000000-0000-4000-8000-000000000003\",\"ord\":0,\"first_name\":\"Ada\",\"last_name\":null,\"email\":null,\"phone\":\"020 7946 0000\",\"company\":null,\"title\":null,\"value_cents\":0,\"tags\":[],\"phone_key\":\"+442079460000\",\"stage\":\"lead\",\"owner_id\":\"00000000-0000-4000-8000-000000000004\",\"turn\":null}]"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1 AND w.stages @> $4::jsonb
  FOR KEY SHARE
  ), input AS (
  SELECT * FROM jsonb_to_recordset($5::jsonb)
  AS i(id uuid, ord int, first_name text, last_name text, email text, phone text, company text, title text, value_cents bigint, tags jsonb, phone_key text, stage text, owner_id uuid, turn int)
  ), c AS (
  INSERT INTO contacts (id, workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, tags,
  phone_key, stage, owner_id, last_activity_at)
  SELECT i.id, $1, $2, i.first_name, i.last_name, i.email, i.phone, i.company, i.title, i.value_cents, ARRAY(SELECT jsonb_array_elements_text(i.tags)), i.phone_key, i.stage, i.owner_id, now()
  FROM input i CROSS JOIN placed
  ORDER BY i.ord
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContacts (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002",1,"00000000-0000-4000-8000-000000000001",false,"[{\"key\":\"lead\"},{\"key\":\"won\"}]","[{\"id\":\"00000000-0000-4000-8000-000000000003\",\"ord\":0,\"first_name\":\"Ada\",\"last_name\":null,\"email\":null,\"phone\":null,\"company\":null,\"title\":null,\"value_cents\":0,\"tags\":[\"vip\"],\"phone_key\":null,\"stage\":\"lead\",\"owner_id\":null,\"turn\":1},{\"id\":\"00000000-0000-4000-8000-000000000004\",\"ord\":1,\"first_name\":\"Grace\",\"last_name\":null,\"email\":null,\"phone\":null,\"company\":null,\"title\":null,\"value_cents\":100,\"tags\":[],\"phone_key\":null,\"stage\":\"won\",\"owner_id\":null,\"turn\":null}]"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1 AND w.stages @> $7::jsonb
  FOR KEY SHARE
  ), turn AS (
  UPDATE routing_rules r SET next_index = r.next_index + $4
  WHERE r.workspace_id = $5 AND r.is_demo = $6
  AND r.strategy = 'round_robin' AND EXISTS (SELECT 1 FROM placed)
  RETURNING r.workspace_id, r.is_demo, r.member_ids, r.next_index - $4 AS first_taken
  ), routed AS (
  SELECT g.turn, CASE WHEN cardinality(m.ids) > 0 AND (turn.first_taken + g.turn - 1) >= 0
  THEN (m.ids)[((turn.first_taken + g.turn - 1) % cardinality(m.ids))::int + 1] END AS owner_id
  FROM turn CROSS JOIN LATERAL
  (SELECT ARRAY(SELECT m.id FROM unnest(turn.member_ids) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = turn.workspace_id AND (NOT u.is_demo OR turn.is_demo))
  ORDER BY m.ord) AS ids
  -- Kept a subquery (OFFSET 0), so the members are read once, not once per turn.
  OFFSET 0) m
  CROSS JOIN generate_series(1, $4::int) AS g(turn)
  ), input AS (
  SELECT * FROM jsonb_to_recordset($8::jsonb)
  AS i(id uuid, ord int, first_name text, last_name text, email text, phone text, company text, title text, value_cents bigint, tags jsonb, phone_key text, stage text, owner_id uuid, turn int)
  ), c AS (
  INSERT INTO contacts (id, workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, tags,
  phone_key, stage, owner_id, last_activity_at)
  SELECT i.id, $1, $2, i.first_name, i.last_name, i.email, i.phone, i.company, i.title, i.value_cents, ARRAY(SELECT jsonb_array_elements_text(i.tags)), i.phone_key, i.stage, CASE WHEN i.turn IS NULL THEN i.owner_id ELSE COALESCE(r.owner_id, $3::uuid) END, now()
  FROM input i CROSS JOIN placed LEFT JOIN routed r ON r.turn = i.turn
  ORDER BY i.ord
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (1)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","00000000-0000-4000-8000-000000000001",false,"Ada",null,null,null,null,null,0,[],null]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  FOR KEY SHARE
  ), turn AS (
  UPDATE routing_rules r SET next_index = r.next_index + 1
  WHERE r.workspace_id = $5 AND r.is_demo = $6
  AND r.strategy = 'round_robin' AND EXISTS (SELECT 1 FROM placed)
  RETURNING r.workspace_id, r.is_demo, r.member_ids, r.next_index - 1 AS taken
  ), routed AS (
  SELECT CASE WHEN cardinality(m.ids) > 0 AND turn.taken >= 0
  THEN (m.ids)[(turn.taken % cardinality(m.ids))::int + 1] END AS owner_id
  FROM turn CROSS JOIN LATERAL
  (SELECT ARRAY(SELECT m.id FROM unnest(turn.member_ids) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = turn.workspace_id AND (NOT u.is_demo OR turn.is_demo))
  ORDER BY m.ord) AS ids) m
  ), c AS (
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, tags,
  phone_key, stage, owner_id, last_activity_at)
  SELECT $1, $2, $7, $8, $9, $10, $11, $12, $13, $14::text[],
  $15, $4, COALESCE((SELECT owner_id FROM routed), $3::uuid), now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (2)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","00000000-0000-4000-8000-000000000004","Ada","Lovelace","ada@example.com","+44 20 7946 0000","Analytical Engines","CTO",1200000,["vip"],"+442079460000"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  FOR KEY SHARE
  ), c AS (
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, tags,
  phone_key, stage, owner_id, last_activity_at)
  SELECT $1, $2, $6, $7, $8, $9, $10, $11, $12, $13::text[],
  $14, $4, $5::uuid, now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (3)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","00000000-0000-4000-8000-000000000001",false,"Ada",null,null,null,null,null,0,[],null,"00000000-0000-4000-8000-000000000001","contact.created","00000000-0000-4000-8000-000000000004",{"type":"contact.created","timestamp":"2026-01-15T09:30:00.000Z","data":{"sequence":null}},["data","contact"],"contact"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  FOR KEY SHARE
  ), turn AS (
  UPDATE routing_rules r SET next_index = r.next_index + 1
  WHERE r.workspace_id = $5 AND r.is_demo = $6
  AND r.strategy = 'round_robin' AND EXISTS (SELECT 1 FROM placed)
  RETURNING r.workspace_id, r.is_demo, r.member_ids, r.next_index - 1 AS taken
  ), routed AS (
  SELECT CASE WHEN cardinality(m.ids) > 0 AND turn.taken >= 0
  THEN (m.ids)[(turn.taken % cardinality(m.ids))::int + 1] END AS owner_id
  FROM turn CROSS JOIN LATERAL
  (SELECT ARRAY(SELECT m.id FROM unnest(turn.member_ids) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = turn.workspace_id AND (NOT u.is_demo OR turn.is_demo))
  ORDER BY m.ord) AS ids) m
  ), c AS (
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, tags,
  phone_key, stage, owner_id, last_activity_at)
  SELECT $1, $2, $7, $8, $9, $10, $11, $12, $13, $14::text[],
  $15, $4, COALESCE((SELECT owner_id FROM routed), $3::uuid), now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  ), created AS (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c
  ), event AS (INSERT INTO webhook_events (id, workspace_id, type, payload, presents, created_at)
  SELECT $18, $16, $17,
  jsonb_set($19::jsonb, $20::text[], to_jsonb(r)),
  $21, clock_timestamp()
  FROM created r
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints
  WHERE workspace_id = $16 AND active
  AND events && ARRAY[$17::text, '*']))
  SELECT * FROM created;

-- updateContact (1)
-- values: ["CEO","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE contacts c SET title = $1, updated_at = now()
  WHERE c.id = $2 AND c.workspace_id = $3 AND c.is_demo = $4
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- updateContact (2)
-- values: ["Ada",null,null,null,null,null,0,[],"00000000-0000-4000-8000-000000000004",null,"00000000-0000-4000-8000-000000000001","GB","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE contacts c SET first_name = $1, last_name = $2, email = $3, phone = $4, company = $5, title = $6, value_cents = $7, tags = $8::text[], owner_id = $9, phone_key = (SELECT $10::text FROM workspaces w
  WHERE w.id = $11 AND w.default_region = $12 FOR KEY SHARE), updated_at = now()
  WHERE c.id = $13 AND c.workspace_id = $14 AND c.is_demo = $15
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- deleteContact
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
DELETE FROM contacts c WHERE c.id = $1 AND c.workspace_id = $2 AND c.is_demo = $3
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- contactStageForUpdate
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT stage FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3 FOR UPDATE;

-- setContactStage
-- values: ["qualified","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE contacts c SET stage = $1, last_activity_at = now(), updated_at = now()
  WHERE c.id = $2 AND c.workspace_id = $3 AND c.is_demo = $4 RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- insertStageMove
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","lead","qualified","00000000-0000-4000-8000-000000000002"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  VALUES ($1, $2, $3,
  $4, $5, $6);

-- bumpActivity
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
UPDATE contacts SET last_activity_at = now()
  WHERE id = $1 AND workspace_id = $2 AND is_demo = $3
  RETURNING id, owner_id;

-- contactSummaries
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT id, first_name, last_name, company FROM contacts
  WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND is_demo = $3;

-- boardCards (1)
-- prepared: each column read along the stage index
-- values: ["00000000-0000-4000-8000-000000000001",false,["lead","qualified"],21]
SELECT col.* FROM unnest($3::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $4
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002",["lead","qualified"],21]
SELECT col.* FROM unnest($4::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.owner_id = $3 AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $5
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- stageContactPage (1)
-- prepared: the stage index whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.stage = $3
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $4;

-- stageContactPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.tags,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.stage = $3 AND c.owner_id = $4 AND (c.last_activity_at, c.id) < ($5::timestamptz, $6::uuid)
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $7;

-- stageTotals (1)
-- prepared: a few counter rows read by their key
-- values: ["00000000-0000-4000-8000-000000000001",false]
SELECT t.stage, sum(t.contacts)::int AS count, sum(t.value_cents)::text AS value
  FROM contact_stage_totals t WHERE t.workspace_id = $1 AND t.is_demo = $2
  GROUP BY t.stage;

-- stageTotals (2)
-- prepared: a few counter rows read by their key
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
SELECT t.stage, sum(t.contacts)::int AS count, sum(t.value_cents)::text AS value
  FROM contact_stage_totals t WHERE t.workspace_id = $1 AND t.is_demo = $2 AND t.owner_id = $3
  GROUP BY t.stage;

-- stageEntries
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
SELECT entries.stage, count(*)::int AS contacts
  FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
  FROM stage_moves m
  WHERE m.workspace_id = $1 AND m.is_demo = $2 AND m.moved_at >= $3 AND m.moved_at < $4
  ) AS entries
  GROUP BY entries.stage;

-- contactCountsByStage
-- values: ["00000000-0000-4000-8000-000000000001",false,["lead","lost"]]
SELECT stage, count(*)::int AS n FROM contacts
  WHERE workspace_id = $1 AND is_demo = $2 AND stage = ANY($3::text[]) GROUP BY stage;

-- insertDemoContacts
-- values: ["00000000-0000-4000-8000-000000000001","Ada","Lovelace","ada.lovelace@analyticalengines.example","Analytical Engines","CTO","lead","00000000-0000-4000-8000-000000000002",1200000,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","Grace","Hopper","ada.lovelace@analyticalengines.example","Analytical Engines","CTO","lead","00000000-0000-4000-8000-000000000002",1200000,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, title,
  stage, owner_id, value_cents, tags, last_activity_at, created_at)
  VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, '{demo}', $10, $11), ($1, true, $12, $13, $14, $15, $16, $17, $18, $19, '{demo}', $20, $21)
  RETURNING id, stage, owner_id, last_activity_at, created_at;

-- insertDemoStageMove (1)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003",null,"lead","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
  VALUES ($1, true, $2, $3, $4, $5, $6);

-- insertDemoStageMove (2)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","lead","won","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
  VALUES ($1, true, $2, $3, $4, $5, $6);

-- deleteDemoStageMoves
-- values: []
DELETE FROM stage_moves WHERE is_demo;

-- deleteDemoContacts
-- values: []
DELETE FROM contacts WHERE is_demo;
