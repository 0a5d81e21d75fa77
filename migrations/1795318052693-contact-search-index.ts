import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram index behind `GET /contacts?q=`: substring search over name, e-mail and company without
 * scanning a workspace's contacts. The expression must stay identical to CONTACT_SEARCH_TEXT in
 * src/modules/contacts/contact-search.ts, or the planner cannot use the index.
 * pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
 */
export class ContactSearchIndex1795318052693 implements MigrationInterface {
  name = 'ContactSearchIndex1795318052693';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      `CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ((lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_search_trgm"');
  }
}
