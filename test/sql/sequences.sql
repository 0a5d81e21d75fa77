-- insertSequence
-- values: ["00000000-0000-4000-8000-000000000001",false,"New lead","[{\"day_offset\":0,\"title\":\"Intro call\",\"channel\":\"call\"},{\"day_offset\":2,\"title\":\"Send the overview\",\"channel\":\"email\"}]","00000000-0000-4000-8000-000000000002"]
INSERT INTO sequences (workspace_id, is_demo, name, steps, created_by)
  VALUES ($1, $2, $3,
  $4::jsonb, $5)
  RETURNING id;

-- sequencePage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,51]
SELECT s.created_at::text AS sort_at, s.id, s.name, s.steps, s.created_by, s.created_at, s.updated_at,
  jsonb_build_object('active', e.active, 'cancelled', e.cancelled, 'finished', e.finished)
  AS enrollment_counts
  FROM sequences s
  CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
  count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
  count(*) FILTER (WHERE status = 'finished')::int AS finished
  FROM sequence_enrollments se
  WHERE se.workspace_id = s.workspace_id AND se.sequence_id = s.id
  ) e
  WHERE s.workspace_id = $1::uuid AND s.is_demo = $2::boolean
  ORDER BY s.created_at DESC, s.id DESC LIMIT $3::int;

-- sequencePage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT s.created_at::text AS sort_at, s.id, s.name, s.steps, s.created_by, s.created_at, s.updated_at,
  jsonb_build_object('active', e.active, 'cancelled', e.cancelled, 'finished', e.finished)
  AS enrollment_counts
  FROM sequences s
  CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
  count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
  count(*) FILTER (WHERE status = 'finished')::int AS finished
  FROM sequence_enrollments se
  WHERE se.workspace_id = s.workspace_id AND se.sequence_id = s.id
  ) e
  WHERE s.workspace_id = $1::uuid AND s.is_demo = $2::boolean AND (s.created_at, s.id) < ($3::timestamptz, $4::uuid)
  ORDER BY s.created_at DESC, s.id DESC LIMIT $5::int;

-- sequenceById
-- values: ["00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
SELECT s.id, s.name, s.steps, s.created_by, s.created_at, s.updated_at,
  jsonb_build_object('active', e.active, 'cancelled', e.cancelled, 'finished', e.finished)
  AS enrollment_counts
  FROM sequences s
  CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
  count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
  count(*) FILTER (WHERE status = 'finished')::int AS finished
  FROM sequence_enrollments se
  WHERE se.workspace_id = s.workspace_id AND se.sequence_id = s.id
  ) e WHERE s.id = $1 AND s.workspace_id = $2::uuid AND s.is_demo = $3::boolean;

