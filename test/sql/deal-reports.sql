-- withoutParallelWorkers
-- values: []
SET LOCAL max_parallel_workers_per_gather = 0;

-- forecastRows (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["lead","qualified"],["lead","qualified"],[10,40],"2026-12-01","2027-12-01"]
SELECT to_char(c.expected_close_date, 'YYYY-MM') AS month, c.currency, count(*)::int AS count,
  sum(c.value_cents)::text AS value,
  round(sum(c.value_cents * coalesce(c.probability, s.probability)) / 100.0)::text AS weighted
  FROM contacts c
  JOIN unnest($4::text[], $5::int[])
  AS s(key, probability) ON s.key = c.stage
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = ANY($3::text[])
  AND c.expected_close_date >= $6::date
  AND c.expected_close_date < $7::date
  GROUP BY GROUPING SETS ((to_char(c.expected_close_date, 'YYYY-MM'), c.currency), (c.currency))
  ORDER BY 1 NULLS LAST, 2;

-- forecastRows (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"100000","00000000-0000-4000-8000-000000000002",["lead"],["lead"],[10],"2026-12-01","2027-01-01"]
SELECT to_char(c.expected_close_date, 'YYYY-MM') AS month, c.currency, count(*)::int AS count,
  sum(c.value_cents)::text AS value,
  round(sum(c.value_cents * coalesce(c.probability, s.probability)) / 100.0)::text AS weighted
  FROM contacts c
  JOIN unnest($6::text[], $7::int[])
  AS s(key, probability) ON s.key = c.stage
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.value_cents >= $3 AND c.owner_id = $4 AND c.stage = ANY($5::text[])
  AND c.expected_close_date >= $8::date
  AND c.expected_close_date < $9::date
  GROUP BY GROUPING SETS ((to_char(c.expected_close_date, 'YYYY-MM'), c.currency), (c.currency))
  ORDER BY 1 NULLS LAST, 2;

-- winRateRows (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["won","lost"],"Europe/Paris",["won"],"2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z"]
SELECT to_char(c.closed_at AT TIME ZONE $4, 'YYYY-MM') AS period, GROUPING(c.owner_id) = 0 AS by_owner, c.owner_id,
  count(*) FILTER (WHERE c.stage = ANY($5::text[]))::int AS won,
  count(*) FILTER (WHERE NOT c.stage = ANY($5::text[]))::int AS lost
  FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = ANY($3::text[])
  AND c.closed_at >= $6 AND c.closed_at < $7
  GROUP BY GROUPING SETS ((to_char(c.closed_at AT TIME ZONE $4, 'YYYY-MM')), (c.owner_id), ())
  ORDER BY 1 NULLS LAST, 3 NULLS LAST;

-- winRateRows (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"100000","00000000-0000-4000-8000-000000000002",["won","lost"],"UTC",["won"],"2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z"]
SELECT to_char(c.closed_at AT TIME ZONE $6, 'YYYY-"Q"Q') AS period, GROUPING(c.owner_id) = 0 AS by_owner, c.owner_id,
  count(*) FILTER (WHERE c.stage = ANY($7::text[]))::int AS won,
  count(*) FILTER (WHERE NOT c.stage = ANY($7::text[]))::int AS lost
  FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.value_cents >= $3 AND c.owner_id = $4 AND c.stage = ANY($5::text[])
  AND c.closed_at >= $8 AND c.closed_at < $9
  GROUP BY GROUPING SETS ((to_char(c.closed_at AT TIME ZONE $6, 'YYYY-"Q"Q')), (c.owner_id), ())
  ORDER BY 1 NULLS LAST, 3 NULLS LAST;

-- lostReasonRows (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["lost"],"2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z"]
SELECT c.lost_reason AS reason, c.currency, count(*)::int AS count,
  sum(c.value_cents)::text AS value
  FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.stage = ANY($3::text[])
  AND c.closed_at >= $4 AND c.closed_at < $5
  GROUP BY GROUPING SETS ((c.lost_reason, c.currency), (c.lost_reason))
  ORDER BY 1 NULLS LAST, 2 NULLS FIRST;

-- lostReasonRows (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"100000","00000000-0000-4000-8000-000000000002",["lost"],"2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z"]
SELECT c.lost_reason AS reason, c.currency, count(*)::int AS count,
  sum(c.value_cents)::text AS value
  FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.value_cents >= $3 AND c.owner_id = $4 AND c.stage = ANY($5::text[])
  AND c.closed_at >= $6 AND c.closed_at < $7
  GROUP BY GROUPING SETS ((c.lost_reason, c.currency), (c.lost_reason))
  ORDER BY 1 NULLS LAST, 2 NULLS FIRST;

