/** Columns of a contact as the API shows it (alias `c`). Every read of contacts selects these. */
export const CONTACT_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.company,
  c.title, c.stage, c.owner_id, c.value_cents, c.tags, c.last_activity_at, c.created_at,
  c.updated_at`;
