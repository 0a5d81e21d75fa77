import { describe, expect, it } from '@jest/globals';
import { ValidationProblem } from '../../core/http/problem.js';
import { readMemberIds, refuseStrangers } from './groups.rules.js';

const A = '0a000000-0000-4000-8000-00000000000a';
const B = '0b000000-0000-4000-8000-00000000000b';

function errorsOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    if (error instanceof ValidationProblem) return error.errors;
    throw error;
  }
  throw new Error('no ValidationProblem');
}

describe('readMemberIds', () => {
  it('answers the ids in lower case, in the order given', () => {
    expect(readMemberIds([B.toUpperCase(), A])).toEqual([B, A]);
    expect(readMemberIds([])).toEqual([]);
  });

  it('names each entry that is no UUID, and each that repeats an earlier one whatever its case', () => {
    expect(errorsOf(() => readMemberIds([A, 'a', 3, null, A.toUpperCase(), B, B]))).toEqual([
      { field: 'member_ids.1', message: "member_ids.1 must be a member's id (a UUID)" },
      { field: 'member_ids.2', message: "member_ids.2 must be a member's id (a UUID)" },
      { field: 'member_ids.3', message: "member_ids.3 must be a member's id (a UUID)" },
      { field: 'member_ids.4', message: `member_ids.4: ${A} is given twice` },
      { field: 'member_ids.6', message: `member_ids.6: ${B} is given twice` },
    ]);
  });
});

describe('refuseStrangers', () => {
  it('names each id that is not one of the members, and passes when all are', () => {
    expect(errorsOf(() => refuseStrangers([A, B], new Set([A])))).toEqual([
      { field: 'member_ids.1', message: `member_ids.1: ${B} is not a member of this workspace` },
    ]);
    expect(() => refuseStrangers([A, B], new Set([B, A]))).not.toThrow();
    expect(() => refuseStrangers([], new Set())).not.toThrow();
  });
});
