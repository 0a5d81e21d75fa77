import * as queries from '../../src/modules/api-keys/api-keys.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, OTHER, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  insertApiKey: [
    [
      {
        workspaceId: WORKSPACE,
        userId: USER,
        name: 'Website lead form',
        prefix: 'bc0kzooa',
        secretHash: Buffer.alloc(4),
        scopes: ['contacts:read', 'contacts:write'],
        expiresAt: AT,
      },
    ],
  ],
  apiKeyPage: [
    [WORKSPACE, { userId: USER, after: null, limit: 50 }],
    [WORKSPACE, { userId: null, after: AFTER, limit: 50 }],
  ],
  deleteApiKey: [[WORKSPACE, OTHER, { userId: USER, anyMember: false }]],
  apiKeyOf: [[WORKSPACE, OTHER]],
};
