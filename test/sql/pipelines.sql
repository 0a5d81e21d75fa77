-- stageContactCounts
-- values: ["00000000-0000-4000-8000-000000000001",false,["proposal","negotiation"]]
SELECT c.stage, count(*)::int AS n FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = ANY($3::text[])
  GROUP BY c.stage;

-- keysWithStageMoves
-- values: [["qualified-v2"],"00000000-0000-4000-8000-000000000001",false]
SELECT k.key FROM unnest($1::text[]) AS k(key)
  WHERE EXISTS (SELECT 1 FROM stage_moves_all m
  WHERE m.workspace_id = $2::uuid AND m.is_demo = $3::boolean
  AND (m.to_stage = k.key OR m.from_stage = k.key));

-- lockStageContacts (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["proposal","lost"]]
SELECT c.id FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean
  AND (c.stage = ANY($3::text[]))
  ORDER BY c.id FOR NO KEY UPDATE;

-- lockStageContacts (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,["proposal"]]
SELECT c.id FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean
  AND (c.stage = ANY($3::text[]) OR c.phone IS NOT NULL)
  ORDER BY c.id FOR NO KEY UPDATE;

-- rewrittenContactCount (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["proposal","lost"]]
SELECT count(*)::int AS n FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean
  AND (c.stage = ANY($3::text[]));

-- rewrittenContactCount (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,["proposal"]]
SELECT count(*)::int AS n FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean
  AND (c.stage = ANY($3::text[]) OR c.phone IS NOT NULL);

-- moveStageContacts (1)
-- values: ["00000000-0000-4000-8000-000000000002","negotiation","00000000-0000-4000-8000-000000000001",false,["proposal"],"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","{\"proposal\":{\"kind\":\"open\",\"pipeline\":\"default\"}}"]
WITH moved AS (
  UPDATE contacts_all c SET stage = $2, updated_at = now()
  FROM contacts_all old
  WHERE old.id = c.id AND c.workspace_id = $3::uuid AND c.is_demo = $4::boolean
  AND c.stage = ANY($5::text[])
  AND (SELECT set_config('crm.change', $6::text, true) || set_config('crm.routed', $7::text, true)) IS NOT NULL AND (SELECT set_config('crm.unstored_stages', $8::text, true)) IS NOT NULL
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, old.stage AS from_stage, old.closed_at::text AS closed_before,
  c.deleted_at IS NULL AS live,
  c.workspace_id, c.is_demo
  ), recorded AS (
  INSERT INTO stage_moves_all
  (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, in_trash)
  SELECT workspace_id, is_demo, id, from_stage, stage, $1::uuid, NOT live
  FROM moved
  )
  SELECT * FROM moved ORDER BY id;

-- moveStageContacts (2)
-- values: ["qualified-v2","00000000-0000-4000-8000-000000000001",false,["proposal","qualified"],"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","{\"proposal\":{\"kind\":\"open\",\"pipeline\":\"default\"},\"qualified\":{\"kind\":\"open\",\"pipeline\":\"default\"}}"]
WITH moved AS (
  UPDATE contacts_all c SET stage = $1, updated_at = now()
  FROM contacts_all old
  WHERE old.id = c.id AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  AND c.stage = ANY($4::text[])
  AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND (SELECT set_config('crm.unstored_stages', $7::text, true)) IS NOT NULL
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, old.stage AS from_stage, old.closed_at::text AS closed_before,
  c.deleted_at IS NULL AS live,
  c.workspace_id, c.is_demo
  )
  SELECT * FROM moved ORDER BY id;

