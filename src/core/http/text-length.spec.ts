import { describe, expect, it } from '@jest/globals';
import { IsOptional, validateSync } from 'class-validator';
import {
  fitsLength,
  Length,
  lengthWithin,
  MaxLength,
  MinLength,
  textLength,
} from './text-length.js';

const EMOJI = '😀'; // one code point, two UTF-16 units
const HEART = '\u2764\uFE0F'; // two code points: a character and its variation selector

class Limited {
  @IsOptional()
  @MaxLength(3)
  max?: unknown;

  @IsOptional()
  @MinLength(2)
  min?: unknown;

  @IsOptional()
  @Length(2, 3)
  range?: unknown;

  @IsOptional()
  @MaxLength(2, { each: true })
  tags?: unknown;
}

function messages(body: Record<string, unknown>): string[] {
  const instance = Object.assign(new Limited(), body);
  return validateSync(instance).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('textLength and fitsLength', () => {
  it('count code points: a surrogate pair is one, a variation selector one of its own', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength(EMOJI.repeat(200))).toBe(200);
    expect(textLength(HEART)).toBe(2);
    expect(fitsLength(EMOJI.repeat(255), 255)).toBe(true);
    expect(fitsLength(EMOJI.repeat(256), 255)).toBe(false);
    expect(fitsLength(HEART.repeat(2), 3)).toBe(false);
    expect(fitsLength('', 0)).toBe(true);
  });

  it('lengthWithin refuses what is not a text and applies each bound given', () => {
    expect(lengthWithin(12, 0, 5)).toBe(false);
    expect(lengthWithin(null, 0)).toBe(false);
    expect(lengthWithin(EMOJI, 1, 1)).toBe(true);
    expect(lengthWithin(EMOJI, 2)).toBe(false);
    expect(lengthWithin(EMOJI.repeat(9), undefined, 9)).toBe(true);
    expect(lengthWithin('', 1, 9)).toBe(false);
  });
});

describe('MaxLength, MinLength and Length', () => {
  it('take a text of exactly the limit in astral characters, and refuse one more', () => {
    expect(
      messages({ max: EMOJI.repeat(3), min: EMOJI.repeat(2), range: EMOJI.repeat(3) }),
    ).toEqual([]);
    expect(messages({ max: EMOJI.repeat(4) })).toEqual([
      'max must be shorter than or equal to 3 characters',
    ]);
    expect(messages({ min: EMOJI })).toEqual(['min must be longer than or equal to 2 characters']);
  });

  it('count a variation selector as the character it is, which class-validator did not', () => {
    expect(messages({ max: HEART.repeat(2) })).toEqual([
      'max must be shorter than or equal to 3 characters',
    ]);
    expect(messages({ range: HEART.repeat(2) })).toEqual([
      'range must be shorter than or equal to 3 characters',
    ]);
  });

  it("answer class-validator's default messages, Length's chosen by code points", () => {
    expect(messages({ range: EMOJI })).toEqual([
      'range must be longer than or equal to 2 characters',
    ]);
    expect(messages({ range: 'abcd' })).toEqual([
      'range must be shorter than or equal to 3 characters',
    ]);
    expect(messages({ range: 7 })).toEqual([
      'range must be longer than or equal to 2 and shorter than or equal to 3 characters',
    ]);
    expect(messages({ max: 7, min: 7 })).toEqual([
      'max must be shorter than or equal to 3 characters',
      'min must be longer than or equal to 2 characters',
    ]);
  });

  it('check each item with each, naming it as class-validator does', () => {
    expect(messages({ tags: [EMOJI.repeat(2), 'ab'] })).toEqual([]);
    expect(messages({ tags: ['ab', EMOJI.repeat(3)] })).toEqual([
      'each value in tags must be shorter than or equal to 2 characters',
    ]);
  });
});
