import * as queries from '../../src/modules/pipelines/pipelines.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  stageContactCounts: [[SCOPE, ['proposal', 'negotiation']]],
  moveStageContacts: [
    [SCOPE, ['proposal'], 'negotiation', USER],
    [SCOPE, ['proposal', 'qualified'], 'qualified-v2', null],
  ],
  followStageKinds: [[SCOPE, { open: ['lost'], closed: ['negotiation'], lost: [] }]],
};
