import * as queries from '../../src/modules/views/views.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, OTHER, USER, WORKSPACE } from './values.js';

export { queries };

const FILTER = { and: [{ field: 'owner_id', op: 'eq', value: 'me' }] };
const VIEW = {
  name: 'My open deals',
  filter: FILTER,
  sort: '-value_cents',
  columns: ['first_name', 'custom.arr'],
  privateTo: USER,
  createdBy: USER,
};

export const examples: SqlExamples<typeof queries> = {
  lockViewsOf: [[WORKSPACE]],
  insertView: [[WORKSPACE, VIEW, 500]],
  viewPage: [
    [WORKSPACE, USER, { after: null, limit: 50 }],
    [WORKSPACE, USER, { after: AFTER, limit: 50 }],
  ],
  viewOf: [
    [WORKSPACE, USER, OTHER],
    [WORKSPACE, USER, OTHER, true],
  ],
  updateView: [
    [WORKSPACE, OTHER, {}],
    [
      WORKSPACE,
      OTHER,
      { name: 'Renamed', filter: FILTER, sort: null, columns: ['stage'], privateTo: null },
    ],
  ],
  lockLeaverViews: [[WORKSPACE, USER]],
  deletePrivateViews: [[WORKSPACE, USER]],
  deleteView: [[WORKSPACE, OTHER]],
};