-- renameStageMoves
-- values: [["proposal","qualified"],["qualified-v2","qualified-v2"],["proposal","qualified"],"00000000-0000-4000-8000-000000000001"]
WITH merged AS (
  DELETE FROM stage_moves_all m
  WHERE m.workspace_id = $4 AND (m.from_stage = ANY($3::text[]) OR m.to_stage = ANY($3::text[]))
  AND coalesce((SELECT r.new FROM unnest($1::text[],
  $2::text[]) AS r(old, new) WHERE r.old = m.from_stage), m.from_stage) = coalesce((SELECT r.new FROM unnest($1::text[],
  $2::text[]) AS r(old, new) WHERE r.old = m.to_stage), m.to_stage)
  RETURNING m.id
  )
  UPDATE stage_moves_all m
  SET from_stage = coalesce((SELECT r.new FROM unnest($1::text[],
  $2::text[]) AS r(old, new) WHERE r.old = m.from_stage), m.from_stage),
  to_stage = coalesce((SELECT r.new FROM unnest($1::text[],
  $2::text[]) AS r(old, new) WHERE r.old = m.to_stage), m.to_stage)
  WHERE m.workspace_id = $4 AND (m.from_stage = ANY($3::text[]) OR m.to_stage = ANY($3::text[]))
  AND m.id NOT IN (SELECT id FROM merged);

-- keepClosingMoments
-- values: [["00000000-0000-4000-8000-0000000000c1"],["2026-10-05 09:30:00.123456+00"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
UPDATE contacts_all c SET closed_at = k.closed_at
  FROM unnest($1::uuid[],
  $2::timestamptz[]) AS k(id, closed_at)
  WHERE c.id = k.id AND c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL
  RETURNING c.id, c.closed_at;

-- followStageKinds
-- values: [["lost"],[],"00000000-0000-4000-8000-000000000001",false,["lost","negotiation"],"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","",["negotiation"]]
WITH followed AS (
  UPDATE contacts_all c
  SET closed_at = CASE WHEN c.stage = ANY($1::text[]) THEN NULL
  ELSE coalesce(c.closed_at, now()) END,
  lost_reason = CASE WHEN c.stage = ANY($2::text[]) THEN c.lost_reason END
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean
  AND c.stage = ANY($5::text[])
  AND (SELECT set_config('crm.change', $6::text, true) || set_config('crm.routed', $7::text, true)) IS NOT NULL
  RETURNING c.id, c.stage, c.deleted_at IS NULL AS live
  )
  SELECT id, stage FROM followed
  WHERE live AND stage = ANY($8::text[])
  ORDER BY id;

-- placeDemoContacts
-- values: [["contacted","won","churned"],["contacted"],["churned"],["won","churned"],"{\"lead\":\"contacted\"}","contacted","00000000-0000-4000-8000-000000000001",true,"00000000-0000-4000-8000-000000000001",true,"{\"churned\":{\"kind\":\"lost\",\"pipeline\":\"renewals\"}}"]
WITH placed AS (
  SELECT c.id, c.stage AS from_stage,
  CASE WHEN c.stage = ANY($1::text[]) THEN c.stage
  ELSE coalesce($5::jsonb ->> c.stage,
  $6::text) END AS stage
  FROM contacts_all c
  WHERE c.workspace_id = $7::uuid AND c.is_demo = $8::boolean
  ), rewritten AS (
  UPDATE contacts_all c
  SET stage = t.stage,
  closed_at = CASE WHEN t.stage = ANY($2::text[]) THEN NULL
  ELSE coalesce(c.closed_at, now()) END,
  lost_reason = CASE WHEN t.stage = ANY($3::text[]) THEN c.lost_reason END,
  updated_at = now()
  FROM placed t
  WHERE c.id = t.id AND c.workspace_id = $9::uuid AND c.is_demo = $10::boolean
  AND (c.stage <> t.stage
  OR (c.closed_at IS NULL) <> (t.stage = ANY($2::text[]))
  OR (c.lost_reason IS NOT NULL AND t.stage <> ALL($3::text[])))
  AND (SELECT set_config('crm.unstored_stages', $11::text, true)) IS NOT NULL
  RETURNING c.id, t.from_stage, c.stage, c.deleted_at IS NULL AS live
  )
  SELECT id, from_stage, stage FROM rewritten
  WHERE live AND stage = ANY($4::text[])
  ORDER BY id;
