import { Param, ParseUUIDPipe } from '@nestjs/common';
import { NotFoundProblem } from './problem.js';

/**
 * A route id. Anything that is not a UUID cannot name a record, so it is the same 404 as an
 * unknown id (`<What> not found`), never a hint about what exists.
 */
export function IdParam(what: string, name = 'id'): ParameterDecorator {
  return Param(
    name,
    new ParseUUIDPipe({ version: undefined, exceptionFactory: () => new NotFoundProblem(what) }),
  );
}
