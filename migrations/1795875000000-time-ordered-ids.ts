import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose ids PostgreSQL makes time-ordered, as TimeOrderedId marked them when written. */
const TABLES = [
  'contacts_all',
  'stage_moves_all',
  'contact_history',
  'interactions_all',
  'followups_all',
  'sequence_enrollments_all',
  'sequences',
  'groups',
  'contact_merges',
  'contact_erasures',
  'imports',
  'bulk_operations',
  'filter_index_builds',
  'webhook_events',
  'webhook_deliveries',
];

/**
 * A UUID of version 7 (RFC 9562): the time in milliseconds in its first 48 bits, then the version
 * (7) and variant bits over random ones. Built from `gen_random_uuid()` (random, variant already
 * set): the time written over its first six bytes, and the version's bits 0100 made 0111.
 * PostgreSQL 18 has `uuidv7()`; this is the same value for earlier versions.
 */
const UUID_V7 = `CREATE FUNCTION uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
              FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$`;

/**
 * New rows of the tables written most get time-ordered ids (src/database/time-ordered-id.ts):
 * each insert's index entries then go to the index's last page rather than a random one, and
 * PostgreSQL stops writing a whole page into its log for almost every insert after a
 * checkpoint. Existing ids stay as they are; only the columns' defaults change.
 */
export class TimeOrderedIds1795875000000 implements MigrationInterface {
  name = 'TimeOrderedIds1795875000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(UUID_V7);
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ALTER "id" SET DEFAULT uuid_v7()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ALTER "id" SET DEFAULT gen_random_uuid()`);
    }
    await queryRunner.query('DROP FUNCTION uuid_v7()');
  }
}
