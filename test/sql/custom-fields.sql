-- bumpCustomFieldsVersion
-- values: ["00000000-0000-4000-8000-000000000001"]
UPDATE workspaces SET custom_fields_version = custom_fields_version + 1
  WHERE id = $1 RETURNING custom_fields_version AS version;

-- customFieldCounts
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT count(*)::int AS fields, count(*) FILTER (WHERE filterable)::int AS filterable,
  COALESCE(max(position) + 1, 0)::int AS next_position
  FROM custom_fields WHERE workspace_id = $1;

-- customFieldPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",51]
SELECT f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.position::bigint AS sort_position FROM custom_fields f
  WHERE f.workspace_id = $1
  ORDER BY f.position::bigint ASC, f.key ASC LIMIT $2::int;

-- customFieldPage (2)
-- values: ["00000000-0000-4000-8000-000000000001","3","industry",51]
SELECT f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.position::bigint AS sort_position FROM custom_fields f
  WHERE f.workspace_id = $1 AND (f.position::bigint, f.key) > ($2::bigint, $3::text)
  ORDER BY f.position::bigint ASC, f.key ASC LIMIT $4::int;

-- insertCustomField
-- values: ["00000000-0000-4000-8000-000000000001","industry","Industry",null,"select","[{\"id\":\"saas\",\"label\":\"SaaS\"}]",false,true,0]
INSERT INTO custom_fields AS f
  (workspace_id, key, label, description, type, options, required, filterable, position)
  VALUES ($1, $2, $3,
  $4, $5, $6::jsonb,
  $7, $8, $9)
  ON CONFLICT (workspace_id, key) DO NOTHING
  RETURNING f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- customFieldForUpdate
-- values: ["00000000-0000-4000-8000-000000000001","industry"]
SELECT f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM custom_fields f
  WHERE f.workspace_id = $1 AND f.key = $2 FOR UPDATE;

-- customFieldByKey
-- values: ["00000000-0000-4000-8000-000000000001","industry"]
SELECT f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM custom_fields f
  WHERE f.workspace_id = $1 AND f.key = $2;

-- holdCustomValueWrites
-- values: ["contact_field_values:00000000-0000-4000-8000-000000000001"]
SELECT pg_advisory_xact_lock(hashtextextended($1, 0));

-- updateCustomField (1)
-- values: ["Sector","[{\"id\":\"saas\",\"label\":\"SaaS\"}]","00000000-0000-4000-8000-000000000001","industry"]
UPDATE custom_fields f SET label = $1, options = $2::jsonb, updated_at = now()
  WHERE f.workspace_id = $3 AND f.key = $4
  RETURNING f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- updateCustomField (2)
-- values: ["00000000-0000-4000-8000-000000000001","industry"]
UPDATE custom_fields f SET archived_at = COALESCE(archived_at, now()), updated_at = now()
  WHERE f.workspace_id = $1 AND f.key = $2
  RETURNING f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- updateCustomField (3)
-- values: ["00000000-0000-4000-8000-000000000001","industry"]
UPDATE custom_fields f SET archived_at = NULL, updated_at = now()
  WHERE f.workspace_id = $1 AND f.key = $2
  RETURNING f.id, f.key, f.label, f.description, f.type, f.options,
  f.required, f.filterable,
  CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
  AS filter_index,
  f.position,
  to_char(f.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS archived_at, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- optionUsage (1)
-- values: ["industry",["saas"],"00000000-0000-4000-8000-000000000001",false]
SELECT c.custom->>$1::text AS id, count(*)::int AS contacts FROM contacts_all c
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND c.custom->>$1::text = ANY($2::text[])
  GROUP BY 1 ORDER BY 1;

-- optionUsage (2)
-- values: ["markets",["eu","us"],"00000000-0000-4000-8000-000000000001",false]
SELECT o.id, count(*)::int AS contacts
  FROM contacts_all c, jsonb_array_elements_text(c.custom->$1::text) o(id)
  WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND c.custom->$1::text ?| $2::text[]
  AND o.id = ANY($2::text[])
  GROUP BY 1 ORDER BY 1;

-- holdWritesAfterOptionHolders (1)
-- values: ["industry",["saas"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","","contact_field_values:00000000-0000-4000-8000-000000000001"]
WITH locked AS (SELECT c.id FROM contacts_all c WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND c.custom->>$1::text = ANY($2::text[]) ORDER BY c.id FOR NO KEY UPDATE OF c),
  held AS MATERIALIZED (SELECT array_agg(id) AS ids FROM locked),
  hold AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($7, 0)) FROM held)
  SELECT held.ids FROM held, hold;

-- holdWritesAfterOptionHolders (2)
-- values: ["markets",["eu","us"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","","contact_field_values:00000000-0000-4000-8000-000000000001"]
WITH locked AS (SELECT c.id FROM contacts_all c WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND c.custom->$1::text ?| $2::text[] ORDER BY c.id FOR NO KEY UPDATE OF c),
  held AS MATERIALIZED (SELECT array_agg(id) AS ids FROM locked),
  hold AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($7, 0)) FROM held)
  SELECT held.ids FROM held, hold;

-- optionHoldersBeyond (1)
-- values: ["industry",["saas"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","",["4b0f4b1e-6a0e-4e63-9c55-0f4f1b6f2a11"]]
SELECT 1 FROM contacts_all c WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND c.custom->>$1::text = ANY($2::text[]) AND c.id <> ALL($7::uuid[]) LIMIT 1;

-- optionHoldersBeyond (2)
-- values: ["markets",["eu","us"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","",[]]
SELECT 1 FROM contacts_all c WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND c.custom->$1::text ?| $2::text[] AND c.id <> ALL($7::uuid[]) LIMIT 1;

-- replaceOptions (1)
-- values: ["industry",["saas"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","","{\"saas\":\"software\"}"]
WITH held AS (
  SELECT c.id, c.custom FROM contacts_all c WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND c.custom->>$1::text = ANY($2::text[])
  ORDER BY c.id FOR NO KEY UPDATE
  )
  UPDATE contacts_all c SET custom = jsonb_set(c.custom, ARRAY[$1::text], to_jsonb($7::jsonb->>(c.custom->>$1::text))),
  updated_at = now()
  FROM held WHERE c.id = held.id
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, held.custom AS previous_custom,
  c.deleted_at IS NOT NULL AS trashed;

-- replaceOptions (2)
-- values: ["markets",["eu"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}","","{\"eu\":\"emea\"}"]
WITH held AS (
  SELECT c.id, c.custom FROM contacts_all c WHERE c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND c.custom->$1::text ?| $2::text[]
  ORDER BY c.id FOR NO KEY UPDATE
  )
  UPDATE contacts_all c SET custom = jsonb_set(c.custom, ARRAY[$1::text], (SELECT jsonb_agg(x.id ORDER BY x.first)
  FROM (SELECT COALESCE($7::jsonb->>e.id, e.id) AS id, min(e.ord) AS first
  FROM jsonb_array_elements_text(c.custom->$1::text) WITH ORDINALITY e(id, ord)
  GROUP BY 1) x)),
  updated_at = now()
  FROM held WHERE c.id = held.id
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, held.custom AS previous_custom,
  c.deleted_at IS NOT NULL AS trashed;
