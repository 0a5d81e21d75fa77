import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';

/**
 * A list of nested DTOs of `type`, each element checked by its rules. An element that is no
 * object (a list, a scalar, null) is refused before anything else (`stages.7 must be an
 * object`, `SizeFirstValidationPipe`): class-validator alone checks the elements of a list
 * inside it instead, so `[]` among the stages of a pipeline passed as a stage with no field. The
 * list's own rules (`@IsArray`, its sizes) stay beside it.
 */
export function NestedList(
  type: () => abstract new (...args: never[]) => unknown,
): PropertyDecorator {
  return applyDecorators(ValidateNested({ each: true }), Type(type));
}
