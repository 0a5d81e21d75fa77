import * as queries from '../../src/modules/pipelines/pipelines.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  stageContactCounts: [[SCOPE, ['proposal', 'negotiation']]],
  keysWithStageMoves: [[SCOPE, ['qualified-v2']]],
  lockStageContacts: [
    [SCOPE, ['proposal', 'lost'], false],
    [SCOPE, ['proposal'], true],
  ],
  rewrittenContactCount: [
    [SCOPE, ['proposal', 'lost'], false],
    [SCOPE, ['proposal'], true],
  ],
  moveStageContacts: [
    [SCOPE, [{ key: 'proposal', kind: 'open', pipeline: 'default' }], 'negotiation', USER],
    [
      SCOPE,
      [
        { key: 'proposal', kind: 'open', pipeline: 'default' },
        { key: 'qualified', kind: 'open', pipeline: 'default' },
      ],
      'qualified-v2',
      null,
    ],
  ],
  renameStageMoves: [[SCOPE, new Map([['qualified-v2', ['proposal', 'qualified']]])]],
  keepClosingMoments: [
    [
      SCOPE,
      [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          closed_before: '2026-10-05 09:30:00.123456+00',
        },
      ],
    ],
  ],
  followStageKinds: [[SCOPE, { open: ['lost'], closed: ['negotiation'], lost: [] }]],
  placeDemoContacts: [
    [
      WORKSPACE,
      {
        shown: [
          { key: 'contacted', kind: 'open', pipeline: 'default' },
          { key: 'won', kind: 'won', pipeline: 'default' },
          { key: 'churned', kind: 'lost', pipeline: 'renewals' },
        ],
        unstored: [{ key: 'churned', kind: 'lost', pipeline: 'renewals' }],
        redirect: { lead: 'contacted' },
        fallback: 'contacted',
      },
    ],
  ],
};
