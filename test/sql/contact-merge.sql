-- contactsForMerge
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.company, c.title, c.value_cents, c.currency, c.probability, to_char(c.expected_close_date, 'YYYY-MM-DD') AS expected_close_date, c.tags, c.custom,
  c.stage, c.owner_id, to_char(c.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
  to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at, c.lost_reason, to_char(c.next_followup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_followup_at, to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS snoozed_until, c.snooze_reason, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM contacts c
  WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  ORDER BY c.id FOR UPDATE;

-- mergeIntoTarget (1)
-- values: [["vip"],"{}",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}",""]
UPDATE contacts c SET tags = $1::text[], custom = $2::jsonb, last_activity_at = (SELECT max(a.last_activity_at) FROM contacts a
  WHERE a.id = ANY($3::uuid[])), updated_at = now()
  WHERE c.id = $4 AND c.workspace_id = $5::uuid AND c.is_demo = $6::boolean AND (SELECT set_config('crm.change', $7::text, true) || set_config('crm.routed', $8::text, true)) IS NOT NULL;

-- mergeIntoTarget (2)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000004",[],"{\"industry\":\"saas\",\"regions\":[\"eu\",\"us\"]}",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null,\"carries_archived\":true}",""]
UPDATE contacts c SET email = (SELECT s.email FROM contacts s WHERE s.id = $1), phone = (SELECT s.phone FROM contacts s WHERE s.id = $2), phone_key = (SELECT s.phone_key FROM contacts s WHERE s.id = $3), value_cents = (SELECT s.value_cents FROM contacts s WHERE s.id = $4), tags = $5::text[], custom = $6::jsonb, last_activity_at = (SELECT max(a.last_activity_at) FROM contacts a
  WHERE a.id = ANY($7::uuid[])), updated_at = now()
  WHERE c.id = $8 AND c.workspace_id = $9::uuid AND c.is_demo = $10::boolean AND (SELECT set_config('crm.change', $11::text, true) || set_config('crm.routed', $12::text, true)) IS NOT NULL;

-- moveContactHistory
-- values: ["00000000-0000-4000-8000-000000000003",["00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000001"]
WITH moves AS (
  UPDATE stage_moves SET contact_id = $1, merged_from = coalesce(merged_from, contact_id)
  WHERE workspace_id = $3::uuid AND is_demo = $4::boolean AND contact_id = ANY($2::uuid[])
  ), history AS (
  UPDATE contact_history SET contact_id = $1, merged_from = coalesce(merged_from, contact_id)
  WHERE workspace_id = $5 AND contact_id = ANY($2::uuid[])
  )
  UPDATE contact_merges SET contact_id = $1
  WHERE workspace_id = $3::uuid AND is_demo = $4::boolean AND contact_id = ANY($2::uuid[]);

-- insertContactMerge
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","[{\"id\":\"00000000-0000-4000-8000-000000000004\",\"first_name\":\"Ada\",\"last_name\":null,\"email\":\"ada@example.com\",\"phone\":null}]","00000000-0000-4000-8000-000000000002"]
INSERT INTO contact_merges (workspace_id, is_demo, contact_id, merged, merged_by)
  VALUES ($1, $2, $3,
  $4::jsonb, $5);

-- deleteMergedContacts
-- values: [["00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
DELETE FROM contacts WHERE id = ANY($1::uuid[]) AND workspace_id = $2::uuid AND is_demo = $3::boolean;
