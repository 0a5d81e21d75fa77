import * as queries from '../../src/modules/billing/billing.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  claimPaymentEvent: [[{ id: 'evt_1', type: 'checkout.session.completed' }, WORKSPACE]],
  recordAppliedPaymentEvent: [[WORKSPACE, 1_790_000_000]],
  openCheckoutWindow: [[WORKSPACE, USER, 'f'.repeat(64), 600]],
};
