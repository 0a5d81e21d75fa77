import * as queries from '../../src/modules/contacts/query/contact-conditions.queries.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { OTHER, SCOPE } from './values.js';

export { queries };

const where = (filter: unknown) => filterBody(QUERY_SCOPE, filter);
const on = (field: string, op: string, value?: unknown) => ({ field, op, value });

export const examples: SqlExamples<typeof queries> = {
  contactCount: [
    [SCOPE, where(undefined)],
    // Every built-in field, each family's operators.
    [
      SCOPE,
      where({
        and: [
          on('stage', 'in', ['lead', 'won']),
          on('stage', 'neq', 'lost'),
          on('owner_id', 'eq', 'me'),
          on('owner_id', 'nin', [OTHER]),
          on('email', 'eq', 'Ada@Example.com'),
          on('company', 'contains', '50%_off'),
          on('last_name', 'starts_with', 'Love'),
          on('first_name', 'in', ['Ada', 'Grace']),
          on('company', 'is_empty'),
          on('value_cents', 'between', [1000, 5000]),
          on('tags', 'any', ['vip']),
          on('tags', 'all', ['vip', 'b2b']),
          on('tags', 'nin', ['spam', 'test']),
          on('created_at', 'within_last', '7d'),
          on('updated_at', 'lte', '2026-01-10'),
          on('dormant', 'eq', true),
          on('q', 'contains', 'ada lovelace'),
        ],
      }),
    ],
    // Every custom family, in groups.
    [
      SCOPE,
      where({
        or: [
          on('custom.arr', 'gte', 10000),
          on('custom.arr', 'neq', 5),
          on('custom.deal', 'between', [100, 200]),
          on('custom.deal.currency', 'in', ['EUR', 'USD']),
          {
            and: [
              on('custom.renewal', 'next', '2w'),
              on('custom.seen', 'older_than', '30d'),
              on('custom.nick', 'eq', 'Countess'),
              on('custom.nick', 'contains', 'count'),
            ],
          },
          on('custom.tier', 'nin', ['a']),
          on('custom.topics', 'all', ['a', 'b']),
          on('custom.vip', 'is_empty'),
          on('custom.buddy', 'eq', 'me'),
        ],
      }),
    ],
  ],
};
