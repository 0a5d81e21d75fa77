import { Param, ParseUUIDPipe } from '@nestjs/common';
import { NotFoundProblem } from './problem.js';

/** The route ids a handler takes, read by the route inventory (OpenAPI: uuid, 404 detail). */
export const ID_PARAMS = 'crm:id-params';

export interface IdParamInfo {
  /** The path parameter, e.g. `id`. */
  name: string;
  /** The resource it names, as in its 404 detail `<what> not found`. */
  what: string;
}

/**
 * A route id. Anything that is not a UUID cannot name a record, so it is the same 404 as an
 * unknown id (`<What> not found`), never a hint about what exists.
 */
export function IdParam(what: string, name = 'id'): ParameterDecorator {
  const param = Param(
    name,
    new ParseUUIDPipe({ version: undefined, exceptionFactory: () => new NotFoundProblem(what) }),
  );
  return (target, key, index) => {
    param(target, key, index);
    if (key === undefined) return;
    const handler = (target as Record<string | symbol, object>)[key];
    const known = (Reflect.getMetadata(ID_PARAMS, handler) as IdParamInfo[] | undefined) ?? [];
    Reflect.defineMetadata(ID_PARAMS, [...known, { name, what }], handler);
  };
}
