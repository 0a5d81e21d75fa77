import * as queries from '../../src/database/idempotency.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { USER, WORKSPACE } from './values.js';

export { queries };

const KEY = { workspaceId: WORKSPACE, callerId: USER, key: 'order-1' };

export const examples: SqlExamples<typeof queries> = {
  tryLockIdempotencyKey: [[KEY]],
  findIdempotentOutcome: [[KEY]],
  storeIdempotentOutcome: [
    [
      KEY,
      {
        fingerprint: 'x2Rl0Zz1',
        method: 'POST',
        path: '/contacts',
        status: 200,
        body: '{"id":"c1"}',
        contentType: 'application/json; charset=utf-8',
      },
    ],
  ],
};
