import * as queries from '../../src/modules/webhooks/webhook-deliveries.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, OTHER, WORKSPACE } from './values.js';

export { queries };

const RESULT = {
  status: 'failed' as const,
  responseStatus: 503,
  durationMs: 182,
  error: 'HTTP 503',
  responseBody: 'Service Unavailable',
  nextAttemptAt: AT,
  finishedAt: AT,
};

export const examples: SqlExamples<typeof queries> = {
  insertFirstAttempts: [
    [CONTACT, null, AT],
    [CONTACT, OTHER, AT],
  ],
  insertFirstAttemptsOf: [[[CONTACT, OTHER], AT]],
  claimAttempt: [[OTHER, AT, AT]],
  finishAttempt: [[OTHER, RESULT]],
  insertNextAttempt: [[OTHER, AT]],
  markEndpointFailing: [[OTHER, AT]],
  markEndpointSucceeding: [[OTHER]],
  disableEndpoint: [[OTHER, 'Every delivery failed for 3 days', AT]],
  cancelPendingAttempts: [[OTHER, 'endpoint disabled', AT]],
  endpointOf: [
    [WORKSPACE, OTHER],
    [WORKSPACE, OTHER, true],
  ],
  deliveryOf: [[OTHER, CONTACT]],
  deliveryPage: [
    [OTHER, { status: null, after: null, limit: 50 }],
    [OTHER, { status: 'failed', after: AFTER, limit: 50 }],
  ],
};
