import type { Stage } from '../../tenancy/stages.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import {
  CALENDAR_DATE_FORM,
  FIRST_FOUR_DIGIT_YEAR_INSTANT,
  ISO_DATETIME_FORM,
  LAST_FOUR_DIGIT_YEAR_INSTANT,
} from '../../core/http/utc.js';
import { LOST_REASON_MAX_LENGTH } from '../settings/settings.rules.js';
import { CONTACT_FIELD_TABLE, type ContactField } from '../contacts/contact-fields.table.js';
import { TAG_PATTERN } from '../contacts/contacts.rules.js';
import {
  CURRENCY_CODES,
  CUSTOM_EMAIL_MAX_LENGTH,
  CUSTOM_NUMBER_DIGITS,
  CUSTOM_PHONE_MAX_LENGTH,
  CUSTOM_TEXT_MAX_LENGTH,
  CUSTOM_URL_MAX_LENGTH,
  CUSTOM_VALUES_MAX_BYTES,
  EMAIL_FORM,
  HTTP_URL_FORM,
  UUID_FORM,
} from '../contacts/custom-values.js';

/** A JSON Schema (2020-12) object, as this module writes them. */
export type JsonSchema = Record<string, unknown>;

/** The lost reasons a workspace takes (`settings`): which a creation in a lost stage may give. */
export interface LostReasonSettings {
  readonly lost_reasons: readonly string[];
  readonly require_lost_reason: boolean;
}

/*
 * Every pattern is a regular expression of ECMA-262 in Unicode mode, as JSON Schema reads one
 * (Ajv does): a character is a code point, as the server counts them.
 */

/** A character a text may hold: every request refuses NUL and lone surrogates (input-guard.ts). */
const STORABLE_CHAR = '[^\\u0000\\uD800-\\uDFFF]';

/**
 * A text the server trims before it checks it: at most `max` characters once trimmed, and at
 * least one when `nonBlank`.
 */
function trimmedText(max: number, nonBlank: boolean): JsonSchema {
  const fits = `(?=\\s*[\\s\\S]{0,${max}}?\\s*$)`;
  return { type: 'string', pattern: `^${fits}${nonBlank ? '(?=\\s*\\S)' : ''}${STORABLE_CHAR}*$` };
}

/**
 * A text of the form `form` once trimmed, of at most `max` characters; blank too (a cleared
 * value) when `blank`.
 */
function trimmedForm(form: string, max: number, blank: boolean): string {
  return `^\\s*(?:(?=[\\s\\S]{0,${max}}?\\s*$)(?:${form}))${blank ? '?' : ''}\\s*$`;
}

function email(max: number, blank: boolean): JsonSchema {
  return {
    type: 'string',
    pattern: trimmedForm(EMAIL_FORM, max, blank),
    description:
      'An e-mail address. The server also bounds its local part to 64 bytes and its domain to 254 bytes of UTF-8, and a label of its domain to 63 UTF-16 code units, which the pattern does not count',
  };
}

const UUID = `^${UUID_FORM}$`;

/** A calendar date as `YYYY-MM-DD`; `format` is an annotation, the pattern holds the rule. */
const CALENDAR_DATE: JsonSchema = {
  type: 'string',
  format: 'date',
  pattern: `^${CALENDAR_DATE_FORM}$`,
};

/** An ISO 8601 datetime as the server reads one (`isIsoDateTime`): offset optional, UTC without. */
const DATETIME: JsonSchema = {
  type: 'string',
  pattern: `^${ISO_DATETIME_FORM}$`,
};

/** A schema that also takes null, unless the value is required. */
function orNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  return nullable ? { anyOf: [schema, { type: 'null' }] } : schema;
}

