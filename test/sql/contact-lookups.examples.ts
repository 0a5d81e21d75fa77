import * as queries from '../../src/modules/contacts/contact-lookups.queries.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, GROUP_SCOPE, OTHER, SCOPE, USER } from './values.js';

export { queries };

const bigDeals = filterBody(QUERY_SCOPE, {
  and: [{ field: 'custom.arr', op: 'gte', value: 10000 }],
});

export const examples: SqlExamples<typeof queries> = {
  contactSummaries: [[SCOPE, [CONTACT, OTHER, CONTACT]]],
  stageTotals: [[SCOPE], [SCOPE, USER], [GROUP_SCOPE]],
  filteredStageTotals: [
    [SCOPE, { where: bigDeals }],
    [SCOPE, { ownerId: USER, where: bigDeals }],
  ],
};
