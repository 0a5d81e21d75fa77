import * as queries from '../../src/modules/contact-data/bulk/bulk-operations.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, CONTACT, SCOPE, USER } from './values.js';

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
  bulkOperationIds: [[CONTACT, 500, 500]],
};
