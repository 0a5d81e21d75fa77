import * as queries from '../../src/modules/reports/deal-reports.queries.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { SCOPE, USER } from './values.js';

export { queries };

const everyone = filterBody(QUERY_SCOPE, undefined);
const bigDeals = filterBody(QUERY_SCOPE, {
  and: [{ field: 'value_cents', op: 'gte', value: 100000 }],
});
const FROM = new Date('2026-10-01T00:00:00Z');
const TO = new Date('2026-11-01T00:00:00Z');

export const examples: SqlExamples<typeof queries> = {
  withoutParallelWorkers: [[]],
  forecastRows: [
    [
      SCOPE,
      {
        where: everyone,
        stages: ['lead', 'qualified'],
        probabilities: [10, 40],
        from: '2026-12-01',
        to: '2027-12-01',
      },
    ],
    [
      SCOPE,
      {
        where: bigDeals,
        ownerId: USER,
        stages: ['lead'],
        probabilities: [10],
        from: '2026-12-01',
        to: '2027-01-01',
      },
    ],
  ],
  winRateRows: [
    [
      SCOPE,
      {
        where: everyone,
        stages: ['won', 'lost'],
        won: ['won'],
        unit: 'month',
        timezone: 'Europe/Paris',
        from: FROM,
        to: TO,
      },
    ],
    [
      SCOPE,
      {
        where: bigDeals,
        ownerId: USER,
        stages: ['won', 'lost'],
        won: ['won'],
        unit: 'quarter',
        timezone: 'UTC',
        from: FROM,
        to: TO,
      },
    ],
  ],
  lostReasonRows: [
    [SCOPE, { where: everyone, stages: ['lost'], from: FROM, to: TO }],
    [SCOPE, { where: bigDeals, ownerId: USER, stages: ['lost'], from: FROM, to: TO }],
  ],
  velocityRows: [
    [
      SCOPE,
      {
        where: everyone,
        stages: [{ key: 'lead' }, { key: 'qualified', since: '2026-03-01T00:00:00.000Z' }],
        won: [{ key: 'won' }],
        from: FROM,
        to: TO,
      },
    ],
    [
      SCOPE,
      {
        where: bigDeals,
        ownerId: USER,
        stages: [{ key: 'lead' }],
        won: [{ key: 'won' }],
        from: FROM,
        to: TO,
      },
    ],
  ],
};
