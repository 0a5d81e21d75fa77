import * as queries from '../../src/modules/contact-data/export/contacts-export.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  contactExport: [
    [SCOPE, {}],
    [
      SCOPE,
      {
        stage: 'lead',
        ownerId: USER,
        search: 'ada',
        dormancy: { dormant: true, cutoff: AT },
        tag: 'vip',
      },
    ],
  ],
};
