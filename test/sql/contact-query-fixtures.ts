import type { CustomFieldDefinition } from '../../src/tenancy/custom-field-definition.js';
import { DEFAULT_WORKSPACE_STAGES } from '../../src/tenancy/stages.js';
import type { QueryScope } from '../../src/modules/contacts/query/contact-query.parser.js';
import { AT, USER } from './values.js';
import { dormancySpec } from '../../src/modules/contacts/dormancy.js';

/** A custom field of the examples: filterable, with a fixed id. */
function defined(
  n: number,
  key: string,
  type: CustomFieldDefinition['type'],
): CustomFieldDefinition {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    key,
    label: key,
    description: null,
    type,
    options:
      type === 'select' || type === 'multi_select'
        ? [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ]
        : [],
    required: false,
    filterable: true,
    filter_index: 'ready',
    position: n,
    archived_at: null,
    created_at: AT.toISOString(),
    updated_at: AT.toISOString(),
  };
}

/** A workspace with a filterable custom field of each type, as a query reads it. */
export const QUERY_SCOPE: QueryScope = {
  workspace: {
    stages: DEFAULT_WORKSPACE_STAGES,
    custom_fields: [
      defined(1, 'arr', 'number'),
      defined(2, 'deal', 'currency'),
      defined(3, 'renewal', 'date'),
      defined(4, 'seen', 'datetime'),
      defined(5, 'nick', 'text'),
      defined(6, 'tier', 'select'),
      defined(7, 'topics', 'multi_select'),
      defined(8, 'vip', 'boolean'),
      defined(9, 'buddy', 'user'),
    ],
  },
  now: AT,
  timezone: 'Europe/Paris',
  region: 'FR',
  userId: USER,
  dormancy: dormancySpec({ dormancy_days: 14, stages: DEFAULT_WORKSPACE_STAGES }, AT),
};

/** Two active fields and an archived one, as `presentedCustomOf` gives them. */
export const PRESENTED = {
  archived: ['legacy'],
  unset: '{"tier":null,"seats":null}',
};
