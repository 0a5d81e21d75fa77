import type { Stage } from '../../src/tenancy/stages.js';
import type { IdentityRow } from '../../src/tenancy/tenancy.queries.js';

/**
 * The caller and the rows they see, in the shape the service's statement builders
 * (`TenantScope`) and presenters (`PresentationScope`) take, so the baseline and the plans hand
 * those the same values the service does.
 */
export interface Scope {
  userId: string;
  workspace: {
    id: string;
    dormancy_days: number;
    timezone: string;
    default_region: string;
    stages: Stage[];
  };
  /** A free workspace sees its demo rows, as the service's PremiumGuard decides. */
  demo: boolean;
}

/** The scope of the user the identity lookup (`identityByEmail`) answered. */
export function scopeOf(row: IdentityRow): Scope {
  return {
    userId: row.user_id,
    workspace: {
      id: row.workspace_id,
      dormancy_days: row.dormancy_days,
      timezone: row.timezone,
      default_region: row.default_region,
      stages: row.stages,
    },
    demo: !row.is_premium,
  };
}