/** What a built-in field a client writes takes, from the field table and its request checks. */
function builtInSchema(field: ContactField): JsonSchema {
  switch (field.type) {
    case 'text':
      if (field.name === 'currency') return { type: 'string', enum: CURRENCY_CODES };
      // An e-mail address is trimmed, then checked: blank is no address.
      if (field.name === 'email') return email(field.maxLength!, false);
      // Trimmed: a field that cannot be null cannot be blank either.
      return trimmedText(field.maxLength!, field.nullable !== true);
    case 'uuid':
      return {
        type: 'string',
        format: 'uuid',
        pattern: UUID,
        description: 'The id of a member of the workspace, which the server checks',
      };
    case 'bigint':
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'text[]':
      // A set (tags): a value listed twice is refused.
      return {
        type: 'array',
        maxItems: field.maxItems,
        uniqueItems: true,
        items: {
          type: 'string',
          minLength: 1,
          maxLength: field.itemMaxLength,
          allOf: [{ pattern: `^${STORABLE_CHAR}*$` }, { pattern: TAG_PATTERN }],
        },
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'timestamptz':
      return DATETIME;
    case 'date':
      return CALENDAR_DATE;
    case 'jsonb':
      return { type: 'object' };
  }
}

/** What a value of a custom field takes; `required`, it cannot be blank or empty either. */
function customSchema(field: CustomFieldDefinition): JsonSchema {
  const ids = field.options.map((o) => o.id);
  const { required } = field;
  switch (field.type) {
    case 'text':
    case 'long_text':
      return trimmedText(CUSTOM_TEXT_MAX_LENGTH[field.type], required);
    case 'number':
      return {
        type: 'number',
        description: `At most ${CUSTOM_NUMBER_DIGITS} significant digits, which the server checks: JSON Schema cannot count them`,
      };
    case 'currency':
      return {
        type: 'object',
        properties: {
          amount_minor: {
            type: 'integer',
            minimum: Number.MIN_SAFE_INTEGER,
            maximum: Number.MAX_SAFE_INTEGER,
          },
          currency: { type: 'string', enum: CURRENCY_CODES },
        },
        required: ['amount_minor', 'currency'],
        additionalProperties: false,
      };
    case 'date':
      return CALENDAR_DATE;
    case 'datetime':
      return {
        ...DATETIME,
        description: `An instant from ${FIRST_FOUR_DIGIT_YEAR_INSTANT.toISOString()} to ${LAST_FOUR_DIGIT_YEAR_INSTANT.toISOString()} once its offset is applied, which the server checks: the pattern holds its form`,
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return { type: 'string', enum: ids };
    case 'multi_select':
      return {
        type: 'array',
        items: { type: 'string', enum: ids },
        uniqueItems: true,
        ...(required ? { minItems: 1 } : {}),
      };
    case 'url':
      return {
        type: 'string',
        pattern: trimmedForm(HTTP_URL_FORM, CUSTOM_URL_MAX_LENGTH, !required),
        description: `An http or https URL of at most ${CUSTOM_URL_MAX_LENGTH} characters`,
      };
    case 'email':
      return email(CUSTOM_EMAIL_MAX_LENGTH, !required);
    case 'phone':
      return trimmedText(CUSTOM_PHONE_MAX_LENGTH, required);
    case 'user':
      return {
        type: 'string',
        format: 'uuid',
        pattern: UUID,
        description:
          'The id of a member of the workspace, which the server checks; cleared from every contact when the member is removed',
      };
  }
}

/**
 * `lost_reason` and the rules that tie it to `stage` (`lostReasonError`): a reason only with a
 * lost stage, one of the workspace's reasons, required there when the workspace says so. Without
 * `settings`, the reasons are left to the server.
 */
function lostReason(
  stages: readonly Stage[],
  settings: LostReasonSettings | undefined,
): { property: JsonSchema; rules: JsonSchema[] } {
  const lostStages = stages.filter((s) => s.kind === 'lost').map((s) => s.key);
  const inLostStage: JsonSchema = lostStages.length > 0 ? { enum: lostStages } : { not: {} };
  const given = { type: 'string' };
  const rules: JsonSchema[] = [
    {
      if: { properties: { lost_reason: given }, required: ['lost_reason'] },
      then: { properties: { stage: inLostStage }, required: ['stage'] },
    },
  ];
  if (settings?.require_lost_reason && lostStages.length > 0) {
    rules.push({
      if: { properties: { stage: inLostStage }, required: ['stage'] },
      then: { properties: { lost_reason: given }, required: ['lost_reason'] },
    });
  }
  const reason: JsonSchema = settings
    ? settings.lost_reasons.length > 0
      ? { type: 'string', enum: settings.lost_reasons }
      : { not: {} }
    : { type: 'string', maxLength: LOST_REASON_MAX_LENGTH };
  return {
    property: {
      ...orNull(reason, true),
      description:
        "Why the deal was lost, with a lost stage only: one of the workspace's lost_reasons (settings), required there when settings.require_lost_reason is true",
    },
    rules,
  };
}

/** With several pipelines, a stage given with a pipeline is one of that pipeline's. */
function stageInPipelineRules(stages: readonly Stage[]): JsonSchema[] {
  const pipelines = [...new Set(stages.map((s) => s.pipeline))];
  if (pipelines.length < 2) return [];
  return pipelines.map((pipeline) => ({
    if: { properties: { pipeline: { const: pipeline } }, required: ['pipeline'] },
    then: {
      properties: {
        stage: { enum: stages.filter((s) => s.pipeline === pipeline).map((s) => s.key) },
      },
    },
  }));
}

/**
 * The JSON Schema of the body of `POST /contacts` in a workspace: the built-in fields clients
 * write (from the field table, as their request checks read them), its stages and pipelines, the
 * lost reason (its reasons when `settings` are given), and `custom` with each active custom field
 * (its type, limits, options, whether it is required). A client validates before it sends; a
 * web app builds its form from it. Texts are trimmed before they are checked, so a pattern bounds
 * their length; what JSON Schema cannot say is in descriptions (a length counted once the text is
 * composed, as `keptText` keeps it, among them).
 */
export function contactBodySchema(
  stages: readonly Stage[],
  fields: readonly CustomFieldDefinition[],
  settings?: LostReasonSettings,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of CONTACT_FIELD_TABLE as readonly ContactField[]) {
    if (field.own !== true && field.editable !== true) continue;
    if (field.type === 'jsonb') {
      properties[field.name] = {
        type: 'object',
        description: `Custom fields by key; null clears one. Together, with the values archived fields keep, they take at most ${CUSTOM_VALUES_MAX_BYTES} bytes as JSON, which the server checks`,
        properties: Object.fromEntries(
          fields.map((f) => [
            f.key,
            {
              title: f.label,
              ...(f.description ? { description: f.description } : {}),
              ...orNull(customSchema(f), !f.required),
            },
          ]),
        ),
        required: fields.filter((f) => f.required).map((f) => f.key),
        additionalProperties: false,
      };
      continue;
    }
    properties[field.name] = orNull(builtInSchema(field), field.nullable === true);
    if (field.nullable !== true && field.default === undefined) required.push(field.name);
  }
  properties.stage = {
    type: 'string',
    enum: stages.map((s) => s.key),
    description:
      'Defaults to the first open stage of the pipeline; a stage alone places the contact in its own pipeline',
  };
  properties.pipeline = {
    type: 'string',
    enum: [...new Set(stages.map((s) => s.pipeline))],
    description: 'Defaults to the pipeline of `stage`, else the default pipeline',
  };
  const lost = lostReason(stages, settings);
  properties.lost_reason = lost.property;
  if (fields.some((f) => f.required)) required.push('custom');
  const rules = [...stageInPipelineRules(stages), ...lost.rules];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'New contact',
    description:
      'Texts are trimmed before they are checked; each pattern bounds a text once trimmed. ' +
      'The server alone checks what JSON Schema cannot say, as the descriptions tell: member ids, ' +
      "a number's significant digits, a datetime's instant, the size of all custom values together, " +
      'and the length of a text once composed (Unicode NFC, as it is kept): an accent written as its own character counts with its letter',
    type: 'object',
    properties,
    required,
    additionalProperties: false,
    ...(rules.length > 0 ? { allOf: rules } : {}),
  };
}
