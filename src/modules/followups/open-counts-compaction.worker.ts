import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import {
  compactOpenCounts,
  type OpenCountKey,
  type OpenCountsBatchRow,
} from './open-counts-compaction.queries.js';

/** The queue pg-boss's scheduler sends the compaction's job to. */
export const OPEN_COUNTS_COMPACTION_QUEUE = 'followup-open-counts-compaction';

/**
 * Every 10 minutes (UTC): between two runs each key gains at most a row per writer shard (16),
 * and a run reads the counters once, about one row per open follow-up's hour and owner.
 */
const COMPACTION_CRON = '*/10 * * * *';

/**
 * Keys per statement: few enough that a batch holds its rows' locks for a small fraction of a
 * writer's lock timeout, enough that a pass over tens of thousands of keys is a few dozen
 * statements (bench/README.md, "The agenda's totals", has the figures).
 */
export const OPEN_COUNTS_BATCH_KEYS = 1_000;

/** What one run of the compaction did. */
export interface OpenCountsCompaction {
  /** Keys that had several rows or a zero row. */
  keys: number;
  /** Rows deleted: merged into another row of their key, or summing to 0. */
  removed: number;
}

/**
 * Compacts the open follow-ups' counters (migration FollowupOpenCounts). Writers add signed
 * deltas to their connection's shard row, so each hour and owner collects up to 16 rows, and rows
 * back at 0 stay: the agenda's overdue total would sum every hour a workspace ever had a
 * follow-up in. Each run merges every key's rows into one and drops those at 0, batch by batch
 * (the rule and why it never waits on a writer: `compactOpenCounts`); totals never change.
 */
@Injectable()
export class OpenCountsCompactionWorker implements OnModuleInit {
  private readonly logger = new Logger('OpenCountsCompaction');

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register(OPEN_COUNTS_COMPACTION_QUEUE, () => this.run(), 1, COMPACTION_CRON);
  }

  private async run(): Promise<void> {
    const done = await this.compact();
    if (done.removed > 0) {
      this.logger.log(`open follow-up counters: ${done.removed} rows of ${done.keys} keys merged`);
    }
  }

  /**
   * One pass over the counters in key order, a batch per statement (each commits by itself);
   * stops between batches when the process is stopping, the next run starting over.
   */
  async compact(batchKeys = OPEN_COUNTS_BATCH_KEYS): Promise<OpenCountsCompaction> {
    const done: OpenCountsCompaction = { keys: 0, removed: 0 };
    let after: OpenCountKey | null = null;
    while (!this.jobs.stopping.aborted) {
      const batch: OpenCountsBatchRow | null = await this.db.oneOrNone(
        compactOpenCounts(after, batchKeys),
      );
      if (!batch) break;
      done.keys += batch.keys;
      done.removed += batch.removed;
      if (batch.keys < batchKeys) break;
      after = batch;
    }
    return done;
  }
}
