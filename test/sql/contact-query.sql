-- contactQueryPage (1)
-- prepared: the newest-first index whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $1::uuid) AND c.is_demo = (SELECT $2::boolean)
  ORDER BY c.created_at DESC, c.id DESC LIMIT (SELECT $3::int);

-- contactQueryPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND (c.created_at, c.id) < ($4::timestamptz, $5::uuid)
  ORDER BY c.created_at DESC, c.id DESC LIMIT $6::int;

-- contactQueryPage (3)
-- prepared: each owner and nobody along their index, merged as read, whatever the members
-- values: ["00000000-0000-4000-8000-000000000001",false,51,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM (
  SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $1::uuid) AND x.is_demo = (SELECT $2::boolean) AND x.owner_id = (SELECT $4::uuid)
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $3::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $1::uuid) AND x.is_demo = (SELECT $2::boolean) AND x.owner_id = (SELECT $5::uuid)
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $3::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $1::uuid) AND x.is_demo = (SELECT $2::boolean) AND x.owner_id IS NULL
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $3::int))) o
  ORDER BY o.created_at DESC, o.id DESC LIMIT (SELECT $3::int)
  ) c
  ORDER BY c.created_at DESC, c.id DESC;

-- contactQueryPage (4)
-- prepared: each owner and nobody along their index, merged as read, whatever the members
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51,"00000000-0000-4000-8000-000000000002"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM (
  SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at FROM contacts x
  WHERE x.workspace_id = (SELECT $1::uuid) AND x.is_demo = (SELECT $2::boolean) AND x.owner_id = (SELECT $6::uuid) AND (x.created_at, x.id) < ((SELECT $3::timestamptz), (SELECT $4::uuid))
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $5::int))) o
  ORDER BY o.created_at DESC, o.id DESC LIMIT (SELECT $5::int)
  ) c
  ORDER BY c.created_at DESC, c.id DESC;

-- contactQueryPage (5)
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"lead",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND (c.owner_id = ANY($3::uuid[]) OR c.owner_id IS NULL) AND c.stage = $4
  ORDER BY c.created_at DESC, c.id DESC LIMIT $5::int;

