-- insertDemoFollowups
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000003"],["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000002"],["Send the revised proposal","Intro call"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"],[null,"2026-01-15T09:30:00.000Z"],[null,"00000000-0000-4000-8000-000000000006"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]]
INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
  completed_at, completed_by, created_by, enrollment_id, created_at, updated_at)
  SELECT $1, true, x.contact_id, x.owner_id, x.title, x.due, x.completed_at,
  CASE WHEN x.completed_at IS NULL THEN NULL ELSE x.owner_id END, x.owner_id,
  x.enrollment_id, x.created_at, COALESCE(x.completed_at, x.created_at)
  FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::uuid[], $8::timestamptz[])
  AS x(contact_id, owner_id, title, due, completed_at, enrollment_id, created_at);

-- deleteDemoFollowups
-- values: []
DELETE FROM followups WHERE is_demo;
