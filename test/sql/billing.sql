-- claimPaymentEvent
-- values: ["evt_1","checkout.session.completed","00000000-0000-4000-8000-000000000001"]
INSERT INTO payment_events (event_id, type, workspace_id) VALUES ($1, $2, $3)
  ON CONFLICT (event_id) DO NOTHING;

-- recordAppliedPaymentEvent
-- values: ["00000000-0000-4000-8000-000000000001",1790000000]
UPDATE workspaces SET payment_event_created_at = to_timestamp($2)
  WHERE id = $1
  AND (payment_event_created_at IS NULL OR payment_event_created_at <= to_timestamp($2));
