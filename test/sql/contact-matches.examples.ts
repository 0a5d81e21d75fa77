import * as queries from '../../src/modules/contacts/contact-matches.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, GROUP_SCOPE, OTHER, OWN_SCOPE, SCOPE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  lockContactEmail: [[SCOPE, 'Ada@Example.com']],
  contactsWithEmail: [[SCOPE, 'Ada@Example.com', 100]],
  lockContactEmails: [[SCOPE, ['Ada@Example.com', 'grace@example.com']]],
  contactsWithEmails: [
    [SCOPE, ['Ada@Example.com', 'grace@example.com'], false],
    [SCOPE, ['Ada@Example.com', 'grace@example.com'], true],
  ],
  storedCustomValues: [[SCOPE, [CONTACT, OTHER]]],
  // A member who sees everything asks nothing (null).
  unseenContactEmails: [
    [SCOPE, ['Ada@Example.com']],
    [GROUP_SCOPE, ['Ada@Example.com', 'grace@example.com']],
    [OWN_SCOPE, ['Ada@Example.com']],
  ],
};
