-- tryLockIdempotencyKey
-- values: []
SELECT pg_try_advisory_xact_lock(6168546128409440470) AS locked;

-- findIdempotentOutcome
-- values: []
SELECT fingerprint, method, path, status, body, content_type
  FROM idempotency_keys
  WHERE workspace_id = '00000000-0000-4000-8000-000000000001'::uuid
  AND caller_id = '00000000-0000-4000-8000-000000000002'::uuid
  AND key = convert_from(decode('6f726465722d31', 'hex'), 'UTF8') COLLATE "default"
  AND created_at > now() - interval '24 hours';

-- storeIdempotentOutcome
-- values: []
WITH expired AS (
  DELETE FROM idempotency_keys
  WHERE (workspace_id, caller_id, key) IN (
  SELECT workspace_id, caller_id, key FROM idempotency_keys
  WHERE created_at <= now() - interval '24 hours'
  AND (workspace_id, caller_id, key) <> ('00000000-0000-4000-8000-000000000001'::uuid, '00000000-0000-4000-8000-000000000002'::uuid, convert_from(decode('6f726465722d31', 'hex'), 'UTF8') COLLATE "default")
  ORDER BY created_at
  LIMIT 20
  FOR UPDATE SKIP LOCKED)
  )
  INSERT INTO idempotency_keys
  (workspace_id, caller_id, key, fingerprint, method, path, status, body, content_type)
  VALUES ('00000000-0000-4000-8000-000000000001'::uuid, '00000000-0000-4000-8000-000000000002'::uuid, convert_from(decode('6f726465722d31', 'hex'), 'UTF8') COLLATE "default", convert_from(decode('7832526c305a7a31', 'hex'), 'UTF8') COLLATE "default",
  convert_from(decode('504f5354', 'hex'), 'UTF8') COLLATE "default", convert_from(decode('2f636f6e7461637473', 'hex'), 'UTF8') COLLATE "default",
  200, convert_from(decode('7b226964223a226331227d', 'hex'), 'UTF8') COLLATE "default",
  convert_from(decode('6170706c69636174696f6e2f6a736f6e3b20636861727365743d7574662d38', 'hex'), 'UTF8') COLLATE "default")
  ON CONFLICT (workspace_id, caller_id, key) DO UPDATE
  SET fingerprint = EXCLUDED.fingerprint, method = EXCLUDED.method, path = EXCLUDED.path,
  status = EXCLUDED.status, body = EXCLUDED.body,
  content_type = EXCLUDED.content_type, created_at = now()
  WHERE idempotency_keys.created_at <= now() - interval '24 hours';
