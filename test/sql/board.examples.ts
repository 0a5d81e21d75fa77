import * as queries from '../../src/modules/board/board.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  boardCards: [
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20 }],
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20, ownerId: USER }],
  ],
  stageContactPage: [
    [SCOPE, { stage: 'lead', after: null, limit: 50 }],
    [SCOPE, { stage: 'lead', ownerId: USER, after: AFTER, limit: 50 }],
  ],
};
