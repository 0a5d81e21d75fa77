-- agendaQuery (1)
-- prepared: the open follow-ups index whatever the tenant
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-22T23:00:00.000Z","00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z","2026-01-15T09:00:00.000Z","2026-01-15T10:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z",50]
WITH b AS MATERIALIZED (
  SELECT v.bucket, v.lo, v.hi, ((SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.scheduled_for >= v.lo AND f.scheduled_for < least(v.mid_lo, v.hi))
  + (SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.scheduled_for >= greatest(v.mid_hi, v.lo) AND f.scheduled_for < v.hi)
  + (SELECT coalesce(sum(t.open), 0) FROM followup_open_counts t
  WHERE t.workspace_id = $4::uuid AND t.is_demo = $5::boolean AND t.hour >= v.mid_lo AND t.hour < v.mid_hi))::int AS total
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
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi
  ORDER BY f.scheduled_for, f.id LIMIT $14
  ) items
  ORDER BY items.scheduled_for COLLATE "C", items.id;

-- agendaQuery (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-22T23:00:00.000Z","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z","2026-01-15T09:00:00.000Z","2026-01-15T10:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z",50]
WITH b AS MATERIALIZED (
  SELECT v.bucket, v.lo, v.hi, ((SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.owner_id = $6 AND f.scheduled_for >= v.lo AND f.scheduled_for < least(v.mid_lo, v.hi))
  + (SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.owner_id = $6 AND f.scheduled_for >= greatest(v.mid_hi, v.lo) AND f.scheduled_for < v.hi)
  + (SELECT coalesce(sum(t.open), 0) FROM followup_open_counts t
  WHERE t.workspace_id = $4::uuid AND t.is_demo = $5::boolean AND t.owner_id = $6 AND t.hour >= v.mid_lo AND t.hour < v.mid_hi))::int AS total
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
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND f.completed_at IS NULL AND f.scheduled_for < $3 AND f.owner_id = $6 AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi
  ORDER BY f.scheduled_for, f.id LIMIT $15
  ) items
  ORDER BY items.scheduled_for COLLATE "C", items.id;

-- agendaQuery (3)
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"2026-01-22T23:00:00.000Z","2026-01-15T09:30:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z","2026-01-15T09:00:00.000Z","2026-01-15T10:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-15T23:00:00.000Z","2026-01-22T23:00:00.000Z",50]
WITH b AS MATERIALIZED (
  SELECT v.bucket, v.lo, v.hi, ((SELECT count(*) FROM followups f
  WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND EXISTS (SELECT 1 FROM contacts_all vc WHERE vc.id = f.contact_id AND (vc.owner_id = ANY($3::uuid[]) OR vc.owner_id IS NULL)) AND f.completed_at IS NULL AND f.scheduled_for < $4 AND f.scheduled_for >= v.lo AND f.scheduled_for < v.hi))::int AS total
  FROM (VALUES ('overdue', '-infinity'::timestamptz, $5::timestamptz, '-infinity'::timestamptz, $8::timestamptz),
  ('today', $5::timestamptz, $6::timestamptz, $9::timestamptz, $10::timestamptz),
  ('upcoming', $6::timestamptz, $7::timestamptz, $11::timestamptz, $12::timestamptz)
  ) AS v(bucket, lo, hi, mid_lo, mid_hi)
  )
  SELECT items.*, b.bucket, b.total
  FROM b
  CROSS JOIN LATERAL (
  SELECT f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM followups f WHERE f.workspace_id = $1::uuid AND f.is_demo = $2::boolean AND EXISTS (SELECT 1 FROM contacts_all vc WHERE vc.id = f.contact_id AND (vc.owner_id = ANY($3::uuid[]) OR vc.owner_id IS NULL)) AND f.completed_at IS NULL AND f.scheduled_for < $4 AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi
  ORDER BY f.scheduled_for, f.id LIMIT $13
  ) items
  ORDER BY items.scheduled_for COLLATE "C", items.id;
