import * as queries from '../../src/modules/contacts/query/contact-query.queries.js';
import { filterBody, sortOf } from '../../src/modules/contacts/query/contact-query.parser.js';
import { PRESENTED, QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, GROUP_SCOPE, OWN_SCOPE, SCOPE } from './values.js';
import { dormancySpec } from '../../src/modules/contacts/dormancy.js';
import { DEFAULT_WORKSPACE_STAGES } from '../../src/tenancy/stages.js';

export { queries };

const everyone = filterBody(QUERY_SCOPE, undefined);
const leads = filterBody(QUERY_SCOPE, {
  and: [{ field: 'stage', op: 'eq', value: 'lead' }],
});
const sorted = (sort: string) => ({ where: leads, sort: sortOf(QUERY_SCOPE, sort) });

/** The specification's rule alone, and every option on (stage thresholds, closed never, plans). */
const SPEC = dormancySpec({ dormancy_days: 14, stages: DEFAULT_WORKSPACE_STAGES }, AT);
const OPTIONS = dormancySpec(
  {
    dormancy_days: 14,
    dormancy_ignores_closed: true,
    dormancy_respects_plans: true,
    stages: DEFAULT_WORKSPACE_STAGES.map((s) =>
      s.key === 'proposal' ? { ...s, rotting_days: 5 } : s,
    ),
  },
  AT,
);

export const examples: SqlExamples<typeof queries> = {
  contactQueryPage: [
    // The default order: unfiltered (one plan kept), filtered, past a cursor.
    [SCOPE, { query: { where: everyone, sort: [] }, after: null, limit: 50 }],
    [SCOPE, { query: { where: leads, sort: [] }, after: AFTER, limit: 50 }],
    // A member who sees some owners: owner by owner (one plan kept), nobody's too, past a cursor;
    // filtered, planned for its values.
    [GROUP_SCOPE, { query: { where: everyone, sort: [] }, after: null, limit: 50 }],
    [OWN_SCOPE, { query: { where: everyone, sort: [] }, after: AFTER, limit: 50 }],
    [GROUP_SCOPE, { query: { where: leads, sort: [] }, after: null, limit: 50 }],
    // The custom values presented by the statement: with archived fields, and without.
    [SCOPE, { query: { where: everyone, sort: [] }, after: null, limit: 50, custom: PRESENTED }],
    [
      GROUP_SCOPE,
      {
        query: { where: everyone, sort: [] },
        after: null,
        limit: 50,
        custom: { ...PRESENTED, archived: [] },
      },
    ],
    // A first key never missing: one part, the custom key joined.
    [
      SCOPE,
      { query: sorted('value_cents,-custom.arr'), after: ['100', '12.5', CONTACT], limit: 50 },
    ],
    // A custom first key: the contacts with a value along its index, then those without.
    [SCOPE, { query: sorted('-custom.arr'), after: null, limit: 50 }],
    [SCOPE, { query: sorted('-custom.arr'), after: ['12.5', CONTACT], limit: 50 }],
    [SCOPE, { query: sorted('-custom.arr'), after: [null, CONTACT], limit: 50 }],
    // A member who sees some owners: the entries carry the tenant, the contacts the owner.
    [OWN_SCOPE, { query: sorted('-custom.arr'), after: ['12.5', CONTACT], limit: 50 }],
    // A built-in first key that may be missing, and three keys.
    [
      SCOPE,
      {
        query: sorted('last_name,-created_at'),
        after: ['Lovelace', '2026-01-15 09:30:00+00', CONTACT],
        limit: 50,
      },
    ],
    [
      SCOPE,
      {
        query: sorted('custom.renewal,-custom.nick,first_name'),
        after: ['2026-03-01 00:00:00+00', null, 'Ada', CONTACT],
        limit: 50,
      },
    ],
  ],
  dormantContactPage: [
    // Unfiltered (one plan kept), and with conditions past a cursor.
    [SCOPE, { dormancy: SPEC, where: everyone, after: null, limit: 50 }],
    [SCOPE, { dormancy: OPTIONS, where: leads, after: AFTER, limit: 50 }],
    // The custom values presented by the statement.
    [SCOPE, { dormancy: SPEC, where: everyone, after: null, limit: 50, custom: PRESENTED }],
  ],
  contactQueryRows: [
    // The export: newest first, and in a sort whose custom key is joined, nulls last.
    [SCOPE, { where: leads, sort: [] }],
    [SCOPE, sorted('-custom.arr,last_name')],
  ],
};
