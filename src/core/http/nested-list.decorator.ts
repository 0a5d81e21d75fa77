import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, type ValidationArguments, ValidateNested } from 'class-validator';

/** The place of the first element of `list` that is no object (a list, a scalar, null). */
function firstNotObject(list: unknown): number {
  if (!Array.isArray(list)) return 0;
  return list.findIndex((v) => typeof v !== 'object' || v === null || Array.isArray(v));
}

/**
 * A list of nested DTOs of `type`, each element an object checked by its rules. class-validator
 * alone checks the elements of an element that is itself a list instead of refusing it, so a
 * `[]` among the stages of a pipeline or the steps of a sequence passed as a DTO with no field
 * and was stored (`stages.7 must be an object` now). The list's own rules (`@IsArray`, its sizes)
 * stay beside it.
 */
export function NestedList(
  type: () => abstract new (...args: never[]) => unknown,
): PropertyDecorator {
  return applyDecorators(
    IsObject({
      each: true,
      message: (args: ValidationArguments) =>
        `${args.property}.${firstNotObject(args.value)} must be an object`,
    }),
    ValidateNested({ each: true }),
    Type(type),
  );
}
