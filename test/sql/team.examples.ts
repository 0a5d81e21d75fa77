import * as queries from '../../src/modules/team/team.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, OTHER, SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

export const examples: SqlExamples<typeof queries> = {
  memberPage: [
    [SCOPE, { after: null, limit: 50 }],
    [SCOPE, { after: AFTER, limit: 50 }],
  ],
  pendingInvitePage: [
    [WORKSPACE, { after: null, limit: 50 }],
    [WORKSPACE, { after: AFTER, limit: 50 }],
  ],
  userWorkspaceByEmail: [['grace@example.com']],
  upsertInvite: [
    [{ workspaceId: WORKSPACE, email: 'grace@example.com', role: 'member', invitedBy: USER }],
  ],
  deletePendingInvite: [[WORKSPACE, OTHER]],
  inviteOf: [[WORKSPACE, OTHER]],
  lockMemberAndManagers: [[WORKSPACE, USER]],
  updateMemberRole: [[USER, 'admin']],
  deleteUser: [[SCOPE, USER]],
  holdWritesAfterMemberContacts: [[SCOPE, USER]],
  lockLeavingMember: [[WORKSPACE, USER]],
  memberContactsBeyond: [[SCOPE, USER, [OTHER]]],
  releaseMemberContacts: [[SCOPE, USER]],
  releaseMemberContactsUnanswered: [[SCOPE, USER]],
  upsertDemoTeammate: [[WORKSPACE, `demo.rep+${WORKSPACE}@demo.invalid`]],
  deleteDemoUsers: [[]],
};
