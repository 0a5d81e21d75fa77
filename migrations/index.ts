import { Initial1795315479127 } from './1795315479127-initial.js';
import { BillingAndTierAudit1795316055441 } from './1795316055441-billing-and-tier-audit.js';
import { RoutingRulesAndPendingInvites1795316068018 } from './1795316068018-routing-rules-and-pending-invites.js';

/** Every migration, in order. TypeORM is handed the classes, so no glob or file loading is involved. */
export const migrations = [
  Initial1795315479127,
  BillingAndTierAudit1795316055441,
  RoutingRulesAndPendingInvites1795316068018,
];
