import { agendaWindow } from '../../src/modules/followups/agenda.js';
import * as queries from '../../src/modules/followups/agenda.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { AT, GROUP_SCOPE, USER, WORKSPACE } from './values.js';

export { queries };

const WINDOW = agendaWindow(AT, 'Europe/Paris', 7);

export const examples: SqlExamples<typeof queries> = {
  agendaQuery: [
    [{ workspaceId: WORKSPACE, demo: false }, WINDOW, 50],
    [{ workspaceId: WORKSPACE, demo: false, ownerId: USER }, WINDOW, 50],
    [{ workspaceId: WORKSPACE, demo: false, visibility: GROUP_SCOPE.visibility }, WINDOW, 50],
  ],
};
