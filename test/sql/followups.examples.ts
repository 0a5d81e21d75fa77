import * as queries from '../../src/modules/followups/followups.queries.js';
import type { SqlExamples } from './sql-examples.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {};
