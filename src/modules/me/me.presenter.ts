import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import { DEFAULT_PIPELINE_KEY, pipelineStages } from '../../tenancy/stages.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';

/** `GET /me`'s body: the user, their workspace's settings and which rows they see. */
export function presentMe(
  user: AuthenticatedUser,
  workspace: Omit<Workspace, 'demo_seeded_at' | 'updated_at'>,
  demo: boolean,
) {
  return {
    user: { id: user.id, email: user.email, role: user.role, workspace_id: user.workspace_id },
    workspace: {
      id: workspace.id,
      name: workspace.name,
      is_premium: workspace.is_premium,
      subscription_status: workspace.subscription_status,
      payment_customer_id: workspace.payment_customer_id,
      dormancy_days: workspace.dormancy_days,
      timezone: workspace.timezone,
      default_region: workspace.default_region,
      stages: pipelineStages(workspace.stages, DEFAULT_PIPELINE_KEY),
      created_at: workspace.created_at,
    },
    demo,
  };
}
