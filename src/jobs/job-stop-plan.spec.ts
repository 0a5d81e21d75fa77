import { describe, expect, it } from '@jest/globals';
import { parseEnvironment } from '../config/environment.js';
import { AFTER_JOBS_MS, jobStopPlan, WORKER_OFF_SETTLE_MS } from './job-stop-plan.js';

/** The longest a webhook delivery waits for its receiver (DELIVERY_TIMEOUT_MS, a feature's). */
const DELIVERY_TIMEOUT_MS = 10_000;

describe('jobStopPlan', () => {
  it('lets running jobs finish for 6.5 s of the default 10 s shutdown, then hands them back, closing at 9 s', () => {
    expect(jobStopPlan(parseEnvironment({}).SHUTDOWN_TIMEOUT_MS)).toEqual({
      boss: { graceful: true, wait: true, timeout: 6_500 },
      closeWithinMs: 9_000,
    });
  });

  it('leaves the rest of the shutdown its time, whatever the budget', () => {
    for (const budget of [4_500, 10_000, 15_000, 60_000]) {
      const { boss, closeWithinMs } = jobStopPlan(budget);
      expect(closeWithinMs).toBe(budget - AFTER_JOBS_MS);
      // pg-boss's wait, its hand-back and the workers' settle, all before the queue closes.
      expect(boss.timeout! + 1_000 + WORKER_OFF_SETTLE_MS).toBe(closeWithinMs);
    }
  });

  it('lets a webhook delivery run to its timeout within a shutdown of 15 s, not within 10 s', () => {
    expect(jobStopPlan(15_000).boss.timeout).toBeGreaterThan(DELIVERY_TIMEOUT_MS);
    expect(jobStopPlan(10_000).boss.timeout).toBeLessThan(DELIVERY_TIMEOUT_MS);
  });

  it("hands running jobs back at once when the budget has no room for pg-boss's least wait of 1 s", () => {
    for (const budget of [0, 1_000, 3_000, 4_499]) {
      expect(jobStopPlan(budget).boss).toEqual({ graceful: false, wait: true });
    }
    expect(jobStopPlan(0).closeWithinMs).toBe(0);
    expect(jobStopPlan(4_500).boss).toEqual({ graceful: true, wait: true, timeout: 1_000 });
  });
});
