import * as queries from '../../src/modules/reports/reports.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, SCOPE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  stageEntries: [[SCOPE, { from: AT, to: AT }]],
};
