import * as queries from '../../src/modules/reports/reports.queries.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, SCOPE, USER } from './values.js';

export { queries };

const bigDeals = filterBody(QUERY_SCOPE, {
  and: [{ field: 'custom.arr', op: 'gte', value: 10000 }],
});

export const examples: SqlExamples<typeof queries> = {
  stageEntries: [
    [
      SCOPE,
      { from: AT, to: AT },
      [{ key: 'lead' }, { key: 'won', since: '2026-03-01T00:00:00.000Z' }],
    ],
    [SCOPE, { from: AT, to: AT }, [{ key: 'lead' }], { ownerId: USER, where: bigDeals }],
  ],
};
