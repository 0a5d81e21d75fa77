import * as queries from '../../src/modules/contact-data/data-export/data-export.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, SCOPE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  heldContact: [[SCOPE, CONTACT]],
  heldRecords: [
    [SCOPE, 'interactions', CONTACT],
    [SCOPE, 'followups', CONTACT],
    [SCOPE, 'enrollments', CONTACT],
    [SCOPE, 'stage_moves', CONTACT],
    [SCOPE, 'merges', CONTACT],
  ],
};
