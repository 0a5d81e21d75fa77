-- trashPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(c.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deleted_at, c.deleted_by, c.deleted_by_operation, c.deleted_at::text AS sort_at FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.deleted_at IS NOT NULL
  ORDER BY c.deleted_at DESC, c.id DESC LIMIT $3::int;

-- trashPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(c.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deleted_at, c.deleted_by, c.deleted_by_operation, c.deleted_at::text AS sort_at FROM contacts_all c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.deleted_at IS NOT NULL AND (c.deleted_at, c.id) < ($3::timestamptz, $4::uuid)
  ORDER BY c.deleted_at DESC, c.id DESC LIMIT $5::int;

-- lockTrashed (1)
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(c.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deleted_at, c.deleted_by, c.deleted_by_operation FROM contacts_all c
  WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND c.deleted_at IS NOT NULL
  ORDER BY c.id FOR UPDATE;

-- lockTrashed (2)
-- values: ["00000000-0000-4000-8000-000000000007","00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(c.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deleted_at, c.deleted_by, c.deleted_by_operation FROM contacts_all c
  WHERE c.deleted_by_operation = $1::uuid AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND c.deleted_at IS NOT NULL
  ORDER BY c.id FOR UPDATE;

-- restoreContacts
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
UPDATE contacts_all c SET deleted_at = NULL, deleted_by = NULL, deleted_by_operation = NULL
  WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND (SELECT set_config('crm.change', $4::text, true) || set_config('crm.routed', $5::text, true)) IS NOT NULL
  AND c.deleted_at IS NOT NULL
  RETURNING c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  EXISTS (SELECT 1 FROM sequence_enrollments_all se
  WHERE se.contact_id = c.id AND se.status = 'active') AS enrolled;

-- purgeContacts
-- values: [["00000000-0000-4000-8000-000000000003"],"00000000-0000-4000-8000-000000000001",false]
DELETE FROM contacts_all c
  WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  AND c.deleted_at IS NOT NULL
  RETURNING c.id;

-- expiredTrash
-- values: ["2026-01-15T09:30:00.000Z",200]
SELECT c.id, c.workspace_id, c.is_demo FROM contacts_all c
  JOIN workspaces w ON w.id = c.workspace_id
  WHERE c.deleted_at IS NOT NULL
  AND c.deleted_at <= $1::timestamptz - make_interval(days => w.trash_retention_days)
  ORDER BY c.deleted_at, c.id
  LIMIT $2
  FOR UPDATE OF c SKIP LOCKED;
