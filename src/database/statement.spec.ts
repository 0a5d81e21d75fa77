import { describe, expect, it } from '@jest/globals';
import { textLiteral, uuidLiteral } from './statement.js';

describe('literals for statements sent without values', () => {
  it('writes a string as hex digits the server decodes, whatever it holds', () => {
    expect(textLiteral(`a'b`)).toBe(
      `convert_from(decode('612762', 'hex'), 'UTF8') COLLATE "default"`,
    );
    const literal = textLiteral(`'); DROP TABLE contacts; -- \\ $1 é`);
    const hex = /^convert_from\(decode\('([0-9a-f]*)', 'hex'\), 'UTF8'\) COLLATE "default"$/.exec(
      literal,
    )?.[1];
    expect(Buffer.from(hex!, 'hex').toString('utf8')).toBe(`'); DROP TABLE contacts; -- \\ $1 é`);
  });

  it('writes a uuid as itself and refuses anything else', () => {
    const id = '00000000-0000-4000-8000-00000000000a';
    expect(uuidLiteral(id)).toBe(`'${id}'::uuid`);
    for (const bad of [`${id}'`, `x' OR '1'='1`, '', `${id} `]) {
      expect(() => uuidLiteral(bad)).toThrow('a uuid literal takes a uuid');
    }
  });
});
