-- insertFollowups
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003",["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000002"],["Call back","Send the case study"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"],["00000000-0000-4000-8000-000000000002",null],[null,"00000000-0000-4000-8000-000000000006"],"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
INSERT INTO followups AS f (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
  created_by, enrollment_id)
  SELECT $1, $2, $3, x.owner_id, x.title, x.scheduled_for, x.created_by, x.enrollment_id
  FROM unnest($4::uuid[], $5::text[], $6::timestamptz[], $7::uuid[], $8::uuid[])
  AS x(owner_id, title, scheduled_for, created_by, enrollment_id)
  WHERE (SELECT set_config('crm.change', $9::text, true) || set_config('crm.routed', $10::text, true)) IS NOT NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- lockFollowupContacts (1)
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT c.id FROM contacts_all c
  WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  ORDER BY c.id FOR NO KEY UPDATE;

-- lockFollowupContacts (2)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000001",false]
SELECT c.id FROM contacts_all c
  WHERE c.id IN (SELECT f.contact_id FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean) AND c.workspace_id = $4::uuid AND c.is_demo = $5::boolean
  ORDER BY c.id FOR NO KEY UPDATE;

-- lockFollowupContacts (3)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]]
SELECT c.id FROM contacts_all c
  WHERE c.id IN (SELECT f.contact_id FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean) AND c.workspace_id = $4::uuid AND c.is_demo = $5::boolean AND (c.owner_id = ANY($6::uuid[]) OR c.owner_id IS NULL)
  ORDER BY c.id FOR NO KEY UPDATE;

-- lockFollowupContacts (4)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
SELECT c.id FROM contacts_all c
  WHERE c.id IN (SELECT se.contact_id FROM sequence_enrollments_all se
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3) AND c.workspace_id = $4::uuid AND c.is_demo = $5::boolean
  ORDER BY c.id FOR NO KEY UPDATE;

-- followupContact (1)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000001",false]
SELECT c.id FROM contacts_all c
  WHERE c.id IN (SELECT f.contact_id FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean) AND c.workspace_id = $4::uuid AND c.is_demo = $5::boolean;

-- followupContact (2)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]]
SELECT c.id FROM contacts_all c
  WHERE c.id IN (SELECT f.contact_id FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean) AND c.workspace_id = $4::uuid AND c.is_demo = $5::boolean AND (c.owner_id = ANY($6::uuid[]) OR c.owner_id IS NULL);

-- deleteOpenFollowups (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","00000000-0000-4000-8000-000000000003"]
DELETE FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND (SELECT set_config('crm.change', $3::text, true) || set_config('crm.routed', $4::text, true)) IS NOT NULL AND f.completed_at IS NULL AND f.contact_id = $5 RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- deleteOpenFollowups (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","",["00000000-0000-4000-8000-000000000004"]]
DELETE FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND (SELECT set_config('crm.change', $3::text, true) || set_config('crm.routed', $4::text, true)) IS NOT NULL AND f.completed_at IS NULL AND f.id = ANY($5::uuid[]) RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- deleteOpenFollowups (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","",["00000000-0000-4000-8000-000000000006"]]
DELETE FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND (SELECT set_config('crm.change', $3::text, true) || set_config('crm.routed', $4::text, true)) IS NOT NULL AND f.completed_at IS NULL AND f.enrollment_id = ANY($5::uuid[]) RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- enrollmentProgress
-- values: [["00000000-0000-4000-8000-000000000006"],"00000000-0000-4000-8000-000000000001",false]
SELECT f.enrollment_id,
  count(*) FILTER (WHERE f.completed_at IS NULL)::int AS open,
  count(*) FILTER (WHERE f.completed_at IS NOT NULL)::int AS completed,
  min(f.scheduled_for) FILTER (WHERE f.completed_at IS NULL) AS next_due_at
  FROM followups f
  WHERE f.enrollment_id = ANY($1::uuid[])
  AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean
  GROUP BY f.enrollment_id;

-- followupOutcomes (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z"]
SELECT f.owner_id,
  count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
  count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < $3)::int AS overdue,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= $3)::int AS upcoming
  FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean
  GROUP BY f.owner_id ORDER BY f.owner_id NULLS LAST;

-- followupOutcomes (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
SELECT f.owner_id,
  count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
  count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < $5)::int AS overdue,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= $5)::int AS upcoming
  FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.scheduled_for >= $3 AND f.scheduled_for < $4
  GROUP BY f.owner_id ORDER BY f.owner_id NULLS LAST;

-- followupById (1)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean;

-- followupById (2)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean AND EXISTS (SELECT 1 FROM contacts_all vc WHERE vc.id = f.contact_id AND (vc.owner_id = ANY($4::uuid[]) OR vc.owner_id IS NULL));

-- followupCompletion
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT f.completed_at FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean;

-- completeFollowup
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}","","00000000-0000-4000-8000-000000000002"]
UPDATE followups f SET completed_at = now(), completed_by = $6, updated_at = now()
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean AND (SELECT set_config('crm.change', $4::text, true) || set_config('crm.routed', $5::text, true)) IS NOT NULL AND f.completed_at IS NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- releaseMemberFollowups
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
UPDATE followups f SET owner_id = NULL, updated_at = now()
  WHERE f.owner_id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean AND (SELECT set_config('crm.change', $4::text, true) || set_config('crm.routed', $5::text, true)) IS NOT NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- releaseMemberFollowupsUnanswered
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
UPDATE followups f SET owner_id = NULL, updated_at = now()
  WHERE f.owner_id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean AND (SELECT set_config('crm.change', $4::text, true) || set_config('crm.routed', $5::text, true)) IS NOT NULL;

-- updateFollowup (1)
-- values: ["Call back","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
UPDATE followups f SET title = $1, updated_at = now()
  WHERE f.id = $2 AND f.workspace_id = $3::uuid AND f.is_demo = $4::boolean AND (SELECT set_config('crm.change', $5::text, true) || set_config('crm.routed', $6::text, true)) IS NOT NULL AND f.completed_at IS NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- updateFollowup (2)
-- values: ["Call back","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
UPDATE followups f SET title = $1, scheduled_for = $2, owner_id = $3, updated_at = now()
  WHERE f.id = $4 AND f.workspace_id = $5::uuid AND f.is_demo = $6::boolean AND (SELECT set_config('crm.change', $7::text, true) || set_config('crm.routed', $8::text, true)) IS NOT NULL AND f.completed_at IS NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- deleteFollowup
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
DELETE FROM followups f WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean AND (SELECT set_config('crm.change', $4::text, true) || set_config('crm.routed', $5::text, true)) IS NOT NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- followupForUpdate
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2::uuid AND f.is_demo = $3::boolean
  FOR UPDATE;

-- followupPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.scheduled_for::text AS sort_at FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL
  ORDER BY f.scheduled_for ASC, f.id ASC LIMIT $3::int;

-- followupPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.scheduled_for::text AS sort_at FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NOT NULL AND (f.scheduled_for, f.id) > ($3::timestamptz, $4::uuid)
  ORDER BY f.scheduled_for ASC, f.id ASC LIMIT $5::int;

-- followupPage (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000003","2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z",51]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.scheduled_for::text AS sort_at FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.owner_id = $3 AND f.contact_id = $4 AND f.scheduled_for >= $5 AND f.scheduled_for < $6
  ORDER BY f.scheduled_for ASC, f.id ASC LIMIT $7::int;

-- moveFollowups
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000004"]]
UPDATE followups SET contact_id = $1, updated_at = now()
  WHERE workspace_id = $2::uuid AND is_demo = $3::boolean AND contact_id = ANY($4::uuid[]);
