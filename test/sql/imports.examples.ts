import * as queries from '../../src/modules/imports/imports.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { CONTACT, SCOPE, USER } from './values.js';

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
  insertImportFile: [[SCOPE.workspace.id]],
  insertImportFilePart: [[CONTACT, 0, Buffer.from('First name\nAda\n')]],
  deleteUnclaimedImportFiles: [[CONTACT]],
  importFilePart: [[CONTACT, 0]],
  startImportCounts: [[CONTACT, 100]],
};
