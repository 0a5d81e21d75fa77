import * as queries from '../../src/modules/settings/settings.queries.js';
import type { SqlExamples } from './sql-examples.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  timeZoneNamed: [['europe/paris']],
};
