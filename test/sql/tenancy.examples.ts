import * as queries from '../../src/tenancy/tenancy.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  identityByEmail: [['ada@example.com']],
  lockIdentity: [['ada@example.com']],
  pendingInviteFor: [['ada@example.com']],
  acceptInvite: [[USER]],
  insertWorkspace: [["ada's workspace"]],
  insertUser: [
    [{ workspaceId: WORKSPACE, email: 'ada@example.com', role: 'admin', subject: null }],
  ],
  setOwnerRole: [
    [USER, true],
    [USER, false],
  ],
  workspaceCustomFields: [[WORKSPACE]],
  claimDemoSeeding: [[WORKSPACE]],
  lockDemoData: [['seeding'], ['reset']],
};
