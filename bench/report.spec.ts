import { describe, expect, it } from '@jest/globals';
import { medianRound, type Measured, type RoundResult } from './report.js';

const measured = (rps: number) => ({ requests_per_second: rps }) as Measured;
const pair = (service: number, baseline: number): RoundResult => ({
  service: measured(service),
  baseline: measured(baseline),
  ratio: service / baseline,
});

describe('bench rounds', () => {
  it("reports the round with the median ratio, with that round's own figures", () => {
    const slow = pair(600, 1000);
    const middle = pair(850, 1000);
    const fast = pair(900, 800);
    expect(medianRound([fast, slow, middle])).toBe(middle);
  });

  it('takes the lower middle round of an even count, and the only round of one', () => {
    const low = pair(700, 1000);
    const high = pair(900, 1000);
    expect(medianRound([high, low])).toBe(low);
    expect(medianRound([high])).toBe(high);
    expect(() => medianRound([])).toThrow('no rounds');
  });
});
