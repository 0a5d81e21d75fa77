import * as queries from '../../src/modules/demo/demo.queries.js';
import type { SqlExamples } from './sql-examples.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  clearDemoSeeded: [[]],
};
