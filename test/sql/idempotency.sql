-- tryLockIdempotencyKey
-- values: []
SELECT pg_try_advisory_xact_lock(6168546128409440470) AS locked;

-- findIdempotentOutcome
-- prepared: two primary-key lookups
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","order-1","sha256:0bafe22156d2698c143b86040446d366ead863ba600d5c924f3d15c786ef4057"]
(SELECT fingerprint, method, path, status, body, content_type
  FROM idempotency_keys
  WHERE workspace_id = $1 AND caller_id = $2 AND key = $3 AND created_at > now() - interval '24 hours') UNION ALL (SELECT fingerprint, method, path, status, body, content_type
  FROM idempotency_keys
  WHERE workspace_id = $1 AND caller_id = $2 AND key = $4 AND created_at > now() - interval '24 hours') LIMIT 1;

-- storeIdempotentOutcome
-- prepared: an insert by primary key; the cleanup reads the oldest rows of one index
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","order-1","x2Rl0Zz1","POST","/contacts",200,"{\"id\":\"c1\"}","application/json; charset=utf-8"]
WITH expired AS (
  DELETE FROM idempotency_keys
  WHERE (workspace_id, caller_id, key) IN (
  SELECT workspace_id, caller_id, key FROM idempotency_keys
  WHERE created_at <= now() - interval '24 hours'
  AND (workspace_id, caller_id, key) <> ($1, $2, $3)
  ORDER BY created_at
  LIMIT 20
  FOR UPDATE SKIP LOCKED)
  )
  INSERT INTO idempotency_keys
  (workspace_id, caller_id, key, fingerprint, method, path, status, body, content_type)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  ON CONFLICT (workspace_id, caller_id, key) DO UPDATE
  SET fingerprint = EXCLUDED.fingerprint, method = EXCLUDED.method, path = EXCLUDED.path,
  status = EXCLUDED.status, body = EXCLUDED.body,
  content_type = EXCLUDED.content_type, created_at = now()
  WHERE idempotency_keys.created_at <= now() - interval '24 hours';
