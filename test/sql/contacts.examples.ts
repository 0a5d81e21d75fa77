import * as queries from '../../src/modules/contacts/contacts.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, AT, CONTACT, OTHER, PHONE_SCOPE, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

const NEW_CONTACT = {
  workspaceId: WORKSPACE,
  demo: false,
  region: 'GB',
  creatorId: USER,
  stage: 'lead',
  first_name: 'Ada',
} as const;

const DEMO_LEAD = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@analyticalengines.example',
  company: 'Analytical Engines',
  title: 'CTO',
  stage: 'lead',
  owner_id: USER,
  value_cents: 1_200_000,
  last_activity_at: AT,
  created_at: AT,
};

export const examples: SqlExamples<typeof queries> = {
  contactPage: [
    [SCOPE, { after: null, limit: 50 }],
    [
      SCOPE,
      {
        stage: 'lead',
        ownerId: USER,
        search: 'ada',
        dormancy: { dormant: true, cutoff: AT },
        tag: 'vip',
        after: AFTER,
        limit: 50,
      },
    ],
    [SCOPE, { dormancy: { dormant: false, cutoff: AT }, after: null, limit: 50 }],
  ],
  dormantContactPage: [
    [SCOPE, { cutoff: AT, after: null, limit: 50 }],
    [SCOPE, { cutoff: AT, after: AFTER, limit: 50 }],
  ],
  contactById: [[SCOPE, CONTACT]],
  contactForUpdate: [[SCOPE, CONTACT]],
  contactExists: [[SCOPE, CONTACT]],
  lockContactEmail: [[SCOPE, 'Ada@Example.com']],
  contactsWithEmail: [[SCOPE, 'Ada@Example.com', 100]],
  lockContactEmails: [[SCOPE, ['Ada@Example.com', 'grace@example.com']]],
  contactsWithEmails: [[SCOPE, ['Ada@Example.com', 'grace@example.com']]],
  insertContacts: [
    [
      {
        workspaceId: WORKSPACE,
        demo: false,
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
      {
        id: OTHER,
        workspaceId: WORKSPACE,
        type: 'contact.created',
        payload: { type: 'contact.created', timestamp: AT, data: { sequence: null } },
      },
    ],
  ],
  updateContact: [
    [PHONE_SCOPE, CONTACT, { title: 'CEO' }],
    [
      PHONE_SCOPE,
      CONTACT,
      {
        first_name: 'Ada',
        last_name: null,
        email: null,
        phone: null,
        company: null,
        title: null,
        owner_id: OTHER,
        value_cents: null,
        tags: null,
      },
    ],
  ],
  deleteContact: [[SCOPE, CONTACT]],
  contactStageForUpdate: [[SCOPE, CONTACT]],
  setContactStage: [[SCOPE, CONTACT, 'qualified']],
  insertStageMove: [[SCOPE, { contactId: CONTACT, from: 'lead', to: 'qualified', movedBy: USER }]],
  bumpActivity: [[SCOPE, CONTACT]],
  contactSummaries: [[SCOPE, [CONTACT, OTHER, CONTACT]]],
  boardCards: [
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20 }],
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20, ownerId: USER }],
  ],
  stageContactPage: [
    [SCOPE, { stage: 'lead', after: null, limit: 50 }],
    [SCOPE, { stage: 'lead', ownerId: USER, after: AFTER, limit: 50 }],
  ],
  stageTotals: [[SCOPE], [SCOPE, USER]],
  stageEntries: [[SCOPE, { from: AT, to: AT }]],
  contactCountsByStage: [[SCOPE, ['lead', 'lost']]],
  insertDemoContacts: [
    [WORKSPACE, [DEMO_LEAD, { ...DEMO_LEAD, first_name: 'Grace', last_name: 'Hopper' }]],
  ],
  insertDemoStageMove: [
    [WORKSPACE, { contactId: CONTACT, from: null, to: 'lead', movedBy: USER, movedAt: AT }],
    [WORKSPACE, { contactId: CONTACT, from: 'lead', to: 'won', movedBy: USER, movedAt: AT }],
  ],
  deleteDemoStageMoves: [[]],
  deleteDemoContacts: [[]],
};
