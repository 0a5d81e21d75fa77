import { describe, expect, it } from '@jest/globals';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from './heap-growth.js';

describe('heap growth', () => {
  it('bounds the old generation at twice the live heap by default', () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    expect(heapGrowthFlag([])).toBe('--heap-growing-percent=100');
    expect(heapGrowthFlag(['--enable-source-maps'])).toBe('--heap-growing-percent=100');
  });

  it("leaves an operator's own value alone, in either spelling", () => {
    expect(heapGrowthFlag(['--heap-growing-percent=300'])).toBeNull();
    expect(heapGrowthFlag(['--heap-growing-percent', '300'])).toBeNull();
  });
});
