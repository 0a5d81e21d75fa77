import * as queries from '../../src/modules/contact-data/duplicates/contact-duplicates.queries.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, OTHER, SCOPE, WORKSPACE } from './values.js';

export { queries };

const everyone = filterBody(QUERY_SCOPE, undefined);
const leads = filterBody(QUERY_SCOPE, { and: [{ field: 'stage', op: 'eq', value: 'lead' }] });

export const examples: SqlExamples<typeof queries> = {
  duplicateGroupPage: [
    [SCOPE, { after: null, limit: 50, where: everyone }],
    [SCOPE, { after: ['email', 'ada@example.com'], limit: 50, where: everyone }],
    [SCOPE, { after: ['phone', '+442079460958'], limit: 50, where: leads }],
  ],
  duplicateGroupMembers: [
    [
      SCOPE,
      [
        { kind: 'email', value: 'ada@example.com' },
        { kind: 'phone', value: '+442079460958' },
      ],
      25,
      everyone,
    ],
    [SCOPE, [{ kind: 'email', value: 'ada@example.com' }], 25, leads],
  ],
  phonesFrom: [
    [WORKSPACE, null, 1000],
    [WORKSPACE, CONTACT, 1000],
  ],
  setPhoneKeys: [
    [
      WORKSPACE,
      [
        { id: CONTACT, phone: '020 7946 0958', key: '+442079460958' },
        { id: OTHER, phone: '12', key: null },
      ],
    ],
  ],
};
