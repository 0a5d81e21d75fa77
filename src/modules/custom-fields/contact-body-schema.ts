import type { Stage } from '../../tenancy/stages.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import { CONTACT_FIELD_TABLE, type ContactField } from '../contacts/contact-fields.table.js';
import {
  CURRENCY_CODES,
  CUSTOM_EMAIL_MAX_LENGTH,
  CUSTOM_PHONE_MAX_LENGTH,
  CUSTOM_TEXT_MAX_LENGTH,
  CUSTOM_URL_MAX_LENGTH,
} from '../contacts/custom-values.js';

/** A JSON Schema (2020-12) object, as this module writes them. */
export type JsonSchema = Record<string, unknown>;

/** A schema that also takes null, unless the value is required. */
function orNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  return nullable ? { anyOf: [schema, { type: 'null' }] } : schema;
}

/** What a built-in field a client writes takes, from the field table. */
function builtInSchema(field: ContactField): JsonSchema {
  switch (field.type) {
    case 'text':
      return {
        type: 'string',
        ...(field.name === 'email' ? { format: 'email' } : {}),
        ...(field.name === 'currency' ? { enum: CURRENCY_CODES } : {}),
        ...(field.nullable ? {} : { minLength: 1 }),
        maxLength: field.maxLength,
      };
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'bigint':
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'text[]':
      return {
        type: 'array',
        maxItems: field.maxItems,
        items: { type: 'string', minLength: 1, maxLength: field.itemMaxLength },
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'timestamptz':
      return { type: 'string', format: 'date-time' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'jsonb':
      return { type: 'object' };
  }
}

/** What a value of a custom field takes. */
function customSchema(field: CustomFieldDefinition): JsonSchema {
  const ids = field.options.map((o) => o.id);
  switch (field.type) {
    case 'text':
    case 'long_text':
      return { type: 'string', maxLength: CUSTOM_TEXT_MAX_LENGTH[field.type] };
    case 'number':
      return { type: 'number' };
    case 'currency':
      return {
        type: 'object',
        properties: {
          amount_minor: { type: 'integer' },
          currency: { type: 'string', enum: CURRENCY_CODES },
        },
        required: ['amount_minor', 'currency'],
        additionalProperties: false,
      };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return { type: 'string', enum: ids };
    case 'multi_select':
      return { type: 'array', items: { type: 'string', enum: ids }, uniqueItems: true };
    case 'url':
      return {
        type: 'string',
        format: 'uri',
        pattern: '^https?://',
        maxLength: CUSTOM_URL_MAX_LENGTH,
      };
    case 'email':
      return { type: 'string', format: 'email', maxLength: CUSTOM_EMAIL_MAX_LENGTH };
    case 'phone':
      return { type: 'string', maxLength: CUSTOM_PHONE_MAX_LENGTH };
    case 'user':
      return { type: 'string', format: 'uuid', description: 'The id of a member of the workspace' };
  }
}

/**
 * The JSON Schema of the body of `POST /contacts` in a workspace: the built-in fields clients
 * write (from the field table), its stages, and `custom` with each active custom field (its
 * type, limits, options, whether it is required). A client validates before it sends; a web app
 * builds its form from it. What only the server can check (a member id, the size of all custom
 * values together) is said in descriptions.
 */
export function contactBodySchema(
  stages: readonly Stage[],
  fields: readonly CustomFieldDefinition[],
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of CONTACT_FIELD_TABLE as readonly ContactField[]) {
    if (field.own !== true && field.editable !== true) continue;
    if (field.type === 'jsonb') {
      properties[field.name] = {
        type: 'object',
        description: 'Custom fields by key; null clears one',
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
  if (fields.some((f) => f.required)) required.push('custom');
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'New contact',
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
}
