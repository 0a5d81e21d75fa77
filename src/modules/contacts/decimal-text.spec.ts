import { describe, expect, it } from '@jest/globals';
import { compareDecimals, decimalOf } from './decimal-text.js';

describe('compareDecimals', () => {
  it.each([
    ['10', '9.99999999999999999', 1],
    ['10.0000000000000001', '10.0000000000000002', -1],
    ['1e-400', '1e-401', 1],
    ['-1e-400', '-1e-401', -1],
    ['-1', '1e-400', -1],
    ['0', '-0e5', 0],
    ['1.50', '15e-1', 0],
    ['1e+21', '999999999999999999999', 1],
    ['-2.5', '-2.45', -1],
    ['0.001', '1e-3', 0],
    ['100', '99', 1],
  ])('orders %s against %s as %d', (a, b, order) => {
    expect(compareDecimals(a, b)).toBe(order);
    expect(compareDecimals(b, a)).toBe(-order || 0);
  });

  it('agrees with the numbers where doubles keep them', () => {
    const values = [-1e21, -3.25, -1, -1e-7, 0, 5e-324, 1e-7, 0.5, 1, 2, 10, 123.456, 1e21];
    for (const a of values) {
      for (const b of values) {
        expect([a, b, compareDecimals(String(a), String(b))]).toEqual([
          a,
          b,
          Math.sign(a - b) || 0,
        ]);
      }
    }
    expect(decimalOf('1.50e-3')).toBe(decimalOf('0.0015'));
  });
});
