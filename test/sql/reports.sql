-- stageEntries
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
SELECT entries.stage, count(*)::int AS contacts
  FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
  FROM stage_moves m
  WHERE m.workspace_id = $1::uuid AND m.is_demo = $2::boolean AND m.moved_at >= $3 AND m.moved_at < $4
  ) AS entries
  GROUP BY entries.stage;
