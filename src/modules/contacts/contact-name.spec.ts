import { describe, expect, it } from '@jest/globals';
import { contactName } from './contact-name.js';

describe('contactName', () => {
  it('joins first and last name with one space', () => {
    expect(contactName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('is whichever part there is when the other is missing or empty', () => {
    expect(contactName({ first_name: 'Ada', last_name: null })).toBe('Ada');
    expect(contactName({ first_name: 'Ada', last_name: '' })).toBe('Ada');
    expect(contactName({ first_name: '', last_name: 'Lovelace' })).toBe('Lovelace');
    expect(contactName({ first_name: '', last_name: null })).toBe('');
  });
});
