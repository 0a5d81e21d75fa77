-- timelinePage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",["interaction","stage_move","followup_scheduled","followup_completed","merge","change"],51]
SELECT e.kind, e.id, e.at, e.actor_id, e.data, e.at::text AS sort_at, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint AS written, e.seq AS seq
  FROM ((SELECT 'interaction'::text AS kind, i.id, i.occurred_at AS at, 0::bigint AS seq,
  i.created_by AS actor_id,
  jsonb_build_object('type', i.type, 'summary', i.summary, 'created_at', i.created_at) AS data
  FROM interactions i
  WHERE i.workspace_id = $1::uuid AND i.is_demo = $2::boolean AND i.contact_id = $3)
  UNION ALL
  (SELECT 'stage_move'::text AS kind, m.id, m.moved_at AS at, 0::bigint AS seq,
  m.moved_by AS actor_id,
  jsonb_build_object('from_stage', m.from_stage, 'to_stage', m.to_stage) AS data
  FROM stage_moves m
  WHERE m.workspace_id = $4::uuid AND m.is_demo = $5::boolean AND m.contact_id = $6)
  UNION ALL
  (SELECT 'followup_scheduled'::text AS kind, f.id, f.created_at AS at, 0::bigint AS seq,
  f.created_by AS actor_id, jsonb_build_object('title', f.title,
  'scheduled_for', f.scheduled_for, 'owner_id', f.owner_id, 'completed_at', f.completed_at) AS data
  FROM followups f WHERE f.workspace_id = $7::uuid AND f.is_demo = $8::boolean
  AND f.contact_id = $9
  UNION ALL
  SELECT 'followup_completed'::text AS kind, f.id, f.completed_at AS at, 0::bigint AS seq,
  f.completed_by AS actor_id, jsonb_build_object('title', f.title,
  'scheduled_for', f.scheduled_for, 'owner_id', f.owner_id, 'completed_at', f.completed_at) AS data
  FROM followups f WHERE f.workspace_id = $7::uuid AND f.is_demo = $8::boolean
  AND f.contact_id = $9 AND f.completed_at IS NOT NULL)
  UNION ALL
  (SELECT 'merge'::text AS kind, m.id, m.merged_at AS at, 0::bigint AS seq,
  m.merged_by AS actor_id,
  jsonb_build_object('merged', (SELECT coalesce(jsonb_agg('{"phone": null}'::jsonb || e.value ORDER BY e.n), '[]')
  FROM jsonb_array_elements(m.merged) WITH ORDINALITY AS e(value, n))) AS data
  FROM contact_merges m
  WHERE m.workspace_id = $10::uuid AND m.is_demo = $11::boolean AND m.contact_id = $12)
  UNION ALL
  (SELECT 'change'::text AS kind, h.id, h.at, h.seq,
  h.actor_user_id AS actor_id,
  jsonb_build_object('via', h.via, 'followup_id', h.followup_id,
  'merged_from', h.merged_from, 'changes', h.changes) AS data
  FROM contact_history h
  WHERE h.contact_id = $13 AND h.workspace_id = $14)) e WHERE e.kind = ANY($15::text[])
  ORDER BY e.at DESC, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint DESC, e.seq DESC, e.id DESC LIMIT $16::int;

-- timelinePage (2)
-- values: [["custom.old_arr"],["old_arr"],"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",["change"],51]
SELECT e.kind, e.id, e.at, e.actor_id, e.data, e.at::text AS sort_at, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint AS written, e.seq AS seq
  FROM ((SELECT 'change'::text AS kind, h.id, h.at, h.seq,
  h.actor_user_id AS actor_id,
  jsonb_build_object('via', h.via, 'followup_id', h.followup_id,
  'merged_from', h.merged_from, 'changes', (SELECT CASE WHEN NOT x ? 'custom' THEN x
  WHEN (x->'custom'->'to') - $2::text[] = '{}' THEN x - 'custom'
  ELSE jsonb_set(x, '{custom,to}', (x->'custom'->'to') - $2::text[])
  END
  FROM (SELECT h.changes - $1::text[] AS x) AS c)) AS data
  FROM contact_history h
  WHERE h.contact_id = $3 AND h.workspace_id = $4 AND (SELECT CASE WHEN NOT x ? 'custom' THEN x
  WHEN (x->'custom'->'to') - $2::text[] = '{}' THEN x - 'custom'
  ELSE jsonb_set(x, '{custom,to}', (x->'custom'->'to') - $2::text[])
  END
  FROM (SELECT h.changes - $1::text[] AS x) AS c) <> '{}'::jsonb)) e WHERE e.kind = ANY($5::text[])
  ORDER BY e.at DESC, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint DESC, e.seq DESC, e.id DESC LIMIT $6::int;

-- timelinePage (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",["interaction","change"],"2026-01-15T09:30:00.000Z","5","0","00000000-0000-4000-8000-000000000003",51]
SELECT e.kind, e.id, e.at, e.actor_id, e.data, e.at::text AS sort_at, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint AS written, e.seq AS seq
  FROM ((SELECT 'interaction'::text AS kind, i.id, i.occurred_at AS at, 0::bigint AS seq,
  i.created_by AS actor_id,
  jsonb_build_object('type', i.type, 'summary', i.summary, 'created_at', i.created_at) AS data
  FROM interactions i
  WHERE i.workspace_id = $1::uuid AND i.is_demo = $2::boolean AND i.contact_id = $3)
  UNION ALL
  (SELECT 'change'::text AS kind, h.id, h.at, h.seq,
  h.actor_user_id AS actor_id,
  jsonb_build_object('via', h.via, 'followup_id', h.followup_id,
  'merged_from', h.merged_from, 'changes', h.changes) AS data
  FROM contact_history h
  WHERE h.contact_id = $4 AND h.workspace_id = $5)) e WHERE e.kind = ANY($6::text[]) AND (e.at, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint, e.seq, e.id) < ($7::timestamptz, $8::bigint, $9::bigint, $10::uuid)
  ORDER BY e.at DESC, array_position(ARRAY['change', 'stage_move', 'followup_scheduled', 'followup_completed', 'interaction', 'merge'], e.kind)::bigint DESC, e.seq DESC, e.id DESC LIMIT $11::int;
