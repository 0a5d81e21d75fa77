import * as queries from '../../src/modules/events/events.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, OPERATION, OTHER, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  holdStreamLeases: [[[WORKSPACE, OTHER]]],
  eventHeads: [[[WORKSPACE, OTHER]]],
  eventsAfter: [[WORKSPACE, 1042, 500]],
  resumable: [
    [WORKSPACE, 1042, null, true],
    [WORKSPACE, 1042, '1796140800123456', false],
  ],
  contactOwners: [[WORKSPACE, [CONTACT, OTHER]]],
  jobStarters: [[WORKSPACE, [OTHER], [OPERATION]]],
  viewersNow: [[WORKSPACE, [USER, OTHER]]],
};
