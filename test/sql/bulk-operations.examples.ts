import * as queries from '../../src/modules/contacts/bulk-operations.queries.js';
import { BULK_GIVEN_UP_ERROR } from '../../src/modules/contacts/contacts-bulk.rules.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  insertBulkOperation: [
    [
      SCOPE,
      {
        createdBy: USER,
        origin: { request_id: 'r1', actor: { type: 'user', user_id: USER, api_key_id: null } },
        action: 'move_stage',
        params: { stage: 'contacted' },
        filter: { stage: 'lead', tag: 'webinar' },
      },
    ],
  ],
  bulkOperationById: [[SCOPE, CONTACT]],
  bulkOperationPage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
  cancelBulkOperation: [[SCOPE, CONTACT]],
  claimBulkOperation: [[CONTACT]],
  snapshotBulkOperation: [
    [CONTACT, SCOPE, {}],
    [
      CONTACT,
      SCOPE,
      {
        stage: 'lead',
        ownerId: USER,
        search: 'ada',
        dormancy: { dormant: true, cutoff: AT },
        tag: 'webinar',
      },
    ],
  ],
  lockRunningBulkOperation: [
    [CONTACT, 500, 500],
    [CONTACT, 500, 0],
  ],
  checkpointBulkOperation: [[CONTACT, { processed: 500, affected: 498, skipped: 2 }]],
  finishBulkOperation: [
    [CONTACT, 'succeeded', null],
    [CONTACT, 'failed', 'params.tags: adding these tags would give 1 contact(s) more than 20 tags'],
  ],
  failUnfinishedBulkOperation: [[CONTACT, BULK_GIVEN_UP_ERROR]],
};
