-- heldContact
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, to_char(c.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deleted_at
  FROM contacts_all c
  WHERE c.id = $1 AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean;

-- heldRecords (1)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT r.* FROM interactions_all r
  WHERE r.contact_id = $1 AND r.workspace_id = $2::uuid AND r.is_demo = $3::boolean
  ORDER BY occurred_at, id;

-- heldRecords (2)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT r.* FROM followups_all r
  WHERE r.contact_id = $1 AND r.workspace_id = $2::uuid AND r.is_demo = $3::boolean
  ORDER BY scheduled_for, id;

-- heldRecords (3)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT r.* FROM sequence_enrollments_all r
  WHERE r.contact_id = $1 AND r.workspace_id = $2::uuid AND r.is_demo = $3::boolean
  ORDER BY enrolled_at, id;

-- heldRecords (4)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT r.* FROM stage_moves_all r
  WHERE r.contact_id = $1 AND r.workspace_id = $2::uuid AND r.is_demo = $3::boolean
  ORDER BY moved_at, id;

-- heldRecords (5)
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false]
SELECT r.* FROM contact_merges r
  WHERE r.contact_id = $1 AND r.workspace_id = $2::uuid AND r.is_demo = $3::boolean
  ORDER BY merged_at, id;
