import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The role a user had before OWNER_EMAILS made them `super_admin`, given back when their e-mail
 * leaves the list (the role follows the list on every request). Null for everyone else, and for an
 * owner promoted before it was kept: they step down to `member`.
 */
export class OwnerRoleMemory1795885000000 implements MigrationInterface {
  name = 'OwnerRoleMemory1795885000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN role_before_owner text,
         ADD CONSTRAINT users_role_before_owner_check
             CHECK (role_before_owner IN ('member', 'admin'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN role_before_owner`);
  }
}
