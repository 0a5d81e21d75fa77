import * as queries from '../../src/modules/followups/followups.queries.js';
import type { SqlExamples } from './sql-examples.js';
import {
  AFTER,
  AT,
  CONTACT,
  ENROLLMENT,
  GROUP_SCOPE,
  OTHER,
  SCOPE,
  SEQUENCE,
  USER,
} from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  insertFollowups: [
    [
      SCOPE,
      CONTACT,
      [
        {
          ownerId: USER,
          title: 'Call back',
          scheduledFor: AT,
          createdBy: USER,
          enrollmentId: null,
        },
        {
          ownerId: USER,
          title: 'Send the case study',
          scheduledFor: AT,
          createdBy: null,
          enrollmentId: ENROLLMENT,
        },
      ],
    ],
  ],
  lockFollowupContacts: [
    [SCOPE, { contacts: [CONTACT, OTHER] }],
    [SCOPE, { followup: OTHER }],
    [GROUP_SCOPE, { followup: OTHER }],
    [SCOPE, { sequence: SEQUENCE }],
  ],
  followupContact: [
    [SCOPE, OTHER],
    [GROUP_SCOPE, OTHER],
  ],
  deleteOpenFollowups: [
    [SCOPE, { contactId: CONTACT }],
    [SCOPE, { ids: [OTHER] }],
    [SCOPE, { enrollmentIds: [ENROLLMENT] }],
  ],
  enrollmentProgress: [[SCOPE, [ENROLLMENT, ENROLLMENT]]],
  followupOutcomes: [
    [SCOPE, { now: AT }],
    [SCOPE, { from: AT, to: AT, now: AT }],
  ],
  followupById: [
    [SCOPE, OTHER],
    [GROUP_SCOPE, OTHER],
  ],
  followupCompletion: [[SCOPE, OTHER]],
  completeFollowup: [[SCOPE, OTHER, USER]],
  releaseMemberFollowups: [[SCOPE, USER]],
  releaseMemberFollowupsUnanswered: [[SCOPE, USER]],
  updateFollowup: [
    [SCOPE, OTHER, { title: 'Call back' }],
    [SCOPE, OTHER, { title: 'Call back', scheduled_for: AT, owner_id: USER }],
  ],
  deleteFollowup: [[SCOPE, OTHER]],
  followupForUpdate: [[SCOPE, OTHER]],
  followupPage: [
    [SCOPE, { status: 'open', after: null, limit: 50 }],
    [SCOPE, { status: 'completed', after: AFTER, limit: 50 }],
    [
      SCOPE,
      {
        status: 'all',
        ownerId: USER,
        contactId: CONTACT,
        dueFrom: AT,
        dueBefore: AT,
        after: null,
        limit: 50,
      },
    ],
  ],
  moveFollowups: [[SCOPE, CONTACT, [OTHER]]],
};
