import { isoUtc } from '../../database/sql.js';

/**
 * The columns every follow-up response is read with (alias `f`), status derived from completion.
 * The timestamps arrive as ISO 8601 UTC text (see isoUtc): an agenda answers up to ~450 of them,
 * and a Date parsed (~1.2 us) then written by JSON.stringify (~2.4 us) cost each one ~3.6 us.
 */
export const FOLLOWUP_COLUMNS = `f.id, f.contact_id, f.owner_id, f.title,
  ${isoUtc('f.scheduled_for')} AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  ${isoUtc('f.completed_at')} AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  ${isoUtc('f.created_at')} AS created_at, ${isoUtc('f.updated_at')} AS updated_at`;
