import { describe, expect, it } from '@jest/globals';
import { isPhoneRegion, phoneKey } from './phone-key.js';

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
