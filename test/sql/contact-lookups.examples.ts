import * as queries from '../../src/modules/contacts/contact-lookups.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, GROUP_SCOPE, OTHER, SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  contactSummaries: [[SCOPE, [CONTACT, OTHER, CONTACT]]],
  stageTotals: [[SCOPE], [SCOPE, USER], [GROUP_SCOPE]],
};
