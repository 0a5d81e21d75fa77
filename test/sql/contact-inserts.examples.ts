import * as queries from '../../src/modules/contacts/contact-inserts.queries.js';
import { recordRowEventCte } from '../../src/modules/webhooks/webhooks.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, CONTACT, ORIGIN, OTHER, USER, WORKSPACE } from './values.js';

export { queries };

const NEW_CONTACT = {
  workspaceId: WORKSPACE,
  demo: false,
  origin: ORIGIN,
  region: 'GB',
  creatorId: USER,
  stage: 'lead',
  first_name: 'Ada',
} as const;

export const examples: SqlExamples<typeof queries> = {
  insertContacts: [
    [
      {
        workspaceId: WORKSPACE,
        demo: false,
        origin: ORIGIN,
        creatorId: USER,
        region: 'GB',
        contacts: [
          { id: CONTACT, stage: 'lead', ownerId: OTHER, first_name: 'Ada', phone: '020 7946 0000' },
        ],
      },
    ],
    [
      {
        workspaceId: WORKSPACE,
        demo: false,
        origin: ORIGIN,
        creatorId: USER,
        region: 'US',
        contacts: [
          { id: CONTACT, stage: 'lead', ownerId: undefined, first_name: 'Ada', tags: ['vip'] },
          { id: OTHER, stage: 'won', ownerId: null, first_name: 'Grace', value_cents: 100 },
        ],
      },
    ],
  ],
  insertContact: [
    [{ ...NEW_CONTACT, ownerId: undefined }],
    // Naming users (its owner, a `user` custom value) who must be members.
    [
      {
        ...NEW_CONTACT,
        ownerId: OTHER,
        custom: { account_manager: USER },
        members: [USER, OTHER],
      },
    ],
    [
      {
        ...NEW_CONTACT,
        ownerId: OTHER,
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        company: 'Analytical Engines',
        title: 'CTO',
        value_cents: 1_200_000,
        tags: ['vip'],
      },
    ],
    [
      { ...NEW_CONTACT, ownerId: undefined },
      // As the outbox makes it for `contact.created`.
      (p, rows) =>
        recordRowEventCte(
          p,
          {
            id: OTHER,
            workspaceId: WORKSPACE,
            type: 'contact.created',
            payload: { type: 'contact.created', timestamp: AT, data: { sequence: null } },
          },
          rows,
          'contact',
        ),
    ],
  ],
};
