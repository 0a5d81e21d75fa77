import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { Allow, type ValidationError } from 'class-validator';
import { declaredProperties, SizeFirstValidationPipe } from './array-size-first.js';
import { assertSaneInput } from './input-guard.js';
import { FieldError, ValidationProblem } from './problem.js';

/**
 * The checks of what kind of value a property holds, the container's first. When one of them
 * fails, its message is the property's answer: `"limit": "abc"` is "limit must be an integer
 * number", not the complaint of whichever range or length check happened to be declared nearer
 * the property (class-validator runs a property's checks from the last decorator written up); and
 * `"tags": null` is "tags must be an array", not its elements' "each value in tags must be a
 * string", which a value that is no list says nothing of.
 */
const TYPE_CHECKS = [
  'isArray',
  'isObject',
  'nestedValidation',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isUtcDateTime',
];

/** One message a property: its failed type check's, else its first failed check's; none. */
function messageOf(constraints: Record<string, string> = {}): string[] {
  const shown = TYPE_CHECKS.find((name) => name in constraints) ?? Object.keys(constraints)[0];
  return shown === undefined ? [] : [constraints[shown]];
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = messageOf(error.constraints).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

const common = {
  transform: true,
  whitelist: true,
  // Every check of a property runs, so its answer can be its type's (`messageOf`).
  stopAtFirstError: false,
  exceptionFactory: (errors: ValidationError[]) => new ValidationProblem(flatten(errors)),
};

/**
 * Bodies reject unknown fields (422: no mass assignment of `is_premium`, `role`, ...). Query
 * strings drop unknown parameters instead, since browsers and proxies add cache-busters.
 * Every body, query and path value is first checked for text PostgreSQL cannot store and for
 * nesting deep enough to overflow the recursive transformer: both are a 422 naming the field.
 */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  private readonly strict = new SizeFirstValidationPipe({ ...common, forbidNonWhitelisted: true });
  private readonly lenient = new SizeFirstValidationPipe({
    ...common,
    forbidNonWhitelisted: false,
  });

  /** Per query DTO class, whether its instance with no parameter given passes its rules. */
  private readonly emptyQueryPasses = new WeakMap<object, boolean>();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // The guards' own objects (`@CurrentUser()`, `@CurrentWorkspace()`): nothing to check, and
    // ValidationPipe would hand them back unchanged, a promise later.
    if (metadata.type === 'custom') return value;
    if (metadata.type === 'query') {
      assertSaneInput(withoutAnyValues(value, metadata.metatype), metadata.data ?? '', 'query');
      assertGivenOnce(value, metadata.metatype);
    } else {
      assertSaneInput(value, metadata.data ?? '', 'body');
    }
    if (metadata.type === 'query' && namesNoParameter(value, metadata.metatype)) {
      return this.emptyQuery(metadata as ArgumentMetadata & { metatype: QueryClass });
    }
    if (metadata.type === 'body' && metadata.metatype && isDtoClass(metadata.metatype)) {
      if (
        value === undefined ||
        value === null ||
        typeof value !== 'object' ||
        Array.isArray(value)
      ) {
        throw ValidationProblem.of('body', 'request body must be a JSON object');
      }
    }
    return (metadata.type === 'body' ? this.strict : this.lenient).transform(value, metadata);
  }

  /**
   * The DTO of a query that names none of its parameters: a new instance, its defaults, when the
   * class's rules pass on it (checked once per class, as any query would be); else the full check
   * of an empty query, which answers its 422. Validating the same defaults on every request cost
   * a read of class-validator's whole metadata store and the transform's copy each time.
   */
  private async emptyQuery(metadata: ArgumentMetadata & { metatype: QueryClass }): Promise<object> {
    const metatype: QueryClass = metadata.metatype;
    let passes = this.emptyQueryPasses.get(metatype);
    if (passes === undefined) {
      passes = await this.lenient.transform({}, metadata).then(
        () => true,
        () => false,
      );
      this.emptyQueryPasses.set(metatype, passes);
    }
    if (passes) return new metatype();
    return (await this.lenient.transform({}, metadata)) as object;
  }
}

type QueryClass = new () => object;

export const GIVEN_MORE_THAN_ONCE = (name: string) => `${name} is given more than once`;

