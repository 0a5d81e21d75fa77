import * as queries from '../../src/modules/custom-fields/custom-fields.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { SCOPE, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  bumpCustomFieldsVersion: [[WORKSPACE]],
  customFieldCounts: [[WORKSPACE]],
  customFieldPage: [
    [WORKSPACE, { after: null, limit: 50 }],
    [WORKSPACE, { after: ['3', 'industry'], limit: 50 }],
  ],
  insertCustomField: [
    [
      WORKSPACE,
      {
        key: 'industry',
        label: 'Industry',
        description: null,
        type: 'select',
        options: [{ id: 'saas', label: 'SaaS' }],
        required: false,
        filterable: true,
        position: 0,
      },
    ],
  ],
  customFieldForUpdate: [[WORKSPACE, 'industry']],
  customFieldByKey: [[WORKSPACE, 'industry']],
  holdCustomValueWrites: [[WORKSPACE]],
  updateCustomField: [
    [WORKSPACE, 'industry', { label: 'Sector', options: [{ id: 'saas', label: 'SaaS' }] }],
    [WORKSPACE, 'industry', { archived: true }],
    [WORKSPACE, 'industry', { archived: false }],
  ],
  optionUsage: [
    [SCOPE, 'industry', 'select', ['saas']],
    [SCOPE, 'markets', 'multi_select', ['eu', 'us']],
  ],
  holdWritesAfterOptionHolders: [
    [SCOPE, 'industry', 'select', ['saas']],
    [SCOPE, 'markets', 'multi_select', ['eu', 'us']],
  ],
  optionHoldersBeyond: [
    [SCOPE, 'industry', 'select', ['saas'], ['4b0f4b1e-6a0e-4e63-9c55-0f4f1b6f2a11']],
    [SCOPE, 'markets', 'multi_select', ['eu', 'us'], []],
  ],
  replaceOptions: [
    [SCOPE, 'industry', 'select', new Map([['saas', 'software']])],
    [SCOPE, 'markets', 'multi_select', new Map([['eu', 'emea']])],
  ],
};
