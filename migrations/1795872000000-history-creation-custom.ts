import type { MigrationInterface, QueryRunner } from 'typeorm';
import { contactHistoryCreated, CUSTOM_CHANGES_BY_KEY } from './1795866000000-contact-history.js';

/**
 * A new contact's custom values recorded as one entry, `custom` with `{ from: null, to: <the
 * values> }`, which the history answers as one `custom.<key>` change a value (history.rules.ts,
 * `presentChanges`). Building an entry a key took most of what recording a creation with 20
 * custom values cost PostgreSQL (bench/README.md, "Custom fields"); the values are kept as
 * stored, less the keys without a value.
 */
export class HistoryCreationCustom1795872000000 implements MigrationInterface {
  name = 'HistoryCreationCustom1795872000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      contactHistoryCreated(`CASE WHEN n.custom = '{}' THEN '{}'
           ELSE jsonb_build_object('custom', jsonb_build_object('from', NULL, 'to', jsonb_strip_nulls(n.custom))) END`),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(contactHistoryCreated(CUSTOM_CHANGES_BY_KEY));
  }
}
