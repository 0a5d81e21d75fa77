-- stageEntries (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z",["lead","won"],["-infinity","2026-03-01T00:00:00.000Z"]]
SELECT entries.stage, count(*)::int AS contacts
  FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
  FROM stage_moves m JOIN unnest($5::text[], $6::timestamptz[]) AS s(key, since) ON s.key = m.to_stage
  WHERE m.workspace_id = $1::uuid AND m.is_demo = $2::boolean AND m.moved_at >= $3 AND m.moved_at < $4 AND m.moved_at >= s.since
  ) AS entries
  GROUP BY entries.stage;

-- stageEntries (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000001",false,"10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","00000000-0000-4000-8000-000000000002",["lead"],["-infinity"]]
SELECT entries.stage, count(*)::int AS contacts
  FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
  FROM stage_moves m JOIN unnest($12::text[], $13::timestamptz[]) AS s(key, since) ON s.key = m.to_stage
  WHERE m.workspace_id = $1::uuid AND m.is_demo = $2::boolean AND m.moved_at >= $3 AND m.moved_at < $4 AND m.moved_at >= s.since AND EXISTS (SELECT 1 FROM contacts c
  WHERE c.id = m.contact_id AND c.workspace_id = $5::uuid AND c.is_demo = $6::boolean AND EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $8::uuid AND v.is_demo = $9::boolean
  AND v.field_id = $10 AND v.num IS NOT NULL AND v.num >= $7::numeric) AND c.owner_id = $11)
  ) AS entries
  GROUP BY entries.stage;
