-- boardCards (1)
-- prepared: each column read along the stage index
-- values: ["00000000-0000-4000-8000-000000000001",false,["lead","qualified"],21]
SELECT col.* FROM unnest((SELECT $3::text[])::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $1::uuid) AND c.is_demo = (SELECT $2::boolean) AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT (SELECT $4::int)
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002",["lead","qualified"],21]
SELECT col.* FROM unnest($4::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.owner_id = $3 AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $5::int
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101",["lead","qualified"],21]
SELECT col.* FROM unnest($7::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $4::uuid AND v.is_demo = $5::boolean
  AND v.field_id = $6 AND v.num IS NOT NULL AND v.num >= $3::numeric) AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $8::int
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (4)
-- prepared: each owner and nobody of each column along the owner-stage index, whatever the members
-- values: [["lead","qualified"],21,"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at
  FROM unnest((SELECT $1::text[])::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $3::uuid) AND x.is_demo = (SELECT $4::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = (SELECT $5::uuid)
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $3::uuid) AND x.is_demo = (SELECT $4::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = (SELECT $6::uuid)
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $3::uuid) AND x.is_demo = (SELECT $4::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = '00000000-0000-0000-0000-000000000000'::uuid
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))) o
  ORDER BY o.last_activity_at DESC, o.id DESC LIMIT (SELECT $2::int)) c
  ORDER BY s.ord, c.last_activity_at DESC, c.id DESC;

-- boardCards (5)
-- prepared: each column along the stage index, past the few cards of others
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],["lead","qualified"],21]
SELECT col.* FROM unnest((SELECT $4::text[])::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $1::uuid) AND c.is_demo = (SELECT $2::boolean) AND (array_position($3::uuid[], c.owner_id) IS NOT NULL OR c.owner_id IS NULL) AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT (SELECT $5::int)
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (6)
-- prepared: each owner and nobody of each column along the owner-stage index, whatever the members
-- values: [["lead","qualified"],21,"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at
  FROM unnest((SELECT $1::text[])::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $3::uuid) AND x.is_demo = (SELECT $4::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = (SELECT $5::uuid)
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))) o
  ORDER BY o.last_activity_at DESC, o.id DESC LIMIT (SELECT $2::int)) c
  ORDER BY s.ord, c.last_activity_at DESC, c.id DESC;

-- boardCards (7)
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101",["lead","qualified"],21]
SELECT col.* FROM unnest($8::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND (c.owner_id = ANY($3::uuid[]) OR c.owner_id IS NULL) AND EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $5::uuid AND v.is_demo = $6::boolean
  AND v.field_id = $7 AND v.num IS NOT NULL AND v.num >= $4::numeric) AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $9::int
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (8)
-- prepared: each column read along the stage index
-- values: ["00000000-0000-4000-8000-000000000001",false,["lead","qualified"],"{\"tier\":null,\"seats\":null}",["legacy"],21]
SELECT col.* FROM unnest((SELECT $3::text[])::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($4::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE (($4::jsonb || c.custom) - $5::text[])::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $1::uuid) AND c.is_demo = (SELECT $2::boolean) AND c.stage = s.key
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT (SELECT $6::int)
  ) col
  ORDER BY s.ord, col.last_activity_at DESC, col.id DESC;

-- boardCards (9)
-- prepared: each owner and nobody of each column along the owner-stage index, whatever the members
-- values: [["lead","qualified"],21,"{\"tier\":null,\"seats\":null}",["legacy"],"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($3::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE (($3::jsonb || c.custom) - $4::text[])::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at
  FROM unnest((SELECT $1::text[])::text[]) WITH ORDINALITY AS s(key, ord)
  CROSS JOIN LATERAL (SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = (SELECT $5::uuid) AND x.is_demo = (SELECT $6::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = (SELECT $7::uuid)
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = (SELECT $5::uuid) AND x.is_demo = (SELECT $6::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = (SELECT $8::uuid)
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = (SELECT $5::uuid) AND x.is_demo = (SELECT $6::boolean) AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = '00000000-0000-0000-0000-000000000000'::uuid
  AND x.stage = s.key
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT (SELECT $2::int))) o
  ORDER BY o.last_activity_at DESC, o.id DESC LIMIT (SELECT $2::int)) c
  ORDER BY s.ord, c.last_activity_at DESC, c.id DESC;

-- stageContactPage (1)
-- prepared: the stage index whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $1::uuid) AND c.is_demo = (SELECT $2::boolean) AND c.stage = (SELECT $3::text)
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT (SELECT $4::int);

-- stageContactPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","lead","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.owner_id = $3 AND c.stage = $4::text AND (c.last_activity_at, c.id) < ($5::timestamptz, $6::uuid)
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $7::int;

-- stageContactPage (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","lead","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $4::uuid AND v.is_demo = $5::boolean
  AND v.field_id = $6 AND v.num IS NOT NULL AND v.num >= $3::numeric) AND c.stage = $7::text AND (c.last_activity_at, c.id) < ($8::timestamptz, $9::uuid)
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $10::int;

-- stageContactPage (4)
-- values: ["lead",51,"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at
  FROM (SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = $3::uuid AND x.is_demo = $4::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = $5::uuid
  AND x.stage = $1
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $2::int)
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = $3::uuid AND x.is_demo = $4::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = $6::uuid
  AND x.stage = $1
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $2::int)
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = $3::uuid AND x.is_demo = $4::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = '00000000-0000-0000-0000-000000000000'::uuid
  AND x.stage = $1
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $2::int)) o
  ORDER BY o.last_activity_at DESC, o.id DESC LIMIT $2::int) c
  ORDER BY c.last_activity_at DESC, c.id DESC;

-- stageContactPage (5)
-- values: ["lead",51,"00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000002"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at
  FROM (SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = $3::uuid AND x.is_demo = $4::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = $7::uuid
  AND x.stage = $1 AND (x.last_activity_at, x.id) < ($5::timestamptz, $6::uuid)
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $2::int)) o
  ORDER BY o.last_activity_at DESC, o.id DESC LIMIT $2::int) c
  ORDER BY c.last_activity_at DESC, c.id DESC;

-- stageContactPage (6)
-- prepared: the stage index whatever the tenant
-- values: ["{\"tier\":null,\"seats\":null}",["legacy"],"00000000-0000-4000-8000-000000000001",false,"lead",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($1::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE (($1::jsonb || c.custom) - $2::text[])::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $3::uuid) AND c.is_demo = (SELECT $4::boolean) AND c.stage = (SELECT $5::text)
  ORDER BY c.last_activity_at DESC, c.id DESC LIMIT (SELECT $6::int);

-- stageContactPage (7)
-- values: ["{\"tier\":null,\"seats\":null}",["legacy"],"lead",51,"00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($1::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE (($1::jsonb || c.custom) - $2::text[])::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at
  FROM (SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = $5::uuid AND x.is_demo = $6::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = $9::uuid
  AND x.stage = $3 AND (x.last_activity_at, x.id) < ($7::timestamptz, $8::uuid)
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $4::int)
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = $5::uuid AND x.is_demo = $6::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = $10::uuid
  AND x.stage = $3 AND (x.last_activity_at, x.id) < ($7::timestamptz, $8::uuid)
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $4::int)
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = $5::uuid AND x.is_demo = $6::boolean AND coalesce(x.owner_id, '00000000-0000-0000-0000-000000000000'::uuid) = '00000000-0000-0000-0000-000000000000'::uuid
  AND x.stage = $3 AND (x.last_activity_at, x.id) < ($7::timestamptz, $8::uuid)
  ORDER BY x.last_activity_at DESC, x.id DESC LIMIT $4::int)) o
  ORDER BY o.last_activity_at DESC, o.id DESC LIMIT $4::int) c
  ORDER BY c.last_activity_at DESC, c.id DESC;
