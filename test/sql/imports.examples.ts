import * as queries from '../../src/modules/imports/imports.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, CONTACT, SCOPE, USER } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  insertImport: [
    [
      SCOPE,
      {
        createdBy: USER,
        origin: { request_id: 'r1', actor: { type: 'user', user_id: USER, api_key_id: null } },
        dryRun: false,
        mapping: { 'First name': 'first_name' },
        matchOn: 'email',
        onMatch: 'update',
        fileId: CONTACT,
      },
    ],
  ],
  importById: [[SCOPE, CONTACT]],
  importPage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
  cancelImport: [[SCOPE, CONTACT]],
  claimImport: [[CONTACT]],
  insertImportFile: [[SCOPE.workspace.id]],
  insertImportFilePart: [[CONTACT, 0, Buffer.from('First name\nAda\n')]],
  deleteUnclaimedImportFiles: [[CONTACT]],
  importFilePart: [[CONTACT, 0]],
  startImportCounts: [[CONTACT, 100]],
  lockRunningImport: [[CONTACT, 500]],
  checkpointImport: [
    [
      CONTACT,
      { processed: 500, created: 490, updated: 5, skipped: 0, failed: 5 },
      [{ row: 3, field: 'email', message: 'email must be an email' }],
    ],
  ],
  finishImport: [
    [CONTACT, 'succeeded', null],
    [CONTACT, 'failed', 'The file has no header row'],
  ],
  failUnfinishedImport: [[CONTACT, 'The import stopped after its job failed on every retry']],
};
