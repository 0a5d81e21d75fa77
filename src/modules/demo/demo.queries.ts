import { type Statement, statement } from '../../database/statement.js';

/** Marks every seeded workspace unseeded, so its next request seeds it again. */
export function clearDemoSeeded(): Statement {
  return statement(`UPDATE workspaces SET demo_seeded_at = NULL WHERE demo_seeded_at IS NOT NULL`);
}
