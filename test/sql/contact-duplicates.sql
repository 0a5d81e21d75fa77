-- duplicateGroupPage (1)
-- values: [51,"00000000-0000-4000-8000-000000000001",false,"email","00000000-0000-4000-8000-000000000001",false,"phone"]
SELECT g.kind, g.value, g.contacts FROM ((SELECT $4::text AS kind, lower(c.email) AS value, count(*)::int AS contacts
  FROM contacts c WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND lower(c.email) IS NOT NULL
  GROUP BY lower(c.email) HAVING count(*) > 1 ORDER BY lower(c.email) LIMIT $1::int)
  UNION ALL
  (SELECT $7::text AS kind, c.phone_key AS value, count(*)::int AS contacts
  FROM contacts c WHERE c.workspace_id = $5::uuid AND c.is_demo = $6::boolean AND c.phone_key IS NOT NULL
  GROUP BY c.phone_key HAVING count(*) > 1 ORDER BY c.phone_key LIMIT $1::int)) g
  ORDER BY g.kind, g.value LIMIT $1::int;

-- duplicateGroupPage (2)
-- values: [51,"00000000-0000-4000-8000-000000000001",false,"ada@example.com","email","00000000-0000-4000-8000-000000000001",false,"phone"]
SELECT g.kind, g.value, g.contacts FROM ((SELECT $5::text AS kind, lower(c.email) AS value, count(*)::int AS contacts
  FROM contacts c WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND lower(c.email) IS NOT NULL AND lower(c.email) > $4
  GROUP BY lower(c.email) HAVING count(*) > 1 ORDER BY lower(c.email) LIMIT $1::int)
  UNION ALL
  (SELECT $8::text AS kind, c.phone_key AS value, count(*)::int AS contacts
  FROM contacts c WHERE c.workspace_id = $6::uuid AND c.is_demo = $7::boolean AND c.phone_key IS NOT NULL
  GROUP BY c.phone_key HAVING count(*) > 1 ORDER BY c.phone_key LIMIT $1::int)) g
  ORDER BY g.kind, g.value LIMIT $1::int;

-- duplicateGroupPage (3)
-- values: [51,"00000000-0000-4000-8000-000000000001",false,"lead","+442079460958","phone"]
SELECT g.kind, g.value, g.contacts FROM ((SELECT $6::text AS kind, c.phone_key AS value, count(*)::int AS contacts
  FROM contacts c WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND c.stage = $4 AND c.phone_key IS NOT NULL AND c.phone_key > $5
  GROUP BY c.phone_key HAVING count(*) > 1 ORDER BY c.phone_key LIMIT $1::int)) g
  ORDER BY g.kind, g.value LIMIT $1::int;

-- duplicateGroupMembers (1)
-- values: [["email","phone"],["ada@example.com","+442079460958"],"00000000-0000-4000-8000-000000000001",false,25]
SELECT g.kind, g.value, m.* FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS g(kind, value, ord)
  CROSS JOIN LATERAL (
  SELECT * FROM (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at AS sort_at FROM contacts c
  WHERE g.kind = 'email' AND c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND lower(c.email) = g.value UNION ALL SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at AS sort_at FROM contacts c
  WHERE g.kind = 'phone' AND c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND c.phone_key = g.value) x
  ORDER BY x.sort_at, x.id LIMIT $5
  ) m
  ORDER BY g.ord, m.sort_at, m.id;

-- duplicateGroupMembers (2)
-- values: [["email"],["ada@example.com"],"00000000-0000-4000-8000-000000000001",false,"lead",25]
SELECT g.kind, g.value, m.* FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS g(kind, value, ord)
  CROSS JOIN LATERAL (
  SELECT * FROM (SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at AS sort_at FROM contacts c
  WHERE g.kind = 'email' AND c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND c.stage = $5 AND lower(c.email) = g.value UNION ALL SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, c.created_at AS sort_at FROM contacts c
  WHERE g.kind = 'phone' AND c.workspace_id = $3::uuid AND c.is_demo = $4::boolean AND c.stage = $5 AND c.phone_key = g.value) x
  ORDER BY x.sort_at, x.id LIMIT $6
  ) m
  ORDER BY g.ord, m.sort_at, m.id;

-- phonesFrom (1)
-- values: ["00000000-0000-4000-8000-000000000001",1000]
SELECT id, phone FROM contacts_all WHERE workspace_id = $1 AND phone IS NOT NULL ORDER BY id LIMIT $2;

-- phonesFrom (2)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003",1000]
SELECT id, phone FROM contacts_all WHERE workspace_id = $1 AND phone IS NOT NULL AND id > $2 ORDER BY id LIMIT $3;

-- setPhoneKeys
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["020 7946 0958","12"],["+442079460958",null],"00000000-0000-4000-8000-000000000001"]
WITH held AS (
  SELECT c.id, k.key FROM contacts_all c
  JOIN unnest($1::uuid[], $2::text[], $3::text[]) AS k(id, phone, key)
  ON c.id = k.id
  WHERE c.workspace_id = $4 AND c.phone = k.phone
  AND c.phone_key IS DISTINCT FROM k.key
  ORDER BY c.id FOR NO KEY UPDATE OF c
  )
  UPDATE contacts_all c SET phone_key = held.key
  FROM held WHERE c.id = held.id AND c.workspace_id = $4;
