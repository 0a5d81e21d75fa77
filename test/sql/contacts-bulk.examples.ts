import * as queries from '../../src/modules/contact-data/bulk/contacts-bulk.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, OTHER, SCOPE, USER } from './values.js';

export { queries };

const IDS = [CONTACT, OTHER];

export const examples: SqlExamples<typeof queries> = {
  lockContacts: [[SCOPE, IDS]],
  moveContacts: [
    [SCOPE, IDS, { stage: 'won', lostReason: null, movedBy: USER }],
    [SCOPE, IDS, { stage: 'lost', lostReason: 'Price', movedBy: USER }],
  ],
  assignContacts: [
    [SCOPE, IDS, USER],
    [SCOPE, IDS, null],
  ],
  addContactTags: [[SCOPE, IDS, ['vip', 'q3']]],
  removeContactTags: [[SCOPE, IDS, ['vip']]],
  setContactCustom: [[SCOPE, IDS, { industry: 'saas', regions: null }]],
};
