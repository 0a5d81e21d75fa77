import * as queries from '../../src/modules/erasure/erasure.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, OTHER, OPERATION, SCOPE, USER } from './values.js';

export { queries };

const TIES = {
  text: '(?<![[:alnum:]_])(?:ada@example\\.com)(?![[:alnum:]_])',
  json: '(?<![[:alnum:]_])(?:ada@example\\.com)(?![[:alnum:]_])',
  bytes: '(?<![[:alnum:]_\\\\])(?:ada@example\\.com)(?![[:alnum:]_])',
};

const ERASING = {
  contactId: CONTACT,
  contactIds: [CONTACT, OTHER],
  operationIds: [OPERATION],
  ties: TIES,
  values: {
    text: '(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])',
    json: '(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])',
    bytes: '(?<![[:alnum:]_\\\\])(?:ada@example\\.com|Ada)(?![[:alnum:]_])',
  },
};

/** A contact with neither e-mail nor phone: nothing but its id ties a record to it. */
const UNTIED = { ...ERASING, ties: null };

export const examples: SqlExamples<typeof queries> = {
  lockErasedContact: [[SCOPE, CONTACT]],
  mergedIntoErased: [[SCOPE, CONTACT]],
  operationsOnErased: [[SCOPE, CONTACT]],
  scrubWebhookEvents: [
    [SCOPE, ERASING, [OPERATION]],
    [SCOPE, UNTIED, []],
  ],
  scrubIdempotentAnswers: [[SCOPE, ERASING, [OPERATION]]],
  scrubBulkOperations: [
    [SCOPE, ERASING],
    [SCOPE, UNTIED],
  ],
  scrubImports: [[SCOPE, ERASING]],
  scrubImportFiles: [[SCOPE, { ties: TIES.bytes, values: ERASING.values.bytes }]],
  scrubSavedViews: [[SCOPE, ERASING]],
  scrubHistory: [[SCOPE, ERASING]],
  scrubMerges: [[SCOPE, ERASING]],
  deleteErasedContact: [[SCOPE, CONTACT]],
  insertErasure: [[SCOPE, { contactId: CONTACT, erasedBy: USER }]],
  erasurePage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
};
