import { withClient } from './database.js';
import { LARGE_WORKSPACE_ID, MEMBER_EMAILS } from './dataset.js';

/**
 * The large workspace's two groups, by their members' e-mails: overlapping, as teams do (the
 * third member is in both), so a member sees two, three or four of the five members' contacts.
 * The first member is the admin, who sees every contact whatever the setting.
 */
const GROUPS: Record<string, readonly string[]> = {
  'Bench team east': MEMBER_EMAILS.slice(1, 3),
  'Bench team west': MEMBER_EMAILS.slice(2, 5),
};

/**
 * The large workspace's `member_visibility`: `group` for the scenario, `all` for its reference
 * and between scenarios, so a scenario with `groupVisibility` is measured side by side with the
 * same route, as the same members, answered for every contact. Its groups are made the first time.
 */
export class VisibilitySwitch {
  private grouped = false;

  constructor(private readonly databaseUrl: string) {}

  async turn(on: boolean): Promise<void> {
    await withClient(this.databaseUrl, async (client) => {
      if (!this.grouped) {
        for (const [name, emails] of Object.entries(GROUPS)) {
          await client.query(
            `WITH g AS (
               INSERT INTO groups (workspace_id, name)
               SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM groups WHERE workspace_id = $1 AND name = $2)
               RETURNING id)
             INSERT INTO group_members (group_id, user_id)
             SELECT g.id, u.id FROM g, users u WHERE u.workspace_id = $1 AND u.email = ANY($3::text[])`,
            [LARGE_WORKSPACE_ID, name, emails],
          );
        }
        this.grouped = true;
      }
      await client.query(`UPDATE workspaces SET member_visibility = $2 WHERE id = $1`, [
        LARGE_WORKSPACE_ID,
        on ? 'group' : 'all',
      ]);
    });
  }
}
