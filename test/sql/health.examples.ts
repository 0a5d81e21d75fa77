import * as queries from '../../src/modules/health/health.queries.js';
import type { SqlExamples } from './sql-examples.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  databaseProbe: [[]],
};
