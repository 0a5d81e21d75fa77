import { describe, expect, it } from '@jest/globals';
import { exactInteger, RawJson, serializeBody } from './raw-json.js';

describe('A body with raw JSON in it', () => {
  it('writes each text where it stands, as JSON.stringify writes the rest', () => {
    const body = {
      items: [
        { id: 'a', custom: new RawJson('{"tier": "gold", "seats": [1, 2]}'), tags: ['x'] },
        { id: 'b', custom: new RawJson('{}'), note: null },
        { id: 'c', custom: new RawJson('{"n": 1.5}') },
      ],
      next_cursor: null,
    };
    const text = serializeBody(body);
    expect(text).toBe(
      '{"items":[{"id":"a","custom":{"tier": "gold", "seats": [1, 2]},"tags":["x"]},' +
        '{"id":"b","custom":{},"note":null},{"id":"c","custom":{"n": 1.5}}],"next_cursor":null}',
    );
    // Serialized any other way, it is the value its text holds.
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('is JSON.stringify without raw JSON, and leaves strings that look like its marker alone', () => {
    const body = {
      a: '\\u00000',
      b: 'x\u0000y',
      c: ['"\\u00001"', { d: new Date('2026-11-22T09:30:00Z') }],
    };
    expect(serializeBody(body)).toBe(JSON.stringify(body));
    const mixed = { before: '\\u00000', raw: new RawJson('[true]'), after: 'x\u00001' };
    expect(JSON.parse(serializeBody(mixed))).toEqual({
      before: '\\u00000',
      raw: [true],
      after: 'x\u00001',
    });
  });

  it('serializes each body on its own: a body serialized inside a toJSON keeps its texts', () => {
    const inner = { raw: new RawJson('{"k": 2}') };
    const outer = {
      first: new RawJson('[1,  1]'),
      nested: { toJSON: () => JSON.parse(serializeBody(inner)) },
      last: new RawJson('[3,  3]'),
    };
    // The texts' own spacing shows each was spliced in, not parsed and written again.
    expect(serializeBody(outer)).toBe('{"first":[1,  1],"nested":{"raw":{"k":2}},"last":[3,  3]}');
  });

  it('writes an integer past 2^53 as its digits, and a smaller one as a number', () => {
    const body = {
      safe: exactInteger(9_007_199_254_740_991n),
      past: exactInteger('9007199254740993'),
      negative: exactInteger(-9_007_199_254_740_993n),
    };
    expect(body.safe).toBe(Number.MAX_SAFE_INTEGER);
    expect(serializeBody(body)).toBe(
      '{"safe":9007199254740991,"past":9007199254740993,"negative":-9007199254740993}',
    );
  });
});
