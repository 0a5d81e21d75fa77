import { describe, expect, it } from '@jest/globals';
import { isPhoneRegion, phoneDigitForms, phoneDigits, phoneKey } from './phone-key.js';

describe('phoneKey', () => {
  it('writes one number in E.164 however it is spelled', () => {
    expect(phoneKey('+44 20 7946 0958', 'US')).toBe('+442079460958');
    expect(phoneKey('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(phoneKey('00 44 20 7946 0958', 'FR')).toBe('+442079460958');
    expect(phoneKey('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(phoneKey('415.555.2671', 'US')).toBe('+14155552671');
  });

  it('reads a national number in the region given', () => {
    expect(phoneKey('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(phoneKey('01 23 45 67 89', 'GB')).not.toBe('+33123456789');
  });

  it('has no key for no phone or an impossible one', () => {
    expect(phoneKey(null, 'US')).toBeNull();
    expect(phoneKey(undefined, 'US')).toBeNull();
    expect(phoneKey('  ', 'US')).toBeNull();
    expect(phoneKey('12', 'US')).toBeNull();
    expect(phoneKey('call me', 'US')).toBeNull();
  });
});

describe('isPhoneRegion', () => {
  it('takes upper-case ISO 3166-1 alpha-2 codes with a numbering plan', () => {
    expect(isPhoneRegion('FR')).toBe(true);
    expect(isPhoneRegion('fr')).toBe(false);
    expect(isPhoneRegion('ZZ')).toBe(false);
    expect(isPhoneRegion('FRA')).toBe(false);
  });
});

describe('phoneDigitForms', () => {
  const forms = (phone: string, region: string) => phoneDigitForms(phone, region).sort();

  it('gives the digits of each way a number is written, its national forms in its own region', () => {
    const london = ['00442079460958', '011442079460958', '442079460958'];
    expect(forms('+44 20 7946 0958', 'GB')).toEqual(
      [...london, '02079460958', '2079460958'].sort(),
    );
    // Written nationally in its region, or with a prefix from abroad: the same number.
    expect(forms('020 7946 0958', 'GB')).toEqual(forms('+442079460958', 'GB'));
    expect(forms('00 44 20 7946 0958', 'FR')).toEqual(london);
    expect(forms('(415) 555-2671', 'US')).toEqual([
      '0014155552671',
      '01114155552671',
      '14155552671',
      '4155552671',
    ]);
    // Every stored spelling of the number is among the forms.
    for (const written of ['+1 415 555 2671', '1-415-555-2671', '(415) 555-2671', '415.555.2671']) {
      expect([written, phoneDigitForms('+14155552671', 'US')]).toEqual([
        written,
        expect.arrayContaining([phoneDigits(written)]),
      ]);
    }
  });

  it('always holds the digits of the spelling itself, first', () => {
    expect(phoneDigitForms('+44 (0)20 7946 0958', 'GB')[0]).toBe('4402079460958');
    expect(forms('+44 (0)20 7946 0958', 'GB')).toEqual(
      [...forms('+44 20 7946 0958', 'GB'), '4402079460958'].sort(),
    );
  });

  it('reads a spelling after "00" or "011" as the "+" spelling, in every region', () => {
    const spellings = [
      '+1 415 555 0199',
      '001 415 555 0199',
      '0014155550199',
      '011 1 415 555 0199',
    ];
    for (const region of ['US', 'GB', 'FR', 'DE', 'JP', 'AU']) {
      const plus = forms('+1 415 555 0199', region);
      for (const written of spellings) {
        expect([region, written, forms(written, region)]).toEqual([
          region,
          written,
          expect.arrayContaining(plus),
        ]);
      }
    }
    // Where the region reads it as no other number, the very same forms.
    for (const written of spellings)
      expect(forms(written, 'US')).toEqual(forms('+14155550199', 'US'));
    for (const written of ['00 44 20 7946 0958', '011 44 20 7946 0958']) {
      expect(forms(written, 'GB')).toEqual(forms('+44 20 7946 0958', 'GB'));
      expect(forms(written, 'US')).toEqual(forms('+44 20 7946 0958', 'US'));
    }
    // A national number that starts so keeps its reading in the region.
    expect(forms('0113 496 0000', 'GB')).toEqual(forms('+44 113 496 0000', 'GB'));
  });

  it('keeps the digits of what is no possible number, and nothing of what has none', () => {
    expect(phoneDigitForms('12', 'US')).toEqual(['12']);
    expect(phoneDigitForms('ext. 5', 'US')).toEqual(['5']);
    expect(phoneDigitForms('call me', 'US')).toEqual([]);
  });
});
