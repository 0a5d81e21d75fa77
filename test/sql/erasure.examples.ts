import * as queries from '../../src/modules/erasure/erasure.queries.js';
import { erasureTies, erasureValues } from '../../src/modules/erasure/erasure.rules.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, OTHER, OPERATION, SCOPE, USER } from './values.js';

export { queries };

/** Ada, with an e-mail, a phone that is a number and one she had that is none. */
const ADA = {
  emails: ['ada@example.com'],
  phones: ['+1 415 555 0123', 'TBD'],
  phoneKeys: ['+14155550123'],
  names: ['Ada'],
};

const TIES = erasureTies(ADA, 'US')!;

const ERASING = {
  contactId: CONTACT,
  contactIds: [CONTACT, OTHER],
  operationIds: [OPERATION],
  ties: TIES,
  values: erasureValues(ADA, 'US'),
  wholeValueKeys: { email: ['home_email'], phone: ['mobile'], url: ['site'] },
};

/** A contact with neither e-mail nor phone: nothing but its id ties a record to it. */
const UNTIED = { ...ERASING, ties: null };

/** A contact whose only phone is no number: it ties phone fields alone, never free text. */
const PHONE_FIELDS_ONLY = {
  ...ERASING,
  ties: erasureTies({ emails: [], phones: ['TBD'], phoneKeys: [], names: ['Ada'] }, 'US'),
};

export const examples: SqlExamples<typeof queries> = {
  erasedContact: [[SCOPE, CONTACT]],
  mergedIntoErased: [[SCOPE, CONTACT]],
  operationsOnErased: [[SCOPE, CONTACT]],
  earlierTiesOfErased: [[SCOPE, CONTACT, ['email', 'phone', 'custom.home_email']]],
  scrubWebhookEvents: [
    [SCOPE, ERASING, [OPERATION]],
    [SCOPE, UNTIED, []],
  ],
  scrubIdempotentAnswers: [
    [SCOPE, ERASING, [OPERATION]],
    [SCOPE, PHONE_FIELDS_ONLY, []],
  ],
  scrubBulkOperations: [
    [SCOPE, ERASING],
    [SCOPE, UNTIED],
  ],
  scrubImports: [[SCOPE, ERASING]],
  storedImportFiles: [[SCOPE]],
  scrubImportFile: [[SCOPE, OTHER, { ties: TIES.bytes!, values: ERASING.values!.bytes }]],
  scrubSavedViews: [[SCOPE, ERASING]],
  lockErasure: [[SCOPE, ERASING]],
  takeErasureTurn: [[SCOPE]],
  erasedBeyond: [[SCOPE, ERASING, [CONTACT, OTHER]]],
  rewriteOtherContacts: [[SCOPE, ERASING, [CONTACT, OTHER]]],
  scrubOtherFollowups: [[SCOPE, ERASING, [CONTACT, OTHER]]],
  scrubOtherInteractions: [[SCOPE, ERASING, [CONTACT, OTHER]]],
  scrubHistory: [[SCOPE, ERASING]],
  deleteHistoryEntries: [[SCOPE, [OPERATION]]],
  scrubMerges: [[SCOPE, ERASING]],
  deleteErasedContact: [[SCOPE, CONTACT]],
  insertErasure: [[SCOPE, { contactId: CONTACT, erasedBy: USER }]],
  erasurePage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
};
