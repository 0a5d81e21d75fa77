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
};

export const examples: SqlExamples<typeof queries> = {
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
