-- claimPaymentEvent
-- values: ["evt_1","checkout.session.completed","00000000-0000-4000-8000-000000000001"]
INSERT INTO payment_events (event_id, type, workspace_id) VALUES ($1, $2, $3)
  ON CONFLICT (event_id) DO NOTHING;
