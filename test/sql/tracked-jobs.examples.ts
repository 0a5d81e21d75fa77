import * as queries from '../../src/jobs/tracked-jobs.queries.js';
import { BULK_OPERATIONS } from '../../src/modules/contact-data/bulk/bulk-operations.queries.js';
import { BULK_GIVEN_UP_ERROR } from '../../src/modules/contact-data/bulk/contacts-bulk.rules.js';
import { FILTER_INDEX_GIVEN_UP_ERROR } from '../../src/modules/custom-fields/custom-fields.rules.js';
import { FILTER_INDEX_BUILDS } from '../../src/modules/custom-fields/filter-index.queries.js';
import { GIVEN_UP_ERROR } from '../../src/modules/imports/import.worker.js';
import { IMPORTS } from '../../src/modules/imports/imports.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, SCOPE, USER } from './values.js';

export { queries };

/**
 * Each statement of the lifecycle over each table that uses it: imports, bulk operations, then
 * the filter index builds for those their worker sends.
 */
export const examples: SqlExamples<typeof queries> = {
  jobById: [
    [IMPORTS, SCOPE, CONTACT],
    [BULK_OPERATIONS, SCOPE, CONTACT],
    [BULK_OPERATIONS, SCOPE, CONTACT, USER],
  ],
  jobPage: [
    [IMPORTS, SCOPE, { after: null, limit: 50 }],
    [IMPORTS, SCOPE, { after: AFTER, limit: 50 }],
    [BULK_OPERATIONS, SCOPE, { after: AFTER, limit: 50 }],
    [IMPORTS, SCOPE, { after: AFTER, limit: 50, startedBy: USER }],
  ],
  cancelJob: [
    [IMPORTS, SCOPE, CONTACT],
    [BULK_OPERATIONS, SCOPE, CONTACT],
    [FILTER_INDEX_BUILDS, SCOPE, CONTACT],
    [BULK_OPERATIONS, SCOPE, CONTACT, USER],
  ],
  unfinishedJobsStartedBy: [
    [IMPORTS, SCOPE, USER],
    [BULK_OPERATIONS, SCOPE, USER],
  ],
  takeJobTurn: [
    [IMPORTS, CONTACT],
    [BULK_OPERATIONS, CONTACT],
  ],
  handOverUnfinishedJobs: [[FILTER_INDEX_BUILDS, SCOPE, USER, CONTACT]],
  holdJobAuthor: [[SCOPE, USER]],
  claimJob: [
    [IMPORTS, CONTACT],
    [BULK_OPERATIONS, CONTACT],
    [FILTER_INDEX_BUILDS, CONTACT],
  ],
  lockRunningJob: [
    [IMPORTS, CONTACT, 500],
    [BULK_OPERATIONS, CONTACT, 500],
    [FILTER_INDEX_BUILDS, CONTACT, 1_000],
  ],
  checkpointJob: [
    [
      IMPORTS,
      CONTACT,
      1_000,
      {
        processed: 500,
        counts: { created: 490, updated: 5, skipped: 0, failed: 5 },
        lists: { errors: [{ row: 3, field: 'email', message: 'email must be an email' }] },
      },
    ],
    [
      BULK_OPERATIONS,
      CONTACT,
      500,
      { processed: 500, counts: { affected: 498, skipped: 2 }, lists: {} },
    ],
    [FILTER_INDEX_BUILDS, CONTACT, 0, { processed: 1_000, counts: { filled: 640 }, lists: {} }],
  ],
  finishJob: [
    [IMPORTS, CONTACT, 'succeeded', null, 1_200],
    [IMPORTS, CONTACT, 'failed', 'The file has no header row'],
    [BULK_OPERATIONS, CONTACT, 'succeeded', null, 1_200],
    [FILTER_INDEX_BUILDS, CONTACT, 'succeeded', null, 2_500],
  ],
  failUnfinishedJob: [
    [IMPORTS, CONTACT, GIVEN_UP_ERROR],
    [BULK_OPERATIONS, CONTACT, BULK_GIVEN_UP_ERROR],
    [FILTER_INDEX_BUILDS, CONTACT, FILTER_INDEX_GIVEN_UP_ERROR],
  ],
};
