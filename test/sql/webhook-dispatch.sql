-- webhookEventWorkspace
-- prepared: a lookup by key
-- values: ["00000000-0000-4000-8000-000000000003"]
SELECT workspace_id FROM webhook_events WHERE id = $1;

-- lockWebhookSequence
-- prepared: an upsert by key
-- values: ["00000000-0000-4000-8000-000000000001"]
INSERT INTO webhook_sequences AS s (workspace_id, last_seq)
  SELECT id, 0 FROM workspaces
  WHERE id = $1 AND EXISTS (SELECT 1 FROM webhook_events WHERE workspace_id = $1 AND seq IS NULL)
  ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq
  RETURNING last_seq;

-- undispatchedWebhookEvents
-- prepared: a range of the partial index of the undispatched events
-- values: ["00000000-0000-4000-8000-000000000001",500]
SELECT e.id, e.presents, e.payload->'data'->e.presents AS row, e.payload->>'timestamp' AS at,
  w.dormancy_days, w.dormancy_ignores_closed, w.dormancy_respects_plans, w.stages,
  w.custom_fields_version
  FROM webhook_events e JOIN workspaces w ON w.id = e.workspace_id
  WHERE e.workspace_id = $1 AND e.seq IS NULL
  ORDER BY e.created_at, e.id LIMIT $2;

-- numberWebhookEvents (1)
-- prepared: an update of the events the dispatch read, by key
-- values: ["00000000-0000-4000-8000-000000000001","41",["00000000-0000-4000-8000-000000000003"],[null]]
WITH pending AS (
  SELECT e.id, $2::bigint + row_number() OVER (ORDER BY e.created_at, e.id) AS seq, v.record
  FROM unnest($3::uuid[], $4::jsonb[]) AS v(id, record)
  JOIN webhook_events e ON e.id = v.id
  WHERE e.workspace_id = $1 AND e.seq IS NULL
  ), numbered AS (
  UPDATE webhook_events e
  SET seq = p.seq,
  payload = jsonb_set(
  CASE WHEN p.record IS NULL THEN e.payload
  ELSE jsonb_set(e.payload, ARRAY['data', e.presents], p.record) END,
  '{data,sequence}', to_jsonb(p.seq)),
  presents = NULL
  FROM pending p WHERE e.id = p.id
  RETURNING e.id, e.seq
  ), counted AS (
  UPDATE webhook_sequences SET last_seq = (SELECT max(seq) FROM numbered)
  WHERE workspace_id = $1 AND EXISTS (SELECT 1 FROM numbered)
  )
  SELECT id FROM numbered;

-- numberWebhookEvents (2)
-- prepared: an update of the events the dispatch read, by key
-- values: ["00000000-0000-4000-8000-000000000001","41",["00000000-0000-4000-8000-000000000003"],["{\"id\":\"00000000-0000-4000-8000-000000000003\",\"first_name\":\"Ada\"}"]]
WITH pending AS (
  SELECT e.id, $2::bigint + row_number() OVER (ORDER BY e.created_at, e.id) AS seq, v.record
  FROM unnest($3::uuid[], $4::jsonb[]) AS v(id, record)
  JOIN webhook_events e ON e.id = v.id
  WHERE e.workspace_id = $1 AND e.seq IS NULL
  ), numbered AS (
  UPDATE webhook_events e
  SET seq = p.seq,
  payload = jsonb_set(
  CASE WHEN p.record IS NULL THEN e.payload
  ELSE jsonb_set(e.payload, ARRAY['data', e.presents], p.record) END,
  '{data,sequence}', to_jsonb(p.seq)),
  presents = NULL
  FROM pending p WHERE e.id = p.id
  RETURNING e.id, e.seq
  ), counted AS (
  UPDATE webhook_sequences SET last_seq = (SELECT max(seq) FROM numbered)
  WHERE workspace_id = $1 AND EXISTS (SELECT 1 FROM numbered)
  )
  SELECT id FROM numbered;

-- announceNumberedEvents
-- prepared: a lookup by key
-- values: ["00000000-0000-4000-8000-000000000001","crm_events_numbered"]
SELECT pg_notify($2, $1::text) WHERE EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = $1::uuid
  AND l.renewed_at > now() - interval '86400 seconds');

-- workspacesWithStrayEvents
-- prepared: a scan of the partial index of the undispatched events, few at any time
-- values: [30]
SELECT DISTINCT workspace_id FROM webhook_events
  WHERE seq IS NULL AND created_at < now() - make_interval(secs => $1);
