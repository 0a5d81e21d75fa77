import { describe, expect, it } from '@jest/globals';
import { deliveryLatencies, percentiles } from './stream-latency.js';

describe('percentiles', () => {
  it('takes the nearest rank of the values, whatever their order', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentiles(values)).toEqual({ count: 200, p50: 100, p90: 180, p99: 198, max: 200 });
  });

  it('compares numbers as numbers, and has none for no values', () => {
    expect(percentiles([9, 10, 100])).toMatchObject({ p50: 10, max: 100 });
    expect(percentiles([])).toBeNull();
  });
});

describe('deliveryLatencies', () => {
  const since = new Map([
    [1, 1_000],
    [2, 2_000],
    [3, 3_000],
  ]);

  it("counts every stream's delivery of each event, from the moment given for its number", () => {
    const streams = [
      [
        { seq: 1, at: 1_100 },
        { seq: 2, at: 2_250 },
      ],
      [{ seq: 1, at: 1_130 }],
    ];
    expect(deliveryLatencies(streams, since, { from: 0, to: 5_000 })).toEqual([100, 250, 130]);
  });

  it('leaves out events recorded outside the window and events it has no moment for', () => {
    const streams = [
      [
        { seq: 1, at: 1_100 },
        { seq: 2, at: 2_250 },
        { seq: 3, at: 3_040 },
        { seq: 4, at: 4_000 },
      ],
    ];
    expect(deliveryLatencies(streams, since, { from: 1_500, to: 2_500 })).toEqual([250]);
  });
});
