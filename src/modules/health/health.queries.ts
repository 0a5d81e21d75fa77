import { type Statement, statement } from '../../database/statement.js';

/** The cheapest statement that proves the database answers. */
export function databaseProbe(): Statement<{ up: number }> {
  return statement('SELECT 1 AS up');
}
