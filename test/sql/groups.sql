-- groupPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT g.id, g.name,
  ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = g.id ORDER BY m.user_id)
  AS member_ids,
  g.created_at, g.updated_at, g.created_at::text AS sort_at FROM groups g
  WHERE g.workspace_id = $1::uuid AND g.is_demo = $2::boolean
  ORDER BY g.created_at DESC, g.id DESC LIMIT $3::int;

-- groupPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT g.id, g.name,
  ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = g.id ORDER BY m.user_id)
  AS member_ids,
  g.created_at, g.updated_at, g.created_at::text AS sort_at FROM groups g
  WHERE g.workspace_id = $1::uuid AND g.is_demo = $2::boolean AND (g.created_at, g.id) < ($3::timestamptz, $4::uuid)
  ORDER BY g.created_at DESC, g.id DESC LIMIT $5::int;

-- releaseMemberGroups
-- values: ["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000001",false]
WITH held AS (
  SELECT g.id FROM groups g
  WHERE g.workspace_id = $2::uuid AND g.is_demo = $3::boolean
  AND EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.user_id = $1)
  ORDER BY g.id FOR UPDATE
  ), was AS (
  SELECT g.id, g.name,
  ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = g.id ORDER BY m.user_id)
  AS member_ids,
  g.created_at, g.updated_at FROM groups g WHERE g.id IN (SELECT id FROM held)
  ), gone AS (
  DELETE FROM group_members m WHERE m.user_id = $1 AND m.group_id IN (SELECT id FROM held)
  ), changed AS (
  UPDATE groups g SET updated_at = now() WHERE g.id IN (SELECT id FROM held)
  RETURNING g.id, g.updated_at AS changed_at
  )
  SELECT was.*, changed.changed_at FROM was JOIN changed USING (id) ORDER BY was.id;

-- groupById
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT g.id, g.name,
  ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = g.id ORDER BY m.user_id)
  AS member_ids,
  g.created_at, g.updated_at FROM groups g WHERE g.id = $1 AND g.workspace_id = $2::uuid AND g.is_demo = $3::boolean;

-- lockGroup
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
SELECT g.id FROM groups g WHERE g.id = $1 AND g.workspace_id = $2::uuid AND g.is_demo = $3::boolean
  FOR UPDATE;

-- lockGroupNames
-- values: ["groups:00000000-0000-4000-8000-000000000001"]
SELECT pg_advisory_xact_lock(hashtextextended($1, 0));

-- groupNamed (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"Inbound"]
SELECT g.name FROM groups g WHERE g.workspace_id = $1::uuid AND g.is_demo = $2::boolean AND normalize(lower(g.name), NFC) = normalize(lower($3::text), NFC) LIMIT 1;

-- groupNamed (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"Inbound","00000000-0000-4000-8000-000000000004"]
SELECT g.name FROM groups g WHERE g.workspace_id = $1::uuid AND g.is_demo = $2::boolean AND normalize(lower(g.name), NFC) = normalize(lower($3::text), NFC) AND g.id <> $4 LIMIT 1;

-- insertGroup
-- values: ["00000000-0000-4000-8000-000000000001",false,"Inbound"]
INSERT INTO groups (workspace_id, is_demo, name)
  VALUES ($1, $2, $3)
  RETURNING id;

-- updateGroup (1)
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
UPDATE groups SET updated_at = now() WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean;

-- updateGroup (2)
-- values: ["Field sales","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
UPDATE groups SET updated_at = now(), name = $1 WHERE id = $2 AND workspace_id = $3::uuid AND is_demo = $4::boolean;

-- replaceGroupMembers
-- values: ["00000000-0000-4000-8000-000000000004",["00000000-0000-4000-8000-000000000002"],"00000000-0000-4000-8000-000000000001",false]
WITH gone AS (
  DELETE FROM group_members m USING groups g
  WHERE m.group_id = $1 AND g.id = m.group_id AND g.workspace_id = $3::uuid AND g.is_demo = $4::boolean
  AND m.user_id <> ALL($2::uuid[]))
  INSERT INTO group_members (group_id, user_id)
  SELECT g.id, u.id FROM groups g, unnest($2::uuid[]) AS u(id)
  WHERE g.id = $1 AND g.workspace_id = $3::uuid AND g.is_demo = $4::boolean
  ON CONFLICT DO NOTHING;

-- deleteGroup
-- values: ["00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000001",false]
DELETE FROM groups WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean;

-- insertDemoGroups
-- values: ["00000000-0000-4000-8000-000000000001",["Inbound","Field sales"],"2026-01-15T09:30:00.000Z",["Inbound","Inbound","Field sales"],["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004","00000000-0000-4000-8000-000000000004"]]
WITH g AS (
  INSERT INTO groups (workspace_id, is_demo, name, created_at, updated_at)
  SELECT $1, true, x.name, $3::timestamptz + (x.n || ' hours')::interval, $3::timestamptz + (x.n || ' hours')::interval
  FROM unnest($2::text[]) WITH ORDINALITY AS x(name, n)
  RETURNING id, name)
  INSERT INTO group_members (group_id, user_id)
  SELECT g.id, m.user_id
  FROM unnest($4::text[], $5::uuid[]) AS m(name, user_id)
  JOIN g ON g.name = m.name;

-- deleteDemoGroups
-- values: []
DELETE FROM groups WHERE is_demo;
