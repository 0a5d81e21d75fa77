-- insertApiKey
-- prepared: an insert
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002","Website lead form","bc0kzooa",{"type":"Buffer","data":[0,0,0,0]},["contacts:read","contacts:write"],"2026-01-15T09:30:00.000Z"]
INSERT INTO api_keys (workspace_id, user_id, name, prefix, secret_hash, scopes, expires_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (prefix) DO NOTHING
  RETURNING id, user_id, name, prefix, scopes, expires_at, last_used_at, created_at;

-- apiKeyPage (1)
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002",51]
SELECT id, user_id, name, prefix, scopes, expires_at, last_used_at, created_at, created_at::text AS sort_at FROM api_keys WHERE workspace_id = $1 AND user_id = $2
  ORDER BY created_at DESC, id DESC LIMIT $3::int;

-- apiKeyPage (2)
-- values: ["00000000-0000-4000-8000-000000000001","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT id, user_id, name, prefix, scopes, expires_at, last_used_at, created_at, created_at::text AS sort_at FROM api_keys WHERE workspace_id = $1 AND (created_at, id) < ($2::timestamptz, $3::uuid)
  ORDER BY created_at DESC, id DESC LIMIT $4::int;

-- deleteApiKey
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000002",false]
DELETE FROM api_keys WHERE id = $1 AND workspace_id = $2 AND (user_id = $3 OR $4)
  RETURNING id;

-- apiKeyOf
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001"]
SELECT id FROM api_keys WHERE id = $1 AND workspace_id = $2;
