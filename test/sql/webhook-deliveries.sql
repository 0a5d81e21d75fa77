-- insertFirstAttempts (1)
-- prepared: an insert from lookups by key
-- values: ["00000000-0000-4000-8000-000000000003",null,"2026-01-15T09:30:00.000Z"]
INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
  SELECT e.workspace_id, w.id, e.id, 1, 'pending', $3
  FROM webhook_events e
  JOIN webhook_endpoints w ON w.workspace_id = e.workspace_id
  WHERE e.id = $1 AND e.seq IS NOT NULL AND w.active
  AND CASE WHEN $2::uuid IS NULL THEN e.type = ANY (w.events) OR '*' = ANY (w.events)
  ELSE w.id = $2::uuid END
  FOR KEY SHARE OF w
  ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
  RETURNING id;

-- insertFirstAttempts (2)
-- prepared: an insert from lookups by key
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004","2026-01-15T09:30:00.000Z"]
INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
  SELECT e.workspace_id, w.id, e.id, 1, 'pending', $3
  FROM webhook_events e
  JOIN webhook_endpoints w ON w.workspace_id = e.workspace_id
  WHERE e.id = $1 AND e.seq IS NOT NULL AND w.active
  AND CASE WHEN $2::uuid IS NULL THEN e.type = ANY (w.events) OR '*' = ANY (w.events)
  ELSE w.id = $2::uuid END
  FOR KEY SHARE OF w
  ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
  RETURNING id;

-- insertFirstAttemptsOf
-- prepared: an insert from lookups by keys
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"2026-01-15T09:30:00.000Z"]
INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
  SELECT e.workspace_id, w.id, e.id, 1, 'pending', $2
  FROM webhook_events e
  JOIN webhook_endpoints w ON w.workspace_id = e.workspace_id
  WHERE e.id = ANY ($1::uuid[]) AND e.type <> 'ping' AND w.active
  AND (e.type = ANY (w.events) OR '*' = ANY (w.events))
  FOR KEY SHARE OF w
  ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
  RETURNING id;

-- claimAttempt
-- prepared: an update by key
-- values: ["00000000-0000-4000-8000-000000000004","2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
UPDATE webhook_deliveries d SET claimed_until = $3
  FROM webhook_endpoints w, webhook_events e
  WHERE d.id = $1 AND d.status = 'pending'
  AND (d.claimed_until IS NULL OR d.claimed_until <= $2)
  AND w.id = d.endpoint_id AND e.id = d.event_id
  RETURNING d.id, d.endpoint_id, d.attempt, w.url, w.active, w.secret, w.previous_secret,
  w.previous_secret_expires_at, e.id AS event_id, e.payload;

-- finishAttempt
-- prepared: an update by key
-- values: ["00000000-0000-4000-8000-000000000004","failed",503,182,"HTTP 503","Service Unavailable","2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
UPDATE webhook_deliveries
  SET status = $2, response_status = $3, duration_ms = $4, error = $5, response_body = $6,
  next_attempt_at = $7, finished_at = $8, claimed_until = NULL
  WHERE id = $1 AND status = 'pending'
  RETURNING id;

-- insertNextAttempt
-- prepared: an insert from lookups by key
-- values: ["00000000-0000-4000-8000-000000000004","2026-01-15T09:30:00.000Z"]
INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
  SELECT d.workspace_id, d.endpoint_id, d.event_id,
  (SELECT max(attempt) FROM webhook_deliveries
  WHERE event_id = d.event_id AND endpoint_id = d.endpoint_id) + 1,
  'pending', $2
  FROM webhook_deliveries d WHERE d.id = $1
  ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
  RETURNING id;

-- markEndpointFailing
-- prepared: an update by key
-- values: ["00000000-0000-4000-8000-000000000004","2026-01-15T09:30:00.000Z"]
UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2)
  WHERE id = $1 RETURNING failing_since, active;

-- markEndpointSucceeding
-- prepared: an update by key
-- values: ["00000000-0000-4000-8000-000000000004"]
UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL;

-- disableEndpoint
-- prepared: an update by key
-- values: ["00000000-0000-4000-8000-000000000004","Every delivery failed for 3 days","2026-01-15T09:30:00.000Z"]
UPDATE webhook_endpoints SET active = false, disabled_reason = $2, disabled_at = $3
  WHERE id = $1 AND active;

-- cancelPendingAttempts
-- values: ["00000000-0000-4000-8000-000000000004","endpoint disabled","2026-01-15T09:30:00.000Z"]
UPDATE webhook_deliveries SET status = 'failed', error = $2, finished_at = $3
  WHERE endpoint_id = $1 AND status = 'pending'
  AND (claimed_until IS NULL OR claimed_until <= $3);

-- endpointOf (1)
-- prepared: a lookup by key
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
SELECT id, active FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2;

-- endpointOf (2)
-- prepared: a lookup by key
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
SELECT id, active FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2 FOR KEY SHARE;

-- deliveryOf
-- prepared: a lookup by key
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]
SELECT d.id, d.event_id, e.type AS event_type, d.attempt, d.status,
  d.response_status, d.duration_ms, d.error, d.response_body, d.next_attempt_at,
  d.created_at, d.finished_at
  FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
  WHERE d.id = $1 AND d.endpoint_id = $2;

-- deliveryPage (1)
-- values: ["00000000-0000-4000-8000-000000000004",51]
SELECT d.id, d.event_id, e.type AS event_type, d.attempt, d.status,
  d.response_status, d.duration_ms, d.error, d.response_body, d.next_attempt_at,
  d.created_at, d.finished_at, d.created_at::text AS sort_at
  FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
  WHERE d.endpoint_id = $1
  ORDER BY d.created_at DESC, d.id DESC LIMIT $2::int;

-- deliveryPage (2)
-- values: ["00000000-0000-4000-8000-000000000004","failed","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT d.id, d.event_id, e.type AS event_type, d.attempt, d.status,
  d.response_status, d.duration_ms, d.error, d.response_body, d.next_attempt_at,
  d.created_at, d.finished_at, d.created_at::text AS sort_at
  FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
  WHERE d.endpoint_id = $1 AND d.status = $2 AND (d.created_at, d.id) < ($3::timestamptz, $4::uuid)
  ORDER BY d.created_at DESC, d.id DESC LIMIT $5::int;
