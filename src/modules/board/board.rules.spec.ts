import { describe, expect, it } from '@jest/globals';
import type { StageTotal } from '../contacts/stage-totals.js';
import { seesMostOfEveryColumn } from './board.rules.js';

const total = (count: number, everyone?: number): StageTotal => ({
  count,
  value: 0n,
  currencies: [],
  ...(everyone === undefined ? {} : { everyone }),
});

describe('seesMostOfEveryColumn', () => {
  const stages = ['lead', 'qualified'];

  it('holds where the member sees at least half of each column, a column without contacts included', () => {
    const totals = new Map([['lead', total(5, 10)]]);
    expect(seesMostOfEveryColumn(totals, stages)).toBe(true);
  });

  it('fails where one column is mostly others’, or the member sees none of it', () => {
    expect(
      seesMostOfEveryColumn(
        new Map([
          ['lead', total(5, 10)],
          ['qualified', total(4, 9)],
        ]),
        stages,
      ),
    ).toBe(false);
    expect(seesMostOfEveryColumn(new Map([['qualified', total(0, 3)]]), stages)).toBe(false);
  });

  it('fails without every owner’s counts (a member who sees everything reads the plain board)', () => {
    expect(seesMostOfEveryColumn(new Map([['lead', total(5)]]), stages)).toBe(false);
  });
});
