import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL checks a foreign key from the referencing side with the referenced value alone:
 * deleting a contact runs `DELETE FROM interactions WHERE contact_id = $1` (and the same on stage
 * moves, follow-ups, enrollments and merges), removing a user `UPDATE ... SET owner_id = NULL WHERE
 * owner_id = $1` on every table naming a user. Without an index led by that column each is a
 * sequential scan of the whole table, once per deleted row: deleting 200 demo contacts took 7.7 s
 * on the benchmark's 100,000-contact data set (the demo reset deletes every demo contact), and
 * removing a user scanned the five million interactions of the ten-fold one.
 *
 * The per-contact indexes are led by the contact instead of the workspace: their reads ask for
 * both by equality, so the order serves them the same and the cascades as well, with no index
 * more to keep up. The user columns get an index each on the tables that grow with the data; the
 * small configuration tables (sequences, invites, routing rules, tier changes, webhook endpoints)
 * are scanned whole, in a few pages.
 */
export class ForeignKeyIndexes1795776514349 implements MigrationInterface {
  name = 'ForeignKeyIndexes1795776514349';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table, columns] of CONTACT_LED) {
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" (${quoted(columns)})`);
    }
    await queryRunner.query('DROP INDEX "public"."contacts_owner_idx"');
    await queryRunner.query(
      'CREATE INDEX "contacts_owner_idx" ON "contacts" ("owner_id", "workspace_id", "is_demo")',
    );
    // contact_merges_contact_idx was the workspace's index on merges; it keeps one of its own.
    await queryRunner.query(
      'CREATE INDEX "contact_merges_workspace_idx" ON "contact_merges" ("workspace_id")',
    );
    for (const [name, table, column] of USER_COLUMNS) {
      await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" ("${column}")`);
    }
    await queryRunner.query(
      'CREATE INDEX "followups_completed_by_idx" ON "followups" ("completed_by") WHERE completed_by IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."followups_completed_by_idx"');
    for (const [name] of USER_COLUMNS) await queryRunner.query(`DROP INDEX "public"."${name}"`);
    await queryRunner.query('DROP INDEX "public"."contact_merges_workspace_idx"');
    await queryRunner.query('DROP INDEX "public"."contacts_owner_idx"');
    await queryRunner.query(
      'CREATE INDEX "contacts_owner_idx" ON "contacts" ("workspace_id", "is_demo", "owner_id")',
    );
    for (const [name, table, columns] of CONTACT_LED) {
      const workspaceFirst = ['workspace_id', 'contact_id', ...columns.slice(2)];
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" (${quoted(workspaceFirst)})`);
    }
  }
}

/** Index, table, columns (the contact first, then the workspace, as before the rest). */
const CONTACT_LED: [string, string, string[]][] = [
  ['interactions_contact_idx', 'interactions', ['contact_id', 'workspace_id', 'occurred_at', 'id']],
  ['stage_moves_contact_idx', 'stage_moves', ['contact_id', 'workspace_id', 'moved_at']],
  ['followups_contact_idx', 'followups', ['contact_id', 'workspace_id', 'created_at']],
  ['sequence_enrollments_contact_idx', 'sequence_enrollments', ['contact_id', 'workspace_id']],
  ['contact_merges_contact_idx', 'contact_merges', ['contact_id', 'workspace_id', 'merged_at']],
];

/** Index, table, user column. */
const USER_COLUMNS: [string, string, string][] = [
  ['interactions_created_by_idx', 'interactions', 'created_by'],
  ['stage_moves_moved_by_idx', 'stage_moves', 'moved_by'],
  ['followups_owner_idx', 'followups', 'owner_id'],
  ['followups_created_by_idx', 'followups', 'created_by'],
  ['sequence_enrollments_enrolled_by_idx', 'sequence_enrollments', 'enrolled_by'],
  ['contact_merges_merged_by_idx', 'contact_merges', 'merged_by'],
  ['imports_created_by_idx', 'imports', 'created_by'],
  ['bulk_operations_created_by_idx', 'bulk_operations', 'created_by'],
];

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
