import * as queries from '../../src/modules/followups/followups-demo.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, CONTACT, ENROLLMENT, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  insertDemoFollowups: [
    [
      WORKSPACE,
      [
        {
          contactId: CONTACT,
          ownerId: USER,
          title: 'Send the revised proposal',
          scheduledFor: AT,
          completedAt: null,
          createdAt: AT,
          enrollmentId: null,
        },
        {
          contactId: CONTACT,
          ownerId: USER,
          title: 'Intro call',
          scheduledFor: AT,
          completedAt: AT,
          createdAt: AT,
          enrollmentId: ENROLLMENT,
        },
      ],
    ],
  ],
  deleteDemoFollowups: [[]],
};
