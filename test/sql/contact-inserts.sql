-- insertContacts (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","[{\"key\":\"lead\"}]","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","[{\"id\":\"00000000-0000-4000-8000-000000000003\",\"ord\":0,\"first_name\":\"Ada\",\"last_name\":null,\"email\":null,\"phone\":\"020 7946 0000\",\"company\":null,\"title\":null,\"value_cents\":0,\"currency\":\"EUR\",\"probability\":null,\"expected_close_date\":null,\"tags\":[],\"custom\":{},\"phone_key\":\"+442079460000\",\"stage\":\"lead\",\"lost_reason\":null,\"owner_id\":\"00000000-0000-4000-8000-000000000004\",\"turn\":null}]"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1 AND w.stages @> $4::jsonb
  AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  FOR SHARE
  ), input AS (
  SELECT * FROM jsonb_to_recordset($7::jsonb)
  AS i(id uuid, ord int, first_name text, last_name text, email text, phone text, company text, title text, value_cents bigint, currency text, probability integer, expected_close_date date, tags jsonb, custom jsonb, phone_key text, stage text, lost_reason text, owner_id uuid, turn int)
  ), c AS (
  INSERT INTO contacts (id, workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, tags, custom,
  phone_key, stage, lost_reason, owner_id, last_activity_at)
  SELECT i.id, $1, $2, i.first_name, i.last_name, i.email, i.phone, i.company, i.title, i.value_cents, i.currency, i.probability, i.expected_close_date, ARRAY(SELECT jsonb_array_elements_text(i.tags)), i.custom, i.phone_key, i.stage, i.lost_reason, i.owner_id, now()
  FROM input i CROSS JOIN placed
  ORDER BY i.ord
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContacts (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002",1,"00000000-0000-4000-8000-000000000001",false,"[{\"key\":\"lead\"},{\"key\":\"won\"}]","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","00000000-0000-4000-8000-000000000003","[{\"id\":\"00000000-0000-4000-8000-000000000003\",\"ord\":0,\"first_name\":\"Ada\",\"last_name\":null,\"email\":null,\"phone\":null,\"company\":null,\"title\":null,\"value_cents\":0,\"currency\":\"EUR\",\"probability\":null,\"expected_close_date\":null,\"tags\":[\"vip\"],\"custom\":{},\"phone_key\":null,\"stage\":\"lead\",\"lost_reason\":null,\"owner_id\":null,\"turn\":1},{\"id\":\"00000000-0000-4000-8000-000000000004\",\"ord\":1,\"first_name\":\"Grace\",\"last_name\":null,\"email\":null,\"phone\":null,\"company\":null,\"title\":null,\"value_cents\":100,\"currency\":\"EUR\",\"probability\":null,\"expected_close_date\":null,\"tags\":[],\"custom\":{},\"phone_key\":null,\"stage\":\"won\",\"lost_reason\":null,\"owner_id\":null,\"turn\":null}]"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1 AND w.stages @> $7::jsonb
  AND (SELECT set_config('crm.change', $8::text, true) || set_config('crm.routed', $9::text, true)) IS NOT NULL
  FOR SHARE
  ), turn AS (
  UPDATE routing_rules r SET next_index = r.next_index + $4
  WHERE r.workspace_id = $5::uuid AND r.is_demo = $6::boolean
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
  SELECT * FROM jsonb_to_recordset($10::jsonb)
  AS i(id uuid, ord int, first_name text, last_name text, email text, phone text, company text, title text, value_cents bigint, currency text, probability integer, expected_close_date date, tags jsonb, custom jsonb, phone_key text, stage text, lost_reason text, owner_id uuid, turn int)
  ), c AS (
  INSERT INTO contacts (id, workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, tags, custom,
  phone_key, stage, lost_reason, owner_id, last_activity_at)
  SELECT i.id, $1, $2, i.first_name, i.last_name, i.email, i.phone, i.company, i.title, i.value_cents, i.currency, i.probability, i.expected_close_date, ARRAY(SELECT jsonb_array_elements_text(i.tags)), i.custom, i.phone_key, i.stage, i.lost_reason, CASE WHEN i.turn IS NULL THEN i.owner_id ELSE COALESCE(r.owner_id, $3::uuid) END, now()
  FROM input i CROSS JOIN placed LEFT JOIN routed r ON r.turn = i.turn
  ORDER BY i.ord
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (1)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","00000000-0000-4000-8000-000000000001",false,"GB","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","all","Ada",null,null,null,null,null,0,"EUR",null,null,[],"{}",null,null]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  AND w.default_region = $7
  AND (SELECT set_config('crm.change', $8::text, true) || set_config('crm.routed', $9::text, true)) IS NOT NULL
  FOR SHARE
  ), turn AS (
  UPDATE routing_rules r SET next_index = r.next_index + 1
  WHERE r.workspace_id = $5::uuid AND r.is_demo = $6::boolean
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
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, tags, custom,
  phone_key, stage, lost_reason, owner_id, last_activity_at)
  SELECT $1, $2, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::text[], $21::jsonb,
  $22, $4,
  $23::text, COALESCE((SELECT owner_id FROM routed), $3::uuid), now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (2)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead",["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000004","GB","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","Ada",null,null,null,null,null,0,"EUR",null,null,[],"{\"account_manager\":\"00000000-0000-4000-8000-000000000002\"}",null,null]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  AND cardinality(ARRAY(SELECT m.id FROM unnest($5::uuid[]) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = w.id AND (NOT u.is_demo OR $2))
  ORDER BY m.ord)) = cardinality($5::uuid[])
  AND w.default_region = $7
  AND (SELECT set_config('crm.change', $8::text, true) || set_config('crm.routed', $9::text, true)) IS NOT NULL
  FOR SHARE
  ), c AS (
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, tags, custom,
  phone_key, stage, lost_reason, owner_id, last_activity_at)
  SELECT $1, $2, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::text[], $21::jsonb,
  $22, $4,
  $23::text, $6::uuid, now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (3)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","00000000-0000-4000-8000-000000000004","GB","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","Ada","Lovelace","ada@example.com","+44 20 7946 0000","Analytical Engines","CTO",1200000,"EUR",null,null,["vip"],"{}","+442079460000",null]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  AND w.default_region = $6
  AND (SELECT set_config('crm.change', $7::text, true) || set_config('crm.routed', $8::text, true)) IS NOT NULL
  FOR SHARE
  ), c AS (
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, tags, custom,
  phone_key, stage, lost_reason, owner_id, last_activity_at)
  SELECT $1, $2, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::text[], $20::jsonb,
  $21, $4,
  $22::text, $5::uuid, now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  )
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;

-- insertContact (4)
-- prepared: an insert: one plan fits every value
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","00000000-0000-4000-8000-000000000001",false,"GB","{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","all","Ada",null,null,null,null,null,0,"EUR",null,null,[],"{}",null,null,"00000000-0000-4000-8000-000000000001","contact.created","00000000-0000-4000-8000-000000000004",{"type":"contact.created","timestamp":"2026-01-15T09:30:00.000Z","data":{"sequence":null}},["data","contact"],"contact"]
WITH placed AS (
  SELECT 1 FROM workspaces w
  WHERE w.id = $1
  AND w.stages @> jsonb_build_array(jsonb_build_object('key', $4::text))
  AND w.default_region = $7
  AND (SELECT set_config('crm.change', $8::text, true) || set_config('crm.routed', $9::text, true)) IS NOT NULL
  FOR SHARE
  ), turn AS (
  UPDATE routing_rules r SET next_index = r.next_index + 1
  WHERE r.workspace_id = $5::uuid AND r.is_demo = $6::boolean
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
  INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, tags, custom,
  phone_key, stage, lost_reason, owner_id, last_activity_at)
  SELECT $1, $2, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::text[], $21::jsonb,
  $22, $4,
  $23::text, COALESCE((SELECT owner_id FROM routed), $3::uuid), now()
  FROM placed
  RETURNING *
  ), entry AS (
  INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
  SELECT workspace_id, is_demo, id, NULL, stage, $3 FROM c
  ), created AS (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c
  ), event AS (INSERT INTO webhook_events (id, workspace_id, type, payload, presents, created_at)
  SELECT $26, $24, $25,
  jsonb_set($27::jsonb, $28::text[], to_jsonb(r)),
  $29, clock_timestamp()
  FROM created r
  WHERE (EXISTS (SELECT 1 FROM webhook_endpoints
  WHERE workspace_id = $24::uuid AND active AND events && ARRAY[$25::text, '*'])
  OR EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = $24::uuid
  AND l.renewed_at > now() - interval '86400 seconds')))
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM c;
