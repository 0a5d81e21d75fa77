import * as queries from '../../src/modules/erasure/erasure.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, SCOPE, USER } from './values.js';

export { queries };

const ERASING = {
  contactId: CONTACT,
  text: '(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])',
  json: '(?<![[:alnum:]_])(?:ada@example\\.com|Ada)(?![[:alnum:]_])',
  bytes: '(?<![[:alnum:]_\\\\])(?:ada@example\\.com|Ada)(?![[:alnum:]_])',
};

export const examples: SqlExamples<typeof queries> = {
  lockErasedContact: [[SCOPE, CONTACT]],
  scrubWebhookEvents: [
    [SCOPE, ERASING],
    [SCOPE, { contactId: CONTACT, text: null, json: null, bytes: null }],
  ],
  scrubIdempotentAnswers: [[SCOPE, ERASING]],
  scrubBulkOperations: [[SCOPE, ERASING]],
  scrubImports: [[SCOPE, ERASING]],
  scrubImportFiles: [[SCOPE, ERASING.bytes]],
  scrubSavedViews: [[SCOPE, ERASING]],
  scrubHistory: [[SCOPE, ERASING]],
  deleteErasedContact: [[SCOPE, CONTACT]],
  insertErasure: [[SCOPE, { contactId: CONTACT, erasedBy: USER }]],
  erasurePage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
};
