import * as queries from '../../src/modules/timeline/timeline.queries.js';
import { TIMELINE_KINDS } from '../../src/modules/timeline/timeline.rules.js';
import type { SqlExamples } from './sql-examples.js';
import { ARCHIVED_FIELD_SCOPE, CONTACT, SCOPE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  timelinePage: [
    [SCOPE, { contactId: CONTACT, kinds: TIMELINE_KINDS, after: null, limit: 50 }],
    [ARCHIVED_FIELD_SCOPE, { contactId: CONTACT, kinds: ['change'], after: null, limit: 50 }],
    [
      SCOPE,
      {
        contactId: CONTACT,
        kinds: ['interaction', 'change'],
        after: ['2026-01-15T09:30:00.000Z', '5', '0', CONTACT],
        limit: 50,
      },
    ],
  ],
};