-- velocityRows (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["lead","qualified"],["won"],["lead","qualified"],["-infinity","2026-03-01T00:00:00.000Z"],["won"],["-infinity"],"00000000-0000-4000-8000-000000000001",false,"2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z"]
WITH period_moves AS (
  SELECT m.contact_id, m.merged_from, m.from_stage, m.to_stage, m.moved_at
  FROM stage_moves m JOIN contacts c ON c.id = m.contact_id
  WHERE m.workspace_id = $9::uuid AND m.is_demo = $10::boolean AND c.workspace_id = $1::uuid AND c.is_demo = $2::boolean
  AND m.moved_at >= $11 AND m.moved_at < $12
  AND (m.from_stage = ANY($3::text[]) OR m.to_stage = ANY($4::text[]))
  ), stays AS (
  SELECT pm.from_stage AS stage, extract(epoch FROM pm.moved_at - prev.moved_at) / 86400 AS days
  FROM period_moves pm JOIN unnest($5::text[], $6::timestamptz[]) AS st(key, since) ON st.key = pm.from_stage
  CROSS JOIN LATERAL (
  SELECT p.moved_at FROM stage_moves p
  WHERE p.contact_id = pm.contact_id AND p.moved_at < pm.moved_at
  AND p.to_stage = pm.from_stage AND p.merged_from IS NOT DISTINCT FROM pm.merged_from
  ORDER BY p.moved_at DESC LIMIT 1) prev
  -- A stay that began before the stage was added was in a removed stage of that key.
  WHERE prev.moved_at >= st.since
  ), wins AS (
  SELECT extract(epoch FROM pm.moved_at - entry.moved_at) / 86400 AS days
  FROM period_moves pm JOIN unnest($7::text[], $8::timestamptz[]) AS ws(key, since) ON ws.key = pm.to_stage AND pm.moved_at >= ws.since
  -- A move between won stages wins nothing more.
  AND (pm.from_stage IS NULL OR pm.from_stage <> ALL($4::text[]))
  CROSS JOIN LATERAL (
  SELECT p.moved_at FROM stage_moves p
  WHERE p.contact_id = pm.contact_id AND p.merged_from IS NOT DISTINCT FROM pm.merged_from
  ORDER BY p.moved_at LIMIT 1) entry
  )
  SELECT stage, count(*)::int AS count, avg(days)::float8 AS average_days,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median_days FROM stays GROUP BY stage
  UNION ALL
  SELECT NULL, count(*)::int AS count, avg(days)::float8 AS average_days,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median_days FROM wins;

-- velocityRows (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"100000","00000000-0000-4000-8000-000000000002",["lead"],["won"],["lead"],["-infinity"],["won"],["-infinity"],"00000000-0000-4000-8000-000000000001",false,"2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z"]
WITH period_moves AS (
  SELECT m.contact_id, m.merged_from, m.from_stage, m.to_stage, m.moved_at
  FROM stage_moves m JOIN contacts c ON c.id = m.contact_id
  WHERE m.workspace_id = $11::uuid AND m.is_demo = $12::boolean AND c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND c.value_cents >= $3 AND c.owner_id = $4
  AND m.moved_at >= $13 AND m.moved_at < $14
  AND (m.from_stage = ANY($5::text[]) OR m.to_stage = ANY($6::text[]))
  ), stays AS (
  SELECT pm.from_stage AS stage, extract(epoch FROM pm.moved_at - prev.moved_at) / 86400 AS days
  FROM period_moves pm JOIN unnest($7::text[], $8::timestamptz[]) AS st(key, since) ON st.key = pm.from_stage
  CROSS JOIN LATERAL (
  SELECT p.moved_at FROM stage_moves p
  WHERE p.contact_id = pm.contact_id AND p.moved_at < pm.moved_at
  AND p.to_stage = pm.from_stage AND p.merged_from IS NOT DISTINCT FROM pm.merged_from
  ORDER BY p.moved_at DESC LIMIT 1) prev
  -- A stay that began before the stage was added was in a removed stage of that key.
  WHERE prev.moved_at >= st.since
  ), wins AS (
  SELECT extract(epoch FROM pm.moved_at - entry.moved_at) / 86400 AS days
  FROM period_moves pm JOIN unnest($9::text[], $10::timestamptz[]) AS ws(key, since) ON ws.key = pm.to_stage AND pm.moved_at >= ws.since
  -- A move between won stages wins nothing more.
  AND (pm.from_stage IS NULL OR pm.from_stage <> ALL($6::text[]))
  CROSS JOIN LATERAL (
  SELECT p.moved_at FROM stage_moves p
  WHERE p.contact_id = pm.contact_id AND p.merged_from IS NOT DISTINCT FROM pm.merged_from
  ORDER BY p.moved_at LIMIT 1) entry
  )
  SELECT stage, count(*)::int AS count, avg(days)::float8 AS average_days,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median_days FROM stays GROUP BY stage
  UNION ALL
  SELECT NULL, count(*)::int AS count, avg(days)::float8 AS average_days,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median_days FROM wins;