-- contactQueryPage (6)
-- prepared: the newest-first index whatever the tenant
-- values: ["{\"tier\":null,\"seats\":null}",["legacy"],"00000000-0000-4000-8000-000000000001",false,51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($1::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE (($1::jsonb || c.custom) - $2::text[])::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $3::uuid) AND c.is_demo = (SELECT $4::boolean)
  ORDER BY c.created_at DESC, c.id DESC LIMIT (SELECT $5::int);

-- contactQueryPage (7)
-- prepared: each owner and nobody along their index, merged as read, whatever the members
-- values: ["{\"tier\":null,\"seats\":null}","00000000-0000-4000-8000-000000000001",false,51,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($1::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE ($1::jsonb || c.custom)::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at::text AS sort_at FROM (
  SELECT o.* FROM ((SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = (SELECT $2::uuid) AND x.is_demo = (SELECT $3::boolean) AND x.owner_id = (SELECT $5::uuid)
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $4::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = (SELECT $2::uuid) AND x.is_demo = (SELECT $3::boolean) AND x.owner_id = (SELECT $6::uuid)
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $4::int))
  UNION ALL (SELECT x.id, x.first_name, x.last_name, x.email, x.phone, x.company, x.title, x.value_cents, x.currency, x.probability, x.expected_close_date, x.tags, x.custom, x.stage, x.owner_id, x.closed_at, x.lost_reason, x.last_activity_at, x.next_followup_at, x.snoozed_until, x.snooze_reason, x.created_at, x.updated_at, x.custom_keys, x.custom_text FROM contacts x
  WHERE x.workspace_id = (SELECT $2::uuid) AND x.is_demo = (SELECT $3::boolean) AND x.owner_id IS NULL
  ORDER BY x.created_at DESC, x.id DESC LIMIT (SELECT $4::int))) o
  ORDER BY o.created_at DESC, o.id DESC LIMIT (SELECT $4::int)
  ) c
  ORDER BY c.created_at DESC, c.id DESC;

-- contactQueryPage (8)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","100","12.5","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.value_cents AS sort_0, s1.num AS sort_1 FROM contacts c
  LEFT JOIN contact_field_values s1 ON s1.contact_id = c.id
  AND s1.workspace_id = $7::uuid AND s1.is_demo = $8::boolean AND s1.field_id = $9
  AND s1.num IS NOT NULL
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND c.value_cents >= $4::bigint AND (c.value_cents > $4::bigint OR c.value_cents = $4::bigint AND (s1.num < $5::numeric OR s1.num IS NULL OR s1.num = $5::numeric AND c.id < $6::uuid))
  ORDER BY c.value_cents ASC, s1.num DESC NULLS LAST, c.id DESC LIMIT $10::int;

-- contactQueryPage (9)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101",51,51]
WITH valued AS MATERIALIZED (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, s0.num AS sort_0 FROM contact_field_values s0 JOIN contacts c ON c.id = s0.contact_id
  WHERE s0.workspace_id = $7::uuid AND s0.is_demo = $8::boolean AND s0.field_id = $9
  AND s0.num IS NOT NULL AND c.stage = $3
  ORDER BY s0.num DESC, s0.contact_id DESC LIMIT $10::int
  )
  SELECT * FROM (
  SELECT * FROM valued
  UNION ALL
  (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULL::numeric AS sort_0 FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND NOT EXISTS (SELECT 1 FROM contact_field_values s0
  WHERE s0.contact_id = c.id AND s0.workspace_id = $4::uuid AND s0.is_demo = $5::boolean AND s0.field_id = $6
  AND s0.num IS NOT NULL) AND (SELECT count(*) FROM valued) < $10::int
  ORDER BY c.id DESC LIMIT $11::int)
  ) page
  ORDER BY page.sort_0::numeric DESC NULLS LAST, page.id::uuid DESC LIMIT $10::int;

-- contactQueryPage (10)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","12.5","00000000-0000-4000-8000-000000000003",51,51]
WITH valued AS MATERIALIZED (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, s0.num AS sort_0 FROM contact_field_values s0 JOIN contacts c ON c.id = s0.contact_id
  WHERE s0.workspace_id = $7::uuid AND s0.is_demo = $8::boolean AND s0.field_id = $9
  AND s0.num IS NOT NULL AND c.stage = $3 AND s0.num <= $10::numeric AND (s0.num, s0.contact_id) < ($10::numeric, $11::uuid)
  ORDER BY s0.num DESC, s0.contact_id DESC LIMIT $12::int
  )
  SELECT * FROM (
  SELECT * FROM valued
  UNION ALL
  (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULL::numeric AS sort_0 FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND NOT EXISTS (SELECT 1 FROM contact_field_values s0
  WHERE s0.contact_id = c.id AND s0.workspace_id = $4::uuid AND s0.is_demo = $5::boolean AND s0.field_id = $6
  AND s0.num IS NOT NULL) AND (SELECT count(*) FROM valued) < $12::int
  ORDER BY c.id DESC LIMIT $13::int)
  ) page
  ORDER BY page.sort_0::numeric DESC NULLS LAST, page.id::uuid DESC LIMIT $12::int;

-- contactQueryPage (11)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULL::numeric AS sort_0 FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND NOT EXISTS (SELECT 1 FROM contact_field_values s0
  WHERE s0.contact_id = c.id AND s0.workspace_id = $4::uuid AND s0.is_demo = $5::boolean AND s0.field_id = $6
  AND s0.num IS NOT NULL) AND c.id < $7::uuid
  ORDER BY c.id DESC LIMIT $8::int;

-- contactQueryPage (12)
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002"],"lead","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101",["00000000-0000-4000-8000-000000000002"],"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","12.5","00000000-0000-4000-8000-000000000003",51,51]
WITH valued AS MATERIALIZED (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, s0.num AS sort_0 FROM contact_field_values s0 JOIN contacts c ON c.id = s0.contact_id
  WHERE s0.workspace_id = $9::uuid AND s0.is_demo = $10::boolean AND s0.field_id = $11
  AND s0.num IS NOT NULL AND c.owner_id = ANY($8::uuid[]) AND c.stage = $4 AND s0.num <= $12::numeric AND (s0.num, s0.contact_id) < ($12::numeric, $13::uuid)
  ORDER BY s0.num DESC, s0.contact_id DESC LIMIT $14::int
  )
  SELECT * FROM (
  SELECT * FROM valued
  UNION ALL
  (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULL::numeric AS sort_0 FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.owner_id = ANY($3::uuid[]) AND c.stage = $4 AND NOT EXISTS (SELECT 1 FROM contact_field_values s0
  WHERE s0.contact_id = c.id AND s0.workspace_id = $5::uuid AND s0.is_demo = $6::boolean AND s0.field_id = $7
  AND s0.num IS NOT NULL) AND (SELECT count(*) FROM valued) < $14::int
  ORDER BY c.id DESC LIMIT $15::int)
  ) page
  ORDER BY page.sort_0::numeric DESC NULLS LAST, page.id::uuid DESC LIMIT $14::int;

-- contactQueryPage (13)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","Lovelace","2026-01-15 09:30:00+00","00000000-0000-4000-8000-000000000003",51,51]
WITH valued AS MATERIALIZED (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULLIF(c.last_name, '') AS sort_0, c.created_at::text AS sort_1 FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND NULLIF(c.last_name, '') IS NOT NULL AND NULLIF(c.last_name, '') COLLATE unicode_order >= $4::text AND (NULLIF(c.last_name, '') COLLATE unicode_order > $4::text OR NULLIF(c.last_name, '') = $4::text AND (c.created_at, c.id) < ($5::timestamptz, $6::uuid))
  ORDER BY NULLIF(c.last_name, '') COLLATE unicode_order ASC, c.created_at DESC, c.id DESC LIMIT $7::int
  )
  SELECT * FROM (
  SELECT * FROM valued
  UNION ALL
  (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULL::text AS sort_0, c.created_at::text AS sort_1 FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND NULLIF(c.last_name, '') IS NULL AND (SELECT count(*) FROM valued) < $7::int
  ORDER BY c.created_at DESC, c.id DESC LIMIT $8::int)
  ) page
  ORDER BY page.sort_0::text COLLATE unicode_order ASC NULLS LAST, page.sort_1::timestamptz DESC, page.id::uuid DESC LIMIT $7::int;

-- contactQueryPage (14)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000103","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000103","2026-03-01 00:00:00+00","Ada","00000000-0000-4000-8000-000000000003",51,"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000105","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000105",51]
WITH valued AS MATERIALIZED (
  SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, s0.ts::text AS sort_0, s1.txt AS sort_1, c.first_name AS sort_2 FROM contact_field_values s0 JOIN contacts c ON c.id = s0.contact_id
  LEFT JOIN contact_field_values s1 ON s1.contact_id = c.id
  AND s1.workspace_id = $14::uuid AND s1.is_demo = $15::boolean AND s1.field_id = $16
  AND s1.txt IS NOT NULL
  WHERE s0.workspace_id = $7::uuid AND s0.is_demo = $8::boolean AND s0.field_id = $9
  AND s0.ts IS NOT NULL AND c.stage = $3 AND s0.ts >= $10::timestamptz AND (s0.ts > $10::timestamptz OR s0.ts = $10::timestamptz AND (s1.txt IS NULL AND (c.first_name COLLATE unicode_order, c.id) > ($11::text, $12::uuid)))
  ORDER BY s0.ts ASC, s1.txt COLLATE unicode_order DESC NULLS LAST, c.first_name COLLATE unicode_order ASC, c.id ASC LIMIT $13::int
  )
  SELECT * FROM (
  SELECT * FROM valued
  UNION ALL
  (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, NULL::text AS sort_0, s1.txt AS sort_1, c.first_name AS sort_2 FROM contacts c
  LEFT JOIN contact_field_values s1 ON s1.contact_id = c.id
  AND s1.workspace_id = $17::uuid AND s1.is_demo = $18::boolean AND s1.field_id = $19
  AND s1.txt IS NOT NULL
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND NOT EXISTS (SELECT 1 FROM contact_field_values s0
  WHERE s0.contact_id = c.id AND s0.workspace_id = $4::uuid AND s0.is_demo = $5::boolean AND s0.field_id = $6
  AND s0.ts IS NOT NULL) AND (SELECT count(*) FROM valued) < $13::int
  ORDER BY s1.txt COLLATE unicode_order DESC NULLS LAST, c.first_name COLLATE unicode_order ASC, c.id ASC LIMIT $20::int)
  ) page
  ORDER BY page.sort_0::timestamptz ASC NULLS LAST, page.sort_1::text COLLATE unicode_order DESC NULLS LAST, page.sort_2::text COLLATE unicode_order ASC, page.id::uuid ASC LIMIT $13::int;

-- dormantContactPage (1)
-- prepared: the activity index from its oldest end whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-01T09:30:00.000Z",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $1::uuid) AND c.is_demo = (SELECT $2::boolean) AND (c.snoozed_until IS NULL OR c.snoozed_until <= (SELECT $3::timestamptz)) AND c.last_activity_at <= (SELECT $4::timestamptz)
  ORDER BY c.last_activity_at ASC, c.id ASC LIMIT (SELECT $5::int);

-- dormantContactPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","2026-01-15T09:30:00.000Z",["won","lost","proposal"],"2026-01-01T09:30:00.000Z",["proposal"],"2026-01-10T09:30:00.000Z","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 AND (c.snoozed_until IS NULL OR c.snoozed_until <= $4::timestamptz) AND (c.next_followup_at IS NULL OR c.next_followup_at <= $4::timestamptz) AND ((c.stage <> ALL($5::text[]) AND c.last_activity_at <= $6::timestamptz) OR (c.stage = ANY($7::text[]) AND c.last_activity_at <= $8::timestamptz)) AND (c.last_activity_at, c.id) > ($9::timestamptz, $10::uuid)
  ORDER BY c.last_activity_at ASC, c.id ASC LIMIT $11::int;

-- dormantContactPage (3)
-- prepared: the activity index from its oldest end whatever the tenant
-- values: ["{\"tier\":null,\"seats\":null}",["legacy"],"00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-01T09:30:00.000Z",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, CASE WHEN c.custom_keys = (SELECT md5(jsonb_path_query_array($1::jsonb, '$.keyvalue().key')::text)::uuid) THEN c.custom_text
  ELSE (($1::jsonb || c.custom) - $2::text[])::text END AS custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.last_activity_at::text AS sort_at FROM contacts c
  WHERE c.workspace_id = (SELECT $3::uuid) AND c.is_demo = (SELECT $4::boolean) AND (c.snoozed_until IS NULL OR c.snoozed_until <= (SELECT $5::timestamptz)) AND c.last_activity_at <= (SELECT $6::timestamptz)
  ORDER BY c.last_activity_at ASC, c.id ASC LIMIT (SELECT $7::int);

-- contactQueryRows (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3 ORDER BY c.created_at DESC, c.id DESC;

-- contactQueryRows (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"lead","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101"]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c
  LEFT JOIN contact_field_values s0 ON s0.contact_id = c.id
  AND s0.workspace_id = $4::uuid AND s0.is_demo = $5::boolean AND s0.field_id = $6
  AND s0.num IS NOT NULL
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = $3
  ORDER BY s0.num DESC NULLS LAST, NULLIF(c.last_name, '') COLLATE unicode_order ASC NULLS LAST, c.id ASC;
