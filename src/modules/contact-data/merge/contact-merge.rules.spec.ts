import { describe, expect, it } from '@jest/globals';
import { mergeCustomValues, mergeRequestErrors, pairedPicks } from './contact-merge.rules.js';

const FIELDS = [
  { key: 'industry', type: 'select' as const },
  { key: 'regions', type: 'multi_select' as const },
  { key: 'note', type: 'text' as const },
];

describe('mergeCustomValues', () => {
  it("keeps the target's values and fills the others from the first source listed that has one", () => {
    expect(
      mergeCustomValues(FIELDS, { industry: 'saas' }, [
        { industry: 'retail' },
        { industry: 'bank', note: 'second' },
        { note: 'third' },
      ]),
    ).toEqual({ industry: 'saas', note: 'second' });
  });

  it("unites multi-selects: the target's ids, then each source's new ones in order, each once", () => {
    expect(
      mergeCustomValues(FIELDS, { regions: ['eu', 'us'] }, [
        { regions: ['apac', 'eu'] },
        { regions: ['latam', 'apac', 'us'] },
      ]),
    ).toEqual({ regions: ['eu', 'us', 'apac', 'latam'] });
    expect(mergeCustomValues(FIELDS, {}, [{ regions: ['us'] }, { regions: ['eu', 'us'] }])).toEqual(
      { regions: ['us', 'eu'] },
    );
  });

  it('fills keys without a definition by the same rule', () => {
    expect(mergeCustomValues([], { kept: 1 }, [{ kept: 2, old: ['x'] }, { old: ['y'] }])).toEqual({
      kept: 1,
      old: ['x'],
    });
  });

  it('leaves its arguments as they were', () => {
    const target = { regions: ['eu'] };
    const source = { regions: ['us'], note: 'n' };
    mergeCustomValues(FIELDS, target, [source]);
    expect(target).toEqual({ regions: ['eu'] });
    expect(source).toEqual({ regions: ['us'], note: 'n' });
  });
});

describe('a deal value and its currency', () => {
  const [T, A, B] = ['t', 'a', 'b'];

  it('go together: picking either takes both from that source', () => {
    expect(pairedPicks({ value_cents: A, email: B })).toEqual({
      value_cents: A,
      currency: A,
      email: B,
    });
    expect(pairedPicks({ currency: B })).toEqual({ value_cents: B, currency: B });
    expect(pairedPicks({ email: A })).toEqual({ email: A });
  });

  it('cannot come from two sources', () => {
    expect(mergeRequestErrors(T, [A, B], { value_cents: A, currency: A })).toEqual([]);
    expect(mergeRequestErrors(T, [A, B], { value_cents: A, currency: B })).toEqual([
      {
        field: 'fields.currency',
        message:
          'fields.value_cents and fields.currency must name the same source: a merge takes them together',
      },
    ]);
  });
});
