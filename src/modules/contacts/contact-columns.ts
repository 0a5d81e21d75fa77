import { isoUtc } from '../../database/sql.js';

/**
 * Columns of a contact as the API shows it (alias `c`). Every read of contacts selects these; the
 * timestamps arrive as ISO 8601 UTC text (see isoUtc).
 */
export const CONTACT_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.company,
  c.title, c.stage, c.owner_id, c.value_cents, c.tags,
  ${isoUtc('c.last_activity_at')} AS last_activity_at, ${isoUtc('c.created_at')} AS created_at,
  ${isoUtc('c.updated_at')} AS updated_at`;
