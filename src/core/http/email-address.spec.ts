import { describe, expect, it } from '@jest/globals';
import { isEmailAddress } from './email-address.js';

describe('isEmailAddress', () => {
  it('takes a quoted local part that holds a character at least', () => {
    expect(isEmailAddress('"a b"@c.com')).toBe(true);
    expect(isEmailAddress('"a"@b.com')).toBe(true);
    expect(isEmailAddress('"@"@b.com')).toBe(true);
    expect(isEmailAddress('"a\\"b"@c.com')).toBe(true);
  });

  it('refuses a lone quote, an empty quoted string and an unclosed one', () => {
    expect(isEmailAddress('"@b.com')).toBe(false);
    expect(isEmailAddress('""@b.com')).toBe(false);
    expect(isEmailAddress('"a@b.com')).toBe(false);
  });
});
