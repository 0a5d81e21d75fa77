import { describe, expect, it } from '@jest/globals';
import { isStorableText } from './storable-text.js';

describe('isStorableText', () => {
  it('accepts any well-formed text, surrogate pairs included', () => {
    expect(isStorableText('Straße 😀 \u202e\t')).toBe(true);
  });
  it.each(['\u0000', 'a\u0000', 'a\ud800', '\udc00b', '\udc00\ud800'])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });
});
