-- insertFollowups
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003",["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000002"],["Call back","Send the case study"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"],["00000000-0000-4000-8000-000000000002",null],[null,"00000000-0000-4000-8000-000000000006"]]
INSERT INTO followups AS f (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
  created_by, enrollment_id)
  SELECT $1, $2, $3, x.owner_id, x.title, x.scheduled_for, x.created_by, x.enrollment_id
  FROM unnest($4::uuid[], $5::text[], $6::timestamptz[], $7::uuid[], $8::uuid[])
  AS x(owner_id, title, scheduled_for, created_by, enrollment_id)
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- deleteOpenFollowups (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003"]
DELETE FROM followups WHERE workspace_id = $1 AND is_demo = $2 AND completed_at IS NULL AND contact_id = $3;

-- deleteOpenFollowups (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000004"]]
DELETE FROM followups WHERE workspace_id = $1 AND is_demo = $2 AND completed_at IS NULL AND id = ANY($3::uuid[]);

-- deleteOpenFollowups (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000006"]]
DELETE FROM followups WHERE workspace_id = $1 AND is_demo = $2 AND completed_at IS NULL AND enrollment_id = ANY($3::uuid[]);

-- enrollmentProgress
-- values: [["00000000-0000-4000-8000-000000000006"],"00000000-0000-4000-8000-000000000001",false]
SELECT f.enrollment_id,
  count(*) FILTER (WHERE f.completed_at IS NULL)::int AS open,
  count(*) FILTER (WHERE f.completed_at IS NOT NULL)::int AS completed,
  min(f.scheduled_for) FILTER (WHERE f.completed_at IS NULL) AS next_due_at
  FROM followups f
  WHERE f.enrollment_id = ANY($1::uuid[])
  AND f.workspace_id = $2 AND f.is_demo = $3
  GROUP BY f.enrollment_id;

-- followupOutcomes (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z"]
SELECT f.owner_id,
  count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
  count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < $3)::int AS overdue,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= $3)::int AS upcoming
  FROM followups f WHERE f.workspace_id = $1 AND f.is_demo = $2
  GROUP BY f.owner_id ORDER BY f.owner_id NULLS LAST;

-- followupOutcomes (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]
SELECT f.owner_id,
  count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
  count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < $5)::int AS overdue,
  count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= $5)::int AS upcoming
  FROM followups f WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.scheduled_for >= $3 AND f.scheduled_for < $4
  GROUP BY f.owner_id ORDER BY f.owner_id NULLS LAST;

-- followupById
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f
  WHERE f.id = $1 AND f.workspace_id = $2 AND f.is_demo = $3;

-- followupCompletion
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT completed_at FROM followups WHERE id = $1 AND workspace_id = $2 AND is_demo = $3;

-- completeFollowup
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
UPDATE followups f SET completed_at = now(), completed_by = $4, updated_at = now()
  WHERE f.id = $1 AND f.workspace_id = $2 AND f.is_demo = $3 AND f.completed_at IS NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- updateFollowup (1)
