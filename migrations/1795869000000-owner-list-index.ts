import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newest contacts of each owner, and of nobody, along an index: a member who sees only some
 * owners' contacts reads their list owner by owner (`visibleNewestIds`), each owner's newest
 * first and no further than the page, from the index alone. The owner index, led by the owner
 * for removing a user, keeps its columns and goes on to the list's order, with the trash mark
 * carried so that a page leaves the trash out without reading the table; the contacts of nobody
 * have a partial index of their own in the list's order (an owner `IS NULL` does not order an
 * index scan by the columns after it).
 */
export class OwnerListIndex1795869000000 implements MigrationInterface {
  name = 'OwnerListIndex1795869000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contacts_owner_idx');
    await queryRunner.query(
      `CREATE INDEX contacts_owner_idx ON contacts_all
         (owner_id, workspace_id, is_demo, created_at, id) INCLUDE (deleted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX contacts_unassigned_idx ON contacts_all (workspace_id, is_demo, created_at, id)
         WHERE deleted_at IS NULL AND owner_id IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contacts_unassigned_idx');
    await queryRunner.query('DROP INDEX contacts_owner_idx');
    await queryRunner.query(
      'CREATE INDEX contacts_owner_idx ON contacts_all (owner_id, workspace_id, is_demo)',
    );
  }
}