/** Per query DTO class, its parameters that take any value (`AnyQueryValue`). */
const ANY_VALUE = new WeakMap<object, Set<string>>();

/**
 * A query parameter its route reads whatever it holds, given twice or holding a NUL included (the
 * event stream's `last_event_id`: an EventSource refused with an error stops for good, so no
 * value is one).
 */
export function AnyQueryValue(): PropertyDecorator {
  return (target, property) => {
    Allow()(target, property);
    const names = ANY_VALUE.get(target.constructor) ?? new Set<string>();
    names.add(String(property));
    ANY_VALUE.set(target.constructor, names);
  };
}

/**
 * The query without its parameters that take any value: no check of what they hold applies to
 * them, text PostgreSQL could not store (a NUL) included; their route reads them as they are.
 */
function withoutAnyValues(value: unknown, metatype: unknown): unknown {
  const anyValue = typeof metatype === 'function' ? ANY_VALUE.get(metatype) : undefined;
  if (!anyValue || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => !anyValue.has(name)));
}

/**
 * A query parameter of the DTO given twice (`?limit=1&limit=2`) reaches the pipe as an array,
 * which no parameter here takes: without this, its answer was its type check's ("limit must be
 * an integer number"), about a value the caller did not send. So is one written with brackets
 * (`owner_id[]=`). Unknown parameters are dropped whatever they hold; `filter[...]` has its own
 * answer (the contact query's parser).
 */
function assertGivenOnce(value: unknown, metatype: unknown): void {
  if (typeof metatype !== 'function' || !isDtoClass(metatype)) return;
  if (typeof value !== 'object' || value === null) return;
  const given = value as Record<string, unknown>;
  const declared = declaredProperties(metatype as QueryClass);
  const anyValue = ANY_VALUE.get(metatype) ?? new Set<string>();
  // In the order the query names them.
  const twice = Object.keys(given).filter(
    (name) => Array.isArray(given[name]) && declared.includes(name) && !anyValue.has(name),
  );
  // `owner_id[]=x` (as PHP's and some clients' array notation writes it) names no parameter, and
  // dropped as unknown it would answer the whole list as though it filtered.
  const bracketed = Object.keys(given).filter((name) => {
    const base = BRACKETED.exec(name)?.[1];
    return base !== undefined && declared.includes(base) && !anyValue.has(base);
  });
  const errors = [
    ...twice.map((name) => ({ field: name, message: GIVEN_MORE_THAN_ONCE(name) })),
    ...bracketed.map((name) => ({ field: name, message: NOT_A_PARAMETER(name) })),
  ];
  if (errors.length > 0) throw new ValidationProblem(errors);
}

/** A parameter name with brackets after it: `owner_id[]`, `limit[0]`. */
const BRACKETED = /^([^[\]]+)\[[^\]]*\]/;

export const NOT_A_PARAMETER = (name: string) =>
  `${name} is not a parameter: give ${BRACKETED.exec(name)?.[1]} once, without brackets`;

/**
 * Whether a query string names none of the parameters of the query DTO `metatype` (unknown ones
 * only, such as `filter[...]` or a cache-buster): its DTO is then the class's defaults, whatever
 * the query holds, since unknown parameters are dropped.
 */
function namesNoParameter(value: unknown, metatype: unknown): boolean {
  if (typeof metatype !== 'function' || !isDtoClass(metatype)) return false;
  if (typeof value !== 'object' || value === null) return false;
  const declared = declaredProperties(metatype as QueryClass);
  for (const key in value) if (declared.includes(key)) return false;
  return true;
}

/**
 * Checks a value as the body of a request would be checked (`RequestValidationPipe`, strict):
 * the same transforms, rules and messages. Answers the DTO, or throws its ValidationProblem.
 * For input that arrives another way than a JSON body (the rows of an import).
 */
export async function validateAsBody<T extends object>(
  metatype: new () => T,
  value: Record<string, unknown>,
): Promise<T> {
  return (await bodyPipe.transform(value, { type: 'body', metatype })) as T;
}

const bodyPipe = new RequestValidationPipe();

function isDtoClass(metatype: unknown): boolean {
  return ![String, Boolean, Number, Array, Object].includes(metatype as never);
}