-- values: ["Call back","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
UPDATE followups f SET title = $1, updated_at = now()
  WHERE f.id = $2 AND f.workspace_id = $3 AND f.is_demo = $4 AND f.completed_at IS NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- updateFollowup (2)
-- values: ["Call back","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
UPDATE followups f SET title = $1, scheduled_for = $2, owner_id = $3, updated_at = now()
  WHERE f.id = $4 AND f.workspace_id = $5 AND f.is_demo = $6 AND f.completed_at IS NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- deleteFollowup
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
DELETE FROM followups f WHERE f.id = $1 AND f.workspace_id = $2 AND f.is_demo = $3
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at;

-- followupForUpdate
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f WHERE f.id = $1 AND f.workspace_id = $2 AND f.is_demo = $3
  FOR UPDATE;

-- followupPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.scheduled_for::text AS sort_at FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL
  ORDER BY f.scheduled_for ASC, f.id ASC LIMIT $3;

-- followupPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.scheduled_for::text AS sort_at FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NOT NULL AND (f.scheduled_for, f.id) > ($3::timestamptz, $4::uuid)
  ORDER BY f.scheduled_for ASC, f.id ASC LIMIT $5;

-- followupPage (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000003","2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z",51]
SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.scheduled_for::text AS sort_at FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.owner_id = $3 AND f.contact_id = $4 AND f.scheduled_for >= $5 AND f.scheduled_for < $6
  ORDER BY f.scheduled_for ASC, f.id ASC LIMIT $7;

-- agendaQuery (1)
-- prepared: the open follow-ups index whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-22T23:00:00.000Z","00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z","2026-01-15T09:00:00.000Z","2026-01-15T10:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z",50]
WITH b AS MATERIALIZED (
  SELECT v.bucket, v.lo, v.hi,
  ((SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.scheduled_for >= v.lo AND f.scheduled_for < least(v.mid_lo, v.hi))
  + (SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.scheduled_for >= greatest(v.mid_hi, v.lo) AND f.scheduled_for < v.hi)
  + (SELECT coalesce(sum(t.open), 0) FROM followup_open_counts t
  WHERE t.workspace_id = $4 AND t.is_demo = $5 AND t.hour >= v.mid_lo AND t.hour < v.mid_hi)
  )::int AS total
  FROM (VALUES ('overdue', '-infinity'::timestamptz, $6::timestamptz, '-infinity'::timestamptz, $9::timestamptz),
  ('today', $6::timestamptz, $7::timestamptz, $10::timestamptz, $11::timestamptz),
  ('upcoming', $7::timestamptz, $8::timestamptz, $12::timestamptz, $13::timestamptz)
  ) AS v(bucket, lo, hi, mid_lo, mid_hi)
  )
  SELECT items.*, b.bucket, b.total
  FROM b
  CROSS JOIN LATERAL (
  SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi
  ORDER BY f.scheduled_for, f.id LIMIT $14
  ) items
  ORDER BY items.scheduled_for COLLATE "C", items.id;

-- agendaQuery (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-22T23:00:00.000Z","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z","2026-01-15T09:00:00.000Z","2026-01-15T10:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z",50]
WITH b AS MATERIALIZED (
  SELECT v.bucket, v.lo, v.hi,
  ((SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.owner_id = $6 AND f.scheduled_for >= v.lo AND f.scheduled_for < least(v.mid_lo, v.hi))
  + (SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.owner_id = $6 AND f.scheduled_for >= greatest(v.mid_hi, v.lo) AND f.scheduled_for < v.hi)
  + (SELECT coalesce(sum(t.open), 0) FROM followup_open_counts t
  WHERE t.workspace_id = $4 AND t.is_demo = $5 AND t.owner_id = $6 AND t.hour >= v.mid_lo AND t.hour < v.mid_hi)
  )::int AS total
  FROM (VALUES ('overdue', '-infinity'::timestamptz, $7::timestamptz, '-infinity'::timestamptz, $10::timestamptz),
  ('today', $7::timestamptz, $8::timestamptz, $11::timestamptz, $12::timestamptz),
  ('upcoming', $8::timestamptz, $9::timestamptz, $13::timestamptz, $14::timestamptz)
  ) AS v(bucket, lo, hi, mid_lo, mid_hi)
  )
  SELECT items.*, b.bucket, b.total
  FROM b
  CROSS JOIN LATERAL (
  SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f WHERE f.workspace_id = $1 AND f.is_demo = $2 AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.owner_id = $6 AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi
  ORDER BY f.scheduled_for, f.id LIMIT $15
  ) items
  ORDER BY items.scheduled_for COLLATE "C", items.id;

-- insertDemoFollowups
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000003"],["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000002"],["Send the revised proposal","Intro call"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"],[null,"2026-01-15T09:30:00.000Z"],[null,"00000000-0000-4000-8000-000000000006"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"]]
INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
  completed_at, completed_by, created_by, enrollment_id, created_at, updated_at)
  SELECT $1, true, x.contact_id, x.owner_id, x.title, x.due, x.completed_at,
  CASE WHEN x.completed_at IS NULL THEN NULL ELSE x.owner_id END, x.owner_id,
  x.enrollment_id, x.created_at, COALESCE(x.completed_at, x.created_at)
  FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::uuid[], $8::timestamptz[])
  AS x(contact_id, owner_id, title, due, completed_at, enrollment_id, created_at);

-- deleteDemoFollowups
-- values: []
DELETE FROM followups WHERE is_demo;

-- moveFollowups
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000004"]]
UPDATE followups SET contact_id = $1, updated_at = now()
  WHERE workspace_id = $2 AND is_demo = $3 AND contact_id = ANY($4::uuid[]);

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
  AND d.shard = d.kept_shard AND d.key_open <> 0 AND t.open <> d.key_open
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
  AND d.shard = d.kept_shard AND d.key_open <> 0 AND t.open <> d.key_open
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
  AND d.shard = d.kept_shard AND d.key_open <> 0 AND t.open <> d.key_open
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
