import * as queries from '../../src/modules/groups/groups.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, OTHER, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  groupPage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
  releaseMemberGroups: [[SCOPE, USER]],
  groupById: [[SCOPE, OTHER]],
  lockGroup: [[SCOPE, OTHER]],
  lockGroupNames: [[WORKSPACE]],
  groupNamed: [
    [SCOPE, 'Inbound', null],
    [SCOPE, 'Inbound', OTHER],
  ],
  insertGroup: [[SCOPE, 'Inbound']],
  updateGroup: [
    [SCOPE, OTHER, undefined],
    [SCOPE, OTHER, 'Field sales'],
  ],
  replaceGroupMembers: [[SCOPE, OTHER, [USER]]],
  deleteGroup: [[SCOPE, OTHER]],
  insertDemoGroups: [
    [
      WORKSPACE,
      [
        { name: 'Inbound', memberIds: [USER, OTHER] },
        { name: 'Field sales', memberIds: [OTHER] },
      ],
      AT,
    ],
  ],
  deleteDemoGroups: [[]],
};
