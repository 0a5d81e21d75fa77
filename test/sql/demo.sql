-- claimDemoSeeding
-- values: ["00000000-0000-4000-8000-000000000001"]
UPDATE workspaces SET demo_seeded_at = now()
  WHERE id = $1 AND demo_seeded_at IS NULL;

-- clearDemoSeeded
-- values: []
UPDATE workspaces SET demo_seeded_at = NULL WHERE demo_seeded_at IS NOT NULL;
