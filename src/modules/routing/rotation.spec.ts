import { describe, expect, it } from '@jest/globals';
import { memberForTurn } from './rotation.js';

describe('memberForTurn', () => {
  it('walks the members in order and starts over', () => {
    const turns = [0n, 1n, 2n, 3n, 4n].map((t) => memberForTurn(['a', 'b', 'c'], t));
    expect(turns).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('gives each member the same number of turns over whole rounds', () => {
    const counts = new Map<string, number>();
    for (let t = 0n; t < 20n; t++) {
      const m = memberForTurn(['a', 'b'], t)!;
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ a: 10, b: 10 });
  });

  it('handles counters beyond the safe integer range', () => {
    expect(memberForTurn(['a', 'b', 'c'], 2n ** 63n - 1n)).toBe('b');
  });

  it('has no one to pick from an empty rotation', () => {
    expect(memberForTurn([], 0n)).toBeUndefined();
  });
});
