import * as queries from '../../src/modules/custom-fields/filter-index.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, OTHER, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  workspaceContactsUpTo: [[WORKSPACE, 5_001]],
  insertFilterIndexBuild: [
    [
      WORKSPACE,
      {
        fieldId: OTHER,
        createdBy: USER,
        origin: { request_id: 'r1', actor: { type: 'user', user_id: USER, api_key_id: null } },
      },
    ],
  ],
  unfinishedFilterIndexBuild: [[OTHER]],
  filterIndexWalk: [[CONTACT]],
  contactsToWalk: [
    [WORKSPACE, false, null, 1_000],
    [WORKSPACE, true, AFTER, 1_000],
  ],
  fillFilterIndex: [[OTHER, [CONTACT]]],
  advanceFilterIndexWalk: [
    [CONTACT, { id: CONTACT, is_demo: false, sort_at: '2026-01-15 09:30:00.123456+00' }],
  ],
  markFilterIndexReady: [[OTHER]],
  analyzeFieldValues: [[]],
};
