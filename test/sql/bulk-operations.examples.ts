import * as queries from '../../src/modules/contact-data/bulk/bulk-operations.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { QUERY_SCOPE } from './contact-query-fixtures.js';
import { CONTACT, SCOPE, USER } from './values.js';

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
        viewId: CONTACT,
      },
    ],
  ],
  snapshotBulkOperation: [
    [CONTACT, SCOPE, filterBody(QUERY_SCOPE, undefined)],
    [
      CONTACT,
      SCOPE,
      filterBody(QUERY_SCOPE, {
        or: [
          { field: 'stage', op: 'eq', value: 'lead' },
          { field: 'custom.arr', op: 'gte', value: 10000 },
        ],
      }),
    ],
  ],
  bulkOperationIds: [[CONTACT, 500, 500]],
  bulkOperationStages: [[CONTACT, 1000]],
};
