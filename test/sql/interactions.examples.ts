import * as queries from '../../src/modules/interactions/interactions.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, OTHER, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  insertInteraction: [
    [
      SCOPE,
      {
        contactId: CONTACT,
        type: 'call',
        summary: 'Intro call',
        occurredAt: null,
        createdBy: USER,
      },
    ],
  ],
  interactionPage: [
    [SCOPE, { contactId: CONTACT, after: null, limit: 50 }],
    [SCOPE, { contactId: CONTACT, type: 'email', after: AFTER, limit: 50 }],
  ],
  interactionCounts: [[SCOPE, { from: AT, to: AT, timezone: 'Europe/Paris' }]],
  insertDemoInteractions: [
    [
      WORKSPACE,
      [
        { contactId: CONTACT, type: 'call', summary: 'First', occurredAt: AT, createdBy: USER },
        { contactId: CONTACT, type: 'note', summary: 'Second', occurredAt: AT, createdBy: USER },
      ],
    ],
  ],
  deleteDemoInteractions: [[]],
  moveInteractions: [[SCOPE, CONTACT, [OTHER]]],
};
