import { type Statement, statement } from '../../database/statement.js';

/**
 * Claims the seeding of a workspace's demo rows: affects its row only while they are unseeded.
 * The row lock it takes makes concurrent claims wait for the first to commit, then affect none.
 */
export function claimDemoSeeding(workspaceId: string): Statement {
  return statement(
    `UPDATE workspaces SET demo_seeded_at = now()
          WHERE id = $1 AND demo_seeded_at IS NULL`,
    [workspaceId],
  );
}

/** Marks every seeded workspace unseeded, so its next sign-in seeds it again. */
export function clearDemoSeeded(): Statement {
  return statement(`UPDATE workspaces SET demo_seeded_at = NULL WHERE demo_seeded_at IS NOT NULL`);
}
