-- contactSummaries
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT id, first_name, last_name, company FROM contacts
  WHERE id = ANY($1::uuid[]) AND workspace_id = $2::uuid AND is_demo = $3::boolean;

-- stageTotals (1)
-- prepared: a few counter rows read by their key
-- values: ["00000000-0000-4000-8000-000000000001",false]
SELECT t.stage, t.currency, sum(t.contacts)::int AS count,
  sum(t.value_cents)::text AS value,
  sum(t.stage_probability_value_cents)::text AS stage_probability_value,
  sum(t.own_probability_weighted)::text AS own_probability_weighted
  FROM contact_stage_totals t WHERE t.workspace_id = $1::uuid AND t.is_demo = $2::boolean
  GROUP BY t.stage, t.currency
  HAVING sum(t.contacts) <> 0;

-- stageTotals (2)
-- prepared: a few counter rows read by their key
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000002"]
SELECT t.stage, t.currency, sum(t.contacts)::int AS count,
  sum(t.value_cents)::text AS value,
  sum(t.stage_probability_value_cents)::text AS stage_probability_value,
  sum(t.own_probability_weighted)::text AS own_probability_weighted
  FROM contact_stage_totals t WHERE t.workspace_id = $1::uuid AND t.is_demo = $2::boolean AND t.owner_id = $3
  GROUP BY t.stage, t.currency
  HAVING sum(t.contacts) <> 0;

-- stageTotals (3)
-- prepared: a few counter rows read by their key
-- values: ["00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]]
SELECT t.stage, t.currency, coalesce(sum(t.contacts) FILTER (WHERE (t.owner_id = ANY($3::uuid[]) OR t.owner_id IS NULL)), 0)::int AS count,
  coalesce(sum(t.value_cents) FILTER (WHERE (t.owner_id = ANY($3::uuid[]) OR t.owner_id IS NULL)), 0)::text AS value,
  coalesce(sum(t.stage_probability_value_cents) FILTER (WHERE (t.owner_id = ANY($3::uuid[]) OR t.owner_id IS NULL)), 0)::text AS stage_probability_value,
  coalesce(sum(t.own_probability_weighted) FILTER (WHERE (t.owner_id = ANY($3::uuid[]) OR t.owner_id IS NULL)), 0)::text AS own_probability_weighted, sum(t.contacts)::int AS everyone
  FROM contact_stage_totals t WHERE t.workspace_id = $1::uuid AND t.is_demo = $2::boolean
  GROUP BY t.stage, t.currency
  HAVING sum(t.contacts) <> 0;

-- filteredStageTotals (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101"]
SELECT c.stage, c.currency, count(*)::int AS count, sum(c.value_cents)::text AS value,
  sum(CASE WHEN c.probability IS NULL THEN c.value_cents ELSE 0 END)::text
  AS stage_probability_value,
  sum(c.value_cents * coalesce(c.probability, 0))::text AS own_probability_weighted
  FROM contacts c WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $4::uuid AND v.is_demo = $5::boolean
  AND v.field_id = $6 AND v.num IS NOT NULL AND v.num >= $3::numeric)
  GROUP BY c.stage, c.currency;

-- filteredStageTotals (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"10000","00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000101","00000000-0000-4000-8000-000000000002"]
SELECT c.stage, c.currency, count(*)::int AS count, sum(c.value_cents)::text AS value,
  sum(CASE WHEN c.probability IS NULL THEN c.value_cents ELSE 0 END)::text
  AS stage_probability_value,
  sum(c.value_cents * coalesce(c.probability, 0))::text AS own_probability_weighted
  FROM contacts c WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND v.workspace_id = $4::uuid AND v.is_demo = $5::boolean
  AND v.field_id = $6 AND v.num IS NOT NULL AND v.num >= $3::numeric) AND c.owner_id = $7
  GROUP BY c.stage, c.currency;
