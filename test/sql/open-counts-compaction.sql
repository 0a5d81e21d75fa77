-- compactOpenCounts (1)
-- values: [1000]
WITH batch AS (
  SELECT workspace_id, is_demo, hour, owner_id FROM followup_open_counts
  GROUP BY workspace_id, is_demo, hour, owner_id
  HAVING count(*) > 1 OR bool_or(open = 0)
  ORDER BY workspace_id, is_demo, hour, owner_id
  LIMIT $1
  ), locked AS (
  SELECT t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard, t.open
  FROM followup_open_counts t JOIN batch b ON t.workspace_id = b.workspace_id AND t.is_demo = b.is_demo AND t.hour = b.hour
  AND t.owner_id IS NOT DISTINCT FROM b.owner_id
  ORDER BY t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard
  FOR UPDATE OF t SKIP LOCKED
  ), decided AS (
  SELECT l.*, min(l.shard) OVER per_key AS kept_shard, (sum(l.open) OVER per_key)::int AS key_open
  FROM locked l
  WINDOW per_key AS (PARTITION BY l.workspace_id, l.is_demo, l.hour, l.owner_id)
  ), kept AS (
  UPDATE followup_open_counts t SET open = d.key_open FROM decided d
  WHERE t.workspace_id = d.workspace_id AND t.is_demo = d.is_demo AND t.hour = d.hour
  AND t.owner_id IS NOT DISTINCT FROM d.owner_id AND t.shard = d.shard
  AND d.shard = d.kept_shard AND d.key_open <> 0 AND d.open <> d.key_open
  ), removed AS (
  DELETE FROM followup_open_counts t USING decided d
  WHERE t.workspace_id = d.workspace_id AND t.is_demo = d.is_demo AND t.hour = d.hour
  AND t.owner_id IS NOT DISTINCT FROM d.owner_id AND t.shard = d.shard
  AND (d.shard <> d.kept_shard OR d.key_open = 0)
  RETURNING 1
  )
  SELECT b.workspace_id, b.is_demo, b.hour, b.owner_id,
  (SELECT count(*) FROM batch)::int AS keys,
  (SELECT count(*) FROM removed)::int AS removed
  FROM batch b
  ORDER BY b.workspace_id DESC, b.is_demo DESC, b.hour DESC, b.owner_id DESC NULLS FIRST
  LIMIT 1;

-- compactOpenCounts (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:00:00.000Z","00000000-0000-4000-8000-000000000002",1000]
WITH batch AS (
  SELECT workspace_id, is_demo, hour, owner_id FROM followup_open_counts WHERE (workspace_id, is_demo, hour) >= ($1::uuid, $2::boolean, $3::timestamptz)
  AND ((workspace_id, is_demo, hour) > ($1::uuid, $2::boolean, $3::timestamptz)
  OR ($4::uuid IS NOT NULL AND (owner_id > $4::uuid OR owner_id IS NULL)))
  GROUP BY workspace_id, is_demo, hour, owner_id
  HAVING count(*) > 1 OR bool_or(open = 0)
  ORDER BY workspace_id, is_demo, hour, owner_id
  LIMIT $5
  ), locked AS (
  SELECT t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard, t.open
  FROM followup_open_counts t JOIN batch b ON t.workspace_id = b.workspace_id AND t.is_demo = b.is_demo AND t.hour = b.hour
  AND t.owner_id IS NOT DISTINCT FROM b.owner_id
  ORDER BY t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard
  FOR UPDATE OF t SKIP LOCKED
  ), decided AS (
  SELECT l.*, min(l.shard) OVER per_key AS kept_shard, (sum(l.open) OVER per_key)::int AS key_open
  FROM locked l
  WINDOW per_key AS (PARTITION BY l.workspace_id, l.is_demo, l.hour, l.owner_id)
  ), kept AS (
  UPDATE followup_open_counts t SET open = d.key_open FROM decided d
  WHERE t.workspace_id = d.workspace_id AND t.is_demo = d.is_demo AND t.hour = d.hour
  AND t.owner_id IS NOT DISTINCT FROM d.owner_id AND t.shard = d.shard
  AND d.shard = d.kept_shard AND d.key_open <> 0 AND d.open <> d.key_open
  ), removed AS (
  DELETE FROM followup_open_counts t USING decided d
  WHERE t.workspace_id = d.workspace_id AND t.is_demo = d.is_demo AND t.hour = d.hour
  AND t.owner_id IS NOT DISTINCT FROM d.owner_id AND t.shard = d.shard
  AND (d.shard <> d.kept_shard OR d.key_open = 0)
  RETURNING 1
  )
  SELECT b.workspace_id, b.is_demo, b.hour, b.owner_id,
  (SELECT count(*) FROM batch)::int AS keys,
  (SELECT count(*) FROM removed)::int AS removed
  FROM batch b
  ORDER BY b.workspace_id DESC, b.is_demo DESC, b.hour DESC, b.owner_id DESC NULLS FIRST
  LIMIT 1;

-- compactOpenCounts (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:00:00.000Z",null,1000]
WITH batch AS (
  SELECT workspace_id, is_demo, hour, owner_id FROM followup_open_counts WHERE (workspace_id, is_demo, hour) >= ($1::uuid, $2::boolean, $3::timestamptz)
  AND ((workspace_id, is_demo, hour) > ($1::uuid, $2::boolean, $3::timestamptz)
  OR ($4::uuid IS NOT NULL AND (owner_id > $4::uuid OR owner_id IS NULL)))
  GROUP BY workspace_id, is_demo, hour, owner_id
  HAVING count(*) > 1 OR bool_or(open = 0)
  ORDER BY workspace_id, is_demo, hour, owner_id
  LIMIT $5
  ), locked AS (
  SELECT t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard, t.open
  FROM followup_open_counts t JOIN batch b ON t.workspace_id = b.workspace_id AND t.is_demo = b.is_demo AND t.hour = b.hour
  AND t.owner_id IS NOT DISTINCT FROM b.owner_id
  ORDER BY t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard
  FOR UPDATE OF t SKIP LOCKED
  ), decided AS (
  SELECT l.*, min(l.shard) OVER per_key AS kept_shard, (sum(l.open) OVER per_key)::int AS key_open
  FROM locked l
  WINDOW per_key AS (PARTITION BY l.workspace_id, l.is_demo, l.hour, l.owner_id)
  ), kept AS (
  UPDATE followup_open_counts t SET open = d.key_open FROM decided d
  WHERE t.workspace_id = d.workspace_id AND t.is_demo = d.is_demo AND t.hour = d.hour
  AND t.owner_id IS NOT DISTINCT FROM d.owner_id AND t.shard = d.shard
  AND d.shard = d.kept_shard AND d.key_open <> 0 AND d.open <> d.key_open
  ), removed AS (
  DELETE FROM followup_open_counts t USING decided d
  WHERE t.workspace_id = d.workspace_id AND t.is_demo = d.is_demo AND t.hour = d.hour
  AND t.owner_id IS NOT DISTINCT FROM d.owner_id AND t.shard = d.shard
  AND (d.shard <> d.kept_shard OR d.key_open = 0)
  RETURNING 1
  )
  SELECT b.workspace_id, b.is_demo, b.hour, b.owner_id,
  (SELECT count(*) FROM batch)::int AS keys,
  (SELECT count(*) FROM removed)::int AS removed
  FROM batch b
  ORDER BY b.workspace_id DESC, b.is_demo DESC, b.hour DESC, b.owner_id DESC NULLS FIRST
  LIMIT 1;
