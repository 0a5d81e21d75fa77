import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The counters' sums of cents, which a bigint holds only so far. */
const SUMS = ['value_cents', 'stage_probability_value_cents', 'own_probability_weighted'];

/**
 * The per-stage counters keep their sums of cents as numeric: a bigint held the weighted sum (a
 * deal's value times its probability, up to 10^15 a deal) of some 9,200 deals of the largest value
 * in one counter row, past which every write of that stage failed. Reads already summed them as
 * numeric, and the service adds them as bigints (`stageTotalsOf`).
 */
export class StageTotalsExact1795894000000 implements MigrationInterface {
  name = 'StageTotalsExact1795894000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contact_stage_totals ${SUMS.map((c) => `ALTER ${c} TYPE numeric`).join(', ')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contact_stage_totals ${SUMS.map((c) => `ALTER ${c} TYPE bigint`).join(', ')}`,
    );
  }
}
