import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type pg from 'pg';
import { StatementNotAnswered, StatementWatchdog } from './statement-watchdog.js';

/** A connection whose socket records what ended it. */
function connection(): { client: pg.ClientBase; endedBy: unknown[] } {
  const endedBy: unknown[] = [];
  const client = {
    connection: { stream: { destroy: (error?: Error) => endedBy.push(error) } },
  } as unknown as pg.ClientBase;
  return { client, endedBy };
}

const LIMIT_MS = 1_300;
/** The watchdog looks every eighth of the limit; a statement is ended under two looks late. */
const LATE_MS = 2 * Math.ceil(LIMIT_MS / 8);

describe('StatementWatchdog', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('ends the connection of a statement with no answer once the limit has passed, not before', () => {
    const watchdog = new StatementWatchdog(LIMIT_MS);
    const { client, endedBy } = connection();
    watchdog.sent(client);
    jest.advanceTimersByTime(LIMIT_MS - 1);
    expect(endedBy).toEqual([]);
    jest.advanceTimersByTime(LATE_MS);
    expect(endedBy).toEqual([new StatementNotAnswered(LIMIT_MS)]);
    expect((endedBy[0] as Error).message).toBe(
      'the database did not answer a statement within 1300 ms',
    );
    // Nothing left in flight: the timer is gone.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives a statement sent between two looks its whole limit', () => {
    const watchdog = new StatementWatchdog(LIMIT_MS);
    const first = connection();
    const second = connection();
    watchdog.sent(first.client);
    jest.advanceTimersByTime(Math.ceil(LIMIT_MS / 8) - 1);
    watchdog.sent(second.client);
    jest.advanceTimersByTime(LIMIT_MS - 1);
    expect(second.endedBy).toEqual([]);
    jest.advanceTimersByTime(LATE_MS);
    expect(second.endedBy).toEqual([new StatementNotAnswered(LIMIT_MS)]);
  });

  it('leaves an answered statement alone, and stops looking once none is in flight', () => {
    const watchdog = new StatementWatchdog(LIMIT_MS);
    const { client, endedBy } = connection();
    watchdog.sent(client);
    jest.advanceTimersByTime(LIMIT_MS - 1);
    watchdog.answered(client);
    jest.advanceTimersByTime(10 * LIMIT_MS);
    expect(endedBy).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
