-- companyPage (1)
-- values: [51]
SELECT w.id, w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.created_at,
  w.created_at::text AS sort_at,
  (SELECT count(*) FROM users u WHERE u.workspace_id = w.id AND NOT u.is_demo)::int
  AS member_count,
  (SELECT count(*) FROM contacts c WHERE c.workspace_id = w.id AND NOT c.is_demo)::int
  AS contact_count
  FROM workspaces w
  ORDER BY w.created_at DESC, w.id DESC
  LIMIT $1::int;

-- companyPage (2)
-- values: ["%100\\%\\_acme%","2026-01-15T09:30:00.000Z","00000000-0000-4000-8000-000000000003",51]
SELECT w.id, w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.created_at,
  w.created_at::text AS sort_at,
  (SELECT count(*) FROM users u WHERE u.workspace_id = w.id AND NOT u.is_demo)::int
  AS member_count,
  (SELECT count(*) FROM contacts c WHERE c.workspace_id = w.id AND NOT c.is_demo)::int
  AS contact_count
  FROM workspaces w WHERE w.name ILIKE $1 AND (w.created_at, w.id) < ($2::timestamptz, $3::uuid)
  ORDER BY w.created_at DESC, w.id DESC
  LIMIT $4::int;

-- companyById
-- values: ["00000000-0000-4000-8000-000000000001"]
SELECT w.id, w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.created_at,
  w.created_at::text AS sort_at,
  (SELECT count(*) FROM users u WHERE u.workspace_id = w.id AND NOT u.is_demo)::int
  AS member_count,
  (SELECT count(*) FROM contacts c WHERE c.workspace_id = w.id AND NOT c.is_demo)::int
  AS contact_count
  FROM workspaces w WHERE w.id = $1;
