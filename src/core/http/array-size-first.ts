import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import {
  ARRAY_MAX_SIZE,
  getMetadataStorage,
  type MetadataStorage,
  ValidationError,
  type ValidationArguments,
  ValidationTypes,
  type ValidatorOptions,
} from 'class-validator';

type Metadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
/** A DTO class, as class-validator's metadata is keyed. */
type DtoClass = abstract new (...args: never[]) => unknown;

/**
 * A ValidationPipe that refuses an array longer than its `@ArrayMaxSize`, and a list of nested
 * DTOs holding an element that is no object (`stages.7 must be an object`: class-validator
 * would check the elements of a list inside it instead, so `[]` passed as a DTO with no field,
 * and a list of a million objects inside it was transformed and walked first), before any other
 * work on it. class-validator runs a property's rules one after another over the whole value, in the
 * order they are declared: an `each` rule visits every element and `@ArrayUnique` compares every
 * pair; and class-transformer copies every element first: a megabyte of ids would keep a
 * request busy for seconds before its size is looked at. Hence the plain body is checked before
 * it is transformed (nested DTOs found by their declared type), and the transformed one again
 * before it is validated (which reaches DTOs inside arrays). When an array is too long, the size
 * errors are the answer, with the message class-validator gives for `@ArrayMaxSize`; when
 * elements are of the wrong kind, each one's error.
 */
export class SizeFirstValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (typeof metatype === 'function' && typeof value === 'object' && value !== null) {
      const refused = refusedFirst(metatype as DtoClass, value);
      if (refused.length > 0) throw await this.exceptionFactory(refused);
    }
    return super.transform(value, metadata);
  }

  protected override validate(
    object: object,
    options?: ValidatorOptions,
  ): Promise<ValidationError[]> | ValidationError[] {
    const refused = refusedFirst(object.constructor as DtoClass, object);
    return refused.length > 0 ? refused : super.validate(object, options);
  }
}

/**
 * The size errors of `object`, checked against the rules of `target`, and of the DTOs nested in
 * it, in class-validator's shape, and the errors of the elements of its lists of DTOs that are no
 * object. A nested DTO is found by its class when `object` is already
 * transformed, else by the property's declared type; a plain object inside an array is left to
 * the check after the transform.
 */
export function refusedFirst(target: DtoClass, object: object): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const { property, rules, size, nested, list } of propertyRules(target)) {
    const value: unknown = (object as Record<string, unknown>)[property];
    if (!applies(rules, object, value)) continue;
    if (size && Array.isArray(value) && value.length > Number(size.constraints[0])) {
      errors.push(
        validationError(object, property, value, {
          [ARRAY_MAX_SIZE]: sizeMessage(size, target, object, value),
        }),
      );
      continue;
    }
    if (!nested) continue;
    if (list && Array.isArray(value)) {
      const misshapen = value.flatMap((element: unknown, index) =>
        typeof element === 'object' && element !== null && !Array.isArray(element)
          ? []
          : [
              validationError(value, String(index), element, {
                isObject: `${property}.${index} must be an object`,
              }),
            ],
      );
      if (misshapen.length > 0) {
        errors.push(validationError(object, property, value, {}, misshapen));
        continue;
      }
    }
    const children = nestedErrors(value, declaredType(target, property));
    if (children.length > 0) errors.push(validationError(object, property, value, {}, children));
  }
  return errors;
}

/** A property's rules as `refusedFirst` reads them. */
interface PropertyRules {
  readonly property: string;
  readonly rules: readonly Metadata[];
  readonly size: Metadata | undefined;
  readonly nested: boolean;
  /** A list of nested DTOs (`@ValidateNested({ each: true })`). */
  readonly list: boolean;
}

const rulesByClass = new WeakMap<DtoClass, readonly PropertyRules[]>();

/**
 * The rules of `target`'s properties, its parents' included, read from class-validator's
 * metadata once per class: its decorators ran when the class was defined, and filtering the
 * whole store again cost every request that carried the DTO (twice: before and after the
 * transform).
 */
function propertyRules(target: DtoClass): readonly PropertyRules[] {
  let known = rulesByClass.get(target);
  if (!known) {
    const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', false, false);
    known = [...new Set(metadatas.map((m) => m.propertyName))].map((property) => {
      const rules = metadatas.filter((m) => m.propertyName === property);
      return {
        property,
        rules,
        size: rules.find((m) => m.name === ARRAY_MAX_SIZE),
        nested: rules.some((m) => m.type === ValidationTypes.NESTED_VALIDATION),
        list: rules.some((m) => m.type === ValidationTypes.NESTED_VALIDATION && m.each === true),
      };
    });
    rulesByClass.set(target, known);
  }
  return known;
}

/** The properties `target` declares rules for: the parameters a query DTO reads. */
export function declaredProperties(target: DtoClass): readonly string[] {
  return propertyRules(target).map((r) => r.property);
}

/** A nested DTO, or a list of them (the list's own size already checked). */
function nestedErrors(value: unknown, declared: DtoClass | undefined): ValidationError[] {
  if (Array.isArray(value)) {
    return value.flatMap((element: unknown, index) => {
      const dto = instanceClass(element);
      if (!dto) return [];
      const children = refusedFirst(dto, element as object);
      return children.length > 0
        ? [validationError(value, String(index), element, {}, children)]
        : [];
    });
  }
  if (typeof value !== 'object' || value === null) return [];
  const dto = instanceClass(value) ?? declared;
  return dto ? refusedFirst(dto, value) : [];
}

/** The class of a transformed value; undefined for a plain object or anything else. */
function instanceClass(value: unknown): DtoClass | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const constructor = value.constructor as DtoClass;
  return constructor === Object || constructor === Array ? undefined : constructor;
}

/** The property's type as TypeScript declared it, when that is a class of its own. */
function declaredType(target: DtoClass, property: string): DtoClass | undefined {
  const type: unknown = Reflect.getMetadata('design:type', target.prototype as object, property);
  return typeof type === 'function' && type !== Object && type !== Array
    ? (type as DtoClass)
    : undefined;
}

/** `@ValidateIf` conditions, which turn every rule of the property off. */
function applies(metadatas: readonly Metadata[], object: object, value: unknown): boolean {
  return metadatas
    .filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION)
    .every((m) => (m.constraints[0] as (o: object, v: unknown) => boolean)(object, value));
}

/** The message class-validator writes for this `@ArrayMaxSize` (its own, or the default). */
function sizeMessage(metadata: Metadata, target: DtoClass, object: object, value: unknown): string {
  const args: ValidationArguments = {
    targetName: target.name,
    property: metadata.propertyName,
    object,
    value,
    constraints: metadata.constraints,
  };
  const [constraint] = getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls);
  const template =
    typeof metadata.message === 'function'
      ? metadata.message(args)
      : (metadata.message ?? constraint?.instance.defaultMessage?.(args) ?? '');
  return template
    .replace(/\$constraint1/g, String(metadata.constraints[0]))
    .replace(/\$property/g, metadata.propertyName)
    .replace(/\$target/g, args.targetName);
}

function validationError(
  target: object,
  property: string,
  value: unknown,
  constraints: Record<string, string>,
  children: ValidationError[] = [],
): ValidationError {
  return Object.assign(new ValidationError(), { target, property, value, constraints, children });
}
