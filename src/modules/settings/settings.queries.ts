import { type Statement, statement } from '../../database/statement.js';

/** The time zone Postgres knows by this name, whatever its case, spelled as Postgres spells it. */
export function timeZoneNamed(name: string): Statement<{ name: string }> {
  return statement(
    `SELECT name FROM pg_timezone_names WHERE lower(name) = lower($1) ORDER BY name LIMIT 1`,
    [name],
  );
}
