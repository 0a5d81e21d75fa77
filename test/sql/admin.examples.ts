import * as queries from '../../src/modules/admin/admin.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  companyPage: [[{ after: null, limit: 50 }], [{ name: '100%_acme', after: AFTER, limit: 50 }]],
  companyById: [[WORKSPACE]],
};
