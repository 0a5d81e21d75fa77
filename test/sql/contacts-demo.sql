-- insertDemoContacts
-- values: ["00000000-0000-4000-8000-000000000001","Ada","Lovelace","ada.lovelace@analyticalengines.example","Analytical Engines","CTO","lead","00000000-0000-4000-8000-000000000002",1200000,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","Grace","Hopper","ada.lovelace@analyticalengines.example","Analytical Engines","CTO","lead","00000000-0000-4000-8000-000000000002",1200000,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, title,
  stage, owner_id, value_cents, tags, last_activity_at, created_at)
  VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, '{demo}', $10, $11), ($1, true, $12, $13, $14, $15, $16, $17, $18, $19, '{demo}', $20, $21)
  RETURNING id, stage, owner_id, last_activity_at, created_at;

-- insertDemoStageMove (1)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003",null,"lead","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
  VALUES ($1, true, $2, $3, $4, $5, $6);

-- insertDemoStageMove (2)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","lead","won","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
  VALUES ($1, true, $2, $3, $4, $5, $6);

-- deleteDemoStageMoves
-- values: []
DELETE FROM stage_moves WHERE is_demo;

-- deleteDemoContacts
-- values: []
DELETE FROM contacts WHERE is_demo;
