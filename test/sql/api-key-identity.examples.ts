import * as queries from '../../src/core/auth/api-key-identity.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { OTHER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  apiKeyIdentity: [['bc0kzooa']],
  touchApiKey: [[OTHER]],
};
