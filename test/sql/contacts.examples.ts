import * as queries from '../../src/modules/contacts/contacts.queries.js';
import type { SqlExamples } from './sql-examples.js';
import {
  CONTACT,
  GROUP_SCOPE,
  OPERATION,
  OTHER,
  OWN_SCOPE,
  PHONE_SCOPE,
  SCOPE,
  USER,
} from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  contactById: [
    [SCOPE, CONTACT],
    [GROUP_SCOPE, CONTACT],
    [OWN_SCOPE, CONTACT],
  ],
  contactForUpdate: [[SCOPE, CONTACT]],
  contactExists: [[SCOPE, CONTACT]],
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
  trashContacts: [
    [SCOPE, [CONTACT], { by: USER }],
    [SCOPE, [CONTACT, OTHER], { by: USER, operationId: OPERATION }],
  ],
  contactStageForUpdate: [[SCOPE, CONTACT]],
  setContactStage: [
    [SCOPE, CONTACT, 'qualified'],
    [SCOPE, CONTACT, 'lost', 'Price'],
  ],
  insertStageMove: [[SCOPE, { contactId: CONTACT, from: 'lead', to: 'qualified', movedBy: USER }]],
  bumpActivity: [[SCOPE, CONTACT]],
  setContactSnooze: [
    [SCOPE, CONTACT, { until: new Date('2027-01-15T09:00:00Z'), reason: 'Back in January' }],
    [SCOPE, CONTACT, { until: null, reason: null }],
  ],
};
