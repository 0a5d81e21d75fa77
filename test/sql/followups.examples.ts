import { agendaWindow } from '../../src/modules/followups/agenda.js';
import * as queries from '../../src/modules/followups/followups.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, ENROLLMENT, OTHER, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

const WINDOW = agendaWindow(AT, 'Europe/Paris', 7);
const HOUR = new Date('2026-01-15T09:00:00.000Z');

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
  followupById: [[SCOPE, OTHER]],
  followupCompletion: [[SCOPE, OTHER]],
  completeFollowup: [[SCOPE, OTHER, USER]],
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
  agendaQuery: [
    [{ workspaceId: WORKSPACE, demo: false }, WINDOW, 50],
    [{ workspaceId: WORKSPACE, demo: false, ownerId: USER }, WINDOW, 50],
  ],
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
  moveFollowups: [[SCOPE, CONTACT, [OTHER]]],
  compactOpenCounts: [
    [null, 1000],
    [{ workspace_id: WORKSPACE, is_demo: false, hour: HOUR, owner_id: USER }, 1000],
    [{ workspace_id: WORKSPACE, is_demo: false, hour: HOUR, owner_id: null }, 1000],
  ],
};
