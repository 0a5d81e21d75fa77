import * as queries from '../../src/modules/trash/trash.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, OPERATION, OTHER, SCOPE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  trashPage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
  lockTrashed: [
    [SCOPE, { ids: [CONTACT, OTHER] }],
    [SCOPE, { operationId: OPERATION }],
  ],
  restoreContacts: [[SCOPE, [CONTACT, OTHER]]],
  purgeContacts: [[SCOPE, [CONTACT]]],
  expiredTrash: [[AT, 200]],
};
