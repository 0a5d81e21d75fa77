import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsOptional,
  IsString,
  IsUUID,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ValidationProblem } from './problem.js';
import { validateAsBody } from './validation.pipe.js';

class Line {
  @IsString()
  name: string;

  @ArrayMaxSize(2, { message: 'a line lists at most $constraint1 tags' })
  @IsString({ each: true })
  @IsArray()
  tags: string[];
}

class Order {
  // Declared as the DTOs declare them: the element rules would run before the size.
  @IsArray()
  @ArrayMaxSize(3)
  @IsUUID(undefined, { each: true })
  @ArrayUnique()
  ids: string[];

  @IsOptional()
  @IsString()
  note?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines?: Line[];

  @IsOptional()
  @ValidateIf((order: Order) => order.note !== 'no-extras')
  @ArrayMaxSize(1, { message: (args) => `${args.property} takes one` })
  extras?: string[];
}

const ID = '00000000-0000-4000-8000-000000000001';

async function errorsOf(body: Record<string, unknown>) {
  try {
    await validateAsBody(Order, body);
  } catch (error) {
    if (error instanceof ValidationProblem) return error.errors;
    throw error;
  }
  return [];
}

describe('arrays refused by their size first', () => {
  it('answers the @ArrayMaxSize message for a long array, whatever its elements hold', async () => {
    const message = 'ids must contain no more than 3 elements';
    expect(await errorsOf({ ids: [ID, ID, ID, ID] })).toEqual([{ field: 'ids', message }]);
    expect(await errorsOf({ ids: Array<string>(10_000).fill('bob') })).toEqual([
      { field: 'ids', message },
    ]);
  });

  it('answers only the size errors, other fields unread', async () => {
    expect(await errorsOf({ ids: Array<string>(4).fill('bob'), note: 5, stray: true })).toEqual([
      { field: 'ids', message: 'ids must contain no more than 3 elements' },
    ]);
  });

  it('leaves an array within its size to the usual rules, in their usual order', async () => {
    expect(await errorsOf({ ids: [ID, ID] })).toEqual([
      { field: 'ids', message: "All ids's elements must be unique" },
    ]);
    expect(await errorsOf({ ids: [ID] })).toEqual([]);
  });

  it('checks nested arrays, with messages written as the DTO writes them', async () => {
    const line = (tags: string[]) => ({ name: 'x', tags });
    expect(await errorsOf({ ids: [], lines: [line([]), line(['a', 'b', 'c'])] })).toEqual([
      { field: 'lines.1.tags', message: 'a line lists at most 2 tags' },
    ]);
    expect(await errorsOf({ ids: [], lines: [line([]), line([]), line([])] })).toEqual([
      { field: 'lines', message: 'lines must contain no more than 2 elements' },
    ]);
    expect(await errorsOf({ ids: [], extras: ['a', 'b'] })).toEqual([
      { field: 'extras', message: 'extras takes one' },
    ]);
  });

  it('skips a property whose @ValidateIf turns its rules off', async () => {
    expect(await errorsOf({ ids: [], note: 'no-extras', extras: ['a', 'b'] })).toEqual([]);
  });
});
