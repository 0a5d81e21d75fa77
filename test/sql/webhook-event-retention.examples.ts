import * as queries from '../../src/modules/webhooks/webhook-event-retention.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  deleteRetiredEvents: [
    [AT, '00000000-0000-0000-0000-000000000000', 20, 500],
    [AT, WORKSPACE, 20, 500],
  ],
};
