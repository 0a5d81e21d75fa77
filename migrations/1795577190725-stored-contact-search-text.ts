import type { MigrationInterface, QueryRunner } from 'typeorm';

/** As SEARCH_TEXT_EXPRESSION (contact-search.ts) had it when written; the drift test holds them equal. */
const SEARCH_TEXT_EXPRESSION =
  "lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))";

/**
 * `GET /contacts?q=` reads a stored column, `contacts.search_text`, instead of calling the
 * PL/pgSQL function `contact_search_text` for every row it checks.
 *
 * When the planner walks the newest-first list index (a common term, or one of two letters, which
 * trigrams cannot narrow), it checks row after row until it has a page, and each check called
 * the function: reading the column instead makes those searches several times faster. A rare
 * term, answered from the trigram index, is as fast either way.
 *
 * The function existed for its declared cost (migration CostedContactSearch), which kept the
 * planner off the list index for rare terms. That choice now rests on the column's statistics,
 * with the same 1,000-bucket histogram the index expression had; on the data set the planner
 * picks the same index as before for rare, common and absent terms.
 *
 * Adding a stored column rewrites the contacts table under an exclusive lock (seconds per
 * million contacts). TypeORM keeps the expression of a generated column in `typeorm_metadata`,
 * by database name, to compare it with the entity.
 */
export class StoredContactSearchText1795577190725 implements MigrationInterface {
  name = 'StoredContactSearchText1795577190725';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contacts" ADD "search_text" text
         GENERATED ALWAYS AS (${SEARCH_TEXT_EXPRESSION}) STORED NOT NULL`,
    );
    // TypeORM creates this table itself only when the data source it runs with lists the entities.
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" varchar NOT NULL, "database" varchar,
         "schema" varchar, "table" varchar, "name" varchar, "value" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'contacts', 'GENERATED_COLUMN', 'search_text', $1)`,
      [SEARCH_TEXT_EXPRESSION],
    );
    await queryRunner.query('DROP INDEX "public"."contacts_search_trgm"');
    await queryRunner.query('DROP FUNCTION contact_search_text(text, text, text, text)');
    await queryRunner.query(
      `CREATE INDEX "contacts_search_trgm" ON "contacts"
         USING gin (workspace_id, search_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      'ALTER TABLE "contacts" ALTER COLUMN "search_text" SET STATISTICS 1000',
    );
    // Plans made before the next autovacuum ANALYZE would have no statistics for the column.
    await queryRunner.query('ANALYZE contacts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_search_trgm"');
    await queryRunner.query(
      `CREATE FUNCTION contact_search_text(first_name text, last_name text, email text, company text)
         RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 100
         AS $$ BEGIN
           RETURN lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''));
         END $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "contacts_search_trgm" ON "contacts"
         USING gin (workspace_id, contact_search_text(first_name, last_name, email, company) gin_trgm_ops)`,
    );
    await queryRunner.query(
      'ALTER INDEX "contacts_search_trgm" ALTER COLUMN 2 SET STATISTICS 1000',
    );
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata"
        WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'contacts' AND "name" = 'search_text'
          AND "database" = current_database() AND "schema" = current_schema()`,
    );
    await queryRunner.query('ALTER TABLE "contacts" DROP COLUMN "search_text"');
    await queryRunner.query('ANALYZE contacts');
  }
}
