import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTACT_ID_SHARD, trackFunctionSql } from './1795330000000-contact-stage-totals.js';
import { rebuildFunctionSql } from './1795340000000-contact-stage-totals-rebuild.js';

/** The counter row of the writing connection's server process, one of 16. */
const WRITER_SHARD = 'pg_backend_pid() & 15';

/**
 * The counters' shard is now picked by the writing connection instead of by the contact: a
 * transaction adds its deltas to the row of its server process (`pg_backend_pid() & 15`).
 *
 * A counter row stays locked from the trigger's upsert until its transaction commits. With the
 * shard taken from the contact id, two transactions creating contacts in the same stage for the
 * same owner met on one of 8 rows by chance: with 20 pooled connections writing one stage, about
 * a third of the creations queued behind another's commit (`Lock:transactionid` was the top wait
 * event, and 20 connections created no more contacts a second than one). Now two connections share
 * a row only when their server process ids match in the last four bits; the connections of one
 * pool, forked in quick succession, mostly have consecutive ids, so up to 16 of them rarely or
 * never wait on each other's counters.
 *
 * Counts stay exact: a delta is signed, and a contact created through one connection and deleted
 * through another adds +1 to one row and -1 to the other (a row may hold a negative count; only
 * the sums are read). Rows per key grow to at most 16. The recount puts everything in shard 0.
 */
export class ContactStageTotalsWriterShards1795360000000 implements MigrationInterface {
  name = 'ContactStageTotalsWriterShards1795360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(trackFunctionSql(WRITER_SHARD));
    await queryRunner.query(rebuildFunctionSql('0'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(trackFunctionSql(CONTACT_ID_SHARD));
    await queryRunner.query(rebuildFunctionSql(CONTACT_ID_SHARD));
  }
}
