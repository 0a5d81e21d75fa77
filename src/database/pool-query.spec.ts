import { describe, expect, it } from '@jest/globals';
import { prepared } from './pool-query.js';

describe('prepared', () => {
  const config = (text: string) => prepared(text) as unknown as { name: string; text: string };

  it('names a statement after its text: the same text, the same name', () => {
    expect(config('SELECT 1')).toEqual({ name: config('SELECT 1').name, text: 'SELECT 1' });
    expect(config('SELECT 1').name).toMatch(/^crm_[\w-]{24}$/);
  });

  it('gives different texts different names', () => {
    expect(config('SELECT 1').name).not.toBe(config('SELECT 2').name);
  });
});
