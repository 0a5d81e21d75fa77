import * as queries from '../../src/modules/history/history.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { ARCHIVED_FIELD_SCOPE, CONTACT, SCOPE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  historyPage: [
    [SCOPE, { contactId: CONTACT, fields: null, after: null, limit: 50 }],
    [SCOPE, { contactId: CONTACT, fields: ['stage', 'custom.arr'], after: ['1234'], limit: 20 }],
    [ARCHIVED_FIELD_SCOPE, { contactId: CONTACT, fields: null, after: null, limit: 50 }],
  ],
  contactHistory: [[SCOPE, CONTACT]],
};