-- updateSequence (1)
-- values: ["00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
UPDATE sequences SET updated_at = now()
  WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean RETURNING id;

-- updateSequence (2)
-- values: ["Renamed","[{\"day_offset\":0,\"title\":\"Intro call\",\"channel\":\"call\"},{\"day_offset\":2,\"title\":\"Send the overview\",\"channel\":\"email\"}]","00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
UPDATE sequences SET updated_at = now(), name = $1, steps = $2::jsonb
  WHERE id = $3 AND workspace_id = $4::uuid AND is_demo = $5::boolean RETURNING id;

-- sequenceExists
-- values: ["00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
SELECT 1 FROM sequences WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean;

-- lockSequence
-- values: ["00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
SELECT 1 FROM sequences WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean FOR UPDATE;

-- enrolledBeyond
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
SELECT 1 FROM sequence_enrollments_all se
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3
  AND se.contact_id <> ALL($4::uuid[])
  LIMIT 1;

-- sequenceStepsToEnroll
-- values: ["00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
SELECT steps FROM sequences WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean
  FOR KEY SHARE;

-- deleteSequence
-- values: ["00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false]
DELETE FROM sequences WHERE id = $1 AND workspace_id = $2::uuid AND is_demo = $3::boolean;

-- insertEnrollments
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005",2,"00000000-0000-4000-8000-000000000002","2026-01-15T09:30:00.000Z",["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"]]
INSERT INTO sequence_enrollments AS se (workspace_id, is_demo, sequence_id, contact_id,
  steps_scheduled, enrolled_by, enrolled_at)
  SELECT $1, $2, $3, c.id, $4, $5, $6
  FROM unnest($7::uuid[]) AS c(id)
  ON CONFLICT (sequence_id, contact_id) WHERE status = 'active' DO NOTHING
  RETURNING se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at;

-- enrollmentPage (1)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005",51]
SELECT se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at, se.enrolled_at::text AS sort_at FROM sequence_enrollments se
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3
  ORDER BY se.enrolled_at DESC, se.id DESC LIMIT $4::int;

-- enrollmentPage (2)
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005","active","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at, se.enrolled_at::text AS sort_at FROM sequence_enrollments se
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3 AND se.status = $4 AND (se.enrolled_at, se.id) < ($5::timestamptz, $6::uuid)
  ORDER BY se.enrolled_at DESC, se.id DESC LIMIT $7::int;

-- cancelEnrollmentsOfSequence
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005"]
UPDATE sequence_enrollments_all se SET status = 'cancelled', ended_at = now()
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3
  AND se.status = 'active'
  RETURNING se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at;

-- deleteOpenFollowupsOfSequence
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000001",false,"{\"actor_type\":\"user\",\"user_id\":\"00000000-0000-4000-8000-000000000002\",\"api_key_id\":null,\"via\":\"api\",\"request_id\":\"req-1\",\"operation_id\":null}",""]
DELETE FROM followups_all f USING sequence_enrollments_all se
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3
  AND f.enrollment_id = se.id AND f.workspace_id = $4::uuid AND f.is_demo = $5::boolean AND f.completed_at IS NULL
  AND (SELECT set_config('crm.change', $6::text, true) || set_config('crm.routed', $7::text, true)) IS NOT NULL
  RETURNING f.id, f.contact_id, f.owner_id, f.title,
  to_char(f.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  to_char(f.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, f.in_trash AS trashed;

-- cancelEnrollment
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000005","00000000-0000-4000-8000-000000000003"]
UPDATE sequence_enrollments se SET status = 'cancelled', ended_at = now()
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.sequence_id = $3
  AND se.contact_id = $4 AND se.status = 'active'
  RETURNING se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at;

-- finishEnrollmentsOf
-- values: ["00000000-0000-4000-8000-000000000001",false,"00000000-0000-4000-8000-000000000003"]
UPDATE sequence_enrollments se SET status = 'finished', ended_at = now()
  WHERE se.workspace_id = $1::uuid AND se.is_demo = $2::boolean AND se.contact_id = $3
  AND se.status = 'active'
  RETURNING se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at;

-- insertDemoSequences
-- values: ["00000000-0000-4000-8000-000000000001",["New lead"],["[{\"day_offset\":0,\"title\":\"Intro call\",\"channel\":\"call\"},{\"day_offset\":2,\"title\":\"Send the overview\",\"channel\":\"email\"}]"],"2026-01-15T09:30:00.000Z"]
INSERT INTO sequences (workspace_id, is_demo, name, steps, created_at, updated_at)
  SELECT $1, true, x.name, x.steps, $4::timestamptz - (x.n || ' days')::interval, $4::timestamptz - (x.n || ' days')::interval
  FROM unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS x(name, steps, n)
  RETURNING id, name;

-- insertDemoEnrollments
-- values: ["00000000-0000-4000-8000-000000000001","00000000-0000-4000-8000-000000000005",2,["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],["00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000002"],["2026-01-15T09:30:00.000Z","2026-01-15T09:30:00.000Z"],[null,"2026-01-15T09:30:00.000Z"]]
INSERT INTO sequence_enrollments (workspace_id, is_demo, sequence_id, contact_id, status,
  steps_scheduled, enrolled_by, enrolled_at, ended_at)
  SELECT $1, true, $2, x.contact_id, CASE WHEN x.ended_at IS NULL THEN 'active' ELSE 'finished' END,
  $3, x.enrolled_by, x.enrolled_at, x.ended_at
  FROM unnest($4::uuid[], $5::uuid[], $6::timestamptz[], $7::timestamptz[]) AS x(contact_id, enrolled_by, enrolled_at, ended_at)
  RETURNING id, contact_id;

-- deleteDemoEnrollments
-- values: []
DELETE FROM sequence_enrollments WHERE is_demo;

-- deleteDemoSequences
-- values: []
DELETE FROM sequences WHERE is_demo;

-- moveEnrollmentsMergedAway
-- values: ["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000003","00000000-0000-4000-8000-000000000004"],"00000000-0000-4000-8000-000000000001",false,["00000000-0000-4000-8000-000000000004"]]
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY sequence_id
  ORDER BY contact_id = $1::uuid DESC, enrolled_at, id) AS rank
  FROM sequence_enrollments
  WHERE workspace_id = $2::uuid AND is_demo = $3::boolean AND status = 'active'
  AND contact_id = ANY($4::uuid[])
  ), ending AS (
  SELECT id FROM ranked WHERE rank > 1
  ), moved AS (
  UPDATE sequence_enrollments se SET contact_id = $1,
  status = CASE WHEN se.id IN (SELECT id FROM ending) THEN 'cancelled' ELSE se.status END,
  ended_at = CASE WHEN se.id IN (SELECT id FROM ending) THEN now() ELSE se.ended_at END
  WHERE se.workspace_id = $5::uuid AND se.is_demo = $6::boolean AND se.contact_id = ANY($7::uuid[])
  RETURNING se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at
  )
  SELECT moved.* FROM moved WHERE moved.id IN (SELECT id FROM ending);
