import * as queries from '../../src/modules/contact-data/merge/contact-merge.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, OTHER, SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  contactsForMerge: [[SCOPE, [CONTACT, OTHER]]],
  mergeIntoTarget: [
    [SCOPE, { targetId: CONTACT, sourceIds: [OTHER], picks: {}, tags: ['vip'], custom: {} }],
    [
      SCOPE,
      {
        targetId: CONTACT,
        sourceIds: [OTHER],
        picks: { email: OTHER, phone: OTHER, value_cents: OTHER },
        tags: [],
        custom: { industry: 'saas', regions: ['eu', 'us'] },
      },
    ],
  ],
  moveContactHistory: [[SCOPE, CONTACT, [OTHER]]],
  insertContactMerge: [
    [
      SCOPE,
      {
        targetId: CONTACT,
        merged: [
          { id: OTHER, first_name: 'Ada', last_name: null, email: 'ada@example.com', phone: null },
        ],
        mergedBy: USER,
      },
    ],
  ],
  deleteMergedContacts: [[SCOPE, [OTHER]]],
};
