import * as queries from '../../src/modules/routing/routing.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { OTHER, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  routingRule: [[SCOPE]],
  replaceRoutingRule: [
    [SCOPE, { strategy: 'round_robin', memberIds: [USER, OTHER], updatedBy: USER }],
  ],
  releaseFromRotations: [[WORKSPACE, USER]],
  upsertDemoRoutingRule: [[WORKSPACE, [USER, OTHER]]],
  deleteDemoRoutingRules: [[]],
};
