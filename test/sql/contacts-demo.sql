-- tellDemoStages
-- values: ["{\"renewal-due\":{\"kind\":\"open\",\"pipeline\":\"renewals\"},\"renewal-talks\":{\"kind\":\"open\",\"pipeline\":\"renewals\"},\"renewed\":{\"kind\":\"won\",\"pipeline\":\"renewals\"},\"churned\":{\"kind\":\"lost\",\"pipeline\":\"renewals\"}}"]
SELECT (SELECT set_config('crm.unstored_stages', $1::text, true)) IS NOT NULL;

-- insertDemoContacts
-- values: ["00000000-0000-4000-8000-000000000001","Ada","Lovelace","ada.lovelace@analyticalengines.example","Analytical Engines","CTO","lead","00000000-0000-4000-8000-000000000002",1200000,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","2027-02-15",null,null,null,null,"Grace","Hopper","ada.lovelace@analyticalengines.example","Analytical Engines","CTO","lost","00000000-0000-4000-8000-000000000002",1200000,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z",null,75,"Price","2026-01-15T09:30:00.000Z","Back after the holidays"]
INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, title,
  stage, owner_id, value_cents, tags, last_activity_at, created_at,
  expected_close_date, probability, lost_reason, snoozed_until, snooze_reason)
  VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, '{demo}', $10, $11, $12::date, $13::int, $14, $15::timestamptz, $16), ($1, true, $17, $18, $19, $20, $21, $22, $23, $24, '{demo}', $25, $26, $27::date, $28::int, $29, $30::timestamptz, $31)
  RETURNING id, stage, owner_id, last_activity_at, created_at;

-- insertDemoStageMove (1)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003",null,"lead","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
  VALUES ($1, true, $2, $3, $4, $5, $6);

-- insertDemoStageMove (2)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000003","lead","won","00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z"]
INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
  VALUES ($1, true, $2, $3, $4, $5, $6);

-- dateDemoClosings
-- values: ["00000000-0000-4000-8000-000000000001"]
UPDATE contacts SET closed_at = last_activity_at
  WHERE workspace_id = $1 AND is_demo AND closed_at IS NOT NULL;

-- deleteDemoStageMoves
-- values: []
DELETE FROM stage_moves WHERE is_demo;

-- deleteDemoContacts
-- values: []
DELETE FROM contacts WHERE is_demo;
