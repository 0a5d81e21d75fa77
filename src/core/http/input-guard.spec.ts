import { describe, expect, it } from '@jest/globals';
import { assertSaneInput, MAX_INPUT_DEPTH, MAX_OBJECT_PROPERTIES } from './input-guard.js';
import type { ValidationProblem } from './problem.js';

function refusal(value: unknown, root = ''): unknown {
  try {
    assertSaneInput(value, root);
    return null;
  } catch (error) {
    return (error as ValidationProblem).errors;
  }
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 1; i < depth; i++) value = [value];
  return { field: value };
}

describe('assertSaneInput', () => {
  it('names the first offending field by its path, in the order of the body', () => {
    expect(
      refusal({ name: 'ok', steps: [{ title: 'fine' }, { title: 'a\u0000' }], z: '\u0000' }),
    ).toEqual([
      {
        field: 'steps.1.title',
        message: 'steps.1.title must not contain NUL characters or unpaired surrogates',
      },
    ]);
  });

  it('names a single parameter by its name', () => {
    expect(refusal('a\ud800', 'q')).toEqual([
      { field: 'q', message: 'q must not contain NUL characters or unpaired surrogates' },
    ]);
  });

  it(`allows ${MAX_INPUT_DEPTH} levels of arrays and objects, refuses one more`, () => {
    expect(refusal(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(refusal(nested(MAX_INPUT_DEPTH + 1))).toEqual([
      {
        field: 'field',
        message: `field must not nest arrays or objects more than ${MAX_INPUT_DEPTH} levels deep`,
      },
    ]);
  });

  it('walks a 100,000-deep value without overflowing the stack', () => {
    let value: unknown = [];
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(refusal(value)).toEqual([
      { field: 'body', message: expect.stringContaining('must not nest') },
    ]);
  });

  it(`allows ${MAX_OBJECT_PROPERTIES} properties in an object, refuses one more`, () => {
    const wide = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(refusal(wide(MAX_OBJECT_PROPERTIES))).toBeNull();
    expect(refusal({ custom: wide(MAX_OBJECT_PROPERTIES) })).toBeNull();
    expect(refusal(wide(MAX_OBJECT_PROPERTIES + 1))).toEqual([
      {
        field: 'body',
        message: `body must not have more than ${MAX_OBJECT_PROPERTIES} properties`,
      },
    ]);
    expect(refusal({ a: 1, custom: wide(MAX_OBJECT_PROPERTIES + 1) })).toEqual([
      {
        field: 'custom',
        message: `custom must not have more than ${MAX_OBJECT_PROPERTIES} properties`,
      },
    ]);
    // An array's length is its DTO's to bound (ArrayMaxSize, checked first).
    expect(refusal({ ids: Array.from({ length: MAX_OBJECT_PROPERTIES + 1 }, String) })).toBeNull();
  });

  it('passes numbers, booleans and null through', () => {
    expect(refusal({ a: 1, b: true, c: null, d: [1.5, -1] })).toBeNull();
  });
});
