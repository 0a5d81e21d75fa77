-- insertWebhookEndpoint
-- prepared: an insert
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","https://hooks.example.com/crm",null,["contact.created"],"whsec_c2VjcmV0"]
INSERT INTO webhook_endpoints (workspace_id, created_by, url, description, events, secret)
  VALUES ($1, $2, $3, $4, $5::text[], $6)
  RETURNING id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at;

-- webhookEndpointPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",51]
SELECT id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at, created_at::text AS sort_at FROM webhook_endpoints
  WHERE workspace_id = $1
  ORDER BY created_at DESC, id DESC LIMIT $2::int;

-- webhookEndpointPage (2)
-- values: ["00000000-0000-4000-8000-000000000001","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at, created_at::text AS sort_at FROM webhook_endpoints
  WHERE workspace_id = $1 AND (created_at, id) < ($2::timestamptz, $3::uuid)
  ORDER BY created_at DESC, id DESC LIMIT $4::int;

-- webhookEndpointById
-- prepared: a lookup by key
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
SELECT id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2;

-- updateWebhookEndpoint (1)
-- values: ["https://hooks.example.com/v2",["*"],null,"00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
UPDATE webhook_endpoints SET url = $1, events = $2::text[], description = $3, updated_at = now()
  WHERE id = $4 AND workspace_id = $5
  RETURNING id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at;

-- updateWebhookEndpoint (2)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
UPDATE webhook_endpoints SET active = true, disabled_reason = NULL, disabled_at = NULL,
  failing_since = CASE WHEN active THEN failing_since END, updated_at = now()
  WHERE id = $1 AND workspace_id = $2
  RETURNING id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at;

-- updateWebhookEndpoint (3)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
UPDATE webhook_endpoints SET disabled_at = CASE WHEN active THEN now() ELSE disabled_at END, active = false, updated_at = now()
  WHERE id = $1 AND workspace_id = $2
  RETURNING id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at;

-- deleteWebhookEndpoint
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
DELETE FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2;

-- rotateWebhookSecret
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001","whsec_c2VjcmV0",86400]
UPDATE webhook_endpoints
  SET previous_secret = secret, secret = $3,
  previous_secret_expires_at = now() + make_interval(secs => $4), updated_at = now()
  WHERE id = $1 AND workspace_id = $2
  RETURNING id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at;

-- webhookSubscribed
-- prepared: the workspace's endpoints, a handful at most, and its stream lease
-- values: ["00000000-0000-4000-8000-000000000001",["contact.created","*"]]
SELECT (EXISTS (SELECT 1 FROM webhook_endpoints
  WHERE workspace_id = $1::uuid AND active AND events && $2::text[])
  OR EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = $1::uuid
  AND l.renewed_at > now() - interval '86400 seconds')) AS subscribed;

-- insertWebhookEvents (1)
-- prepared: an insert of a list, one plan for any length
-- values: ["00000000-0000-4000-8000-000000000001","contact.created",["00000000-0000-4000-8000-000000000003"],"[{\"type\":\"contact.created\",\"timestamp\":\"2026-01-15T09:30:00.000Z\",\"data\":{}}]"]
INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
  SELECT e.id, $1, $2, e.payload, clock_timestamp()
  FROM ROWS FROM (unnest($3::uuid[]), jsonb_array_elements($4::jsonb))
  WITH ORDINALITY AS e(id, payload, ord)
  WHERE (EXISTS (SELECT 1 FROM webhook_endpoints
  WHERE workspace_id = $1::uuid AND active AND events && ARRAY[$2::text, '*'])
  OR EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = $1::uuid
  AND l.renewed_at > now() - interval '86400 seconds'))
  ORDER BY e.ord
  RETURNING id;

-- insertWebhookEvents (2)
-- prepared: an insert of a list, one plan for any length
-- values: ["00000000-0000-4000-8000-000000000001","contact.created",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"[{\"type\":\"contact.created\",\"timestamp\":\"2026-01-15T09:30:00.000Z\",\"data\":{}},{\"type\":\"contact.created\",\"timestamp\":\"2026-01-15T09:30:00.000Z\",\"data\":{}}]"]
INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
  SELECT e.id, $1, $2, e.payload, clock_timestamp()
  FROM ROWS FROM (unnest($3::uuid[]), jsonb_array_elements($4::jsonb))
  WITH ORDINALITY AS e(id, payload, ord)
  WHERE (EXISTS (SELECT 1 FROM webhook_endpoints
  WHERE workspace_id = $1::uuid AND active AND events && ARRAY[$2::text, '*'])
  OR EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = $1::uuid
  AND l.renewed_at > now() - interval '86400 seconds'))
  ORDER BY e.ord
  RETURNING id;

-- insertWebhookPing
-- prepared: an insert of a list, one plan for any length
-- values: ["00000000-0000-4000-8000-000000000001","ping",["00000000-0000-4000-8000-000000000003"],"[{\"type\":\"contact.created\",\"timestamp\":\"2026-01-15T09:30:00.000Z\",\"data\":{}}]","00000000-0000-4000-8000-000000000004"]
INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
  SELECT e.id, $1, $2, e.payload, clock_timestamp()
  FROM ROWS FROM (unnest($3::uuid[]), jsonb_array_elements($4::jsonb))
  WITH ORDINALITY AS e(id, payload, ord)
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints
  WHERE id = $5 AND workspace_id = $1 AND active)
  ORDER BY e.ord
  RETURNING id;
