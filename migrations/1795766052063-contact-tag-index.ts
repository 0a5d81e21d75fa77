import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `GET /contacts?tag=` (and the export and bulk filters) asks for the workspace's contacts whose
 * tags contain one tag (`tags @> ARRAY[tag]`). Led by the workspace id (btree_gin, created by
 * WorkspaceContactSearch), the GIN index answers that by itself, in time proportional to the
 * tagged contacts, where the list index would filter every contact of the workspace. `is_demo`
 * is left out: PostgreSQL turns `is_demo = false` into `NOT is_demo`, which a GIN index cannot
 * use, so the heap check filters it. TypeORM cannot declare a GIN index, so the entity lists it
 * by name only and this migration owns it.
 */
export class ContactTagIndex1795766052063 implements MigrationInterface {
  name = 'ContactTagIndex1795766052063';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "contacts_tags_gin" ON "contacts" USING gin ("workspace_id", "tags")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_tags_gin"');
  }
}
