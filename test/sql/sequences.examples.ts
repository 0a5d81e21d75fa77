import * as queries from '../../src/modules/sequences/sequences.queries.js';
import type { SequenceStep } from '../../src/modules/sequences/sequences.rules.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, OTHER, SCOPE, SEQUENCE, USER, WORKSPACE } from './values.js';

export { queries };

const STEPS: SequenceStep[] = [
  { day_offset: 0, title: 'Intro call', channel: 'call' },
  { day_offset: 2, title: 'Send the overview', channel: 'email' },
];

export const examples: SqlExamples<typeof queries> = {
  insertSequence: [[SCOPE, { name: 'New lead', steps: STEPS, createdBy: USER }]],
  sequencePage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
  sequenceById: [[SCOPE, SEQUENCE]],
  updateSequence: [
    [SCOPE, SEQUENCE, {}],
    [SCOPE, SEQUENCE, { name: 'Renamed', steps: STEPS }],
  ],
  sequenceExists: [[SCOPE, SEQUENCE]],
  lockSequence: [[SCOPE, SEQUENCE]],
  enrolledBeyond: [[SCOPE, SEQUENCE, [CONTACT, OTHER]]],
  sequenceStepsToEnroll: [[SCOPE, SEQUENCE]],
  deleteSequence: [[SCOPE, SEQUENCE]],
  insertEnrollments: [
    [
      SCOPE,
      {
        sequenceId: SEQUENCE,
        contactIds: [CONTACT, OTHER],
        stepsScheduled: 2,
        enrolledBy: USER,
        enrolledAt: AT,
      },
    ],
  ],
  enrollmentPage: [
    [SCOPE, { sequenceId: SEQUENCE, after: null, limit: 50 }],
    [SCOPE, { sequenceId: SEQUENCE, status: 'active', after: AFTER, limit: 50 }],
  ],
  cancelEnrollmentsOfSequence: [[SCOPE, SEQUENCE]],
  deleteOpenFollowupsOfSequence: [[SCOPE, SEQUENCE]],
  cancelEnrollment: [[SCOPE, SEQUENCE, CONTACT]],
  finishEnrollmentsOf: [[SCOPE, CONTACT]],
  insertDemoSequences: [[WORKSPACE, [{ name: 'New lead', steps: STEPS }], AT]],
  insertDemoEnrollments: [
    [
      WORKSPACE,
      SEQUENCE,
      2,
      [
        { contactId: CONTACT, enrolledBy: USER, enrolledAt: AT, endedAt: null },
        { contactId: OTHER, enrolledBy: USER, enrolledAt: AT, endedAt: AT },
      ],
    ],
  ],
  deleteDemoEnrollments: [[]],
  deleteDemoSequences: [[]],
  moveEnrollmentsMergedAway: [[SCOPE, CONTACT, [OTHER]]],
};
