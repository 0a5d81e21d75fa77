import * as queries from '../../src/modules/webhooks/webhooks.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, OTHER, USER, WORKSPACE } from './values.js';

export { queries };

const EVENT = {
  id: CONTACT,
  workspaceId: WORKSPACE,
  type: 'contact.created',
  payload: { type: 'contact.created', timestamp: '2026-01-15T09:30:00.000Z', data: {} },
};

export const examples: SqlExamples<typeof queries> = {
  insertWebhookEndpoint: [
    [
      {
        workspaceId: WORKSPACE,
        createdBy: USER,
        url: 'https://hooks.example.com/crm',
        description: null,
        events: ['contact.created'],
        secret: 'whsec_c2VjcmV0',
      },
    ],
  ],
  webhookEndpointPage: [
    [WORKSPACE, { after: null, limit: 50 }],
    [WORKSPACE, { after: AFTER, limit: 50 }],
  ],
  webhookEndpointById: [[WORKSPACE, OTHER]],
  updateWebhookEndpoint: [
    [WORKSPACE, OTHER, { url: 'https://hooks.example.com/v2', events: ['*'], description: null }],
    [WORKSPACE, OTHER, { active: true }],
    [WORKSPACE, OTHER, { active: false }],
  ],
  deleteWebhookEndpoint: [[WORKSPACE, OTHER]],
  rotateWebhookSecret: [[WORKSPACE, OTHER, 'whsec_c2VjcmV0', 86400]],
  webhookSubscribed: [[WORKSPACE, ['contact.created', '*']]],
  insertWebhookEvents: [[[EVENT]], [[EVENT, { ...EVENT, id: OTHER }]]],
  insertWebhookPing: [[{ ...EVENT, type: 'ping' }, OTHER]],
};
