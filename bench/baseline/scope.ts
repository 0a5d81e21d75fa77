import type { WorkspaceScope } from '../../src/core/auth/request-context.js';
import { withDemoPipeline } from '../../src/tenancy/demo-pipeline.js';
import { resolvedIdentity } from '../../src/tenancy/identity.js';
import type { IdentityRow } from '../../src/tenancy/tenancy.queries.js';

/**
 * The caller and the rows they see, as the service's guards hand them to a handler
 * (`WorkspaceScope`: the workspace's fresh row, its custom fields once attached, demo or real
 * rows, the request's origin) plus the caller's id, so the baseline and the plans give the
 * service's statement builders (`TenantScope`), presenters (`PresentationScope`) and the contact
 * query (`queryScopeOf`) the same values the service does.
 */
export interface Scope extends WorkspaceScope {
  readonly userId: string;
}

/** The scope of the user the identity lookup (`identityByEmail`) answered. */
export function scopeOf(row: IdentityRow, requestId: string | null = null): Scope {
  const { workspace } = resolvedIdentity(row);
  return {
    userId: row.user_id,
    // A free workspace's pipelines include the demo pipeline, as the PremiumGuard's scope does.
    workspace: row.is_premium ? workspace : withDemoPipeline(workspace),
    // A free workspace sees its demo rows, as the service's PremiumGuard decides.
    demo: !row.is_premium,
    origin: {
      request_id: requestId,
      actor: { type: 'user', user_id: row.user_id, api_key_id: null },
    },
  };
}
