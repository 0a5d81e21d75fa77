import type PgBoss from 'pg-boss';

/** What a shutdown still does once the job queue has stopped: the other pools close, it exits. */
export const AFTER_JOBS_MS = 1_000;

/**
 * Past one of the once-a-second checks of pg-boss's loop that takes stopped workers off, with
 * room for a loaded machine: once no query or handler of the queue is under way, every worker has
 * stopped, and the loop's next check takes them off and ends it.
 */
export const WORKER_OFF_SETTLE_MS = 1_500;

/**
 * Between pg-boss's wait for running jobs and its stop's return: it looks every half second
 * whether any still runs, then fails those that do in one statement per worker.
 */
const HAND_BACK_MS = 1_000;

/** pg-boss waits at least this long for running jobs, whatever its stop is told. */
const PG_BOSS_LEAST_TIMEOUT_MS = 1_000;

export interface JobStopPlan {
  /**
   * pg-boss's `stop()`: running jobs get `timeout` to finish, then pg-boss fails those still
   * running, which hands them back to the queue (retried after their retry delay, as a failure
   * is) rather than keep the process waiting for them.
   */
  boss: PgBoss.StopOptions;
  /** From the start of the stop, when the queue's connections close, whatever still runs. */
  closeWithinMs: number;
}

/**
 * How the job queue stops within a shutdown of `shutdownTimeoutMs` (SHUTDOWN_TIMEOUT_MS): pg-boss
 * waits for running jobs while room is left, after it, to hand back those still running, to let
 * its workers go (`WORKER_OFF_SETTLE_MS`) and for the rest of the shutdown (`AFTER_JOBS_MS`).
 * A wait of its own, not derived from the budget, can outlast the shutdown, which then exits
 * with the jobs neither finished nor handed back. A budget too short for pg-boss's least wait
 * hands them back at once.
 */
export function jobStopPlan(shutdownTimeoutMs: number): JobStopPlan {
  const closeWithinMs = Math.max(0, shutdownTimeoutMs - AFTER_JOBS_MS);
  const timeout = closeWithinMs - HAND_BACK_MS - WORKER_OFF_SETTLE_MS;
  if (timeout < PG_BOSS_LEAST_TIMEOUT_MS) {
    return { boss: { graceful: false, wait: true }, closeWithinMs };
  }
  return { boss: { graceful: true, wait: true, timeout }, closeWithinMs };
}
