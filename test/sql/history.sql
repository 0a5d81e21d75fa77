-- historyPage (1)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",51]
SELECT h.id, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, h.actor_type, h.actor_user_id,
  h.actor_api_key_id, coalesce(u.email, k.name) AS actor_name, h.via, h.request_id,
  h.operation_id, h.followup_id, h.merged_from, h.changes AS changes, h.seq AS seq FROM contact_history h
  LEFT JOIN users u ON h.actor_type = 'user' AND u.id = h.actor_user_id
  LEFT JOIN api_keys k ON h.actor_type = 'api_key' AND k.id = h.actor_api_key_id
  WHERE h.contact_id = $1 AND h.workspace_id = $2
  ORDER BY h.seq DESC LIMIT $3::int;

-- historyPage (2)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",["stage","custom.arr"],["arr"],"1234",21]
SELECT h.id, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, h.actor_type, h.actor_user_id,
  h.actor_api_key_id, coalesce(u.email, k.name) AS actor_name, h.via, h.request_id,
  h.operation_id, h.followup_id, h.merged_from, h.changes AS changes, h.seq AS seq FROM contact_history h
  LEFT JOIN users u ON h.actor_type = 'user' AND u.id = h.actor_user_id
  LEFT JOIN api_keys k ON h.actor_type = 'api_key' AND k.id = h.actor_api_key_id
  WHERE h.contact_id = $1 AND h.workspace_id = $2 AND (h.changes ?| $3::text[]
  OR h.changes->'custom'->'to' ?| $4::text[]) AND h.seq < $5::bigint
  ORDER BY h.seq DESC LIMIT $6::int;

-- historyPage (3)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",["custom.old_arr"],["old_arr"],51]
SELECT h.id, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, h.actor_type, h.actor_user_id,
  h.actor_api_key_id, coalesce(u.email, k.name) AS actor_name, h.via, h.request_id,
  h.operation_id, h.followup_id, h.merged_from, (SELECT CASE WHEN NOT x ? 'custom' THEN x
  WHEN (x->'custom'->'to') - $4::text[] = '{}' THEN x - 'custom'
  ELSE jsonb_set(x, '{custom,to}', (x->'custom'->'to') - $4::text[])
  END
  FROM (SELECT h.changes - $3::text[] AS x) AS c) AS changes, h.seq AS seq FROM contact_history h
  LEFT JOIN users u ON h.actor_type = 'user' AND u.id = h.actor_user_id
  LEFT JOIN api_keys k ON h.actor_type = 'api_key' AND k.id = h.actor_api_key_id
  WHERE h.contact_id = $1 AND h.workspace_id = $2 AND (SELECT CASE WHEN NOT x ? 'custom' THEN x
  WHEN (x->'custom'->'to') - $4::text[] = '{}' THEN x - 'custom'
  ELSE jsonb_set(x, '{custom,to}', (x->'custom'->'to') - $4::text[])
  END
  FROM (SELECT h.changes - $3::text[] AS x) AS c) <> '{}'::jsonb
  ORDER BY h.seq DESC LIMIT $5::int;

-- contactHistory
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001"]
SELECT h.id, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, h.actor_type, h.actor_user_id,
  h.actor_api_key_id, coalesce(u.email, k.name) AS actor_name, h.via, h.request_id,
  h.operation_id, h.followup_id, h.merged_from, h.changes FROM contact_history h
  LEFT JOIN users u ON h.actor_type = 'user' AND u.id = h.actor_user_id
  LEFT JOIN api_keys k ON h.actor_type = 'api_key' AND k.id = h.actor_api_key_id
  WHERE h.contact_id = $1 AND h.workspace_id = $2
  ORDER BY h.seq;
