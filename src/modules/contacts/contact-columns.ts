/**
 * A timestamptz written by Postgres exactly as `Date#toISOString` writes it: UTC, milliseconds
 * (truncated, as the driver's Dates truncate microseconds), `Z`. Lists answer three timestamps per
 * contact; parsing each into a Date (~1.2 us) and formatting it back (~1 us) cost Node ~0.3 ms per
 * page of 50, while Postgres formats it for ~1 us on its own core.
 */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Columns of a contact as the API shows it (alias `c`). Every read of contacts selects these; the
 * timestamps arrive as ISO 8601 UTC text (see isoUtc).
 */
export const CONTACT_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.company,
  c.title, c.stage, c.owner_id, c.value_cents, c.tags,
  ${isoUtc('c.last_activity_at')} AS last_activity_at, ${isoUtc('c.created_at')} AS created_at,
  ${isoUtc('c.updated_at')} AS updated_at`;
