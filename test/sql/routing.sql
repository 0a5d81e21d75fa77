-- routingRule
-- values: ["00000000-0000-4000-8000-000000000001",false]
SELECT r.strategy, m.ids AS member_ids, r.updated_at,
  CASE WHEN r.strategy = 'round_robin' THEN CASE WHEN cardinality(m.ids) > 0 AND r.next_index >= 0
  THEN (m.ids)[(r.next_index % cardinality(m.ids))::int + 1] END END
  AS next_member_id FROM routing_rules r CROSS JOIN LATERAL
  (SELECT ARRAY(SELECT m.id FROM unnest(r.member_ids) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = r.workspace_id AND (NOT u.is_demo OR r.is_demo))
  ORDER BY m.ord) AS ids) m
  WHERE r.workspace_id = $1::uuid AND r.is_demo = $2::boolean;

-- replaceRoutingRule
-- values: ["00000000-0000-4000-8000-000000000001",false,"round_robin",["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000002"]
WITH r AS (
  INSERT INTO routing_rules AS r (workspace_id, is_demo, strategy, member_ids, next_index, updated_by)
  VALUES ($1, $2, $3,
  $4::uuid[], 0, $5)
  ON CONFLICT (workspace_id, is_demo) DO UPDATE
  SET strategy = EXCLUDED.strategy,
  member_ids = EXCLUDED.member_ids,
  next_index = CASE WHEN r.strategy = EXCLUDED.strategy AND r.member_ids = EXCLUDED.member_ids
  THEN r.next_index ELSE 0 END,
  updated_by = EXCLUDED.updated_by,
  updated_at = now()
  RETURNING *
  )
  SELECT r.strategy, m.ids AS member_ids, r.updated_at,
  CASE WHEN r.strategy = 'round_robin' THEN CASE WHEN cardinality(m.ids) > 0 AND r.next_index >= 0
  THEN (m.ids)[(r.next_index % cardinality(m.ids))::int + 1] END END
  AS next_member_id FROM r CROSS JOIN LATERAL
  (SELECT ARRAY(SELECT m.id FROM unnest(r.member_ids) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = r.workspace_id AND (NOT u.is_demo OR r.is_demo))
  ORDER BY m.ord) AS ids) m;

-- releaseFromRotations
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001"]
UPDATE routing_rules r
  SET (member_ids, next_index) = (
  SELECT array_remove(m.ids, $1::uuid),
  CASE WHEN cardinality(m.ids) = 0 THEN 0
  WHEN array_position(m.ids, $1::uuid) - 1 < r.next_index % cardinality(m.ids)
  THEN r.next_index % cardinality(m.ids) - 1
  ELSE r.next_index % cardinality(m.ids) END
  FROM (SELECT ARRAY(SELECT m.id FROM unnest(r.member_ids) WITH ORDINALITY AS m(id, ord)
  WHERE EXISTS (SELECT 1 FROM users u
  WHERE u.id = m.id AND u.workspace_id = r.workspace_id AND (NOT u.is_demo OR r.is_demo))
  ORDER BY m.ord) AS ids) m)
  WHERE r.workspace_id = $2 AND $1::uuid = ANY (r.member_ids);

-- upsertDemoRoutingRule
-- values: ["00000000-0000-4000-8000-000000000001",["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"]]
INSERT INTO routing_rules (workspace_id, is_demo, strategy, member_ids)
  VALUES ($1, true, 'round_robin', $2::uuid[])
  ON CONFLICT (workspace_id, is_demo) DO UPDATE
  SET strategy = EXCLUDED.strategy, member_ids = EXCLUDED.member_ids, next_index = 0;

-- deleteDemoRoutingRules
-- values: []
DELETE FROM routing_rules WHERE is_demo;
