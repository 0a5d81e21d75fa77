-- clearDemoSeeded
-- values: []
UPDATE workspaces SET demo_seeded_at = NULL WHERE demo_seeded_at IS NOT NULL;
