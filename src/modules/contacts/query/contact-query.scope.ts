import type { WorkspaceScope } from '../../../core/auth/request-context.js';
import { dormancySpec } from '../dormancy.js';
import type { QueryScope } from './contact-query.parser.js';

/**
 * What reading a contact query needs of a request (or of a job acting for one): the workspace's
 * fields and stages, who `me` is, and the time relative dates and dormancy count from.
 */
export function queryScopeOf(scope: WorkspaceScope, userId: string, now: Date): QueryScope {
  return {
    workspace: scope.workspace,
    now,
    timezone: scope.workspace.timezone,
    userId,
    dormancy: dormancySpec(scope.workspace, now),
    region: scope.workspace.default_region,
  };
}
