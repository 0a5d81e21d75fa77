-- claimPaymentEvent
-- values: ["evt_1","checkout.session.completed","00000000-0000-4000-8000-000000000001"]
INSERT INTO payment_events (event_id, type, workspace_id) VALUES ($1, $2, $3)
  ON CONFLICT (event_id) DO NOTHING;

-- recordAppliedPaymentEvent
-- values: ["00000000-0000-4000-8000-000000000001",1790000000]
UPDATE workspaces SET payment_event_created_at = to_timestamp($2)
  WHERE id = $1
  AND (payment_event_created_at IS NULL OR payment_event_created_at <= to_timestamp($2));

-- openCheckoutWindow
-- prepared: an upsert by its key
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",600]
INSERT INTO checkout_windows AS w (user_id, workspace_id, params_digest, started_at)
  VALUES ($2, $1, $3, now())
  ON CONFLICT (user_id, workspace_id, params_digest) DO UPDATE
  SET started_at = CASE WHEN w.started_at <= now() - make_interval(secs => $4)
  THEN now() ELSE w.started_at END
  RETURNING started_at;
