import { describe, expect, it, jest } from '@jest/globals';
import { databaseFault } from '../core/http/database-faults.js';
import { PoolShares, PoolShareTimeout } from './pool-share.js';

describe('PoolShares', () => {
  it('gives a workspace its places at once, then hands freed ones to its waiters in order', async () => {
    const shares = new PoolShares(2, 5_000);
    expect(shares.acquire('a')).toBeUndefined();
    expect(shares.acquire('a')).toBeUndefined();
    const granted: number[] = [];
    const waits = [1, 2, 3].map((n) => shares.acquire('a')!.then(() => granted.push(n)));
    // Another workspace is not behind them.
    expect(shares.acquire('b')).toBeUndefined();
    expect(shares.of('a')).toEqual({ held: 2, waiting: 3 });
    shares.release('a');
    shares.release('a');
    await Promise.resolve();
    expect(granted).toEqual([1, 2]);
    shares.release('a');
    await Promise.all(waits);
    expect(granted).toEqual([1, 2, 3]);
    for (let i = 0; i < 2; i++) shares.release('a');
    shares.release('b');
    expect([shares.of('a'), shares.of('b')]).toEqual([
      { held: 0, waiting: 0 },
      { held: 0, waiting: 0 },
    ]);
    expect(() => shares.release('a')).toThrow('no place of workspace a to release');
  });

  it('fails a wait past the timeout as the pool does, which is answered 503 with Retry-After', async () => {
    jest.useFakeTimers();
    try {
      const shares = new PoolShares(1, 5_000);
      expect(shares.acquire('a')).toBeUndefined();
      const waiting = shares.acquire('a')!;
      const later = shares.acquire('a')!;
      jest.advanceTimersByTime(5_000);
      await expect(waiting).rejects.toBeInstanceOf(PoolShareTimeout);
      await expect(later).rejects.toBeInstanceOf(PoolShareTimeout);
      expect(shares.of('a')).toEqual({ held: 1, waiting: 0 });
      expect(databaseFault(new PoolShareTimeout(5_000))).toEqual({
        detail: 'Database unavailable; retry shortly',
        code: 'database_unavailable',
        retryAfter: 5,
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
