/** The columns every follow-up response is read with (alias `f`), status derived from completion. */
export const FOLLOWUP_COLUMNS = `f.id, f.contact_id, f.owner_id, f.title, f.scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  f.completed_at, f.completed_by, f.created_by, f.enrollment_id, f.created_at, f.updated_at`;
