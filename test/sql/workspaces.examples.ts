import * as queries from '../../src/modules/workspaces/workspaces.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, OTHER, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  memberIdsAmong: [[SCOPE, [USER, OTHER]]],
  heldMemberIds: [
    [SCOPE, [USER, OTHER]],
    [SCOPE, [USER, OTHER], 'SHARE'],
  ],
  memberIdsByEmail: [[SCOPE, ['Ada@Example.com']]],
  heldWorkspace: [[WORKSPACE]],
  viewer: [[WORKSPACE, USER, true]],
  lockedWorkspaceSettings: [[WORKSPACE]],
  updateWorkspaceSettings: [
    [
      WORKSPACE,
      {
        dormancy_days: 14,
        timezone: 'Europe/Paris',
        default_region: 'FR',
        currency: 'EUR',
        lost_reasons: ['Price', 'Timing'],
        require_lost_reason: true,
        dormancy_ignores_closed: true,
        dormancy_respects_plans: false,
        trash_retention_days: 30,
        member_visibility: 'group',
        unassigned_visible: false,
      },
    ],
  ],
  updateWorkspacePipelines: [
    [
      WORKSPACE,
      {
        pipelines: [{ id: '00000000-0000-4000-8000-0000000000aa', key: 'default', name: 'Sales' }],
        stages: [
          {
            key: 'lead',
            label: 'Lead',
            kind: 'open',
            probability: 10,
            rotting_days: null,
            pipeline: 'default',
          },
          {
            key: 'won',
            label: 'Won',
            kind: 'won',
            probability: 100,
            rotting_days: 30,
            pipeline: 'default',
          },
        ],
      },
    ],
  ],
  lockWorkspace: [[WORKSPACE]],
  lockedWorkspaceTier: [[WORKSPACE]],
  updateWorkspaceTier: [
    [WORKSPACE, 'premium', undefined],
    [WORKSPACE, 'premium', { status: 'active', customerId: 'cus_1' }],
  ],
  insertTierChange: [
    [
      {
        workspaceId: WORKSPACE,
        from: 'free',
        to: 'premium',
        via: 'webhook',
        actorUserId: null,
        eventId: 'evt_1',
      },
    ],
  ],
  tierChangePage: [
    [{ after: null, limit: 50 }],
    [{ workspaceId: WORKSPACE, after: AFTER, limit: 50 }],
  ],
};
