import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * As CUSTOM_TEXT_EXPRESSION and CUSTOM_KEYS_EXPRESSION (custom-values.ts) had them when written;
 * the drift test holds them equal.
 */
const CUSTOM_TEXT_EXPRESSION = 'custom::text';
const CUSTOM_KEYS_EXPRESSION =
  "md5(jsonb_path_query_array(custom, '$.keyvalue().key')::text)::uuid";

const GENERATED = [
  ['custom_text', 'text', CUSTOM_TEXT_EXPRESSION],
  ['custom_keys', 'uuid', CUSTOM_KEYS_EXPRESSION],
] as const;

/**
 * A contact's custom values kept beside `custom` as PostgreSQL writes them out (`custom_text`),
 * with the set of their keys as one value (`custom_keys`), so a page of contacts answers most
 * contacts' values by copying a text: where a contact's keys are the workspace's active fields,
 * its values as the API shows them are its stored object (contact-columns.ts). A page with 20
 * values a contact spent most of its extra PostgreSQL time writing each `custom` out as text and
 * checking its keys against the active ones, row by row (bench/README.md, "Custom values kept as
 * text").
 *
 * The size check of the values (64 KB) measures `custom_text` instead of writing `custom` out
 * once more on every write.
 *
 * Adding stored columns rewrites the contacts table under an exclusive lock (seconds per million
 * contacts), and the view of the live contacts is made again to show them. TypeORM keeps the
 * expression of a generated column in `typeorm_metadata` to compare it with the entity.
 */
export class ContactCustomText1795873000000 implements MigrationInterface {
  name = 'ContactCustomText1795873000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contacts_all ${GENERATED.map(
        ([name, type, expression]) =>
          `ADD "${name}" ${type} NOT NULL GENERATED ALWAYS AS (${expression}) STORED`,
      ).join(', ')},
         DROP CONSTRAINT contacts_custom_size_check,
         ADD CONSTRAINT contacts_custom_size_check CHECK (octet_length(custom_text) <= 65536)`,
    );
    await queryRunner.query(
      'CREATE OR REPLACE VIEW contacts AS SELECT * FROM contacts_all WHERE deleted_at IS NULL',
    );
    for (const [name, , expression] of GENERATED) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
         VALUES (current_database(), current_schema(), 'contacts_all', 'GENERATED_COLUMN', $1, $2)`,
        [name, expression],
      );
    }
    await queryRunner.query('ANALYZE contacts_all');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata"
        WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'contacts_all'
          AND "name" = ANY($1::text[])
          AND "database" = current_database() AND "schema" = current_schema()`,
      [GENERATED.map(([name]) => name)],
    );
    // A view cannot lose columns in place: made again without them.
    await queryRunner.query('DROP VIEW contacts');
    await queryRunner.query(
      `ALTER TABLE contacts_all DROP CONSTRAINT contacts_custom_size_check,
         ADD CONSTRAINT contacts_custom_size_check CHECK (octet_length(custom::text) <= 65536),
         ${GENERATED.map(([name]) => `DROP "${name}"`).join(', ')}`,
    );
    await queryRunner.query(
      'CREATE VIEW contacts AS SELECT * FROM contacts_all WHERE deleted_at IS NULL',
    );
  }
}
