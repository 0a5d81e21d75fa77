import * as queries from '../../src/modules/contacts/contacts-demo.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, CONTACT, USER, WORKSPACE } from './values.js';

export { queries };

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
  expected_close_date: '2027-02-15',
  probability: null,
  lost_reason: null,
  snoozed_until: null,
  snooze_reason: null,
};

export const examples: SqlExamples<typeof queries> = {
  tellDemoStages: [[]],
  insertDemoContacts: [
    [
      WORKSPACE,
      [
        DEMO_LEAD,
        {
          ...DEMO_LEAD,
          first_name: 'Grace',
          last_name: 'Hopper',
          stage: 'lost',
          expected_close_date: null,
          probability: 75,
          lost_reason: 'Price',
          snoozed_until: AT,
          snooze_reason: 'Back after the holidays',
        },
      ],
    ],
  ],
  insertDemoStageMove: [
    [WORKSPACE, { contactId: CONTACT, from: null, to: 'lead', movedBy: USER, movedAt: AT }],
    [WORKSPACE, { contactId: CONTACT, from: 'lead', to: 'won', movedBy: USER, movedAt: AT }],
  ],
  dateDemoClosings: [[WORKSPACE]],
  deleteDemoStageMoves: [[]],
  deleteDemoContacts: [[]],
};
