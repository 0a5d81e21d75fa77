import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `POST /contacts/upsert` finds a contact by its e-mail, case folded (`contactsWithEmail`), while
 * it holds the lock that upserts of that e-mail wait on: with this index the match reads the few
 * contacts with that e-mail instead of every contact of the workspace. TypeORM cannot declare an
 * index on an expression, so the entity lists it by name only and this migration owns it.
 */
export class ContactEmailIndex1795617040326 implements MigrationInterface {
  name = 'ContactEmailIndex1795617040326';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "contacts_email_idx" ON "contacts" ("workspace_id", "is_demo", lower("email"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_email_idx"');
  }
}
