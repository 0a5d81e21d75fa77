-- lockContactEmail
-- prepared: a lock: there is no plan to choose
-- values: ["00000000-0000-4000-8000-000000000001","Ada@Example.com"]
SELECT pg_advisory_xact_lock(hashtextextended('contact-email:' || $1::text || ':' || lower($2::text), 0));

-- contactsWithEmail
-- prepared: the e-mail index, on all of its columns, whatever the values
-- values: ["00000000-0000-4000-8000-000000000001",false,"Ada@Example.com",100]
SELECT m.id, count(*) OVER ()::int AS matches
  FROM (SELECT c.id FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND lower(c.email) = lower($3::text)
  ORDER BY c.id FOR NO KEY UPDATE OF c) m
  ORDER BY m.id LIMIT $4;

-- lockContactEmails
-- values: ["00000000-0000-4000-8000-000000000001",["Ada@Example.com","grace@example.com"]]
SELECT count(pg_advisory_xact_lock(hashtextextended('contact-email:' || $1::text || ':' || lower(s.email::text), 0)))
  FROM (SELECT DISTINCT lower(e) AS email FROM unnest($2::text[]) AS u(e)
  ORDER BY 1) s;

-- contactsWithEmails (1)
-- values: [["Ada@Example.com","grace@example.com"],"00000000-0000-4000-8000-000000000001",false]
SELECT u.e AS email, lower(u.e) AS folded, m.ids
  FROM unnest($1::text[]) AS u(e)
  LEFT JOIN (
  SELECT lower(x.email) AS folded, array_agg(x.id ORDER BY x.id)::text[] AS ids
  FROM (SELECT c.id, c.email FROM contacts c
  WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  AND lower(c.email) = ANY(SELECT lower(e) FROM unnest($1::text[]) AS g(e))
  ) x
  GROUP BY lower(x.email)) m ON m.folded = lower(u.e);

-- contactsWithEmails (2)
-- values: [["Ada@Example.com","grace@example.com"],"00000000-0000-4000-8000-000000000001",false]
SELECT u.e AS email, lower(u.e) AS folded, m.ids
  FROM unnest($1::text[]) AS u(e)
  LEFT JOIN (
  SELECT lower(x.email) AS folded, array_agg(x.id ORDER BY x.id)::text[] AS ids
  FROM (SELECT c.id, c.email FROM contacts c
  WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean
  AND lower(c.email) = ANY(SELECT lower(e) FROM unnest($1::text[]) AS g(e))
  ORDER BY c.id FOR NO KEY UPDATE OF c) x
  GROUP BY lower(x.email)) m ON m.folded = lower(u.e);

-- storedCustomValues
-- values: [["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false]
SELECT c.id, c.custom FROM contacts c
  WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2::uuid AND c.is_demo = $3::boolean;

-- unseenContactEmails (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,["Ada@Example.com"]]
SELECT DISTINCT lower(c.email) AS email FROM contacts c
  WHERE c.workspace_id = $1::uuid AND c.is_demo = $2::boolean AND NOT coalesce(true, false)
  AND lower(c.email) = ANY(SELECT lower(e) FROM unnest($3::text[]) AS u(e));

-- unseenContactEmails (2)
-- values: [["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false,["Ada@Example.com","grace@example.com"]]
SELECT DISTINCT lower(c.email) AS email FROM contacts c
  WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND NOT coalesce((c.owner_id = ANY($1::uuid[]) OR c.owner_id IS NULL), false)
  AND lower(c.email) = ANY(SELECT lower(e) FROM unnest($4::text[]) AS u(e));

-- unseenContactEmails (3)
-- values: [["00000000-0000-4000-8000-000000000002"],"00000000-0000-4000-8000-000000000001",false,["Ada@Example.com"]]
SELECT DISTINCT lower(c.email) AS email FROM contacts c
  WHERE c.workspace_id = $2::uuid AND c.is_demo = $3::boolean AND NOT coalesce(c.owner_id = ANY($1::uuid[]), false)
  AND lower(c.email) = ANY(SELECT lower(e) FROM unnest($4::text[]) AS u(e));
