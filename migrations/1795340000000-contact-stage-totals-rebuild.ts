import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shard the triggers of ContactStageTotals use: the last byte of the contact id, modulo 8. */
const CONTACT_ID_SHARD = 'get_byte(uuid_send(id), 15) & 7';

/** The function, with `shard` as the SQL expression (over a contact) of the row a count goes to. */
function rebuildFunctionSql(shard: string): string {
  return `CREATE OR REPLACE FUNCTION contact_stage_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         LOCK TABLE contacts IN SHARE MODE;
         DELETE FROM contact_stage_totals;
         INSERT INTO contact_stage_totals
                (workspace_id, is_demo, stage, owner_id, shard, contacts, value_cents)
         SELECT workspace_id, is_demo, stage, owner_id, ${shard}, count(*), sum(value_cents)
           FROM contacts
          GROUP BY 1, 2, 3, 4, 5
          ORDER BY 1, 2, 3, 4, 5;
       END $$`;
}

/**
 * `SELECT contact_stage_totals_rebuild()` recounts contact_stage_totals from the contacts.
 *
 * The triggers of migration ContactStageTotals keep the counters exact for every ordinary write.
 * A load that bypasses triggers does not pass through them: rows written under
 * `session_replication_role = replica` (the bench seeder, some bulk loaders) or with the triggers
 * disabled. After such a load this function makes the counters exact again. It locks contacts
 * against writes while it counts, so no trigger's delta can land between the count and the swap;
 * readers of the counters see the old rows until it commits.
 */
export class ContactStageTotalsRebuild1795340000000 implements MigrationInterface {
  name = 'ContactStageTotalsRebuild1795340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(rebuildFunctionSql(CONTACT_ID_SHARD));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION contact_stage_totals_rebuild()');
  }
}
