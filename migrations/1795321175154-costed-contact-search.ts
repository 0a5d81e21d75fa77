import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The text `GET /contacts?q=` searches, as a function the planner is told is costly (COST 100).
 * With the bare expression the planner took it as cheap, and for a rare term walked a workspace's
 * newest-first index filtering every contact, many times slower than asking the trigram
 * index. Priced right, it uses the trigram index for rare terms and still walks the
 * list index for common ones. PL/pgSQL, not SQL, so the planner cannot inline the function and
 * forget its cost. The call must match CONTACT_SEARCH_TEXT in src/modules/contacts/contact-search.ts.
 */
export class CostedContactSearch1795321175154 implements MigrationInterface {
  name = 'CostedContactSearch1795321175154';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION contact_search_text(first_name text, last_name text, email text, company text)
         RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 100
         AS $$ BEGIN
           RETURN lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''));
         END $$`,
    );
    await queryRunner.query('DROP INDEX "public"."contacts_search_trgm"');
    await queryRunner.query(
      'CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin (contact_search_text(first_name, last_name, email, company) gin_trgm_ops)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_search_trgm"');
    await queryRunner.query(
      `CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ((lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))) gin_trgm_ops)`,
    );
    await queryRunner.query('DROP FUNCTION contact_search_text(text, text, text, text)');
  }
}
