import * as queries from '../../src/modules/contact-data/duplicates/contact-duplicates.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, OTHER, SCOPE, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  duplicateGroupPage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: ['email', 'ada@example.com'], limit: 50 }],
    [SCOPE, { after: ['phone', '+442079460958'], limit: 50 }],
  ],
  duplicateGroupMembers: [
    [
      SCOPE,
      [
        { kind: 'email', value: 'ada@example.com' },
        { kind: 'phone', value: '+442079460958' },
      ],
      25,
    ],
  ],
  phonesFrom: [
    [WORKSPACE, null, 1000],
    [WORKSPACE, CONTACT, 1000],
  ],
  setPhoneKeys: [
    [
      WORKSPACE,
      [
        { id: CONTACT, phone: '020 7946 0958', key: '+442079460958' },
        { id: OTHER, phone: '12', key: null },
      ],
    ],
  ],
};
