/** How a contact created without an owner is assigned: to its creator, or by turns. */
export const ROUTING_STRATEGIES = ['manual', 'round_robin'] as const;
export type RoutingStrategy = (typeof ROUTING_STRATEGIES)[number];

/** The most members a round-robin rule takes turns between. */
export const MAX_ROUTED_MEMBERS = 100;
