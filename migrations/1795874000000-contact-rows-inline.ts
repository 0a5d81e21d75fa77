import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contact's row kept whole up to 4 KB: past PostgreSQL's default of about 2 KB, each write of a
 * contact first tried to compress its largest values and then moved `custom` out of the row into
 * the table's TOAST table (a second row and index entry), where every reader of `custom` (the
 * write's own triggers and answer, an edit, a contact read alone) fetched it back. A contact with
 * a value for each of 20 custom fields, kept beside its text (`custom_text`), is about 2.1 KB
 * (bench/README.md, "Contact rows kept whole"); one past 4 KB is compressed and moved out as
 * before. Rows written before keep their values where they are until written again.
 */
export class ContactRowsInline1795874000000 implements MigrationInterface {
  name = 'ContactRowsInline1795874000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contacts_all SET (toast_tuple_target = 4080)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contacts_all RESET (toast_tuple_target)');
  }
}
