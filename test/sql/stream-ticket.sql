-- insertStreamTicket
-- prepared: an insert, and a range of the expiry index
-- values: [{"type":"Buffer","data":[7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7]},"00000000-0000-4000-8000-000000000002","00000000-0000-4000-8000-000000000004",60]
WITH expired AS (DELETE FROM event_tickets WHERE expires_at < now() - interval '1 day')
  INSERT INTO event_tickets (ticket_hash, user_id, api_key_id, expires_at)
  VALUES ($1, $2, $3, now() + make_interval(secs => $4))
  RETURNING expires_at;

-- streamTicketIdentity
-- prepared: a lookup by key, the identity lookup and a lookup of the key by primary key
-- values: [{"type":"Buffer","data":[7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7]}]
SELECT k.expires_at <= now() AS expired, a.id AS key_id, a.scopes AS key_scopes,
  a.expires_at AS key_expires_at,
  coalesce(a.expires_at <= now(), false) AS key_expired, u.id AS user_id, u.email, u.role, u.workspace_id,
  w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
  w.dormancy_ignores_closed, w.dormancy_respects_plans, w.trash_retention_days,
  w.member_visibility, w.unassigned_visible, CASE WHEN w.member_visibility = 'group' AND u.role = 'member'
  THEN ARRAY(SELECT DISTINCT o.user_id FROM group_members m
  JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT w.is_premium
  JOIN group_members o ON o.group_id = m.group_id
  WHERE m.user_id = u.id) END AS group_mates,
  w.timezone, w.default_region, w.currency, w.lost_reasons, w.require_lost_reason,
  w.pipelines, w.stages, w.custom_fields_version, w.demo_seeded_at, w.created_at, w.updated_at,
  CASE WHEN EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = w.id
  AND l.renewed_at > now() - interval '86400 seconds') THEN ARRAY['*']
  ELSE ARRAY(SELECT DISTINCT t FROM webhook_endpoints e, unnest(e.events) t
  WHERE e.workspace_id = w.id AND e.active) END AS webhook_events
  FROM event_tickets k JOIN users u ON u.id = k.user_id AND NOT u.is_demo
  JOIN workspaces w ON w.id = u.workspace_id
  LEFT JOIN api_keys a ON a.id = k.api_key_id AND a.user_id = k.user_id
  WHERE k.ticket_hash = $1 AND (k.api_key_id IS NULL OR a.id IS NOT NULL);

-- spendStreamTicket
-- prepared: a delete by key
-- values: [{"type":"Buffer","data":[7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7]}]
DELETE FROM event_tickets WHERE ticket_hash = $1 RETURNING expires_at <= now() AS expired;
