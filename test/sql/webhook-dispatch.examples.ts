import * as queries from '../../src/modules/webhooks/webhook-dispatch.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  webhookEventWorkspace: [[CONTACT]],
  lockWebhookSequence: [[WORKSPACE]],
  undispatchedWebhookEvents: [[WORKSPACE, 500]],
  numberWebhookEvents: [
    [WORKSPACE, '41', { ids: [CONTACT], records: [null] }],
    [WORKSPACE, '41', { ids: [CONTACT], records: [{ id: CONTACT, first_name: 'Ada' }] }],
  ],
  announceNumberedEvents: [[WORKSPACE]],
  workspacesWithStrayEvents: [[30]],
};
