import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Texts sort in a reader's order: `unicode_order` is Unicode's default order (ICU's root locale),
 * so a list sorted by a name, a company or a custom text puts `adam` beside `Adam` and `Émile`
 * among the e's, where the database's C order put every capital before every small letter and
 * accented letters after `z`. A PostgreSQL built without ICU gets the C order under the same
 * name. A sort on a custom text walks the entries' index in that order, a second index beside the
 * one filters read (a prefix match needs the C order's ranges).
 */
export class TextSortOrder1795890000000 implements MigrationInterface {
  name = 'TextSortOrder1795890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DO $$
       BEGIN
         CREATE COLLATION unicode_order (provider = icu, locale = 'und');
       EXCEPTION WHEN feature_not_supported THEN
         CREATE COLLATION unicode_order (provider = libc, locale = 'C');
       END $$`,
    );
    await queryRunner.query(
      `CREATE INDEX contact_field_values_txt_order_idx ON contact_field_values
         (workspace_id, is_demo, field_id, txt COLLATE unicode_order, contact_id)
         WHERE txt IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contact_field_values_txt_order_idx');
    await queryRunner.query('DROP COLLATION unicode_order');
  }
}
